// A second lexing thread for repositories too small for the pool (a few hundred to a few thousand files): one
// worker_threads Worker, started before the walk so its start-up (~45 ms: thread, bundle, wasm) overlaps the walk
// and the stats, and claiming chunks of files from the same atomic counter as the main thread, so neither waits for
// the other whatever the file sizes. Why not piscina here: loading it alone costs the main thread ~20 ms, and its
// per-task messaging is built for queues of tasks, not for two threads splitting one list.
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
  /** Int32 slot 0: the next unclaimed file index, advanced by CHUNK with Atomics.add by both threads. */
  claim: SharedArrayBuffer;
  /** When set, each file is also resolved where it is lexed (its id is its index in `files`). */
  resolve?: ResolveContext;
}

/** The whole file set, in id order (`files` is all of it), for resolving files as they are lexed. */
export interface ResolveContext { root: string; paths: string[]; dependencyRoots: string[] }

/** What the worker posts: one message per claimed chunk, or `error`, after which it claims nothing. */
export type ShardReply = { from: number; outcomes: FileOutcome[]; warnings?: string[] } | { error: string };

/** Files claimed at once: small enough that the threads finish together, large enough that messages stay few. */
export const CHUNK = 4;

/** Returns the outcome of file `k` of a job, resolved too when the job has a resolver. */
export function processOne(job: Omit<ShardJob, 'claim'>, k: number, resolver: EdgeResolver | null): FileOutcome {
  const f = job.files[k];
  const o = processFile(f.abs, f.lang, job.maxBytes, job.impl, f.knownHash, job.eventDecorators, f.size);
  if (resolver && o.status === 'ok') {
    o.edges = resolver.resolveFile(k, job.resolve!.paths[k], f.lang, o.imports ?? parseImportBlob(o.blobs?.imports ?? '[]'));
  }
  return o;
}

/** Returns the resolver of a job that resolves as it lexes, or null. */
export function jobResolver(job: Omit<ShardJob, 'claim'>, warn: (m: string) => void): EdgeResolver | null {
  return job.resolve ? new EdgeResolver(job.resolve.root, job.resolve.paths, job.resolve.dependencyRoots, warn) : null;
}

const WORKER = fileURLToPath(new URL('../../workers/lex-shard.cjs', import.meta.url));

/** A started shard worker, not yet given work. */
export class LexShard {
  private failed = false;

  private constructor(private readonly worker: Worker) {
    // Never the reason the process stays alive: referenced only while a job runs.
    worker.unref();
    worker.on('error', () => { this.failed = true; });
    worker.on('exit', () => { this.failed = true; });
  }

  /** Returns a shard whose worker (`entry`: tests pass a failing one) is starting, or null when threads cannot start. */
  static start(entry = WORKER): LexShard | null {
    try {
      return new LexShard(new Worker(entry));
    } catch {
      return null;
    }
  }

  /**
   * Returns the outcome of every file, processed by this thread and the worker together; the worker is stopped
   * afterwards. Once the list is exhausted this thread waits only for the chunks the worker holds (none when the
   * worker was still starting: it then finds nothing left to claim). `onProgress` sees files done by either thread.
   */
  async run(files: ShardFile[], maxBytes: number, impl: 'wasm' | 'js', eventDecorators?: readonly RegExp[], onProgress?: (d: number, t: number) => void, resolve?: ResolveContext, warn: (m: string) => void = () => {}): Promise<FileOutcome[]> {
    const job = { files, maxBytes, impl, eventDecorators, resolve };
    const out: (FileOutcome | undefined)[] = new Array(files.length);
    const counter = new Int32Array(new SharedArrayBuffer(4));
    let filled = 0;
    let wake: (() => void) | null = null;
    const fill = (from: number, outcomes: FileOutcome[]) => {
      for (let k = 0; k < outcomes.length; k++) out[from + k] = outcomes[k];
      filled += outcomes.length;
      onProgress?.(filled, files.length);
    };
    const onMessage = (m: ShardReply) => {
      if ('from' in m) { fill(m.from, m.outcomes); m.warnings?.forEach(warn); }
      else this.failed = true;
      if (wake && (filled === files.length || this.failed)) wake();
    };
    const onEnd = () => { this.failed = true; wake?.(); };
    this.worker.on('message', onMessage).on('error', onEnd).on('exit', onEnd);
    if (!this.failed) {
      try {
        this.worker.ref();
        this.worker.postMessage({ ...job, claim: counter.buffer as SharedArrayBuffer } satisfies ShardJob);
      } catch {
        this.failed = true;
      }
    }
    const resolver = jobResolver(job, warn); // after posting: the worker starts meanwhile
    for (;;) {
      const from = Atomics.add(counter, 0, CHUNK);
      if (from >= files.length) break;
      const chunk: FileOutcome[] = [];
      for (let k = from; k < Math.min(files.length, from + CHUNK); k++) chunk.push(processOne(job, k, resolver));
      fill(from, chunk);
    }
    if (filled < files.length && !this.failed) await new Promise<void>((r) => { wake = r; });
    this.worker.off('message', onMessage).off('error', onEnd).off('exit', onEnd);
    this.stop();
    // Claimed by a worker that failed before replying: redone here.
    for (let k = 0; k < files.length; k++) out[k] ??= processOne(job, k, resolver);
    return out as FileOutcome[];
  }

  /** Stops the worker (idempotent; the process never waits for it). */
  stop(): void {
    this.worker.unref();
    void this.worker.terminate().catch(() => {});
  }
}
