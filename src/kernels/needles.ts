// The boundary of the needle-scan kernel (assembly/needles.ts): the needle table and the text are written once at
// `alloc(tableLen, len)` (the text after a newline, at `textOffset(tableLen)`), `scan(count, tableLen, len)` returns
// how many lines hold a needle and leaves their (start, end) byte offsets at `outPtr()`. Only integers cross. The twin
// is the caller's regex pass (src/normalize/answers/scan.ts): this wrapper answers null when the kernel cannot.
import { KernelSlot } from './wasm.js';

interface NeedlesExports {
  memory: WebAssembly.Memory;
  alloc(tableLen: number, len: number): number;
  textOffset(tableLen: number): number;
  scan(count: number, tableLen: number, len: number): number;
  outPtr(): number;
}

/** This thread's needle-scan kernel (released when idle after growing past 64 MB; see KernelSlot). */
const slot = new KernelSlot<NeedlesExports>('needles');

/** Returns how common the byte pair (a, b) is in tool output, lower is rarer: a space, then common lowercase letters, digits. */
function commonness(a: number, b: number): number {
  const of = (c: number): number =>
    c === 32 ? 10 : c >= 97 && c <= 122 ? ('etaoinsrl'.includes(String.fromCharCode(c)) ? 6 : 4) : c >= 48 && c <= 57 ? 5 : c === 10 ? 3 : 1;
  return of(a) + of(b);
}

/** Returns the needle table the kernel reads: per needle its length, its anchor offset (its rarest byte pair), its bytes. */
function tableOf(needles: readonly Uint8Array[]): Uint8Array {
  const table = new Uint8Array(needles.reduce((n, x) => n + 2 + x.length, 0));
  let p = 0;
  for (const n of needles) {
    let anchor = 0;
    for (let k = 1; k + 1 < n.length; k++) if (commonness(n[k]!, n[k + 1]!) < commonness(n[anchor]!, n[anchor + 1]!)) anchor = k;
    table[p] = n.length;
    table[p + 1] = anchor;
    table.set(n, p + 2);
    p += 2 + n.length;
  }
  return table;
}

const tables = new Map<string, Uint8Array>();

/**
 * Returns the (start, end) byte offsets of the lines of `text` that hold one of `needles` (each 2 to 255 bytes; one
 * that starts with a newline matches at a line start, the first line too; one that ends with one, at a line end), in
 * text order, as pairs; null when the kernel is not built or traps (counted: kernels/fallback.ts), or a needle is
 * outside what its table holds: the caller then scans with its regex.
 */
export function linesHolding(text: Uint8Array, needles: readonly string[]): Int32Array | null {
  if (needles.length === 0 || needles.length > 4096) return null;
  const key = needles.join('\0');
  let table = tables.get(key);
  if (!table) {
    const bytes = needles.map((n) => Buffer.from(n, 'utf8'));
    if (bytes.some((b) => b.length < 2 || b.length > 255)) return null;
    table = tableOf(bytes);
    tables.set(key, table);
  }
  const t = table;
  return slot.run((k) => {
    const at = k.alloc(t.length, text.length);
    const mem = new Uint8Array(k.memory.buffer);
    mem.set(t, at);
    mem.set(text, at + k.textOffset(t.length) + 1);
    const n = k.scan(needles.length, t.length, text.length);
    const out = new Int32Array(k.memory.buffer, k.outPtr(), 2 * n).slice();
    slot.doneWith(k);
    return out;
  }, () => null);
}
