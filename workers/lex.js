// piscina worker: reads, hashes and lexes a batch of files (see src/repo/pool.ts for the LexTask/LexReply types).
// The wasm kernels are instantiated once per worker (lazily, on first use) and reused for every file.
import { processFile } from '../dist/repo/file.js';

/** Returns a LexReply for one LexTask; errors travel back in the reply instead of crashing the worker. */
export default function lexBatch(task) {
  try {
    // Only strings cross the thread boundary: the main thread reads imports back from blobs.imports.
    const outcomes = task.files.map((f) => processFile(f.abs, f.lang, task.maxBytes, task.impl, f.knownHash, task.eventDecorators, f.size));
    return { ok: true, outcomes };
  } catch (err) {
    return { ok: false, error: String(err && err.message ? err.message : err) };
  }
}
