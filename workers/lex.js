// piscina worker: reads, hashes and lexes a batch of files (see src/repo/pool.ts for the LexTask/LexReply types).
// The wasm kernels are instantiated once per worker (lazily, on first use) and reused for every file.
import { processFile } from '../dist/repo/file.js';
import { BlobArena, packDefs } from '../dist/repo/blob-arena.js';

/** The kernels' defs bytes land here (blob-arena.ts); each batch's are packed and copied out before the next. */
const arena = new BlobArena();

/** Returns a LexReply for one LexTask; errors travel back in the reply instead of crashing the worker. */
export default function lexBatch(task) {
  try {
    // Imports and dynamic sites cross the thread boundary as strings (the main thread reads imports back from
    // blobs.imports), the defs as the kernel's bytes, packed into one buffer (packDefs).
    const outcomes = task.files.map((f) => processFile(f.abs, f.lang, task.maxBytes, task.impl, f.knownHash, task.eventDecorators, f.size, arena));
    return { ok: true, outcomes, ...packDefs(outcomes) };
  } catch (err) {
    return { ok: false, error: String(err && err.message ? err.message : err) };
  }
}
