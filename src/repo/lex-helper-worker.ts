// The helper thread of lex-helper.ts, bundled on its own (dist/workers/lex-helper.bundle.cjs): takes chunks of the
// file list from the counter it shares with the main thread and posts each chunk's outcomes back.
import { parentPort } from 'node:worker_threads';
import { adoptKernelModule } from '../kernels/wasm.js';
import { processFile, type FileOutcome } from './file.js';
import { BlobArena, BytesBlob } from './blob-arena.js';
import { nextChunk, unpackFiles, type LexHelperJob, type HelperMessage } from './lex-helper.js';

const port = parentPort!;
port.once('message', (job: LexHelperJob) => {
  for (const [name, mod] of Object.entries(job.modules)) adoptKernelModule(name, mod);
  const next = new Int32Array(job.counter);
  const files = unpackFiles(job.files);
  const n = files.length;
  const arena = new BlobArena(); // each chunk's defs are copied out before the next: its chunks are only ever appended to
  for (let c = nextChunk(next, n, job.maxChunk); c !== null; c = nextChunk(next, n, job.maxChunk)) {
    const [start, end] = c;
    const outcomes: FileOutcome[] = [];
    const defs: BytesBlob[] = [];
    const defsOf: number[] = [];
    for (let k = start; k < end; k++) {
      const f = files[k];
      const out = processFile(f.abs, f.lang, job.maxBytes, 'wasm', undefined, job.eventDecorators, f.size, arena);
      if (out.status === 'ok' && out.blobs?.defs instanceof BytesBlob) {
        defs.push(out.blobs.defs);
        defsOf.push(k - start);
        out.blobs = { ...out.blobs, defs: '' }; // travels packed, below
      }
      outcomes.push(out);
    }
    // The chunk's defs travel as the kernel's bytes, packed into one transferred buffer (the main thread puts them in
    // its arena), so the cache gets the same bytes whichever thread lexed a file.
    const size = defs.reduce((s, d) => s + d.end - d.start, 0);
    const packed = new Uint8Array(size);
    const ends: number[] = [];
    let at = 0;
    for (const d of defs) { packed.set(d.chunk.subarray(d.start, d.end), at); at += d.end - d.start; ends.push(at); }
    port.postMessage({ start, outcomes, defs: packed, defsOf, defsEnds: ends } satisfies HelperMessage, [packed.buffer]);
  }
  port.postMessage({ done: true } satisfies HelperMessage);
});
