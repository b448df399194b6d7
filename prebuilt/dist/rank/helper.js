/**
 * A second thread for a cold lexical build (load.ts): the lexical index tokenizes every source byte of the
 * repository once (sympy: 38 MB, ~1 s on one thread), the longest step of a cold slice of an issue's prose.
 *
 * This thread takes files from the front of the list and the helper from the back, through one shared pair of
 * counters, until they meet: so the main thread's builder holds files 0..k in order, and the helper's part (its own
 * term ids, sent back once) is appended after them with its ids mapped to the main dictionary. The index is the same
 * whichever thread tokenized what. A helper that fails, or never starts, costs time, never files: what it claimed and
 * did not return is tokenized here. Like repo/lex-helper.ts, it loads one CommonJS bundle
 * (dist/workers/lexical-helper.bundle.cjs) so that it is up within ~50 ms.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { UNMAPPED } from './postings.js';
import { makeCounters, takeChunk } from './helper-protocol.js';
import { spareCore } from '../runtime/spare-core.js';
import { resolveLexicalHelperMode } from '../config/env.js';
import { givenOrMade } from './options.js';
export { HELPER_MIN_BYTES } from './options.js';
const BUNDLE = fileURLToPath(new URL('../workers/lexical-helper.bundle.cjs', import.meta.url));
/**
 * Cores from which a second thread is used by default. Measured on a 2-core machine, a cold `ck slice` of an issue
 * on sympy took as long with the helper as without (1.31-1.42 s against 1.37-1.57 s): in a fresh process V8's
 * compiler and collector threads already use the second core. With more cores the two threads each have one.
 */
export const HELPER_MIN_CORES = 3;
/**
 * Whether a helper may be used: enough cores (`minCores`) with one of them idle (runtime/spare-core.ts), the bundle
 * built, and not turned off (CK_LEXICAL_HELPER=0; CK_LEXICAL_HELPER=1 uses it whatever the cores and the load).
 */
export function helperAvailable(minCores = HELPER_MIN_CORES) {
    const mode = resolveLexicalHelperMode();
    if (mode === 'off' || !existsSync(BUNDLE))
        return false;
    return mode === 'on' ? availableParallelism() > 1 : availableParallelism() >= minCores && spareCore();
}
/**
 * Returns a helper thread started now, to be handed to loadLexicalIndexAsync later, or null where none can start.
 * Starting it early (the slicer does, for prose, while the repository index is built) hides the thread's start-up
 * (~100 ms: a Node worker, then one bundle) behind other work. It never keeps the process alive.
 */
export function startLexicalHelper(bundle = BUNDLE) {
    try {
        const wt = createRequire(import.meta.url)('node:worker_threads');
        const worker = new wt.Worker(bundle, { stdout: true, stderr: true, env: wt.SHARE_ENV, trackUnmanagedFds: false });
        worker.unref();
        const h = { worker, exited: false, stop: () => { void worker.terminate(); } };
        worker.on('error', () => { });
        worker.once('exit', () => { h.exited = true; });
        return h;
    }
    catch {
        return null;
    }
}
/**
 * Returns nothing; tokenizes `files` into builder `b` (in order, after whatever it holds) on this thread and a
 * helper (`helper`, started earlier, or one started now; stopped when done). `read` returns a file's bytes for this
 * thread (the helper reads `abs` itself); `bundle` is the helper's script (tests give one that fails); `helperFirst`
 * (tests) waits, up to 5 s, until the helper has claimed a chunk; `checked`: `read` reads the file on disk, so each
 * file with a body is recorded with its hash only if the bytes read are its content (both threads check).
 */
export async function buildWithHelper(b, files, read, opts = {}) {
    // Bytes read from disk are checked against each file's hash (ForwardBuilder.addFile), on both threads.
    const checked = (f) => opts.checked === true && f.abs !== undefined;
    const n = files.length;
    const counters = makeCounters(n);
    const h = givenOrMade(opts.helper, () => startLexicalHelper(opts.bundle));
    const worker = h && !h.exited ? h.worker : undefined;
    let reply;
    let done = Promise.resolve();
    if (worker) {
        done = new Promise((resolve) => {
            worker.once('message', (m) => { reply = m; resolve(); });
            worker.once('exit', () => resolve());
            worker.once('error', () => resolve());
        });
        worker.ref(); // its reply is awaited below
        try {
            worker.postMessage({ files, counters: counters.buffer });
        }
        catch {
            done = Promise.resolve(); // a helper that cannot take the job: this thread takes every file
        }
    }
    const helperFirst = opts.helperFirst;
    if (helperFirst && worker) {
        for (let waited = 0; waited < 5000 && Atomics.load(counters, 0) >> 32n === BigInt(n); waited += 5)
            await new Promise((r) => setTimeout(r, 5));
    }
    // The front, in order, straight into the builder.
    let mine = 0;
    for (let c = takeChunk(counters, false); c !== null; c = takeChunk(counters, false)) {
        for (let k = c[0]; k < c[1]; k++)
            b.addFile(files[k], read(files[k]), checked(files[k]));
        mine = c[1];
    }
    await done;
    h?.stop();
    // The back: the helper's files where it returned them, the rest (claimed by a helper that failed) here.
    const got = new Map();
    const r = reply;
    let remap;
    if (r) {
        r.files.forEach((k, i) => got.set(k, i));
        remap = new Uint32Array(r.part.terms.length);
        // With first-use orders, each file's new terms are interned as it is appended (the ids of one thread alone).
        if (r.part.order)
            remap.fill(UNMAPPED);
        else
            for (let t = 0; t < remap.length; t++)
                remap[t] = b.internTerm(r.part.terms[t]);
    }
    for (let k = mine; k < n; k++) {
        const i = got.get(k);
        if (r && remap && i !== undefined)
            b.appendRemapped(r.part, i, remap);
        else
            b.addFile(files[k], read(files[k]), checked(files[k]));
    }
    return { helped: got.size };
}
