// The boundary of the lexer kernels the language packs name (wasm/pylex.wasm, wasm/jslex.wasm, …: a pack's
// `lexer.kernel`, with its TypeScript twin): memory growth, input placement and record extraction live here and
// nowhere else. ABI (see assembly/pylex.ts):
//   a(len) /** alloc */ -> input address (memory grown to fit); r(len) /** run */ -> record count (i32 x REC each);
//   o() /** records address */; c() /** UTF-16 length of the input, computed on demand */;
//   w() /** writeBlobs */ -> address of the blob header (kernels/layouts.ts LEX_*): the last run's defs and imports column
//   blobs (UTF-8 JSON), its decorator names (Python; each followed by '\n'), the records its dynamic blob reads, and the
//   records;
//   l(len) /** lex */ -> r(len) then w(), in one call.
import { isAscii } from 'node:buffer';
import { KernelSlot, type KernelExports } from '../../kernels/wasm.js';
import {
  LEX_DEFS_PTR, LEX_DEFS_LEN, LEX_IMPORTS_PTR, LEX_DECORATORS_PTR, LEX_DECORATORS_LEN, LEX_DYNAMIC_PTR, LEX_DYNAMIC_COUNT,
  LEX_RECORD_COUNT, LEX_RECORDS_PTR,
} from '../../kernels/layouts.js';
import { noteWasmInput } from '../../runtime/wasm-cache.js';
import { REC } from './records.js';
import { utf8Slice } from './utf8.js';
import { utf16Length } from './utf16.js';
import { lexerKernel } from '../../languages/index.js';
import type { LexRecords } from '../../languages/types.js';

interface LexKernel {
  memory: WebAssembly.Memory;
  /** alloc */ a(len: number): number;
  /** run */ r(len: number): number;
  /** recordsPtr */ o(): number;
  /** chars */ c(): number;
  /** writeBlobs */ w(): number;
  /** lex: run + writeBlobs */ l(len: number): number;
}

export type { LexRecords };

/**
 * This thread's lexer kernels, one slot each, made on first use and never released when idle (a repository is lexed
 * file after file). A kernel that is not built or traps is a twin fallback, counted and logged (kernels/fallback.ts).
 */
const slots = new Map<string, KernelSlot<LexKernel>>();

/** Returns the slot of kernel `name`. */
function slotOf(name: string): KernelSlot<LexKernel> {
  let s = slots.get(name);
  if (!s) { s = new KernelSlot<LexKernel>(name, Infinity); slots.set(name, s); }
  return s;
}

/** Returns the TypeScript twin of kernel `name`: the records the kernel would write. */
function twinOf(name: string): (src: Uint8Array) => LexRecords {
  const k = lexerKernel(name);
  if (!k) throw new Error(`no lexer kernel '${name}' is registered`);
  return k.records;
}

/** Views over all of one kernel's memory: bytes and int32 slots. */
interface MemoryViews { u8: Buffer; i32: Int32Array }
const views = new WeakMap<LexKernel, MemoryViews>();

/**
 * Returns views over all of kernel `k`'s memory, made again only after the memory grew. Growth is told by the views
 * going empty (growing a wasm memory detaches its old ArrayBuffer): asking `k.memory.buffer` each time crosses into
 * C++ — ~3 µs a call in a fresh process, 4-5 ms over the files of a cold pandas index (cpu-prof).
 */
function memoryViews(k: LexKernel): MemoryViews {
  let v = views.get(k);
  if (!v || v.u8.length === 0) {
    const buf = k.memory.buffer;
    v = { u8: Buffer.from(buf), i32: new Int32Array(buf) };
    views.set(k, v);
  }
  return v;
}

/** Returns kernel `name`'s instance, or null when it is not built (the TypeScript twin is used). */
function kernel(name: string): KernelExports<LexKernel> | null {
  return slotOf(name).tryGet();
}

/** Returns true when the wasm kernel `name` is built and loads. */
export function kernelAvailable(name: string): boolean {
  return kernel(name) !== null;
}

/**
 * Returns a Buffer over `len` bytes of kernel `name`'s input region, for the host to fill (e.g. by reading a file
 * straight into it, with no intermediate Buffer), or null when the wasm kernel is unavailable. Valid until the next
 * call into that kernel; pass it to lexBlobsInPlace. The byte after the region is scratch (the kernel places its records
 * at least 48 bytes further, assembly/lib/lexbuf.ts allocInput): a reader may read one byte past to detect growth.
 */
export function kernelInput(name: string, len: number): Buffer | null {
  const k = kernel(name);
  if (!k) return null;
  noteWasmInput(len);
  try {
    const ptr = k.a(len); // may grow memory: views are taken after it
    return Buffer.from(memoryViews(k).u8.buffer, ptr, len);
  } catch (err) {
    slotOf(name).trapped(err);
    return null;
  }
}

/**
 * Returns the UTF-16 length of the bytes written into `input` (from kernelInput, nothing run since): the kernel counts
 * what the JS loop would (every byte that is not a UTF-8 continuation byte; 4-byte leads twice), for non-ASCII input.
 */
export function inputChars(name: string, input: Buffer): number {
  if (isAscii(input)) return input.length;
  const k = slotOf(name).peek();
  if (k) {
    try { return k.c(); } catch (err) { slotOf(name).trapped(err); }
  }
  return utf16Length(input);
}

/** The UTF-16 length of UTF-8 bytes without decoding them: the twin's count, which the kernels' `c()` mirrors. */
export { utf16Length };

/**
 * Returns the records of `src` lexed by the wasm kernel (or the twin when impl is 'js' or the kernel is absent).
 * A trap discards the instance and falls back to the twin for this input, so one bad file never stops a run.
 */
export function lexRecords(name: string, src: Uint8Array, impl: 'wasm' | 'js' = 'wasm'): LexRecords {
  const twin = twinOf(name);
  if (impl === 'js') return twin(src);
  const k = kernel(name);
  if (!k) return twin(src);
  try {
    const ptr = k.a(src.length);
    new Uint8Array(k.memory.buffer, ptr, src.length).set(src);
    const count = k.r(src.length);
    const at = k.o();
    const records = new Int32Array(k.memory.buffer, at, count * REC).slice();
    return { records, chars: isAscii(src) ? src.length : k.c() };
  } catch (err) {
    slotOf(name).trapped(err);
    return twin(src);
  }
}

/** A source lexed in place, with the defs and imports column blobs (columns.ts) the kernel wrote for it. */
export interface LexedBlobs {
  /** The records: a view into kernel memory, valid until the next call into that kernel. */
  records: Int32Array;
  chars: number;
  /** The source: a view, valid until the next call into that kernel (a copy after a trap). */
  src: Buffer;
  /** null when the twin lexed the source (kernel unavailable or trapped): build the blobs from the records. */
  blobs: {
    /** The defs blob: bytes [defsStart, defsEnd) of `mem` (decode with utf8Slice, or copy them). */
    mem: Buffer; defsStart: number; defsEnd: number;
    imports: string;
    /** The PY_DECORATOR records' names, in order, '\n'-separated ('' when none; Python). */ decoratorNames: string;
    /** Indices of the records the dynamic blob reads, in order (a view, valid as `records` is). */ dynamicRecords: Int32Array;
  } | null;
}

/**
 * Returns the records of the source already written into `input` (from kernelInput), as views (not copied), and the
 * defs and imports blobs the kernel writes from them: one UTF-8 decode per blob instead of a string per record. A trap discards the instance; the twin's records come back with null blobs.
 */
export function lexBlobsInPlace(name: string, input: Buffer): LexedBlobs {
  const k = slotOf(name).peek();
  const ptr = input.byteOffset, len = input.length;
  if (k) {
    try {
      // An int32 index (memory.data aligns the header to 16 bytes). The run may grow memory: views are taken after it.
      const head = k.l(len) >> 2;
      const { u8: mem, i32 } = memoryViews(k);
      // A blob at header slot `at` is bytes [i32[head + at], + i32[head + at + 1]) (its length follows its address).
      const text = (at: number) => utf8Slice(mem, i32[head + at], i32[head + at] + i32[head + at + 1]);
      const src = input.length === len && len > 0 ? input : mem.subarray(ptr, ptr + len); // unless growth detached `input`
      const defsStart = i32[head + LEX_DEFS_PTR];
      return {
        records: new Int32Array(mem.buffer, i32[head + LEX_RECORDS_PTR], i32[head + LEX_RECORD_COUNT] * REC),
        chars: isAscii(src) ? len : k.c(),
        src,
        blobs: {
          mem, defsStart, defsEnd: defsStart + i32[head + LEX_DEFS_LEN], imports: text(LEX_IMPORTS_PTR),
          decoratorNames: i32[head + LEX_DECORATORS_LEN] > 0 ? text(LEX_DECORATORS_PTR) : '',
          dynamicRecords: new Int32Array(mem.buffer, i32[head + LEX_DYNAMIC_PTR], i32[head + LEX_DYNAMIC_COUNT]),
        },
      };
    } catch (err) {
      slotOf(name).trapped(err);
      const src = Buffer.from(new Uint8Array(k.memory.buffer, ptr, len)); // a copy: the instance is gone
      return { ...twinOf(name)(src), src, blobs: null };
    }
  }
  const src = Buffer.from(input); // a copy
  return { ...twinOf(name)(src), src, blobs: null };
}

/**
 * Returns the records and kernel-written blobs of `src` (copied into the kernel's input region), or the twin's records
 * with null blobs when impl is 'js' or the kernel is unavailable. Views are valid until the next call into the kernel.
 */
export function lexBlobs(name: string, src: Uint8Array, impl: 'wasm' | 'js' = 'wasm'): LexedBlobs {
  const input = impl === 'wasm' ? kernelInput(name, src.length) : null;
  if (!input) {
    const buf = Buffer.from(src.buffer, src.byteOffset, src.byteLength);
    return { ...twinOf(name)(buf), src: buf, blobs: null };
  }
  input.set(src);
  return lexBlobsInPlace(name, input);
}
