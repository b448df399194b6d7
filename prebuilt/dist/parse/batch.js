import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { grammarLangOf } from './languages.js';
import { decodeSource } from './source.js';
import { ParseCache } from './cache.js';
import { parseTask, cachedRecords, analyzerTable } from './task.js';
import { runBatchOnPool, poolAvailable, poolThreads } from './pool.js';
import { resolveBatchOptions } from './options.js';
/** Cold batches smaller than this many bytes are parsed in-process: starting workers would cost more. */
export const PARSE_POOL_MIN_BYTES = 1_500_000;
/**
 * Returns the record of `analyzer` for each of `paths` (relative to `root`) keyed by path in input order, from the
 * parse cache when the content hash matches, else parsed (on the piscina pool for large cold batches, whose worker
 * entry knows every analyzer by kind). Never rejects for one bad file: unreadable, binary, oversized, unsupported
 * or unparsable files carry a warning and no record.
 */
export async function analyzeMany(analyzer, root, paths, opts = {}) {
    const out = new Map();
    const kinds = [analyzer.kind];
    const cache = opts.cacheDir === false ? undefined : new ParseCache(opts.cacheDir);
    const misses = [];
    let missBytes = 0;
    const table = opts.alsoRun ? analyzerTable(analyzer, ...opts.alsoRun) : analyzerTable(analyzer);
    const runKinds = [...table.keys()];
    for (const path of paths) {
        if (out.has(path))
            continue;
        const lang = grammarLangOf(path);
        const known = opts.hashes?.get(path);
        if (lang && known && cache) {
            const hit = cachedRecords(cache, kinds, lang, known);
            if (hit) {
                out.set(path, { text: '', record: hit[0], warnings: [] });
                if (opts.stats)
                    opts.stats.hits++;
                continue;
            }
        }
        let buf;
        try {
            buf = readFileSync(resolve(root, path));
        }
        catch (err) {
            out.set(path, { text: '', warnings: [{ kind: 'unreadable', path, line: 0, detail: `cannot read: ${err.code ?? err.message}` }] });
            continue;
        }
        if (!lang) {
            out.set(path, { text: buf.toString('utf8'), warnings: [{ kind: 'parse-error', path, line: 0, detail: 'no grammar for this file type; kept verbatim' }] });
            continue;
        }
        const src = decodeSource(buf, path);
        if ('error' in src) {
            out.set(path, { text: '', warnings: [{ kind: 'parse-error', path, line: 0, detail: src.error }] });
            continue;
        }
        const warnings = src.invalidUtf8 ? [{ kind: 'invalid-utf8', path, line: 0, detail: 'invalid UTF-8 bytes were replaced by U+FFFD' }] : [];
        const hit = cache ? cachedRecords(cache, kinds, lang, src.hash)?.[0] : undefined;
        out.set(path, { text: src.text, record: hit, warnings });
        if (hit && opts.stats)
            opts.stats.hits++;
        if (!hit) {
            if (opts.stats)
                opts.stats.parsed++;
            misses.push({ path, bytes: src.bytes, task: { kinds: runKinds, text: src.text, lang, hash: src.hash, cacheDir: cache?.dir } });
            missBytes += src.bytes;
        }
    }
    if (misses.length) {
        const mode = resolveBatchOptions(opts).workers;
        const usePool = poolAvailable() && (mode === 'always' || (mode === 'auto' && missBytes >= PARSE_POOL_MIN_BYTES && misses.length >= 4));
        const tasks = misses.map((m) => m.task);
        const answers = usePool ? await shareWithPool(tasks, misses.map((m) => m.bytes), table) : await inProcess(tasks, table);
        misses.forEach((m, i) => {
            const item = out.get(m.path);
            const ans = answers[i];
            if ('error' in ans)
                item.warnings.push({ kind: 'parse-error', path: m.path, line: 0, detail: ans.error });
            else
                item.record = ans.records[0];
        });
    }
    return out;
}
async function inProcess(tasks, analyzers) {
    const out = [];
    for (const t of tasks)
        out.push(await parseTask(t, analyzers));
    return out;
}
/** Bytes a worker could parse in the time it takes to start (load the runtime and compile a grammar). */
const WORKER_START_BYTES = 1_400_000;
/**
 * Returns the answers to `tasks`, parsed by the main thread and the pool's workers at once: each worker gets one
 * share in a single message, the main thread keeps a larger share to make up for the workers' start-up, and it
 * yields between files so the pool can hand the shares out while it works.
 */
async function shareWithPool(tasks, bytes, analyzers) {
    const workers = poolThreads();
    const total = bytes.reduce((s, b) => s + b, 0);
    const mainShare = Math.min(0.9, (1 + (workers * WORKER_START_BYTES) / total) / (workers + 1));
    const groups = Array.from({ length: workers + 1 }, () => []);
    const limits = [mainShare * total, ...Array.from({ length: workers }, () => ((1 - mainShare) * total) / workers)];
    let g = 0;
    let acc = 0;
    tasks.forEach((_, i) => {
        while (g < workers && acc >= limits[g]) {
            g++;
            acc = 0;
        }
        groups[g].push(i);
        acc += bytes[i];
    });
    const answers = new Array(tasks.length);
    const remote = groups.slice(1).filter((ids) => ids.length).map(async (ids) => {
        const res = await runBatchOnPool(ids.map((i) => tasks[i]));
        ids.forEach((id, k) => (answers[id] = res[k]));
    });
    for (const i of groups[0]) {
        answers[i] = await parseTask(tasks[i], analyzers);
        await new Promise((r) => setImmediate(r)); // let piscina start workers and post their shares
    }
    await Promise.all(remote);
    return answers;
}
