// piscina worker: reads, hashes and lexes a batch of files (see src/repo/pool.ts for the LexTask/LexReply types).
// The wasm kernels are instantiated once per worker (lazily, on first use) and reused for every file.
import { processFile } from '../dist/repo/file.js';
import { BlobArena, BytesBlob } from '../dist/repo/blob-arena.js';

/** Returns a LexReply for one LexTask; errors travel back in the reply instead of crashing the worker. */
export default function lexBatch(task) {
  try {
    // Only strings and bytes cross the thread boundary: the main thread reads imports back from blobs.imports.
    const arena = task.defsAsBytes ? new BlobArena() : undefined;
    const outcomes = task.files.map((f) => processFile(f.abs, f.lang, task.maxBytes, task.impl, f.knownHash, task.eventDecorators, f.size, arena));
    if (!arena) return { ok: true, outcomes };
    // The defs blobs travel as the kernel's bytes, packed into one buffer ('\0' after each, as in an arena), so the
    // main thread keeps them as bytes (no string per file to decode here, clone, and encode again for the cache).
    const defs = [];
    const defsOf = [];
    let size = 0;
    for (let k = 0; k < outcomes.length; k++) {
      const o = outcomes[k];
      if (o.status === 'ok' && o.blobs && o.blobs.defs instanceof BytesBlob) {
        defs.push(o.blobs.defs);
        defsOf.push(k);
        size += o.blobs.defs.end - o.blobs.defs.start + 1;
        o.blobs = { ...o.blobs, defs: '' };
      }
    }
    const packed = new Uint8Array(size);
    const defsEnds = [];
    let at = 0;
    for (const d of defs) {
      packed.set(d.chunk.subarray(d.start, d.end), at);
      at += d.end - d.start;
      defsEnds.push(at);
      packed[at++] = 0;
    }
    return { ok: true, outcomes, defs: packed, defsOf, defsEnds };
  } catch (err) {
    return { ok: false, error: String(err && err.message ? err.message : err) };
  }
}
