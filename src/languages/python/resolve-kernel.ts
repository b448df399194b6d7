// The boundary of the Python resolution kernel (wasm/pyresolve.wasm, assembly/pyresolve.ts): one call resolves the
// import blobs of a whole batch of files. Its twin and reference is PythonResolver (resolve-python.ts): the kernel
// answers the files whose every import resolves to local files or to an external package, and hands every other
// file (an unresolved import, an escaped string) back to the twin, which words the messages.
import { KernelSlot, type KernelExports } from '../../kernels/wasm.js';
import { collectGarbage } from '../../runtime/collect.js';
import {
  PYR_IN_PATHS, PYR_IN_ROOTS, PYR_IN_SELF_LEN, PYR_IN_TODO, PYR_IN_TEXT_LEN, PYR_IN_RESERVED, PYR_IN_HEADER_BYTES,
  PYR_OUT_QUADS_PTR, PYR_OUT_QUAD_COUNT, PYR_OUT_STATUS_PTR, PYR_OUT_EXTERNALS_LEN, PYR_OUT_SLOTS,
} from '../../kernels/layouts.js';

interface PyResolveKernel {
  memory: WebAssembly.Memory;
  /** alloc */ a(len: number): number;
  /** run */ r(len: number): number;
  /** alloc a batch over the last run's tables */ c(len: number): number;
  /** run a batch over the last run's tables */ b(len: number): number;
}

/** The file set whose tables the kernel holds (from its last full run), so the next batch over it skips them. */
let tablesOf: { memory: WebAssembly.Memory; paths: WeakRef<readonly string[]>; roots: string; self: string } | null = null;

/** Characters joined before one write into the kernel's memory (a young-generation string, under V8's large-object size). */
const GROUP_CHARS = 16 << 10;

/**
 * This thread's instance: kept while its memory is at most 64 MB (a repository's batches come back to back, and a
 * cold index's chunks reuse the tables it holds), dropped right after a batch that grew it past that, so that the
 * next major GC frees it: one call over 100k files grew it to 118 MB (54 MB resident), held to the end of a cold
 * index, where its peak RSS is. The next batch instantiates the module again (compiled once).
 */
const KEEP_BYTES = 64 << 20;
const slot = new KernelSlot<PyResolveKernel>('pyresolve', KEEP_BYTES, 0);

/** What the kernel answered for a batch. */
export interface PyBatch {
  /** (from, to, line, kind) quadruples of the answered files (self-edges left out, not deduplicated). */
  quads: Int32Array;
  /** Per todo file: its external-specifier blob (JSON, sorted), or null when the twin must resolve the file. */
  externals: (string | null)[];
}

/**
 * Returns the kernel's resolution of files `todo` (ids into `paths`) from their import blobs, with the resolver's
 * source `roots` and the repo's own package name; null when the kernel is not built or trapped (resolve all with
 * the twin; the fallback is counted and logged: kernels/fallback.ts).
 */
export function resolvePythonBatch(paths: readonly string[], roots: readonly string[], selfName: string | null, todo: readonly number[], blobOf: (id: number, t: number) => string): PyBatch | null {
  let dropped = false;
  const r = slot.run((k) => {
    if (todo.length === 0) return { quads: new Int32Array(0), externals: [] };
    const out = resolveIn(k, paths, roots, selfName, todo, blobOf);
    dropped = k.memory.buffer.byteLength > KEEP_BYTES; // dropped by doneWith: its memory is garbage from here
    if (dropped) tablesOf = null;
    return out;
  }, () => null);
  // Once nothing here refers to the instance: a major GC unmaps its memory now (runtime/collect.ts), not at some GC
  // after the cold index's peak (Node 26 often ran none before the end).
  if (dropped) collectGarbage();
  return r;
}

function resolveIn(k: KernelExports<PyResolveKernel>, paths: readonly string[], roots: readonly string[], selfName: string | null, todo: readonly number[], blobOf: (id: number, t: number) => string): PyBatch {
  const self = selfName ?? '';
  const blobs: string[] = new Array(todo.length);
  for (let t = 0; t < todo.length; t++) blobs[t] = blobOf(todo[t], t);
  // The same file set as the last run (a cold index's chunks): its tables are in the kernel already, only the blobs go in.
  const rootsText = roots.join('\0');
  const again = tablesOf !== null && tablesOf.memory === k.memory && tablesOf.paths.deref() === paths && tablesOf.roots === rootsText && tablesOf.self === self;
  tablesOf = null; // until this run has returned
  // The input text (paths, roots, self name, blobs, '\0'-separated; the blobs alone over kept tables) is written into
  // the kernel's memory a group of pieces at a time, never joined into one string: at 100k files in one call it was a
  // ~45 MB string (a large object, garbage right after the call) on top of its copy in the kernel's memory.
  const pieces = (emit: (s: string) => void): void => {
    if (!again) {
      for (const p of paths) emit(p);
      for (const r of roots) emit(r);
      emit(self);
    }
    for (const b of blobs) emit(b);
  };
  // Separators: one after each path and each root; the self name is followed directly by the first blob, and every
  // blob by a '\0' (the layout resolveIn has always written).
  const selfAt = again ? -1 : paths.length + roots.length;
  let bytesLen = 0;
  let piece = 0;
  pieces((s) => { bytesLen += Buffer.byteLength(s, 'utf8') + (piece++ !== selfAt ? 1 : 0); });
  const idsAt = PYR_IN_HEADER_BYTES, bytesAt = PYR_IN_HEADER_BYTES + todo.length * 4;
  const total = bytesAt + bytesLen;
  const ptr = again ? k.c(total) : k.a(total);
  const head = new Int32Array(k.memory.buffer, ptr, PYR_IN_HEADER_BYTES / 4 + todo.length);
  head[PYR_IN_PATHS] = paths.length; head[PYR_IN_ROOTS] = roots.length; head[PYR_IN_SELF_LEN] = Buffer.byteLength(self);
  head[PYR_IN_TODO] = todo.length; head[PYR_IN_TEXT_LEN] = bytesLen; head[PYR_IN_RESERVED] = 0;
  head.set(todo, idsAt / 4);
  const into = Buffer.from(k.memory.buffer);
  let at = ptr + bytesAt;
  let group: string[] = [];
  let groupChars = 0;
  const flush = (): void => { if (group.length) { at += into.write(group.join(''), at, 'utf8'); group = []; groupChars = 0; } };
  piece = 0;
  pieces((s) => {
    group.push(s);
    if (piece++ !== selfAt) group.push('\0');
    groupChars += s.length + 1;
    if (groupChars >= GROUP_CHARS) flush();
  });
  flush();
  if (at !== ptr + total) throw new Error(`pyresolve input: wrote ${at - ptr - bytesAt} of ${bytesLen} bytes`);
  const res = again ? k.b(total) : k.r(total);
  const mem = Buffer.from(k.memory.buffer); // after the run: it may have grown memory
  const out = new Int32Array(k.memory.buffer, res, PYR_OUT_SLOTS);
  const quadsPtr = out[PYR_OUT_QUADS_PTR], count = out[PYR_OUT_QUAD_COUNT], statusPtr = out[PYR_OUT_STATUS_PTR], extLen = out[PYR_OUT_EXTERNALS_LEN];
  const quads = new Int32Array(k.memory.buffer, quadsPtr, count * 4).slice();
  const status = new Int32Array(k.memory.buffer, statusPtr, todo.length);
  const ext = mem.toString('utf8', statusPtr + todo.length * 4, statusPtr + todo.length * 4 + extLen).split('\0');
  const externals: (string | null)[] = new Array(todo.length);
  for (let t = 0; t < todo.length; t++) externals[t] = status[t] === 0 ? ext[t] : null;
  tablesOf = { memory: k.memory, paths: new WeakRef(paths), roots: rootsText, self };
  slot.doneWith(k);
  return { quads, externals };
}
