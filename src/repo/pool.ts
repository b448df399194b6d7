// Fan-out of file reading + lexing over a piscina pool (workers/lex.js). Used above POOL_THRESHOLD files; below it,
// worker start-up (thread + module load + wasm compile, ~40 ms each here) costs more than the parallelism saves.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Lang } from './types.js';
import type { FileOutcome } from './file.js';
import { processFile } from './file.js';

/** One batch sent to a worker. Typed in one place: workers/lex.js consumes exactly this. */
export interface LexTask { files: { abs: string; lang: Lang }[]; maxBytes: number; impl: 'wasm' | 'js' }
/** What a worker returns: one outcome per file, or the error that stopped the batch. */
export type LexReply = { ok: true; outcomes: FileOutcome[] } | { ok: false; error: string };

const WORKER = fileURLToPath(new URL('../../workers/lex.js', import.meta.url));
const BATCH = 256;

/**
 * Returns the outcome of every file, lexed on a worker pool in batches. A batch whose worker fails is redone
 * in-thread, so a crash costs time, never files.
 */
export async function lexInPool(files: { abs: string; lang: Lang }[], maxBytes: number, impl: 'wasm' | 'js', onProgress?: (d: number, t: number) => void): Promise<FileOutcome[]> {
  const { Piscina } = await import('piscina');
  const threads = Math.max(1, Math.min(availableParallelism(), 8));
  const pool = new Piscina({ filename: WORKER, minThreads: threads, maxThreads: threads, idleTimeout: 100 });
  const out: FileOutcome[] = new Array(files.length);
  let done = 0;
  try {
    const jobs: Promise<void>[] = [];
    for (let start = 0; start < files.length; start += BATCH) {
      const batch = files.slice(start, start + BATCH);
      const task: LexTask = { files: batch, maxBytes, impl };
      jobs.push((pool.run(task) as Promise<LexReply>).then(
        (reply) => {
          if (!reply.ok) throw new Error(reply.error);
          for (let k = 0; k < batch.length; k++) out[start + k] = reply.outcomes[k];
        },
      ).catch(() => {
        for (let k = 0; k < batch.length; k++) out[start + k] = processFile(batch[k].abs, batch[k].lang, maxBytes, impl);
      }).then(() => {
        done += batch.length;
        onProgress?.(done, files.length);
      }));
    }
    await Promise.all(jobs);
  } finally {
    await pool.destroy();
  }
  return out;
}
