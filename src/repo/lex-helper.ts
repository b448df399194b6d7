/**
 * A second thread for the read + hash + lex of a cold index in a short process (the CLI: the launcher turns it on).
 *
 * Why not the piscina pool (pool.ts): with warm threads, two halves of pandas take half the time of the whole (128 →
 * 62 ms on 2 cores), but a pool worker comes too late for a ~250 ms process: Node's bootstrap of a worker takes ~40 ms
 * and loading dist/ as ES modules in it another 40-100 ms, while the lexing it would share lasts ~120 ms. So the helper
 * starts the moment buildIndex sees it will lex from scratch (no index cache), loads one CommonJS bundle
 * (dist/workers/lex-helper.bundle.cjs), and takes its kernels already compiled from this thread.
 *
 * Both threads take chunks of files from one shared counter (big chunks first, small ones at the end), so a helper
 * that arrives late just takes fewer, and the two finish together. Outcomes are put back by file index, so the index
 * does not depend on which thread lexed what. A helper that fails or exits early costs time, never files: whatever it
 * did not return is lexed on this thread. (The helper's chunks are taken in when this thread is done with its own, as
 * events: `receiveMessageOnPort` between chunks would spread that work out, but in Node 20 it crashes the process when
 * the other end has gone away, as a failing helper's would.)
 */
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import type { Lang } from './types.js';
import type { FileOutcome } from './file.js';
import { processFile } from './file.js';
import { kernelModule } from '../kernels/wasm.js';
import type { BlobArena } from './blob-arena.js';
import { startHelperThread } from './helper-thread.js';
import { debugEnabled } from '../config/env.js';
import { inputKernelOf } from '../languages/index.js';

/** Below this many bytes to lex, the main thread alone finishes before a helper would have started. */
export const LEX_HELPER_MIN_BYTES = 4 << 20;
const MIN_CHUNK = 4;
const MAX_CHUNK = 32;
/**
 * The largest chunk when the helper stands in for the pool (a large cold index, with `onBatch`): ~3k chunks of 32
 * files at 100k files were a message and an event each, and a yield of this thread.
 */
const MAX_POOL_CHUNK = 256;

/** One file for the helper. */
export interface LexHelperFile { abs: string; lang: Lang; size: number }
/**
 * The one message the helper gets (`counter`: the next file index). The files travel packed (packFiles): 100k objects
 * took ~45 ms to clone here and ~100 ms to rebuild in the helper, before it could start; three values take ~1/3 of it.
 */
export interface LexHelperJob {
  files: PackedFiles; counter: SharedArrayBuffer; maxBytes: number;
  eventDecorators?: readonly RegExp[]; modules: Record<string, WebAssembly.Module>;
  /** The largest chunk (nextChunk's `max`). */
  maxChunk: number;
}
/**
 * What the helper posts per chunk: the outcomes of files [start, start + outcomes.length), where the outcomes listed
 * in `defsOf` take their defs from `defs` (packed kernel bytes; `defsEnds` are the end offsets).
 */
export interface HelperChunk { start: number; outcomes: FileOutcome[]; defs: Uint8Array; defsOf: number[]; defsEnds: number[] }
/** What the helper posts: chunks, then done. */
export type HelperMessage = HelperChunk | { done: true };

/** A started helper thread. */
export interface LexHelper {
  worker: Worker;
  /** Set when the thread has ended (failed, or stopped). */
  exited: boolean;
  /** Returns nothing; stops the helper (when it has nothing, or nothing more, to do). */
  stop(): void;
}

const BUNDLE = fileURLToPath(new URL('../workers/lex-helper.bundle.cjs', import.meta.url));

/** Files as the helper's job holds them: their paths '\0'-joined, each one's kind as an index into `langs`, sizes. */
export interface PackedFiles { abs: string; langs: Lang[]; langOf: Uint8Array; sizes: Float64Array }

/** Returns `files` packed for the helper's job (unpackFiles is its inverse). */
export function packFiles(files: readonly LexHelperFile[]): PackedFiles {
  const langs: Lang[] = [];
  const langOf = new Uint8Array(files.length);
  const sizes = new Float64Array(files.length);
  for (let k = 0; k < files.length; k++) {
    let l = langs.indexOf(files[k].lang);
    if (l < 0) l = langs.push(files[k].lang) - 1;
    langOf[k] = l;
    sizes[k] = files[k].size;
  }
  return { abs: files.map((f) => f.abs).join('\0'), langs, langOf, sizes };
}

/** Returns the files packFiles packed (paths hold no NUL byte). */
export function unpackFiles(p: PackedFiles): LexHelperFile[] {
  if (p.sizes.length === 0) return [];
  const abs = p.abs.split('\0');
  return abs.map((a, k) => ({ abs: a, lang: p.langs[p.langOf[k]], size: p.sizes[k] }));
}

/**
 * Returns the next chunk [start, end) of `n` files to lex, taken from `next[0]`, or null when none is left: a 16th of
 * what is left, from MIN_CHUNK to `max` files.
 */
export function nextChunk(next: Int32Array, n: number, max = MAX_CHUNK): [number, number] | null {
  for (;;) {
    const start = Atomics.load(next, 0);
    if (start >= n) return null;
    const size = Math.max(MIN_CHUNK, Math.min(max, (n - start) >> 4));
    if (Atomics.compareExchange(next, 0, start, start + size) === start) return [start, Math.min(n, start + size)];
  }
}

/**
 * Returns a started helper, or null where there is none to start (not enabled, no idle core: spareCore, bundle not
 * built). With `anyLoad`, an idle core is not asked for: a large cold index takes a second thread whatever the load
 * (the pool would: build.ts), and the helper is the cheaper one.
 */
export function startLexHelper(anyLoad = false): LexHelper | null {
  // By the averaged load (spare-core.ts SpareCoreOptions.averaged: why). Unref'd: lexWithHelper refs it while it waits.
  const worker = startHelperThread(BUNDLE, anyLoad, { averaged: true });
  if (!worker) return null;
  const h: LexHelper = { worker, exited: false, stop: () => { void worker.terminate(); } };
  worker.once('exit', () => { h.exited = true; });
  return h;
}

/**
 * Returns the outcome of each of `files`, lexed by this thread and helper `h` together (and stops the helper), and
 * how many of them the helper lexed. Defs blobs end up in `arena`, whichever thread lexed them.
 *
 * `onBatch` is called on this thread with each chunk's outcomes as they are in (files [start, end) of `out`, every
 * file once, in no set order), as pool.ts lexInPool calls it: a large cold index resolves them there (edges.ts
 * EagerResolution). With it, this thread yields after each chunk of its own, so that the helper's chunks are taken
 * in (and resolved) while both lex, not after.
 */
export async function lexWithHelper(h: LexHelper, files: LexHelperFile[], maxBytes: number, eventDecorators: readonly RegExp[] | undefined, arena: BlobArena, onProgress?: (done: number, total: number) => void, onBatch?: (out: readonly FileOutcome[], start: number, end: number) => void): Promise<{ outcomes: FileOutcome[]; helped: number }> {
  const n = files.length;
  const out: (FileOutcome | undefined)[] = new Array(n);
  const next = new Int32Array(new SharedArrayBuffer(4));
  const modules: Record<string, WebAssembly.Module> = {};
  const names = new Set<string>();
  for (const lang of new Set(files.map((f) => f.lang))) {
    const name = inputKernelOf(lang);
    if (name !== undefined) names.add(name);
  }
  try {
    for (const name of names) modules[name] = kernelModule(name);
  } catch { /* not built: the helper uses the twins, as this thread does */ }
  const lexHere = (k: number) => processFile(files[k].abs, files[k].lang, maxBytes, 'wasm', undefined, eventDecorators, files[k].size, arena);
  let helped = 0;
  let closed = false; // set once the helper is done: a late chunk would be lexed here already
  const take = (m: HelperChunk) => {
    if (closed) return;
    let d = 0;
    for (let k = 0; k < m.outcomes.length; k++) {
      let o = m.outcomes[k];
      if (d < m.defsOf.length && m.defsOf[d] === k) {
        const a = d === 0 ? 0 : m.defsEnds[d - 1];
        if (o.status === 'ok' && o.blobs) o = { ...o, blobs: { ...o.blobs, defs: arena.append(m.defs, a, m.defsEnds[d]) } };
        d++;
      }
      out[m.start + k] = o;
    }
    helped += m.outcomes.length;
    onBatch?.(out as FileOutcome[], m.start, m.start + m.outcomes.length);
  };
  const finished = new Promise<void>((resolve) => {
    if (h.exited) { resolve(); return; } // failed before it got here
    h.worker.on('message', (m: HelperMessage) => { if ('done' in m) resolve(); else take(m); });
    h.worker.once('exit', () => resolve());
    h.worker.once('error', () => resolve());
  });
  const maxChunk = onBatch ? MAX_POOL_CHUNK : MAX_CHUNK;
  h.worker.postMessage({ files: packFiles(files), counter: next.buffer as SharedArrayBuffer, maxBytes, eventDecorators, modules, maxChunk } satisfies LexHelperJob);
  if (onBatch) h.worker.ref(); // this thread yields between its chunks: the helper must not be left behind
  for (let c = nextChunk(next, n, maxChunk); c !== null; c = nextChunk(next, n, maxChunk)) {
    for (let k = c[0]; k < c[1]; k++) out[k] = lexHere(k);
    onProgress?.(Math.min(n, Atomics.load(next, 0)), n);
    if (onBatch) {
      onBatch(out as FileOutcome[], c[0], c[1]);
      await new Promise<void>((r) => setImmediate(r)); // the helper's chunks come in as events (take)
    }
  }
  h.worker.ref(); // the process waits for the helper's last chunk (unref'd, it would exit with the lexing unfinished)
  await finished;
  closed = true;
  h.stop();
  if (debugEnabled()) process.stderr.write(`ck: lex helper: ${helped} of ${n} files\n`);
  for (let k = 0; k < n; k++) {
    if (out[k] !== undefined) continue;
    out[k] = lexHere(k); // what a failing helper claimed and never returned
    onBatch?.(out as FileOutcome[], k, k + 1);
  }
  return { outcomes: out as FileOutcome[], helped };
}
