/**
 * The PHP tokenizer the import lexer reads: a byte scanner over a file's UTF-8 that keeps only the significant tokens
 * (names, variables, constant strings, punctuation), as parallel integer arrays, with their lines. Inline HTML outside
 * `<?php … ?>`, comments, whitespace and numbers are dropped; interpolated strings, heredocs and backtick commands are
 * one token whose text is not constant. It knows PHP's lexical rules that could hide or invent a token: `#` comments
 * but `#[` attributes, `?>` ending a `//` comment, `{$…}` inside double quotes, heredocs and nowdocs (indented closing
 * marker, PHP 7.3), case-insensitive open tags. Never throws: an unterminated construct runs to the end of the file.
 * @internal
 */
import { isIdPart, isIdStart } from '../id-bytes.js';

/** Token types. */
export const T_NAME = 1; // an identifier or a qualified name (`\A\B`, `A\B`, `namespace\A`)
export const T_VAR = 2; // `$name`
export const T_STR = 3; // a constant string: single-quoted, double-quoted without interpolation, nowdoc
export const T_ISTR = 4; // a string whose value is computed: interpolated, heredoc with `$`, backtick command
export const T_PUNCT = 5; // punctuation and operators; `code` says which
export const T_ATTR = 6; // `#[`, an attribute's opening
export const T_NUM = 7; // a number (kept: `dirname(__DIR__, 2)`)

/** Punctuation codes beyond single characters (a single character's code is its char code). */
export const P_DCOLON = 1000; // ::
export const P_ARROW = 1001; // -> and ?->
export const P_DARROW = 1002; // =>
export const P_ELLIPSIS = 1003; // ...
export const P_OP = 1004; // any other operator of two or more characters (==, &&, ??, .=, <<, …)
export const P_CLOSE = 1005; // ?> (ends a statement, like `;`)

/** The tokens of one file: parallel arrays, `count` long. */
export interface Tokens {
  count: number;
  type: Uint8Array;
  /** For T_PUNCT: its code; otherwise 0. */
  code: Int32Array;
  start: Int32Array;
  end: Int32Array;
  line: Int32Array;
  /** The source bytes the offsets index. */
  src: Buffer;
}

let s: Buffer = Buffer.alloc(0);
let n = 0;
let p = 0;
let line = 1;
let tk: Tokens;

const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13 || c === 11 || c === 12;

/** Appends a token. */
function push(type: number, code: number, a: number, b: number, at: number): void {
  if (tk.count === tk.type.length) grow();
  const k = tk.count++;
  tk.type[k] = type; tk.code[k] = code; tk.start[k] = a; tk.end[k] = b; tk.line[k] = at;
}

function grow(): void {
  const size = tk.type.length * 2;
  const t = new Uint8Array(size); t.set(tk.type); tk.type = t;
  for (const key of ['code', 'start', 'end', 'line'] as const) { const a = new Int32Array(size); a.set(tk[key]); tk[key] = a; }
}

/** Returns true when the bytes at `at` spell `w` ignoring ASCII case. */
function atWordCI(at: number, w: string): boolean {
  if (at + w.length > n) return false;
  for (let k = 0; k < w.length; k++) if ((s[at + k]! | 0x20) !== w.charCodeAt(k)) return false;
  return true;
}

/** Moves p past inline HTML to just after the next open tag (`<?php` or `<?=`), or to the end. */
function skipHtml(): void {
  while (p < n) {
    const lt = s.indexOf('<?', p);
    if (lt < 0) { countLines(p, n); p = n; return; }
    countLines(p, lt);
    p = lt + 2;
    if (s[p] === 61) { p++; return; } // `<?=`
    if (atWordCI(p, 'php') && (p + 3 >= n || isSpace(s[p + 3]!))) { p += 3; return; }
  }
}

function countLines(a: number, b: number): void {
  for (let k = a; k < b; k++) if (s[k] === 10) line++;
}

/** Skips a `//` or `#` comment: to the end of its line, or to a `?>` (which the caller then reads). */
function skipLineComment(): void {
  while (p < n) {
    const c = s[p]!;
    if (c === 10) return;
    if (c === 63 && s[p + 1] === 62) return;
    p++;
  }
}

/** Skips a quoted string whose quote is at p; returns true when it is constant (no interpolation). */
function skipQuoted(): boolean {
  const q = s[p]!;
  let constant = true;
  for (p++; p < n; p++) {
    const c = s[p]!;
    if (c === 10) line++;
    else if (c === 92) { if (s[p + 1] === 10) line++; p++; }
    else if (c === q) { p++; return constant; }
    else if (q !== 39 && c === 36 && (isIdStart(s[p + 1] ?? 0) || s[p + 1] === 123)) { constant = false; if (s[p + 1] === 123) { p++; skipBraces(); p--; } }
    else if (q !== 39 && c === 123 && s[p + 1] === 36) { constant = false; skipBraces(); p--; }
  }
  return constant;
}

/** Skips `{…}` inside an interpolated string (it may hold strings of its own), from its `{` to just past its `}`. */
function skipBraces(): void {
  let depth = 0;
  while (p < n) {
    const c = s[p]!;
    if (c === 10) line++;
    if (c === 39 || c === 34) { skipQuoted(); continue; }
    if (c === 123) depth++;
    else if (c === 125 && --depth === 0) { p++; return; }
    p++;
  }
}

/** Skips a heredoc or nowdoc whose `<<<` is at p; returns true for a nowdoc or a heredoc without interpolation. */
function skipHeredoc(): boolean {
  let k = p + 3;
  while (s[k] === 32 || s[k] === 9) k++;
  const quote = s[k] === 39 || s[k] === 34 ? s[k]! : 0;
  if (quote) k++;
  const a = k;
  while (k < n && isIdPart(s[k]!)) k++;
  const label = s.toString('latin1', a, k);
  if (!label) { p += 3; return false; }
  const eol = s.indexOf(10, k);
  if (eol < 0) { p = n; return false; }
  let constant = quote === 39;
  let at = eol + 1;
  line++;
  // The closing marker: the label at the start of a line (after spaces or tabs), not followed by an identifier byte.
  for (;;) {
    let b = at;
    while (s[b] === 32 || s[b] === 9) b++;
    if (s.toString('latin1', b, b + label.length) === label && !isIdPart(s[b + label.length] ?? 0)) { p = b + label.length; return constant; }
    const next = s.indexOf(10, at);
    if (quote !== 39 && s.indexOf(36, at) >= 0 && s.indexOf(36, at) < (next < 0 ? n : next)) constant = false;
    if (next < 0) { p = n; return false; }
    line++;
    at = next + 1;
  }
}

const MULTI_OPS = ['<=>', '**=', '...', '<<=', '>>=', '===', '!==', '??=', '?->', '::', '->', '=>', '==', '!=', '<>', '<=', '>=', '&&', '||', '??', '++', '--', '+=', '-=', '*=', '/=', '.=', '%=', '&=', '|=', '^=', '<<', '>>', '**'];
/** The multi-character operators by their first byte, longest first (as listed), with the token code each makes. */
const OPS_BY_FIRST: ({ codes: number[]; code: number }[] | undefined)[] = [];
for (const op of MULTI_OPS) {
  const code = op === '::' ? P_DCOLON : op === '->' || op === '?->' ? P_ARROW : op === '=>' ? P_DARROW : op === '...' ? P_ELLIPSIS : P_OP;
  (OPS_BY_FIRST[op.charCodeAt(0)] ??= []).push({ codes: [...op].map((ch) => ch.charCodeAt(0)), code });
}

/** Reads the punctuation at p as one token. */
function readPunct(): void {
  const at = line;
  const a = p;
  const c = s[p]!;
  if (c === 63 && s[p + 1] === 62) { p += 2; push(T_PUNCT, P_CLOSE, a, p, at); skipHtml(); return; }
  // A table per first byte: the scan of all operators per punctuation byte was a tenth of a PHP tree's index time.
  const ops = OPS_BY_FIRST[c];
  if (ops) {
    for (const op of ops) {
      if (s[p + 1] === op.codes[1] && (op.codes.length < 3 || s[p + 2] === op.codes[2])) {
        p += op.codes.length;
        push(T_PUNCT, op.code, a, p, at);
        return;
      }
    }
  }
  p++;
  push(T_PUNCT, c, a, p, at);
}

/** Returns the significant tokens of a PHP source (from its first open tag; text before it is inline HTML). */
export function tokenize(src: Buffer): Tokens {
  s = src; n = src.length; p = 0; line = 1;
  const size = Math.max(64, n >> 2);
  tk = { count: 0, type: new Uint8Array(size), code: new Int32Array(size), start: new Int32Array(size), end: new Int32Array(size), line: new Int32Array(size), src };
  skipHtml();
  while (p < n) {
    const c = s[p]!;
    if (c === 10) { line++; p++; continue; }
    if (isSpace(c)) { p++; continue; }
    if (c === 35) { // `#[` is an attribute; any other `#` starts a comment
      if (s[p + 1] === 91) { push(T_ATTR, 0, p, p + 2, line); p += 2; } else skipLineComment();
      continue;
    }
    if (c === 47 && s[p + 1] === 47) { skipLineComment(); continue; }
    if (c === 47 && s[p + 1] === 42) {
      const e = s.indexOf('*/', p + 2);
      const end = e < 0 ? n : e + 2;
      countLines(p, end);
      p = end;
      continue;
    }
    if (c === 36 && isIdStart(s[p + 1] ?? 0)) {
      const a = p;
      p += 2;
      while (p < n && isIdPart(s[p]!)) p++;
      push(T_VAR, 0, a, p, line);
      continue;
    }
    if (isIdStart(c) || (c === 92 && isIdStart(s[p + 1] ?? 0))) {
      // A name, qualified by backslashes: `\A\B`, `A\B\c`, `namespace\A`.
      const a = p, at = line;
      p++;
      for (;;) {
        while (p < n && isIdPart(s[p]!)) p++;
        if (s[p] === 92 && isIdStart(s[p + 1] ?? 0)) { p++; continue; }
        break;
      }
      push(T_NAME, 0, a, p, at);
      continue;
    }
    if (c >= 48 && c <= 57) {
      const a = p;
      while (p < n && (isIdPart(s[p]!) || (s[p] === 46 && s[p + 1] !== 46))) p++;
      push(T_NUM, 0, a, p, line);
      continue;
    }
    if (c === 39 || c === 34 || c === 96) {
      const a = p, at = line;
      const constant = c === 96 ? (skipBacktick(), false) : skipQuoted();
      push(constant ? T_STR : T_ISTR, 0, a, p, at);
      continue;
    }
    if (c === 60 && s[p + 1] === 60 && s[p + 2] === 60) {
      const a = p, at = line;
      const constant = skipHeredoc();
      push(constant ? T_STR : T_ISTR, 0, a, p, at);
      continue;
    }
    readPunct();
  }
  const out = tk;
  s = Buffer.alloc(0);
  return out;
}

function skipBacktick(): void {
  for (p++; p < n; p++) {
    const c = s[p]!;
    if (c === 10) line++;
    else if (c === 92) p++;
    else if (c === 96) { p++; return; }
  }
}

/** Returns the value of constant string token `k` (quotes removed, escapes of its kind applied). */
export function stringValue(t: Tokens, k: number): string {
  const raw = t.src.toString('utf8', t.start[k]!, t.end[k]!);
  if (raw.startsWith('<<<')) {
    // A nowdoc: the lines between the opening and the closing marker.
    const body = raw.slice(raw.indexOf('\n') + 1);
    return body.slice(0, Math.max(0, body.lastIndexOf('\n')));
  }
  const q = raw[0];
  const body = raw.slice(1, -1);
  if (q === "'") return body.replace(/\\([\\'])/g, '$1');
  return body.replace(/\\([\\"$])/g, '$1');
}
