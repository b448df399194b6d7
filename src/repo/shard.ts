// Lexing on several threads for large repositories (build.ts: from SHARD_MIN_BYTES to lex): worker_threads Workers
// that claim chunks of files from the same atomic counter as the main thread, so no thread waits for another whatever
// the file sizes, and that on a full rebuild also resolve the files they lex. Why not the piscina pool (still there
// for `--workers pool`): loading it costs the main thread ~20 ms, its per-batch messages need the main thread to hand
// out work, and the shard measured faster (bench/index.bench.mjs: 11k files, 959 against 1009 ms).
// A worker that fails or exits early costs time, never files: whatever it claimed and did not return is redone
// in-thread.
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { Lang } from './types.js';
import { processFile, type FileOutcome } from './file.js';
import { EdgeResolver } from './edges.js';
import { parseImportBlob } from './columns.js';

/** One file to process, as the worker receives it. */
export interface ShardFile { abs: string; lang: Lang; knownHash?: string; size?: number }

/** The job posted to the worker (shard-worker.ts consumes exactly this). */
export interface ShardJob {
  files: ShardFile[];
  maxBytes: number;
  impl: 'wasm' | 'js';
  eventDecorators?: readonly RegExp[];
  /** Int32 slot 0: the next unclaimed file index, advanced by `chunk` with Atomics.add by every thread. */
  claim: SharedArrayBuffer;
  /** Files claimed at once. */
  chunk: number;
  /** When set, each file is also resolved where it is lexed (its id is its index in `files`). */
  resolve?: ResolveContext;
}

/** The whole file set, in id order (`files` is all of it), for resolving files as they are lexed. */
export interface ResolveContext { root: string; paths: string[]; dependencyRoots: string[] }

/** What a worker posts: one message per claimed chunk, then `idle` once nothing is left, or `error` (it then stops). */
export type ShardReply = { from: number; outcomes: FileOutcome[]; warnings?: string[] } | { idle: true } | { error: string };

/** Files claimed at once by lists under 5,000 files (16 above): small enough that the threads finish together. */
export const CHUNK = 4;

/** Returns the outcome of file `k` of a job, resolved too when the job has a resolver. */
export function processOne(job: Omit<ShardJob, 'claim'>, k: number, resolver: EdgeResolver | null): FileOutcome {
  const f = job.files[k];
  const o = processFile(f.abs, f.lang, job.maxBytes, job.impl, f.knownHash, job.eventDecorators, f.size);
  if (resolver && o.status === 'ok') {
    o.edges = resolver.resolveFile(k, job.resolve!.paths[k], f.lang, parseImportBlob(o.blobs?.imports ?? '[]'));
  }
  return o;
}

/** Returns the resolver of a job that resolves as it lexes, or null. */
export function jobResolver(job: Omit<ShardJob, 'claim'>, warn: (m: string) => void): EdgeResolver | null {
  return job.resolve ? new EdgeResolver(job.resolve.root, job.resolve.paths, job.resolve.dependencyRoots, warn) : null;
}

const WORKER = fileURLToPath(new URL('../../workers/lex-shard.cjs', import.meta.url));

/** One worker and what this run knows of it. */
interface Member { worker: Worker; failed: boolean; idle: boolean }

/** Started shard workers, not yet given work. */
export class LexShard {
  private readonly members: Member[] = [];

  private constructor(workers: Worker[], private readonly entry: string) {
    for (const w of workers) this.adopt(w);
  }

  private adopt(worker: Worker): void {
    const m: Member = { worker, failed: false, idle: false };
    // Never the reason the process stays alive: referenced only while a job runs.
    worker.unref();
    worker.on('error', () => { m.failed = true; });
    worker.on('exit', () => { m.failed = true; });
    this.members.push(m);
  }

  /** Starts workers until there are `count`; returns nothing (a worker that cannot start is not added). */
  grow(count: number, entry = this.entry): void {
    while (this.members.length < count) {
      try { this.adopt(new Worker(entry)); } catch { return; }
    }
  }

  /**
   * Returns a shard of `count` starting workers (`entry`: tests pass a failing one), or null when no thread can
   * start here.
   */
  static start(count = 1, entry = WORKER): LexShard | null {
    const workers: Worker[] = [];
    for (let i = 0; i < count; i++) {
      try { workers.push(new Worker(entry)); } catch { break; }
    }
    return workers.length ? new LexShard(workers, entry) : null;
  }

  /** Returns the number of workers. */
  get size(): number {
    return this.members.length;
  }

  /**
   * Returns the outcome of every file, processed by this thread and the workers together; the workers are stopped
   * afterwards. Once the list is exhausted this thread waits only for the chunks workers still hold (none from a
   * worker that was still starting: it then finds nothing left to claim). `onProgress` sees files done by any thread.
   */
  async run(files: ShardFile[], maxBytes: number, impl: 'wasm' | 'js', eventDecorators?: readonly RegExp[], onProgress?: (d: number, t: number) => void, resolve?: ResolveContext, warn: (m: string) => void = () => {}): Promise<FileOutcome[]> {
    const chunk = files.length >= 5000 ? 16 : CHUNK; // fewer messages for large lists; small chunks end together
    const job = { files, maxBytes, impl, eventDecorators, resolve, chunk };
    const out: (FileOutcome | undefined)[] = new Array(files.length);
    const counter = new Int32Array(new SharedArrayBuffer(4));
    let filled = 0;
    let wake: (() => void) | null = null;
    const settled = () => filled === files.length || this.members.every((m) => m.failed || m.idle);
    const fill = (from: number, outcomes: FileOutcome[]) => {
      for (let k = 0; k < outcomes.length; k++) out[from + k] = outcomes[k];
      filled += outcomes.length;
      onProgress?.(filled, files.length);
    };
    const listeners = this.members.map((m) => {
      const onMessage = (r: ShardReply) => {
        if ('from' in r) { fill(r.from, r.outcomes); r.warnings?.forEach(warn); }
        else if ('idle' in r) m.idle = true;
        else m.failed = true;
        if (wake && settled()) wake();
      };
      const onEnd = () => { m.failed = true; if (wake && settled()) wake(); };
      m.worker.on('message', onMessage).on('error', onEnd).on('exit', onEnd);
      if (!m.failed) {
        try {
          m.worker.ref();
          m.worker.postMessage({ ...job, claim: counter.buffer as SharedArrayBuffer } satisfies ShardJob);
        } catch {
          m.failed = true;
        }
      }
      return { m, onMessage, onEnd };
    });
    const resolver = jobResolver(job, warn); // after posting: the workers start meanwhile
    for (let claims = 1; ; claims++) {
      const from = Atomics.add(counter, 0, chunk);
      if (from >= files.length) break;
      const done: FileOutcome[] = [];
      for (let k = from; k < Math.min(files.length, from + chunk); k++) done.push(processOne(job, k, resolver));
      fill(from, done);
      // Now and then, take the workers' replies (progress; their queued messages), on long runs only.
      if (onProgress && (claims & 63) === 0) await new Promise<void>((r) => setImmediate(r));
    }
    if (!settled()) await new Promise<void>((r) => { wake = r; });
    for (const { m, onMessage, onEnd } of listeners) m.worker.off('message', onMessage).off('error', onEnd).off('exit', onEnd);
    this.stop();
    // Claimed by a worker that failed before replying: redone here.
    for (let k = 0; k < files.length; k++) out[k] ??= processOne(job, k, resolver);
    return out as FileOutcome[];
  }

  /** Stops the workers (idempotent; the process never waits for them). */
  stop(): void {
    for (const m of this.members) {
      m.worker.unref();
      void m.worker.terminate().catch(() => {});
    }
  }
}
