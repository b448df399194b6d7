import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
/**
 * Returns the piscina module, through require(): the command bundles run through a V8 code cache (vm.Script), and
 * in Node 20 a function deserialized from cached data has no loader for import() ("A dynamic import callback was
 * not specified").
 */
function loadPiscina() {
    return createRequire(import.meta.url)('piscina');
}
let pool;
const WORKER = fileURLToPath(new URL('../../workers/parse.js', import.meta.url));
/** Returns the number of worker threads the parse pool uses: one per core beside the main thread, capped at 3. */
export function poolThreads() {
    return Math.max(1, Math.min(3, availableParallelism() - 1));
}
/** Returns true when the worker entry exists (it is absent when dist/ is used without workers/). */
export function poolAvailable() {
    return existsSync(WORKER);
}
/**
 * Returns the answers to `batch`, computed on one worker in a single message (so the worker needs nothing from a
 * main thread that is busy parsing its own share). A crash fails the whole share as error answers.
 */
export async function runBatchOnPool(batch) {
    if (!pool) {
        const { Piscina } = loadPiscina();
        const threads = poolThreads();
        pool = new Piscina({ filename: WORKER, minThreads: 0, maxThreads: threads, idleTimeout: 100 });
    }
    try {
        return (await pool.run({ batch }));
    }
    catch (err) {
        return batch.map(() => ({ error: `parse worker crashed: ${err.message}` }));
    }
}
/** Destroys the parse pool (if any) so the process can exit; returns when the workers are gone. */
export async function closePool() {
    const p = pool;
    pool = undefined;
    if (p)
        await p.destroy();
}
