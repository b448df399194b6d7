// Python import lexer kernel. ABI (wrapper: src/repo/lex/kernel.ts): a(len) -> input address; r(len) -> record
// count; o() -> records address; c() -> UTF-16 length of the input; w() -> the last run's defs and imports blobs
// (assembly/lib/blobs.ts); l(len) -> r(len) and w() in one call. Records: src/repo/lex/records.ts.
// The algorithm is kept line-for-line with its TypeScript twin src/languages/python/lex-twin.ts (same tests run on both); this file is
// derived from the twin mechanically by src/repo/lex/port-to-assembly.py: edit the twin, then re-run it.
import { allocInput, resetOutput, emit, ch, at, wordIs, lineEnd, utf16Length, setField, getField, n, OUT, outLen, REC } from './lib/lexbuf';
import { charClass, pyByteKind, jsByteKind, findByte, findAny4, findCounting, findPairCounting, scanLines, skipSpaces, CC_PY_START, CC_PY_ID, CC_JS_START, CC_JS_ID } from './lib/lexbuf';
import { readIdentPy as readIdent } from './lib/lexbuf';
import { writePythonBlobs } from './lib/blobs';

const PY_IMPORT: i32 = 1;
const PY_FROM: i32 = 2;
const PY_NAME: i32 = 3;
const PY_DYNCONST: i32 = 4;
const PY_DYNIMPORT: i32 = 5;
const PY_GETATTR: i32 = 6;
const PY_DECORATOR: i32 = 7;
const PY_DEF: i32 = 8;
const PY_GETATTR_CONST: i32 = 9;
const F_COND: i32 = 1;
const F_LAZY: i32 = 2;
const F_TC: i32 = 4;
const PD_FUNCTION: i32 = 1;
const PD_CLASS: i32 = 2;
const PD_VARIABLE: i32 = 3;
const K_OTHER: i32 = 0;
const K_NEWLINE: i32 = 1;
const K_SPACE: i32 = 2;
const K_HASH: i32 = 3;
const K_BACKSLASH: i32 = 4;
const K_QUOTE: i32 = 5;
const K_DIGIT: i32 = 6;
const K_OPEN: i32 = 7;
const K_CLOSE: i32 = 8;
const K_SEMICOLON: i32 = 9;
const K_COLON: i32 = 10;
const K_DOT: i32 = 11;
const K_AT: i32 = 12;


const B_FUNC = 1, B_CLASS = 2, B_COND = 3, B_TC = 4, B_VAR = 5;
const MAX_BLOCKS = 512;

let line = 1;
let lastTokLine = 1;
const bIndent: usize = memory.data(MAX_BLOCKS * 4);
const bKind: usize = memory.data(MAX_BLOCKS * 4);
const bDef: usize = memory.data(MAX_BLOCKS * 4);
let bTop = 0;
let curIndent = 0;
let pendingDecoLine = 0;
let lastStmtWasDeco = false;
let thisStmtIsDeco = false;



function isIdStart(c: i32): bool {
  return (charClass(c) & CC_PY_START) != 0;
}
function isId(c: i32): bool {
  return (charClass(c) & CC_PY_ID) != 0;
}
function isStringPrefix(a: i32, b: i32): bool {
  const len = b - a;
  if (len < 1 || len > 2) return false;
  for (let i = a; i < b; i++) {
    const c = at(i) | 32;
    if (c != 114 && c != 98 && c != 117 && c != 102 && c != 116) return false; // r b u f t
  }
  return true;
}
function prefixHasF(a: i32, b: i32): bool {
  for (let i = a; i < b; i++) {
    const c = at(i) | 32;
    if (c == 102 || c == 116) return true;
  }
  return false;
}
/** Skips spaces, tabs and backslash continuations on the logical line (counts lines). */
function skipInline(p: i32): i32 {
  while (p < n) {
    const c = at(p);
    if (c == 32 || c == 9 || c == 12) p++;
    else if (c == 92 && ch(p + 1) == 10) { p += 2; line++; }
    else if (c == 92 && ch(p + 1) == 13 && ch(p + 2) == 10) { p += 3; line++; }
    else if (c == 92 && ch(p + 1) == 13) p += 2; // a lone CR ends a line too (lines count LFs): the loop never stalls on it
    else break;
  }
  return p;
}
/** Returns where skipInline(p) would stop, without counting the lines it passes (a lookahead). */
function peekInline(p: i32): i32 {
  const saved = line;
  const q = skipInline(p);
  line = saved;
  return q;
}
/** Skips whitespace, newlines and comments inside brackets (counts lines). */
function skipMulti(p: i32): i32 {
  while (p < n) {
    const c = at(p);
    if (c == 32 || c == 9 || c == 12 || c == 13) p++;
    else if (c == 10) { p++; line++; }
    else if (c == 92 && (ch(p + 1) == 10 || ch(p + 1) == 13)) p++;
    else if (c == 35) p = findByte(p, 10);
    else break;
  }
  return p;
}
/** Returns the end of a dotted name starting at p (identifiers joined by dots, no spaces). */
function readDotted(p: i32): i32 {
  let e = p;
  while (p < n && isIdStart(at(p))) {
    p = readIdent(p);
    e = p;
    if (ch(p) == 46 && isIdStart(ch(p + 1))) p++;
    else break;
  }
  return e;
}

/** Skips an f-string replacement field starting after its `{`; returns the position after the matching `}`. */
function skipFExpr(p: i32, triple: bool): i32 {
  let depth = 0;
  while (p < n) {
    const c = at(p);
    if (c == 39 || c == 34) { p = skipString(p, false); continue; }
    if (isIdStart(c)) {
      const e = readIdent(p);
      const q = ch(e);
      if ((q == 39 || q == 34) && isStringPrefix(p, e)) p = skipString(e, prefixHasF(p, e));
      else p = e;
      continue;
    }
    if (c == 10) {
      if (!triple) return p;
      line++;
    } else if (c == 123 || c == 40 || c == 91) depth++;
    else if (c == 125) {
      if (depth == 0) return p + 1;
      depth--;
    } else if (c == 41 || c == 93) { if (depth > 0) depth--; }
    p++;
  }
  return p;
}

/** Skips a string literal whose opening quote is at p; returns the position after it (or at the newline that cut it). */
function skipString(p: i32, isF: bool): i32 {
  const q = at(p);
  if (ch(p + 1) == q && ch(p + 2) == q) {
    p += 3;
    const stop = isF ? 123 : q;
    while (p < n) {
      p = findCounting(p, 92, q, stop);
      line += scanLines;
      if (p >= n) break;
      const c = at(p);
      if (c == 92) { if (ch(p + 1) == 10) line++; p += 2; }
      else if (c == q && ch(p + 1) == q && ch(p + 2) == q) return p + 3;
      else if (isF && c == 123) { if (ch(p + 1) == 123) p += 2; else p = skipFExpr(p + 1, true); }
      else p++;
    }
    return n;
  }
  p++;
  const stop = isF ? 123 : q;
  while (p < n) {
    p = findAny4(p, q, 92, 10, stop);
    if (p >= n) break;
    const c = at(p);
    if (c == q) return p + 1;
    if (c == 92) {
      const d = ch(p + 1);
      if (d == 10) line++;
      else if (d == 13 && ch(p + 2) == 10) { line++; p++; }
      p += 2;
    } else if (c == 10) return p;
    else if (isF && c == 123) { if (ch(p + 1) == 123) p += 2; else p = skipFExpr(p + 1, false); }
    else p++;
  }
  return n;
}

/** Import flags implied by the enclosing blocks. */
function blockFlags(): i32 {
  let f = 0;
  for (let i = 0; i < bTop; i++) {
    const k = load<i32>(bKind + (<usize>(i) << 2));
    if (k == B_FUNC) f |= F_LAZY;
    else if (k == B_TC) f |= F_TC;
    else if (k == B_COND) f |= F_COND;
  }
  return f;
}
function inFunction(): bool {
  for (let i = 0; i < bTop; i++) if (load<i32>(bKind + (<usize>(i) << 2)) == B_FUNC) return true;
  return false;
}
function enclosingClassDef(): i32 {
  for (let i = bTop - 1; i >= 0; i--) if (load<i32>(bKind + (<usize>(i) << 2)) == B_CLASS) return load<i32>(bDef + (<usize>(i) << 2));
  return -1;
}
function pushBlock(kind: i32, def: i32): void {
  if (bTop >= MAX_BLOCKS) return;
  store<i32>(bIndent + (<usize>(bTop) << 2), curIndent); store<i32>(bKind + (<usize>(bTop) << 2), kind); store<i32>(bDef + (<usize>(bTop) << 2), def);
  bTop++;
}
function newLogicalLine(indent: i32): void {
  while (bTop > 0 && load<i32>(bIndent + (<usize>(bTop - 1) << 2)) >= indent) {
    bTop--;
    const d = load<i32>(bDef + (<usize>(bTop) << 2));
    if (d >= 0) setField(d, 2, lastTokLine);
  }
  curIndent = indent;
  if (!lastStmtWasDeco) pendingDecoLine = 0;
  lastStmtWasDeco = false;
}

function parseImport(p: i32): i32 {
  const flags = blockFlags();
  const ln = line; // every name of the statement is on its first line, as in Python's ast
  while (true) {
    p = skipInline(p);
    const ms = p;
    p = readDotted(p);
    if (p == ms) return p;
    const me = p;
    p = skipInline(p);
    let alias = 0;
    if (isIdStart(ch(p))) {
      const e = readIdent(p);
      if (wordIs(p, e, 2, 0x7361, 0xffff, 0x0, 0x0)) { p = skipInline(e); alias = p; p = readIdent(p); p = skipInline(p); }
    }
    emit(PY_IMPORT, ln, flags, ms, me, alias);
    if (ch(p) != 44) return p;
    p++;
  }
}

function parseFrom(p: i32): i32 {
  const ln = line;
  p = skipInline(p);
  let level = 0;
  while (ch(p) == 46) { level++; p++; p = skipInline(p); }
  let ms = p;
  let me = p;
  if (isIdStart(ch(p))) {
    const e = readIdent(p);
    if (!(level > 0 && wordIs(p, e, 6, 0x74726f706d69, 0xffffffffffff, 0x0, 0x0))) { me = readDotted(p); p = skipInline(me); }
  }
  if (!isIdStart(ch(p))) return p;
  const ke = readIdent(p);
  if (!wordIs(p, ke, 6, 0x74726f706d69, 0xffffffffffff, 0x0, 0x0)) return p;
  if (me == ms) { ms = 0; me = 0; }
  emit(PY_FROM, ln, blockFlags(), ms, me, level);
  p = skipInline(ke);
  const paren = ch(p) == 40;
  if (paren) p++;
  while (true) {
    p = paren ? skipMulti(p) : skipInline(p);
    const c = ch(p);
    if (c == 42) { emit(PY_NAME, line, 0, p, p + 1, 0); p++; break; }
    if (!isIdStart(c)) break;
    const ne = readIdent(p);
    const ns = p;
    const nl = line;
    p = paren ? skipMulti(ne) : skipInline(ne);
    let alias = 0;
    if (isIdStart(ch(p))) {
      const e = readIdent(p);
      if (wordIs(p, e, 2, 0x7361, 0xffff, 0x0, 0x0)) { p = paren ? skipMulti(e) : skipInline(e); alias = p; p = readIdent(p); p = paren ? skipMulti(p) : skipInline(p); }
    }
    emit(PY_NAME, nl, 0, ns, ne, alias);
    if (ch(p) == 44) { p++; continue; }
    break;
  }
  if (paren) { p = skipMulti(p); if (ch(p) == 41) p++; }
  return p;
}

/** Reads a def/class after its keyword (the statement starting on line `kwLine`); returns where the loop goes on. */
function defStmt(kwStart: i32, p: i32, kind: i32, kwLine: i32): i32 {
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
  pushBlock(kind == PD_CLASS ? B_CLASS : B_FUNC, def);
  if (ne > ns) return ne;
  line = kwLine; // no name: the loop goes on from the keyword, and counts what skipInline passed itself
  return kwStart + 1;
}

/** Lookahead: after `name(`, is the first argument a plain string literal closed by `,` or `)`? Returns its end or -1. */
function constStringArg(p: i32): i32 {
  const saved = line;
  p = skipMulti(p);
  let c = ch(p);
  if (isIdStart(c)) {
    const e = readIdent(p);
    const q = ch(e);
    if (!((q == 39 || q == 34) && isStringPrefix(p, e) && !prefixHasF(p, e))) { line = saved; return -1; }
    p = e;
    c = q;
  }
  if (c != 39 && c != 34) { line = saved; return -1; }
  const e = skipString(p, false);
  const after = skipMulti(e);
  line = saved;
  const d = ch(after);
  if (d == 44 || d == 41) return e;
  return -1;
}

/** Emits the site of a call of __import__/import_module whose name is [idStart, p), if it is one. A lookahead: `line` stays. */
function dynImport(idStart: i32, p: i32): void {
  const q = peekInline(p);
  if (ch(q) != 40) return;
  const saved = line;
  const arg = skipMulti(q + 1);
  const e = constStringArg(q + 1);
  line = saved;
  if (e >= 0) {
    let cs = arg;
    while (cs < e && at(cs) != 39 && at(cs) != 34) cs++;
    const c0 = at(cs);
    let qlen = 1;
    if (ch(cs + 1) == c0 && ch(cs + 2) == c0 && e - cs >= 6) qlen = 3;
    emit(PY_DYNCONST, line, blockFlags(), cs + qlen, e - qlen, 0);
  } else {
    emit(PY_DYNIMPORT, line, 0, idStart, lineEnd(idStart), 0);
  }
}

/** Returns the position of the `,` or `)` that ends the call argument starting at p (lookahead; restores line). */
function skipArg(p: i32): i32 {
  const saved = line;
  let depth = 0;
  while (p < n) {
    const c = at(p);
    if (c == 39 || c == 34) { p = skipString(p, false); continue; }
    if (isIdStart(c)) {
      const e = readIdent(p);
      const q = ch(e);
      if ((q == 39 || q == 34) && isStringPrefix(p, e)) p = skipString(e, prefixHasF(p, e));
      else p = e;
      continue;
    }
    if (c == 35) { p = findByte(p, 10); continue; }
    if (c == 40 || c == 91 || c == 123) depth++;
    else if (c == 41 || c == 93 || c == 125) { if (depth == 0) break; depth--; }
    else if (c == 44 && depth == 0) break;
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
function getattrCall(idStart: i32, p: i32): void {
  const q = peekInline(p);
  if (ch(q) != 40) return;
  const comma = skipArg(q + 1);
  if (ch(comma) != 44) return;
  const e = constStringArg(comma + 1);
  if (e < 0) { emit(PY_GETATTR, line, 0, idStart, lineEnd(idStart), 0); return; }
  const saved = line;
  const rs = skipMulti(q + 1);
  const re = readIdent(rs);
  const after = skipMulti(re);
  const arg = skipMulti(comma + 1);
  line = saved;
  if (re == rs || after != comma) return;
  let cs = arg;
  while (cs < e && at(cs) != 39 && at(cs) != 34) cs++;
  const c0 = at(cs);
  let qlen = 1;
  if (ch(cs + 1) == c0 && ch(cs + 2) == c0 && e - cs >= 6) qlen = 3;
  emit(PY_GETATTR_CONST, line, rs, re, cs + qlen, e - qlen);
}

/** Returns true when the `if` ending at p tests TYPE_CHECKING (a lookahead: `line` stays). */
function typeCheckingIf(p: i32): bool {
  p = peekInline(p);
  let e = readIdent(p);
  if (wordIs(p, e, 6, 0x676e69707974, 0xffffffffffff, 0x0, 0x0) || wordIs(p, e, 1, 0x74, 0xff, 0x0, 0x0)) {
    if (ch(e) != 46) return false;
    p = e + 1;
    e = readIdent(p);
  }
  if (!wordIs(p, e, 13, 0x4548435f45505954, 0xffffffffffffffff, 0x474e494b43, 0xffffffffff)) return false;
  p = peekInline(e);
  return ch(p) == 58;
}

function isCompoundKeyword(a: i32, b: i32): bool {
  return wordIs(a, b, 4, 0x65736c65, 0xffffffff, 0x0, 0x0) || wordIs(a, b, 3, 0x797274, 0xffffff, 0x0, 0x0) || wordIs(a, b, 6, 0x747065637865, 0xffffffffffff, 0x0, 0x0) || wordIs(a, b, 7, 0x796c6c616e6966, 0xffffffffffffff, 0x0, 0x0) ||
    wordIs(a, b, 4, 0x68746977, 0xffffffff, 0x0, 0x0) || wordIs(a, b, 3, 0x726f66, 0xffffff, 0x0, 0x0) || wordIs(a, b, 5, 0x656c696877, 0xffffffffff, 0x0, 0x0) || wordIs(a, b, 4, 0x66696c65, 0xffffffff, 0x0, 0x0);
}

/**
 * Returns the records of one Python source (REC i32s each, see records.ts) and its UTF-16 length.
 * Never throws on malformed input: unterminated strings end at their line, unbalanced brackets are tolerated.
 */
function run(len: i32): i32 {
  resetOutput(len); line = 1; lastTokLine = 1; outLen = 0; bTop = 0; curIndent = 0;
  pendingDecoLine = 0; lastStmtWasDeco = false; thisStmtIsDeco = false;
  let pos = 0;
  if (n >= 3 && at(0) == 0xef && at(1) == 0xbb && at(2) == 0xbf) pos = 3;
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
        const c = at(p);
        if (c == 32) ind++;
        else if (c == 9) ind = ((ind >> 3) + 1) << 3;
        else if (c == 12) ind = 0;
        else break;
        p++;
      }
      if (p >= n) break;
      const c = at(p);
      if (c == 10) { line++; pos = p + 1; continue; }
      if (c == 13) { pos = p + 1; continue; }
      if (c == 35) { pos = findByte(p, 10); continue; }
      if (c == 92 && (ch(p + 1) == 10 || ch(p + 1) == 13)) { pos = skipInline(p); continue; }
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
    const c = at(pos);
    // Tests ordered by frequency (they are exclusive): a space, an identifier, then the rest.
    if (c == 32) { pos++; continue; }
    if (isIdStart(c)) {
      const start = pos;
      const e = readIdent(pos);
      const q = ch(e);
      if ((q == 39 || q == 34) && isStringPrefix(start, e)) {
        pos = skipString(e, prefixHasF(start, e));
        lastTokLine = line; stmtStart = false; prevDot = false;
        continue;
      }
      pos = e;
      if (stmtStart && depth == 0) {
        stmtStart = false;
        if (wordIs(start, e, 6, 0x74726f706d69, 0xffffffffffff, 0x0, 0x0)) { pos = parseImport(e); lastTokLine = line; continue; }
        if (wordIs(start, e, 4, 0x6d6f7266, 0xffffffff, 0x0, 0x0)) { pos = parseFrom(e); lastTokLine = line; continue; }
        if (wordIs(start, e, 3, 0x666564, 0xffffff, 0x0, 0x0)) { pos = defStmt(start, e, PD_FUNCTION, line); lastTokLine = line; continue; }
        if (wordIs(start, e, 5, 0x7373616c63, 0xffffffffff, 0x0, 0x0)) { pos = defStmt(start, e, PD_CLASS, line); lastTokLine = line; continue; }
        if (wordIs(start, e, 5, 0x636e797361, 0xffffffffff, 0x0, 0x0)) {
          const p = peekInline(e);
          const e2 = readIdent(p);
          if (wordIs(p, e2, 3, 0x666564, 0xffffff, 0x0, 0x0)) { const asyncLine = line; skipInline(e); pos = defStmt(start, e2, PD_FUNCTION, asyncLine); lastTokLine = line; continue; }
        }
        if (wordIs(start, e, 2, 0x6669, 0xffff, 0x0, 0x0)) {
          pushBlock(typeCheckingIf(e) ? B_TC : B_COND, -1);
          compound = true;
        } else if (isCompoundKeyword(start, e)) {
          pushBlock(B_COND, -1);
          compound = true;
        } else if (bTop == 0 || !inFunctionOrClass()) {
          const p = peekInline(e);
          const d = ch(p);
          if ((d == 61 && ch(p + 1) != 61) || (d == 58 && !wordIs(start, e, 5, 0x686374616d, 0xffffffffff, 0x0, 0x0) && !wordIs(start, e, 4, 0x65736163, 0xffffffff, 0x0, 0x0) && !wordIs(start, e, 6, 0x6164626d616c, 0xffffffffffff, 0x0, 0x0))) {
            const def = emit(PY_DEF, line, line, start, e, PD_VARIABLE);
            pushBlock(B_VAR, def);
          }
        }
      }
      if (!prevDot && (wordIs(start, e, 10, 0x74726f706d695f5f, 0xffffffffffffffff, 0x5f5f, 0xffff) || wordIs(start, e, 13, 0x6d5f74726f706d69, 0xffffffffffffffff, 0x656c75646f, 0xffffffffff))) dynImport(start, e);
      else if (prevDot && wordIs(start, e, 13, 0x6d5f74726f706d69, 0xffffffffffffffff, 0x656c75646f, 0xffffffffff)) dynImport(start, e);
      else if (!prevDot && wordIs(start, e, 7, 0x72747461746567, 0xffffffffffffff, 0x0, 0x0)) getattrCall(start, e);
      lastTokLine = line;
      prevDot = false;
      continue;
    }
    switch (pyByteKind(c)) {
      case K_NEWLINE:
        line++;
        pos++;
        if (depth == 0) atLineStart = true;
        continue;
      case K_SPACE:
        pos++;
        continue;
      case K_HASH:
        pos = findByte(pos, 10);
        continue;
      case K_BACKSLASH:
        if (ch(pos + 1) == 10 || ch(pos + 1) == 13) pos = skipInline(pos);
        else pos++;
        continue;
      case K_QUOTE:
        pos = skipString(pos, false);
        lastTokLine = line; stmtStart = false; prevDot = false;
        continue;
      case K_DIGIT:
        while (pos < n && (isId(at(pos)) || at(pos) == 46)) pos++;
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
        stmtStart = depth == 0;
        break;
      case K_COLON:
        stmtStart = depth == 0 && compound;
        break;
      case K_DOT:
        lastTokLine = line;
        prevDot = true;
        stmtStart = false;
        pos++;
        continue;
      case K_AT:
        if (stmtStart && depth == 0) {
          lastTokLine = line; prevDot = false;
          const p = skipInline(pos + 1);
          const e = readDotted(p);
          emit(PY_DECORATOR, line, 0, p, e, lineEnd(pos));
          if (pendingDecoLine == 0) pendingDecoLine = line;
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
  return outLen / REC;
}

function inFunctionOrClass(): bool {
  for (let i = 0; i < bTop; i++) if (load<i32>(bKind + (<usize>(i) << 2)) == B_FUNC || load<i32>(bKind + (<usize>(i) << 2)) == B_CLASS) return true;
  return false;
}


/** alloc: returns where the host writes `len` input bytes. */
export function a(len: i32): usize {
  return allocInput(len);
}
/** run: lexes the `len` bytes at the input address; returns the record count. */
export function r(len: i32): i32 {
  return run(len);
}
/** recordsPtr */
export function o(): usize {
  return OUT;
}
/** chars: UTF-16 length of the last input (computed on demand: the host skips it for ASCII input). */
export function c(): i32 {
  return utf16Length();
}
/** writeBlobs: writes the last run's defs and imports column blobs; returns the address of [defsPtr, defsLen, importsPtr, importsLen, decoratorsPtr, decoratorsLen]. */
export function w(): usize {
  return writePythonBlobs();
}
/** lex: r(len) then w() in one call (one crossing per file); the returned header also holds the record count and address. */
export function l(len: i32): usize {
  run(len);
  return writePythonBlobs();
}
