// Fan-out of file reading + lexing over a piscina pool (workers/lex.js), from LEX_POOL_MIN_BYTES to lex (build.ts); below
// it, one thread is faster on a 2-core machine.
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Lang } from './types.js';
import type { FileOutcome } from './file.js';
import { processFile } from './file.js';
import { unpackDefs, type BlobArena, type PackedDefs } from './blob-arena.js';

/** One batch sent to a worker. Typed in one place: workers/lex.js consumes exactly this. */
export interface LexTask { files: { abs: string; lang: Lang; knownHash?: string; size?: number }[]; maxBytes: number; impl: 'wasm' | 'js'; eventDecorators?: readonly RegExp[] }
/**
 * What a worker returns: one outcome per file, or the error that stopped the batch. The outcomes listed in `defsOf`
 * have their defs blob packed in `defs` instead (the kernel's bytes; blob-arena.ts packDefs).
 */
export type LexReply = ({ ok: true; outcomes: FileOutcome[] } & Partial<PackedDefs>) | { ok: false; error: string };

const WORKER = fileURLToPath(new URL('../../workers/lex.js', import.meta.url));
/**
 * A batch is files in order up to BATCH_BYTES (by their stat'ed sizes) or BATCH_FILES, whichever comes first: even
 * work per message whatever the file sizes (64 files a batch were 0.2 MB of small TypeScript files or 5 MB of large
 * Python ones), so the two threads finish together and a worker's queue holds about the same work.
 */
const BATCH_BYTES = 1 << 20;
const BATCH_FILES = 256;
/**
 * Batches queued per worker. With one, a worker that finishes waits for the main thread (busy lexing its own batch)
 * to hand it the next one: a 100k-file profile showed the worker idle in atomicsWaitLoop for 8.6 of ~40 s. With a few
 * queued in its message port, it picks the next batch up itself.
 */
const DEPTH = 8;

/**
 * Returns the outcome of every file, lexed by the main thread and a piscina pool (cores - 1 workers) pulling batches
 * from one queue: the main thread works while the workers start, and yields between batches so piscina can hand the
 * workers their next batch. A batch whose worker fails is redone in-thread, so a crash costs time, never files.
 * With `arena`, defs blobs are its bytes, whichever thread lexed the file (the workers pack theirs per batch:
 * blob-arena.ts packDefs; the arena may spill to disk). `onBatch` is called on this thread with each batch's outcomes as they are in (files [start, end) of `out`), in the
 * order the batches finish: a cold index resolves them there (edges.ts EagerResolution), and so takes fewer batches
 * to lex itself.
 */
export async function lexInPool(files: { abs: string; lang: Lang; knownHash?: string; size?: number }[], maxBytes: number, impl: 'wasm' | 'js', onProgress?: (d: number, t: number) => void, eventDecorators?: readonly RegExp[], onBatch?: (out: readonly FileOutcome[], start: number, end: number) => void, arena?: BlobArena): Promise<FileOutcome[]> {
  // require(), not import(): the index bundle runs through a V8 code cache, where import() has no loader (Node 20).
  const { Piscina } = createRequire(import.meta.url)('piscina') as typeof import('piscina');
  const threads = Math.max(1, Math.min(availableParallelism() - 1, 7));
  const pool = new Piscina({ filename: WORKER, minThreads: threads, maxThreads: threads, idleTimeout: 100, concurrentTasksPerWorker: DEPTH });
  const out: FileOutcome[] = new Array(files.length);
  const starts = batchStarts(files); // batch b is files [starts[b], starts[b + 1])
  const batches = starts.length - 1;
  let next = 0;
  let done = 0;
  const inThread = (b: number) => {
    for (let k = starts[b]; k < starts[b + 1]; k++) out[k] = processFile(files[k].abs, files[k].lang, maxBytes, impl, files[k].knownHash, eventDecorators, files[k].size, arena);
  };
  const finished = (b: number) => {
    onBatch?.(out, starts[b], starts[b + 1]);
    done += starts[b + 1] - starts[b];
    onProgress?.(done, files.length);
  };
  const workerLoop = async () => {
    while (next < batches) {
      const b = next++;
      const batch = files.slice(starts[b], starts[b + 1]);
      const task: LexTask = { files: batch, maxBytes, impl, eventDecorators };
      try {
        const reply = (await pool.run(task)) as LexReply;
        if (!reply.ok) throw new Error(reply.error);
        if (reply.defs && reply.defsOf && reply.defsEnds) {
          if (arena) unpackDefs(reply.outcomes, reply as PackedDefs, arena);
          else throw new Error('defs packed with no arena to put them in'); // never: lexInPool's callers pass one
        }
        for (let k = 0; k < batch.length; k++) out[starts[b] + k] = reply.outcomes[k];
      } catch {
        inThread(b);
      }
      finished(b);
    }
  };
  const mainLoop = async () => {
    while (next < batches) {
      const b = next++;
      inThread(b);
      finished(b);
      await new Promise<void>((r) => setImmediate(r));
    }
  };
  try {
    await Promise.all([mainLoop(), ...Array.from({ length: threads * DEPTH }, workerLoop)]);
  } finally {
    await pool.destroy();
  }
  return out;
}

/** Returns where each batch of `files` starts, then files.length (BATCH_BYTES, BATCH_FILES; a file of unknown size counts 16 KB). */
export function batchStarts(files: readonly { size?: number }[]): number[] {
  const starts = [0];
  let bytes = 0;
  for (let k = 0; k < files.length; k++) {
    if (k > starts[starts.length - 1] && (bytes >= BATCH_BYTES || k - starts[starts.length - 1] >= BATCH_FILES)) { starts.push(k); bytes = 0; }
    bytes += files[k].size ?? 16 << 10;
  }
  if (files.length > 0) starts.push(files.length);
  return starts;
}

