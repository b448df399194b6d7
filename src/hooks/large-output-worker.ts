/**
 * Two threads for a large output in the hook server. Its first two passes (terminal clean-up, line table: about half
 * of the time a 5 MB output costs) run on the two halves at once, one in a worker thread, and are merged into exactly
 * what one pass over the whole gives (normalize/split-lines.ts). The worker is the server's own bundle started again
 * as a thread (server-main.ts tells the two apart), kept for the server's life and never holding it alive. The
 * in-process hook has no worker: starting one would cost more than it saves.
 */
import { Worker, parentPort, type MessagePort } from 'node:worker_threads';
import type { PreparedLines } from '../normalize/split-lines.js';
import { loadNormalize } from './engine.js';
import { hookLog } from './log.js';

/** workerData of the lines worker. */
export const LINES_WORKER_ROLE = 'ck-lines-worker';

interface Job {
  readonly resolve: (p: PreparedLines) => void;
  readonly reject: (e: Error) => void;
}

let worker: Worker | undefined;
let seq = 0;
const jobs = new Map<number, Job>();

/** Returns nothing; starts the lines worker from `entry` (the server bundle), once. A failure leaves one thread. */
export function startLinesWorker(entry: string): void {
  if (worker) return;
  try {
    const w = new Worker(entry, { workerData: { role: LINES_WORKER_ROLE } });
    w.unref();
    w.on('message', (m: { id: number; prep?: PreparedLines; error?: string }) => {
      const job = jobs.get(m.id);
      jobs.delete(m.id);
      if (!job) return;
      if (m.prep) job.resolve(m.prep);
      else job.reject(new Error(m.error ?? 'lines worker failed'));
    });
    const fail = (why: string): void => {
      hookLog('large-output', `lines worker stopped (${why}): large outputs on one thread`);
      worker = undefined;
      for (const job of jobs.values()) job.reject(new Error(why));
      jobs.clear();
    };
    w.on('error', (err) => fail(err.message));
    w.on('exit', (code) => fail(`exit ${code}`));
    worker = w;
  } catch (err) {
    hookLog('large-output', `no lines worker (${(err as Error).message}): large outputs on one thread`);
  }
}

/**
 * Returns both passes over `raw` computed on two threads, or undefined when they must run on one: no worker, or an
 * output splitPoint declines (short, or holding escape bytes). Rejects only if the worker fails mid-job.
 */
export async function prepareOnTwoThreads(raw: Uint8Array): Promise<PreparedLines | undefined> {
  if (!worker) return undefined;
  const engine = await loadNormalize();
  const at = engine.splitPoint(raw);
  if (at === undefined) return undefined;
  const id = seq++;
  const second = new Promise<PreparedLines>((resolve, reject) => jobs.set(id, { resolve, reject }));
  worker.postMessage({ id, bytes: raw.subarray(at) }); // a copy: `raw` stays whole here
  const first = engine.prepareLines(raw.subarray(0, at));
  return engine.mergePrepared(first, await second);
}

/** Returns nothing; serves prepareLines jobs on this worker thread until the parent exits. */
export function serveLinesJobs(port: MessagePort | null = parentPort): void {
  if (!port) return;
  port.on('message', (m: { id: number; bytes: Uint8Array }) => {
    loadNormalize().then(
      (engine) => {
        const prep = engine.prepareLines(m.bytes);
        const transfer = [prep.cleaned.buffer, prep.ops.starts.buffer, prep.ops.hashes.buffer, prep.ops.flags.buffer, prep.ops.runs.buffer]
          .filter((b, i, all): b is ArrayBuffer => b instanceof ArrayBuffer && all.indexOf(b) === i);
        port.postMessage({ id: m.id, prep }, transfer);
      },
      (err: unknown) => port.postMessage({ id: m.id, error: (err as Error)?.message ?? String(err) }),
    );
  });
}
