// The four BM25F fields of a file and the scanners that cut a source text into the `doc` and `body` fields.
import type { Lang } from '../repo/types.js';
import { isIdentChar } from './tokenize.js';

/** Field ids, in the order of every per-field array (`lens`, fieldnorms, weights). */
export const F_PATH = 0;
export const F_DEFS = 1;
export const F_DOC = 2;
export const F_BODY = 3;
/** Bits of a field id in an entry's key (`term id << FIELD_BITS | field`, i.e. term id * NF + field). */
export const FIELD_BITS = 2;
/** Number of fields. */
export const NF = 1 << FIELD_BITS;
/** Field names by id (for explanations). */
export const FIELD_NAMES = ['path', 'defs', 'doc', 'body'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

/** Receives each identifier run `[s, e)` of a scanned text with the field it belongs to (one class implements it, so
 * the call stays monomorphic and inlinable in the scan loops). */
export interface RunSink { run(field: number, s: number, e: number): void }

// Identifier bytes: ASCII letters, digits, `_`. Bytes of multi-byte UTF-8 characters are separators, exactly as the
// string tokenizer treats non-ASCII characters, so bytes and strings yield the same tokens.
const IDENT = new Uint8Array(256);
for (let c = 0; c < 256; c++) IDENT[c] = isIdentChar(c) ? 1 : 0;

/** Returns nothing; calls `sink(field, s, e)` for every identifier run of `text` in `[s, e)`. */
export function scanRange(text: Uint8Array, s: number, e: number, field: number, sink: RunSink): void {
  let i = s;
  while (i < e) {
    if (!IDENT[text[i]]) { i++; continue; }
    const a = i;
    while (i < e && IDENT[text[i]]) i++;
    sink.run(field, a, i);
  }
}

// String prefixes that stand before a quote (`rb"..."`, `f'...'`): they are not words.
function isPyPrefix(text: Uint8Array, s: number, e: number): boolean {
  if (e - s > 2) return false;
  for (let i = s; i < e; i++) {
    const c = text[i] | 32;
    if (c !== 114 && c !== 98 && c !== 117 && c !== 102) return false; // r b u f
  }
  return true;
}

/**
 * Returns nothing; scans Python source: comments and triple-quoted strings (docstrings, in practice) go to `doc`,
 * code and one-line strings (error messages, keys) to `body`.
 */
export function scanPython(text: Uint8Array, sink: RunSink): void {
  // One pass: runs inside comments and strings are emitted while looking for their end (a second pass over
  // docstrings, which are a third of sympy's bytes, cost ~15%).
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text[i];
    if (IDENT[c]) {
      const s = i;
      while (i < n && IDENT[text[i]]) i++;
      const q = i < n ? text[i] : 0;
      if ((q === 34 || q === 39) && isPyPrefix(text, s, i)) continue;
      sink.run(F_BODY, s, i);
      continue;
    }
    if (c === 35) { // #
      i++;
      while (i < n) {
        const d = text[i];
        if (IDENT[d]) { const s = i; while (i < n && IDENT[text[i]]) i++; sink.run(F_DOC, s, i); continue; }
        if (d === 10) break;
        i++;
      }
      continue;
    }
    if (c === 34 || c === 39) {
      const triple = i + 2 < n && text[i + 1] === c && text[i + 2] === c;
      const field = triple ? F_DOC : F_BODY;
      i += triple ? 3 : 1;
      while (i < n) {
        const d = text[i];
        if (IDENT[d]) { const s = i; while (i < n && IDENT[text[i]]) i++; sink.run(field, s, i); continue; }
        if (d === 92) { i += 2; continue; }
        if (d === c) {
          if (!triple) { i++; break; }
          if (i + 2 < n && text[i + 1] === c && text[i + 2] === c) { i += 3; break; }
        } else if (d === 10 && !triple) break;
        i++;
      }
      continue;
    }
    i++;
  }
}

function indexOf2(text: Uint8Array, a: number, b: number, from: number): number {
  for (let i = text.indexOf(a, from); i >= 0; i = text.indexOf(a, i + 1)) if (text[i + 1] === b) return i;
  return -1;
}

export function scanJs(text: Uint8Array, sink: RunSink): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text[i];
    if (IDENT[c]) {
      const s = i;
      while (i < n && IDENT[text[i]]) i++;
      sink.run(F_BODY, s, i);
      continue;
    }
    if (c === 47) { // /
      const d = text[i + 1];
      if (d === 47) {
        let e = text.indexOf(10, i);
        if (e < 0) e = n;
        scanRange(text, i + 2, e, F_DOC, sink);
        i = e;
        continue;
      }
      if (d === 42) {
        let e = indexOf2(text, 42, 47, i + 2);
        if (e < 0) e = n;
        scanRange(text, i + 2, e, F_DOC, sink);
        i = e + 2;
        continue;
      }
    }
    if (c === 34 || c === 39 || c === 96) {
      let j = i + 1;
      while (j < n) {
        const d = text[j];
        if (d === 92) { j += 2; continue; }
        if (d === c || (d === 10 && c !== 96)) break;
        j++;
      }
      scanRange(text, i + 1, Math.min(j, n), F_BODY, sink);
      i = j + 1;
      continue;
    }
    i++;
  }
}

/** Returns the scanner for a language, or undefined for `other` (those files get only a `path` field). */
export function scannerFor(lang: Lang): ((text: Uint8Array, sink: RunSink) => void) | undefined {
  return lang === 'python' ? scanPython : lang === 'js' || lang === 'ts' ? scanJs : undefined;
}
