/**
 * A second thread for the stat pass of an incremental index of a large tree (the CLI: the launcher turns helper
 * threads on, lex-helper-enable.ts).
 *
 * Why: an incremental index of 100k files stats every file (size, mtime, inode say which are unchanged: build.ts
 * step 4), ~220 ms of system calls, and loads its cache, ~170 ms of decoding, one after the other on one thread. Both
 * are needed before anything else, and neither needs the other: so the helper stats while this thread loads the
 * cache, and this thread takes what is left when it is done. The helper is one small CommonJS bundle
 * (dist/workers/stat-helper.bundle.cjs, no languages or kernels), started before the walk when the cache is large
 * (it then stats the walk's paths as they are listed), else once the walk has listed enough files.
 *
 * Both threads take chunks of the path list from one shared counter and write each path's stat into one shared
 * row; each chunk is flagged when done. This thread reads the rows in path order, so the entries do not depend on
 * which thread stat'ed what. A helper that fails or hangs costs time, never files: a chunk it claimed and did not
 * flag within STALL_MS is stat'ed again on this thread.
 */
import { fileURLToPath } from 'node:url';
import { sep } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { statLite } from '../runtime/stat-lite.js';
import { startHelperThread } from './helper-thread.js';

/** From this many walked files an incremental index stats on two threads (a worker starts in ~30-40 ms of CPU). */
export const STAT_HELPER_MIN_FILES = 20_000;
/** Paths per chunk taken from the counter (~1 ms of stats). */
const CHUNK = 512;
/** How long this thread waits for a chunk the helper claimed before it stats the chunk itself. */
const STALL_MS = 1000;

/** Per path, ROW numbers: size, mtimeMs, ino, and what the stat found (KIND_*; 0: not stat'ed yet). */
export const ROW = 4;
export const KIND_FILE = 1;
export const KIND_OTHER = 2;
export const KIND_ENOENT = 3;
export const KIND_ELOOP = 4;
export const KIND_ERROR = 5;

/**
 * One batch of paths for the helper (it gets one message per batch, in walk order): paths '\0'-joined, under `dir`;
 * the batch's shared counter, chunk flags and rows.
 */
export interface StatJob { dir: string; paths: string; counter: SharedArrayBuffer; done: SharedArrayBuffer; rows: SharedArrayBuffer; chunk: number }

const BUNDLE = fileURLToPath(new URL('../workers/stat-helper.bundle.cjs', import.meta.url));

/**
 * Returns `p` under directory `dir`: plain concatenation (walk paths are already normalized; path.join's normalization
 * showed up in profiles). tree-state.ts uses it too.
 */
export const under = (dir: string, p: string) => (dir.endsWith(sep) ? dir + p : dir + sep + p);

/** Returns nothing; writes the stat of `abs` into row `k` of `rows` (statLite's answer, or its error as a kind). */
export function statInto(abs: string, rows: Float64Array, k: number): void {
  const r = k * ROW;
  try {
    const st = statLite(abs);
    rows[r] = st.size; rows[r + 1] = st.mtimeMs; rows[r + 2] = st.ino;
    rows[r + 3] = st.isFile ? KIND_FILE : KIND_OTHER;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    rows[r + 3] = code === 'ENOENT' ? KIND_ENOENT : code === 'ELOOP' ? KIND_ELOOP : KIND_ERROR;
  }
}

/** Returns the next chunk index claimed from `counter`, or -1 when none is left of `chunks`. */
export function claimChunk(counter: Int32Array, chunks: number): number {
  const c = Atomics.add(counter, 0, 1);
  return c < chunks ? c : -1;
}

/** Returns nothing; stats the paths of chunk `c` (of `chunk` paths each) into `rows`, then flags it in `done`. */
export function statChunk(dir: string, paths: readonly string[], rows: Float64Array, done: Int32Array, c: number, chunk: number): void {
  const end = Math.min(paths.length, (c + 1) * chunk);
  for (let k = c * chunk; k < end; k++) statInto(under(dir, paths[k]), rows, k);
  Atomics.store(done, c, 1);
  Atomics.notify(done, c);
}

/** One batch handed to the helper: its paths, and the shared counter, flags and rows both threads use for it. */
interface Batch { paths: readonly string[]; chunks: number; counter: Int32Array; done: Int32Array; rows: Float64Array }

/**
 * The stats of one path list, taken by this thread and a helper together. The list comes in batches (`add`): a
 * filesystem walk hands over its paths as it lists them (walk.ts `onPaths`), so the helper stats while the walk goes
 * on, then while the cache loads.
 */
export class SharedStat {
  private readonly batches: Batch[] = [];
  /** How many paths were handed over. */
  count = 0;

  /** Starts the helper on `paths` (under `dir`), when given; this thread joins in `finish`. */
  constructor(private readonly worker: Worker, private readonly dir: string, paths?: readonly string[]) {
    if (paths) this.add(paths);
  }

  /** Returns nothing; hands the helper the next `paths` of the list (in list order). */
  add(paths: readonly string[]): void {
    if (!paths.length) return;
    const chunks = Math.ceil(paths.length / CHUNK);
    const b: Batch = {
      paths, chunks, counter: new Int32Array(new SharedArrayBuffer(4)), done: new Int32Array(new SharedArrayBuffer(4 * chunks)),
      rows: new Float64Array(new SharedArrayBuffer(8 * ROW * paths.length)),
    };
    this.batches.push(b);
    this.count += paths.length;
    const job: StatJob = { dir: this.dir, paths: paths.join('\0'), counter: b.counter.buffer as SharedArrayBuffer, done: b.done.buffer as SharedArrayBuffer, rows: b.rows.buffer as SharedArrayBuffer, chunk: CHUNK };
    this.worker.postMessage(job);
  }

  /**
   * Returns the rows of every path of `paths` (ROW numbers each, in order), or null when `paths` are not the list
   * handed over (a walk that sorted its paths after all: walk.ts): this thread stats the chunks left, waits for the
   * helper's (stat'ing again any it does not finish in time), and stops the helper.
   */
  finish(paths: readonly string[]): Float64Array | null {
    if (!this.same(paths)) { this.stop(); return null; }
    for (const { paths: part, chunks, counter, done, rows } of this.batches) {
      for (let c = claimChunk(counter, chunks); c >= 0; c = claimChunk(counter, chunks)) statChunk(this.dir, part, rows, done, c, CHUNK);
    }
    let stalled = false;
    for (const { paths: part, chunks, done, rows } of this.batches) {
      for (let c = 0; c < chunks; c++) {
        if (Atomics.load(done, c) === 1) continue;
        if (!stalled && Atomics.wait(done, c, 0, STALL_MS) !== 'timed-out') continue;
        stalled = true; // a failed or hung helper: its unfinished chunks are done here, without waiting again
        statChunk(this.dir, part, rows, done, c, CHUNK);
      }
    }
    this.stop();
    if (this.batches.length === 1) return this.batches[0].rows;
    const all = new Float64Array(ROW * this.count);
    let at = 0;
    for (const { rows } of this.batches) { all.set(rows, at); at += rows.length; }
    return all;
  }

  /** Returns nothing; stops the helper (what it has not done is done on this thread: finish). */
  stop(): void {
    void this.worker.terminate();
  }

  /** Returns true when `paths` are the batches' paths, the same strings in the same order. */
  private same(paths: readonly string[]): boolean {
    if (paths.length !== this.count) return false;
    let k = 0;
    for (const b of this.batches) for (const p of b.paths) if (paths[k++] !== p) return false;
    return true;
  }
}

/**
 * From this many bytes of index cache an incremental index starts its stat helper during a filesystem walk, at its
 * first batch of paths (startStatHelper, build.ts): ~20k files' worth (a 100k-file tree's cache is 137 MB, pandas'
 * 1.5k files 2 MB).
 */
export const STAT_HELPER_EARLY_CACHE_BYTES = 24 << 20;

/**
 * Returns a SharedStat under `dir` with a helper thread started and no paths yet (the walk hands them over: `add`),
 * or null where there is none to start (startHelperThread). Why during the walk: a worker takes ~30-40 ms to start;
 * started after the walk it spent that much of the cache load starting, and it had nothing to do while this thread
 * walked. Started at the walk's first batch of paths, it is up a little later and stats the paths as they come.
 */
export function startStatHelper(dir: string): SharedStat | null {
  const worker = startHelperThread(BUNDLE); // unref'd: never delays exit, this thread stats whatever the helper leaves
  return worker ? new SharedStat(worker, dir) : null;
}

/**
 * Returns a SharedStat of `paths` under `dir` with a helper thread started for it, or null where there is none to
 * start (helper threads not enabled, no idle core: spareCore, the bundle not built) or `paths` are too few.
 */
export function startSharedStat(dir: string, paths: readonly string[], minFiles = STAT_HELPER_MIN_FILES): SharedStat | null {
  if (paths.length < minFiles) return null;
  const shared = startStatHelper(dir);
  shared?.add(paths);
  return shared;
}
