// Plain-TypeScript twin of the Python import lexer kernel (assembly/pylex.ts): same algorithm, same records.
// It is the oracle the wasm kernel is tested against and the fallback when the kernel is unavailable or traps.
// One pass over UTF-8 bytes; skips comments, strings (all prefixes, triple quotes, f-string expressions) and
// tracks logical lines, indentation blocks (def/class/if/try/TYPE_CHECKING) and bracket depth.
import { utf16Length } from '../../repo/lex/utf16.js';
import {
  REC, PY_IMPORT, PY_FROM, PY_NAME, PY_DYNCONST, PY_DYNIMPORT, PY_GETATTR, PY_DECORATOR, PY_DEF, PY_GETATTR_CONST,
  F_COND, F_LAZY, F_TC, PD_FUNCTION, PD_CLASS, PD_VARIABLE,
} from '../../repo/lex/records.js';
import { CHAR_CLASS, CC_PY_START, CC_PY_ID, PY_BYTE_KIND, K_NEWLINE, K_SPACE, K_HASH, K_BACKSLASH, K_QUOTE, K_DIGIT, K_OPEN, K_CLOSE, K_SEMICOLON, K_COLON, K_DOT, K_AT } from '../../repo/lex/charclass.js';

const B_FUNC = 1, B_CLASS = 2, B_COND = 3, B_TC = 4, B_VAR = 5;
const MAX_BLOCKS = 512;

let s: Uint8Array = new Uint8Array(0);
let n = 0;
let line = 1;
let lastTokLine = 1;
let out: Int32Array = new Int32Array(600);
let outLen = 0;
const bIndent = new Int32Array(MAX_BLOCKS);
const bKind = new Int32Array(MAX_BLOCKS);
const bDef = new Int32Array(MAX_BLOCKS);
let bTop = 0;
let curIndent = 0;
let pendingDecoLine = 0;
let lastStmtWasDeco = false;
let thisStmtIsDeco = false;

function ch(p: number): number {
  return p < n ? s[p] : 0;
}

function emit(type: number, ln: number, a: number, b: number, c: number, d: number): number {
  if (outLen + REC > out.length) {
    const bigger = new Int32Array(out.length * 2);
    bigger.set(out);
    out = bigger;
  }
  const at = outLen;
  out[at] = type; out[at + 1] = ln; out[at + 2] = a; out[at + 3] = b; out[at + 4] = c; out[at + 5] = d;
  outLen += REC;
  return at / REC;
}

function isIdStart(c: number): boolean {
  return (CHAR_CLASS[c] & CC_PY_START) !== 0;
}
function isId(c: number): boolean {
  return (CHAR_CLASS[c] & CC_PY_ID) !== 0;
}
// Scanners (the kernel's, in assembly/lib/lexbuf.ts, step 16 bytes at a time). Each returns p unchanged when p >= n.
/** Returns the first position >= p whose byte is `x`, or n. */
function findByte(p: number, x: number): number {
  if (p >= n) return p;
  const i = s.indexOf(x, p);
  return i < 0 ? n : i;
}
/** Returns the first position >= p whose byte is one of a, b, c, d, or n. */
function findAny4(p: number, a: number, b: number, c: number, d: number): number {
  while (p < n) {
    const x = s[p];
    if (x === a || x === b || x === c || x === d) return p;
    p++;
  }
  return p;
}
/** Returns the first position >= p whose byte is not a space, or n. */
function skipSpaces(p: number): number {
  while (p < n && s[p] === 32) p++;
  return p;
}
/** Set by findCounting: the newlines it passed. */
let scanLines = 0;
/** Returns the first position >= p whose byte is one of a, b, c, or n; sets scanLines to the newlines before it. */
function findCounting(p: number, a: number, b: number, c: number): number {
  let lines = 0;
  while (p < n) {
    const x = s[p];
    if (x === a || x === b || x === c) break;
    if (x === 10) lines++;
    p++;
  }
  scanLines = lines;
  return p;
}
function readIdent(p: number): number {
  while (p < n && isId(s[p])) p++;
  return p;
}
/** True when s[a..b) equals the ASCII word `w`. */
function word(a: number, b: number, w: string): boolean {
  if (b - a !== w.length) return false;
  for (let i = 0; i < w.length; i++) if (s[a + i] !== w.charCodeAt(i)) return false;
  return true;
}
function isStringPrefix(a: number, b: number): boolean {
  const len = b - a;
  if (len < 1 || len > 2) return false;
  for (let i = a; i < b; i++) {
    const c = s[i] | 32;
    if (c !== 114 && c !== 98 && c !== 117 && c !== 102 && c !== 116) return false; // r b u f t
  }
  return true;
}
function prefixHasF(a: number, b: number): boolean {
  for (let i = a; i < b; i++) {
    const c = s[i] | 32;
    if (c === 102 || c === 116) return true;
  }
  return false;
}
/** Skips spaces, tabs and backslash continuations on the logical line (counts lines). */
function skipInline(p: number): number {
  while (p < n) {
    const c = s[p];
    if (c === 32 || c === 9 || c === 12) p++;
    else if (c === 92 && ch(p + 1) === 10) { p += 2; line++; }
    else if (c === 92 && ch(p + 1) === 13 && ch(p + 2) === 10) { p += 3; line++; }
    else if (c === 92 && ch(p + 1) === 13) p += 2; // a lone CR ends a line too (lines count LFs): the loop never stalls on it
    else break;
  }
  return p;
}
/** Returns where skipInline(p) would stop, without counting the lines it passes (a lookahead). */
function peekInline(p: number): number {
  const saved = line;
  const q = skipInline(p);
  line = saved;
  return q;
}
/** Skips whitespace, newlines and comments inside brackets (counts lines). */
function skipMulti(p: number): number {
  while (p < n) {
    const c = s[p];
    if (c === 32 || c === 9 || c === 12 || c === 13) p++;
    else if (c === 10) { p++; line++; }
    else if (c === 92 && (ch(p + 1) === 10 || ch(p + 1) === 13)) p++;
    else if (c === 35) p = findByte(p, 10);
    else break;
  }
  return p;
}
/** Returns the end of a dotted name starting at p (identifiers joined by dots, no spaces). */
function readDotted(p: number): number {
  let e = p;
  while (p < n && isIdStart(s[p])) {
    p = readIdent(p);
    e = p;
    if (ch(p) === 46 && isIdStart(ch(p + 1))) p++;
    else break;
  }
  return e;
}
function lineEnd(p: number): number {
  let e = p;
  const cap = p + 160;
  while (e < n && e < cap && s[e] !== 10 && s[e] !== 13) e++;
  return e;
}

/** Skips an f-string replacement field starting after its `{`; returns the position after the matching `}`. */
function skipFExpr(p: number, triple: boolean): number {
  let depth = 0;
  while (p < n) {
    const c = s[p];
    if (c === 39 || c === 34) { p = skipString(p, false); continue; }
    if (isIdStart(c)) {
      const e = readIdent(p);
      const q = ch(e);
      if ((q === 39 || q === 34) && isStringPrefix(p, e)) p = skipString(e, prefixHasF(p, e));
      else p = e;
      continue;
    }
    if (c === 10) {
      if (!triple) return p;
      line++;
    } else if (c === 123 || c === 40 || c === 91) depth++;
    else if (c === 125) {
      if (depth === 0) return p + 1;
      depth--;
    } else if (c === 41 || c === 93) { if (depth > 0) depth--; }
    p++;
  }
  return p;
}

/** Skips a string literal whose opening quote is at p; returns the position after it (or at the newline that cut it). */
function skipString(p: number, isF: boolean): number {
  const q = s[p];
  if (ch(p + 1) === q && ch(p + 2) === q) {
    p += 3;
    const stop = isF ? 123 : q;
    while (p < n) {
      p = findCounting(p, 92, q, stop);
      line += scanLines;
      if (p >= n) break;
      const c = s[p];
      if (c === 92) { if (ch(p + 1) === 10) line++; p += 2; }
      else if (c === q && ch(p + 1) === q && ch(p + 2) === q) return p + 3;
      else if (isF && c === 123) { if (ch(p + 1) === 123) p += 2; else p = skipFExpr(p + 1, true); }
      else p++;
    }
    return n;
  }
  p++;
  const stop = isF ? 123 : q;
  while (p < n) {
    p = findAny4(p, q, 92, 10, stop);
    if (p >= n) break;
    const c = s[p];
    if (c === q) return p + 1;
    if (c === 92) {
      const d = ch(p + 1);
      if (d === 10) line++;
      else if (d === 13 && ch(p + 2) === 10) { line++; p++; }
      p += 2;
    } else if (c === 10) return p;
    else if (isF && c === 123) { if (ch(p + 1) === 123) p += 2; else p = skipFExpr(p + 1, false); }
    else p++;
  }
  return n;
}

/** Import flags implied by the enclosing blocks. */
function blockFlags(): number {
  let f = 0;
  for (let i = 0; i < bTop; i++) {
    const k = bKind[i];
    if (k === B_FUNC) f |= F_LAZY;
    else if (k === B_TC) f |= F_TC;
    else if (k === B_COND) f |= F_COND;
  }
  return f;
}
function inFunction(): boolean {
  for (let i = 0; i < bTop; i++) if (bKind[i] === B_FUNC) return true;
  return false;
}
function enclosingClassDef(): number {
  for (let i = bTop - 1; i >= 0; i--) if (bKind[i] === B_CLASS) return bDef[i];
  return -1;
}
function pushBlock(kind: number, def: number): void {
  if (bTop >= MAX_BLOCKS) return;
  bIndent[bTop] = curIndent; bKind[bTop] = kind; bDef[bTop] = def;
  bTop++;
}
function newLogicalLine(indent: number): void {
  while (bTop > 0 && bIndent[bTop - 1] >= indent) {
    bTop--;
    const d = bDef[bTop];
    if (d >= 0) out[d * REC + 2] = lastTokLine;
  }
  curIndent = indent;
  if (!lastStmtWasDeco) pendingDecoLine = 0;
  lastStmtWasDeco = false;
}

function parseImport(p: number): number {
  const flags = blockFlags();
  const ln = line; // every name of the statement is on its first line, as in Python's ast
  for (;;) {
    p = skipInline(p);
    const ms = p;
    p = readDotted(p);
    if (p === ms) return p;
    const me = p;
    p = skipInline(p);
    let alias = 0;
    if (isIdStart(ch(p))) {
      const e = readIdent(p);
      if (word(p, e, 'as')) { p = skipInline(e); alias = p; p = readIdent(p); p = skipInline(p); }
    }
    emit(PY_IMPORT, ln, flags, ms, me, alias);
    if (ch(p) !== 44) return p;
    p++;
  }
}

function parseFrom(p: number): number {
  const ln = line;
  p = skipInline(p);
  let level = 0;
  while (ch(p) === 46) { level++; p++; p = skipInline(p); }
  let ms = p;
  let me = p;
  if (isIdStart(ch(p))) {
    const e = readIdent(p);
    if (!(level > 0 && word(p, e, 'import'))) { me = readDotted(p); p = skipInline(me); }
  }
  if (!isIdStart(ch(p))) return p;
  const ke = readIdent(p);
  if (!word(p, ke, 'import')) return p;
  if (me === ms) { ms = 0; me = 0; }
  emit(PY_FROM, ln, blockFlags(), ms, me, level);
  p = skipInline(ke);
  const paren = ch(p) === 40;
  if (paren) p++;
  for (;;) {
    p = paren ? skipMulti(p) : skipInline(p);
    const c = ch(p);
    if (c === 42) { emit(PY_NAME, line, 0, p, p + 1, 0); p++; break; }
    if (!isIdStart(c)) break;
    const ne = readIdent(p);
    const ns = p;
    const nl = line;
    p = paren ? skipMulti(ne) : skipInline(ne);
    let alias = 0;
    if (isIdStart(ch(p))) {
      const e = readIdent(p);
      if (word(p, e, 'as')) { p = paren ? skipMulti(e) : skipInline(e); alias = p; p = readIdent(p); p = paren ? skipMulti(p) : skipInline(p); }
    }
    emit(PY_NAME, nl, 0, ns, ne, alias);
    if (ch(p) === 44) { p++; continue; }
    break;
  }
  if (paren) { p = skipMulti(p); if (ch(p) === 41) p++; }
  return p;
}

/** Reads a def/class after its keyword (the statement starting on line `kwLine`); returns where the loop goes on. */
function defStmt(kwStart: number, p: number, kind: number, kwLine: number): number {
  p = skipInline(p);
  const ns = p;
  const ne = readIdent(p);
  const start = pendingDecoLine > 0 ? pendingDecoLine : kwLine;
  pendingDecoLine = 0;
  let def = -1;
  if (ne > ns && !inFunction()) {
    const parent = enclosingClassDef();
    def = emit(PY_DEF, start, line, ns, ne, kind | ((parent + 1) << 4));
  }
  pushBlock(kind === PD_CLASS ? B_CLASS : B_FUNC, def);
  if (ne > ns) return ne;
  line = kwLine; // no name: the loop goes on from the keyword, and counts what skipInline passed itself
  return kwStart + 1;
}

/** Lookahead: after `name(`, is the first argument a plain string literal closed by `,` or `)`? Returns its end or -1. */
function constStringArg(p: number): number {
  const saved = line;
  p = skipMulti(p);
  let c = ch(p);
  if (isIdStart(c)) {
    const e = readIdent(p);
    const q = ch(e);
    if (!((q === 39 || q === 34) && isStringPrefix(p, e) && !prefixHasF(p, e))) { line = saved; return -1; }
    p = e;
    c = q;
  }
  if (c !== 39 && c !== 34) { line = saved; return -1; }
  const e = skipString(p, false);
  const after = skipMulti(e);
  line = saved;
  const d = ch(after);
  if (d === 44 || d === 41) return e;
  return -1;
}

/** Emits the site of a call of __import__/import_module whose name is [idStart, p), if it is one. A lookahead: `line` stays. */
function dynImport(idStart: number, p: number): void {
  const q = peekInline(p);
  if (ch(q) !== 40) return;
  const saved = line;
  const arg = skipMulti(q + 1);
  const e = constStringArg(q + 1);
  line = saved;
  if (e >= 0) {
    let cs = arg;
    while (cs < e && s[cs] !== 39 && s[cs] !== 34) cs++;
    const c0 = s[cs];
    let qlen = 1;
    if (ch(cs + 1) === c0 && ch(cs + 2) === c0 && e - cs >= 6) qlen = 3;
    emit(PY_DYNCONST, line, blockFlags(), cs + qlen, e - qlen, 0);
  } else {
    emit(PY_DYNIMPORT, line, 0, idStart, lineEnd(idStart), 0);
  }
}

/** Returns the position of the `,` or `)` that ends the call argument starting at p (lookahead; restores line). */
function skipArg(p: number): number {
  const saved = line;
  let depth = 0;
  while (p < n) {
    const c = s[p];
    if (c === 39 || c === 34) { p = skipString(p, false); continue; }
    if (isIdStart(c)) {
      const e = readIdent(p);
      const q = ch(e);
      if ((q === 39 || q === 34) && isStringPrefix(p, e)) p = skipString(e, prefixHasF(p, e));
      else p = e;
      continue;
    }
    if (c === 35) { p = findByte(p, 10); continue; }
    if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 || c === 93 || c === 125) { if (depth === 0) break; depth--; }
    else if (c === 44 && depth === 0) break;
    p++;
  }
  line = saved;
  return p;
}

/**
 * Emits the site of a getattr call [idStart, p) with a non-constant name; with a literal name on a bare receiver
 * (`getattr(mod, "sub")`), the receiver and the literal, for a dynamic edge when the receiver is a module. A lookahead:
 * `line` stays.
 */
function getattrCall(idStart: number, p: number): void {
  const q = peekInline(p);
  if (ch(q) !== 40) return;
  const comma = skipArg(q + 1);
  if (ch(comma) !== 44) return;
  const e = constStringArg(comma + 1);
  if (e < 0) { emit(PY_GETATTR, line, 0, idStart, lineEnd(idStart), 0); return; }
  const saved = line;
  const rs = skipMulti(q + 1);
  const re = readIdent(rs);
  const after = skipMulti(re);
  const arg = skipMulti(comma + 1);
  line = saved;
  if (re === rs || after !== comma) return;
  let cs = arg;
  while (cs < e && s[cs] !== 39 && s[cs] !== 34) cs++;
  const c0 = s[cs];
  let qlen = 1;
  if (ch(cs + 1) === c0 && ch(cs + 2) === c0 && e - cs >= 6) qlen = 3;
  emit(PY_GETATTR_CONST, line, rs, re, cs + qlen, e - qlen);
}

/** Returns true when the `if` ending at p tests TYPE_CHECKING (a lookahead: `line` stays). */
function typeCheckingIf(p: number): boolean {
  p = peekInline(p);
  let e = readIdent(p);
  if (word(p, e, 'typing') || word(p, e, 't')) {
    if (ch(e) !== 46) return false;
    p = e + 1;
    e = readIdent(p);
  }
  if (!word(p, e, 'TYPE_CHECKING')) return false;
  p = peekInline(e);
  return ch(p) === 58;
}

function isCompoundKeyword(a: number, b: number): boolean {
  return word(a, b, 'else') || word(a, b, 'try') || word(a, b, 'except') || word(a, b, 'finally') ||
    word(a, b, 'with') || word(a, b, 'for') || word(a, b, 'while') || word(a, b, 'elif');
}

/**
 * Returns the records of one Python source (REC i32s each, see records.ts) and its UTF-16 length.
 * Never throws on malformed input: unterminated strings end at their line, unbalanced brackets are tolerated.
 */
export function lexPythonRecords(src: Uint8Array): { records: Int32Array; chars: number } {
  s = src; n = src.length; line = 1; lastTokLine = 1; outLen = 0; bTop = 0; curIndent = 0;
  pendingDecoLine = 0; lastStmtWasDeco = false; thisStmtIsDeco = false;
  let pos = 0;
  if (n >= 3 && s[0] === 0xef && s[1] === 0xbb && s[2] === 0xbf) pos = 3;
  let depth = 0;
  let atLineStart = true;
  let stmtStart = false;
  let compound = false;
  let prevDot = false;
  while (pos < n) {
    if (atLineStart) {
      let p = skipSpaces(pos);
      let ind = p - pos;
      while (p < n) {
        const c = s[p];
        if (c === 32) ind++;
        else if (c === 9) ind = ((ind >> 3) + 1) << 3;
        else if (c === 12) ind = 0;
        else break;
        p++;
      }
      if (p >= n) break;
      const c = s[p];
      if (c === 10) { line++; pos = p + 1; continue; }
      if (c === 13) { pos = p + 1; continue; }
      if (c === 35) { pos = findByte(p, 10); continue; }
      if (c === 92 && (ch(p + 1) === 10 || ch(p + 1) === 13)) { pos = skipInline(p); continue; }
      pos = p;
      atLineStart = false;
      if (thisStmtIsDeco) lastStmtWasDeco = true;
      thisStmtIsDeco = false;
      newLogicalLine(ind);
      stmtStart = true;
      compound = false;
      prevDot = false;
      continue;
    }
    const c = s[pos];
    // Tests ordered by frequency (they are exclusive): a space, an identifier, then the rest.
    if (c === 32) { pos++; continue; }
    if (isIdStart(c)) {
      const start = pos;
      const e = readIdent(pos);
      const q = ch(e);
      if ((q === 39 || q === 34) && isStringPrefix(start, e)) {
        pos = skipString(e, prefixHasF(start, e));
        lastTokLine = line; stmtStart = false; prevDot = false;
        continue;
      }
      pos = e;
      if (stmtStart && depth === 0) {
        stmtStart = false;
        if (word(start, e, 'import')) { pos = parseImport(e); lastTokLine = line; continue; }
        if (word(start, e, 'from')) { pos = parseFrom(e); lastTokLine = line; continue; }
        if (word(start, e, 'def')) { pos = defStmt(start, e, PD_FUNCTION, line); lastTokLine = line; continue; }
        if (word(start, e, 'class')) { pos = defStmt(start, e, PD_CLASS, line); lastTokLine = line; continue; }
        if (word(start, e, 'async')) {
          const p = peekInline(e);
          const e2 = readIdent(p);
          if (word(p, e2, 'def')) { const asyncLine = line; skipInline(e); pos = defStmt(start, e2, PD_FUNCTION, asyncLine); lastTokLine = line; continue; }
        }
        if (word(start, e, 'if')) {
          pushBlock(typeCheckingIf(e) ? B_TC : B_COND, -1);
          compound = true;
        } else if (isCompoundKeyword(start, e)) {
          pushBlock(B_COND, -1);
          compound = true;
        } else if (bTop === 0 || !inFunctionOrClass()) {
          const p = peekInline(e);
          const d = ch(p);
          if ((d === 61 && ch(p + 1) !== 61) || (d === 58 && !word(start, e, 'match') && !word(start, e, 'case') && !word(start, e, 'lambda'))) {
            const def = emit(PY_DEF, line, line, start, e, PD_VARIABLE);
            pushBlock(B_VAR, def);
          }
        }
      }
      if (!prevDot && (word(start, e, '__import__') || word(start, e, 'import_module'))) dynImport(start, e);
      else if (prevDot && word(start, e, 'import_module')) dynImport(start, e);
      else if (!prevDot && word(start, e, 'getattr')) getattrCall(start, e);
      lastTokLine = line;
      prevDot = false;
      continue;
    }
    switch (PY_BYTE_KIND[c]) {
      case K_NEWLINE:
        line++;
        pos++;
        if (depth === 0) atLineStart = true;
        continue;
      case K_SPACE:
        pos++;
        continue;
      case K_HASH:
        pos = findByte(pos, 10);
        continue;
      case K_BACKSLASH:
        if (ch(pos + 1) === 10 || ch(pos + 1) === 13) pos = skipInline(pos);
        else pos++;
        continue;
      case K_QUOTE:
        pos = skipString(pos, false);
        lastTokLine = line; stmtStart = false; prevDot = false;
        continue;
      case K_DIGIT:
        while (pos < n && (isId(s[pos]) || s[pos] === 46)) pos++;
        lastTokLine = line; stmtStart = false; prevDot = false;
        continue;
      case K_OPEN:
        depth++;
        stmtStart = false;
        break;
      case K_CLOSE:
        if (depth > 0) depth--;
        stmtStart = false;
        break;
      case K_SEMICOLON:
        stmtStart = depth === 0;
        break;
      case K_COLON:
        stmtStart = depth === 0 && compound;
        break;
      case K_DOT:
        lastTokLine = line;
        prevDot = true;
        stmtStart = false;
        pos++;
        continue;
      case K_AT:
        if (stmtStart && depth === 0) {
          lastTokLine = line; prevDot = false;
          const p = skipInline(pos + 1);
          const e = readDotted(p);
          emit(PY_DECORATOR, line, 0, p, e, lineEnd(pos));
          if (pendingDecoLine === 0) pendingDecoLine = line;
          thisStmtIsDeco = true;
          stmtStart = false;
          pos = e;
          continue;
        }
        stmtStart = false;
        break;
      default:
        stmtStart = false;
    }
    lastTokLine = line;
    prevDot = false;
    pos++;
  }
  newLogicalLine(-1);
  return { records: out.slice(0, outLen), chars: utf16Length(src) };
}

function inFunctionOrClass(): boolean {
  for (let i = 0; i < bTop; i++) if (bKind[i] === B_FUNC || bKind[i] === B_CLASS) return true;
  return false;
}

