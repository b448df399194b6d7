// The helper thread of lex-helper.ts, bundled on its own (dist/workers/lex-helper.bundle.cjs): takes chunks of the
// file list from the counter it shares with the main thread and posts each chunk's outcomes back; with the job's sink
// part (the BM25F postings kept beside the index: rank/keep-thread.ts), cuts the postings of the files it lexes too
// and posts them with its done message.
import { parentPort } from 'node:worker_threads';
import { adoptKernelModule } from '../kernels/wasm.js';
import { processFile, type FileOutcome } from './file.js';
import { BlobArena, BytesBlob } from './blob-arena.js';
import { nextChunk, type LexHelperJob, type HelperMessage } from './lex-helper.js';
import { ThreadPostings } from '../rank/keep-thread.js';

const port = parentPort!;
port.once('message', (job: LexHelperJob) => {
  for (const [name, mod] of Object.entries(job.modules)) adoptKernelModule(name, mod);
  const next = new BigInt64Array(job.counter);
  const n = job.files.length;
  const arena = new BlobArena(); // each chunk's defs are copied out before the next: its chunks are only ever appended to
  const sink = job.sink ? new ThreadPostings(job.sink) : null;
  for (let c = nextChunk(next, n, true); c !== null; c = nextChunk(next, n, true)) {
    const [start, end] = c;
    const outcomes: FileOutcome[] = [];
    const defs: BytesBlob[] = [];
    const defsOf: number[] = [];
    for (let k = start; k < end; k++) {
      const f = job.files[k];
      const wants = sink !== null && sink.wants(k);
      const out = processFile(f.abs, f.lang, job.maxBytes, 'wasm', undefined, job.eventDecorators, f.size, arena, wants ? (b) => sink.bytes(b) : undefined);
      if (sink && out.status === 'ok') sink.file(f.path!, f.lang, out.hash, out.blobs?.defs ?? null);
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
  if (!sink) {
    port.postMessage({ done: true } satisfies HelperMessage);
    return;
  }
  const r = sink.result();
  const s = r?.scan;
  const buffers = s ? [s.termBlob, s.termOff, s.termTable, s.df, s.fileStart, s.entKey, s.entTf, s.lens, s.use, s.useStart].map((a) => a.buffer as ArrayBuffer) : [];
  port.postMessage({ done: true, sink: r } satisfies HelperMessage, buffers);
});
