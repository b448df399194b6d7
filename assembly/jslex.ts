// JS/TS import lexer kernel. ABI (wrapper: src/repo/lex/kernel.ts): a(len) -> input address; r(len) -> record
// count; o() -> records address; c() -> UTF-16 length of the input; w() -> the last run's defs and imports blobs
// (assembly/lib/blobs.ts); l(len) -> r(len) and w() in one call. Records: src/repo/lex/records.ts.
// The algorithm is kept line-for-line with its TypeScript twin src/languages/js/lex-twin.ts (same tests run on both); this file is
// derived from the twin mechanically by src/repo/lex/port-to-assembly.py: edit the twin, then re-run it.
import { allocInput, resetOutput, emit, ch, at, wordIs, lineEnd, utf16Length, setField, getField, n, OUT, outLen, REC } from './lib/lexbuf';
import { charClass, pyByteKind, jsByteKind, findByte, findAny4, findCounting, findPairCounting, scanLines, skipSpaces, CC_PY_START, CC_PY_ID, CC_JS_START, CC_JS_ID } from './lib/lexbuf';
import { readIdentJs as readIdent } from './lib/lexbuf';
import { writeJsBlobs } from './lib/blobs';

const JS_IMPORT: i32 = 1;
const JS_DYNAMIC: i32 = 2;
const JS_EVENT: i32 = 3;
const JS_DEF: i32 = 4;
const JK_STATIC: i32 = 1;
const JK_TYPE: i32 = 2;
const JK_REEXPORT: i32 = 3;
const JK_SIDE_EFFECT: i32 = 4;
const JK_DYNAMIC_CONST: i32 = 5;
const JK_REQUIRE: i32 = 6;
const JD_FUNCTION: i32 = 1;
const JD_CLASS: i32 = 2;
const JD_VARIABLE: i32 = 3;
const JD_CONST: i32 = 4;
const JD_INTERFACE: i32 = 5;
const JD_TYPE: i32 = 6;
const JD_ENUM: i32 = 7;
const J_OTHER: i32 = 0;
const J_NEWLINE: i32 = 1;
const J_SPACE: i32 = 2;
const J_SLASH: i32 = 3;
const J_QUOTE: i32 = 4;
const J_BACKTICK: i32 = 5;
const J_DIGIT: i32 = 6;
const J_OPEN: i32 = 7;
const J_RBRACE: i32 = 8;
const J_CLOSE: i32 = 9;
const J_SEMICOLON: i32 = 10;
const J_DOT: i32 = 11;
const J_PLUSMINUS: i32 = 12;


// Previous-token classes (regex vs division, statement starts).
const T_NONE = 0, T_IDENT = 1, T_NUM = 2, T_STR = 3, T_RPAREN = 4, T_RBRACE = 5, T_PUNCT = 6, T_KWEXPR = 7, T_SEMI = 8;
const MAX_TMPL = 256;

let line = 1;
const tmpl: usize = memory.data(MAX_TMPL * 4);
let tmplTop = 0;
let depth = 0;
let pend = -1;
let pendBlock = false;
let pendBody = false;

function isIdStart(c: i32): bool {
  return (charClass(c) & CC_JS_START) != 0;
}
function isId(c: i32): bool {
  return (charClass(c) & CC_JS_ID) != 0;
}
/** Skips whitespace and comments (counts lines). */
function skipWs(p: i32): i32 {
  while (p < n) {
    const c = at(p);
    if (c == 32 || c == 9 || c == 13 || c == 12 || c == 11) p++;
    else if (c == 10) { line++; p++; }
    else if (c == 47 && ch(p + 1) == 47) p = findByte(p, 10);
    else if (c == 47 && ch(p + 1) == 42) p = skipBlockComment(p + 2);
    else if (c == 0xc2 && ch(p + 1) == 0xa0) p += 2;
    else break;
  }
  return p;
}
function skipBlockComment(p: i32): i32 {
  const e = findPairCounting(p, 42, 47);
  line += scanLines;
  return e >= n ? n : e + 2;
}
/** Skips a '…' or "…" literal at p; an unescaped newline ends it (error recovery, e.g. apostrophes in JSX text). */
function skipStr(p: i32): i32 {
  const q = at(p);
  p++;
  while (p < n) {
    p = findAny4(p, q, 92, 10, q);
    if (p >= n) break;
    const c = at(p);
    if (c == q) return p + 1;
    if (c == 92) {
      const d = ch(p + 1);
      if (d == 10) line++;
      else if (d == 13 && ch(p + 2) == 10) { line++; p++; }
      p += 2;
    } else if (c == 10) return p;
    else p++;
  }
  return n;
}
/** Scans template text from p; returns after the closing backtick, or after `${` (pushing the substitution). */
function scanTemplate(p: i32): i32 {
  while (p < n) {
    p = findCounting(p, 92, 96, 36);
    line += scanLines;
    if (p >= n) break;
    const c = at(p);
    if (c == 92) { if (ch(p + 1) == 10) line++; p += 2; continue; }
    if (c == 96) return p + 1;
    if (c == 36 && ch(p + 1) == 123) {
      if (tmplTop < MAX_TMPL) store<i32>(tmpl + (<usize>(tmplTop++) << 2), depth);
      depth++;
      return p + 2;
    }
    p++;
  }
  return n;
}
function skipRegex(p: i32): i32 {
  let inClass = false;
  while (p < n) {
    const c = at(p);
    if (c == 92) { p += 2; continue; }
    if (c == 10) return p;
    if (c == 91) inClass = true;
    else if (c == 93) inClass = false;
    else if (c == 47 && !inClass) return readIdent(p + 1);
    p++;
  }
  return n;
}
/** If a string literal (or a template without substitutions) starts at p, returns its end, else -1. */
function literalEnd(p: i32): i32 {
  const c = ch(p);
  if (c == 39 || c == 34) {
    const saved = line;
    const e = skipStr(p);
    line = saved;
    return ch(e - 1) == c && e - 1 > p ? e : -1;
  }
  if (c == 96) {
    let q = p + 1;
    while (q < n) {
      const d = at(q);
      if (d == 92) { q += 2; continue; }
      if (d == 96) return q + 1;
      if (d == 36 && ch(q + 1) == 123) return -1;
      q++;
    }
  }
  return -1;
}
/** Returns the number of line feeds in [a, b) (what skipWs counts over whitespace and comments). */
function newlinesIn(a: i32, b: i32): i32 {
  let k = 0;
  for (let i = a; i < b; i++) if (at(i) == 10) k++;
  return k;
}
/** Lookahead: skips whitespace/comments without moving the line counter. */
function peekWs(p: i32): i32 {
  const saved = line;
  p = skipWs(p);
  line = saved;
  return p;
}

/** `import(` or `require(` at p (the paren): emits a constant edge or a dynamic site. Returns nothing. */
function callArg(idStart: i32, paren: i32, kind: i32, ln: i32): void {
  const a = peekWs(paren + 1);
  const e = literalEnd(a);
  if (e >= 0) {
    const after = peekWs(e);
    const d = ch(after);
    if (d == 41 || d == 44) { emit(JS_IMPORT, ln, kind, a + 1, e - 1, 0); return; }
  }
  emit(JS_DYNAMIC, ln, 0, idStart, lineEnd(idStart), 0);
}

/** Scans `{ a, type b as c, "x" as d }` from p (at `{`); returns [end, entries, typeEntries] packed as end and globals. */
let braceEntries = 0;
let braceTypes = 0;
function scanBraces(p: i32): i32 {
  braceEntries = 0; braceTypes = 0;
  p++;
  let entryStart = true;
  while (p < n) {
    p = skipWs(p);
    const c = ch(p);
    if (c == 125) return p + 1;
    if (c == 44) { entryStart = true; p++; continue; }
    if (c == 39 || c == 34) { p = skipStr(p); if (entryStart) braceEntries++; entryStart = false; continue; }
    if (isIdStart(c)) {
      const e = readIdent(p);
      if (entryStart) {
        braceEntries++;
        if (wordIs(p, e, 4, 0x65707974, 0xffffffff, 0x0, 0x0)) {
          const q = peekWs(e);
          const d = ch(q);
          if (isIdStart(d) || d == 39 || d == 34) {
            const e2 = readIdent(q);
            if (!(wordIs(q, e2, 2, 0x7361, 0xffff, 0x0, 0x0) && (ch(peekWs(e2)) == 44 || ch(peekWs(e2)) == 125))) braceTypes++;
          }
        }
      }
      entryStart = false;
      p = e;
      continue;
    }
    return p; // not an import/export list
  }
  return n;
}

/** Handles `import …` after the keyword (at e); returns where scanning resumes. */
function handleImport(kwStart: i32, e: i32): i32 {
  const ln = line;
  let p = peekWs(e);
  const c = ch(p);
  if (c == 40) { callArg(kwStart, p, JK_DYNAMIC_CONST, ln); return e; }
  if (c == 46) return e;
  p = skipWs(e);
  if (c == 39 || c == 34) {
    const end = literalEnd(p);
    if (end < 0) return p;
    emit(JS_IMPORT, ln, JK_SIDE_EFFECT, p + 1, end - 1, 0);
    return end;
  }
  let typeOnly = false;
  if (isIdStart(c)) {
    const te = readIdent(p);
    if (wordIs(p, te, 4, 0x65707974, 0xffffffff, 0x0, 0x0)) {
      const q = peekWs(te);
      const d = ch(q);
      if (d == 123 || d == 42) { typeOnly = true; p = skipWs(te); }
      else if (isIdStart(d)) {
        const qe = readIdent(q);
        const isFromKeyword = wordIs(q, qe, 4, 0x6d6f7266, 0xffffffff, 0x0, 0x0) && (ch(peekWs(qe)) == 39 || ch(peekWs(qe)) == 34);
        if (!isFromKeyword) { typeOnly = true; p = skipWs(te); }
      }
    }
  }
  let other = false;
  let entries = 0;
  let types = 0;
  for (let guard = 0; guard < 64 && p < n; guard++) {
    p = skipWs(p);
    const d = ch(p);
    if (d == 123) {
      p = scanBraces(p);
      entries += braceEntries; types += braceTypes;
      if (ch(p - 1) != 125) return p;
      continue;
    }
    if (d == 42 || d == 44) { if (d == 42) other = true; p++; continue; }
    if (!isIdStart(d)) return p;
    const ie = readIdent(p);
    if (wordIs(p, ie, 4, 0x6d6f7266, 0xffffffff, 0x0, 0x0)) {
      const saved = line;
      const q = skipWs(ie);
      const end = literalEnd(q);
      if (end >= 0) {
        const allTypes = entries > 0 && types == entries && !other;
        emit(JS_IMPORT, ln, typeOnly || allTypes ? JK_TYPE : JK_STATIC, q + 1, end - 1, 0);
        return end;
      }
      // A name called `from` (`import from from "x"`): read again from after it, so its newlines count once.
      line = saved;
      other = true;
      p = ie;
      continue;
    }
    if (wordIs(p, ie, 2, 0x7361, 0xffff, 0x0, 0x0)) { p = ie; continue; }
    const q = peekWs(ie);
    if (ch(q) == 61 && ch(q + 1) != 61) {
      // TS `import x = require("y")` (or a namespace alias `import x = A.B`, which is no edge)
      let r = skipWs(ie) + 1;
      r = skipWs(r);
      const re = readIdent(r);
      if (wordIs(r, re, 7, 0x65726975716572, 0xffffffffffffff, 0x0, 0x0)) {
        const paren = peekWs(re);
        if (ch(paren) == 40) {
          const a = peekWs(paren + 1);
          const end = literalEnd(a);
          if (end >= 0) {
            emit(JS_IMPORT, ln, typeOnly ? JK_TYPE : JK_REQUIRE, a + 1, end - 1, 0);
            line += newlinesIn(re, a); // the scan goes past what the looks skipped: count its lines
            return end;
          }
        }
      }
      return r;
    }
    other = true;
    p = ie;
  }
  return p;
}

/** Handles `export …` list/star forms with `from`; returns the resume position (e when a declaration follows). */
function handleExport(e: i32): i32 {
  const ln = line;
  let p = peekWs(e);
  let typeOnly = false;
  if (isIdStart(ch(p))) {
    const te = readIdent(p);
    if (!wordIs(p, te, 4, 0x65707974, 0xffffffff, 0x0, 0x0)) return e;
    const q = peekWs(te);
    if (ch(q) != 123 && ch(q) != 42) return e;
    typeOnly = true;
    p = q;
  }
  const c = ch(p);
  if (c != 123 && c != 42) return e;
  p = skipWs(e);
  if (typeOnly) p = skipWs(readIdent(p));
  let allTypes = false;
  if (c == 123) {
    p = scanBraces(p);
    if (ch(p - 1) != 125) return p;
    allTypes = braceEntries > 0 && braceTypes == braceEntries;
  } else {
    p = skipWs(p + 1);
    const ae = readIdent(p);
    if (wordIs(p, ae, 2, 0x7361, 0xffff, 0x0, 0x0)) {
      p = skipWs(ae);
      const le = literalEnd(p);
      p = le >= 0 ? le : readIdent(p);
    }
  }
  const q = peekWs(p);
  const fe = readIdent(q);
  if (!wordIs(q, fe, 4, 0x6d6f7266, 0xffffffff, 0x0, 0x0)) return p;
  line += newlinesIn(p, q); // the look at `from` counted no lines: count them now that the scan goes past it
  const r = skipWs(fe);
  const end = literalEnd(r);
  if (end < 0) return r;
  emit(JS_IMPORT, ln, typeOnly || allTypes ? JK_TYPE : JK_REEXPORT, r + 1, end - 1, 0);
  return end;
}

function closePending(endLine: i32): void {
  if (pend < 0) return;
  const at = pend * REC;
  setField(pend, 2, endLine > getField(pend, 1) ? endLine : getField(pend, 1));
  pend = -1;
}
function openDef(startLine: i32, ns: i32, ne: i32, kind: i32, block: bool): void {
  pend = emit(JS_DEF, startLine, startLine, ns, ne, kind);
  pendBlock = block;
  pendBody = false;
}

/**
 * Returns the records of one JS/TS source (REC i32s each, see records.ts) and its UTF-16 length.
 * Never throws: malformed input yields fewer records, not an error.
 */
function run(len: i32): i32 {
  resetOutput(len); line = 1; outLen = 0; tmplTop = 0; depth = 0; pend = -1; pendBlock = false; pendBody = false;
  let pos = 0;
  if (n >= 3 && at(0) == 0xef && at(1) == 0xbb && at(2) == 0xbf) pos = 3;
  if (ch(pos) == 35 && ch(pos + 1) == 33) pos = findByte(pos, 10);
  let last = T_NONE;
  let lastLine = 1;
  let nl = false;
  let prevDot = false;
  let mod = false;
  let modLine = 0;
  let exportDefault = false;
  while (pos < n) {
    const c = at(pos);
    // Tests ordered by frequency (they are exclusive): a space, an identifier, then a dispatch on the byte's kind.
    if (c == 32) { pos++; continue; }
    if (isIdStart(c) || c == 35) {
      const start = pos;
      const e = readIdent(pos + 1);
      pos = e;
      let cls = T_IDENT;
      if (prevDot) {
        if (wordIs(start, e, 2, 0x6e6f, 0xffff, 0x0, 0x0) || wordIs(start, e, 4, 0x65636e6f, 0xffffffff, 0x0, 0x0) || wordIs(start, e, 16, 0x746e657645646461, 0xffffffffffffffff, 0x72656e657473694c, 0xffffffffffffffff) || wordIs(start, e, 11, 0x657473694c646461, 0xffffffffffffffff, 0x72656e, 0xffffff) || wordIs(start, e, 15, 0x4c646e6570657270, 0xffffffffffffffff, 0x72656e65747369, 0xffffffffffffff)) {
          const paren = peekWs(e);
          if (ch(paren) == 40) {
            const a = peekWs(paren + 1);
            const le = literalEnd(a);
            if (le >= 0) emit(JS_EVENT, line, start, a + 1, le - 1, lineEnd(start));
          }
        }
      } else {
        const stmt = depth == 0 && (last == T_NONE || last == T_SEMI || last == T_RBRACE || nl || mod);
        if (wordIs(start, e, 6, 0x74726f706d69, 0xffffffffffff, 0x0, 0x0)) {
          if (stmt && !mod) closePending(lastLine);
          pos = handleImport(start, e);
          mod = false;
        } else if (wordIs(start, e, 7, 0x65726975716572, 0xffffffffffffff, 0x0, 0x0)) {
          const paren = peekWs(e);
          if (ch(paren) == 40) callArg(start, paren, JK_REQUIRE, line);
        } else if (stmt) {
          const wasMod = mod;
          const ln = wasMod ? modLine : line;
          // ASI: a newline after an operand ends a pending `const x = …` / `type T = …`; after an operator it continues.
          const operandEnd = last == T_SEMI || last == T_RBRACE || last == T_IDENT || last == T_NUM || last == T_STR || last == T_RPAREN;
          if (!wasMod && pend >= 0 && !(pendBlock && pendBody) && operandEnd) closePending(lastLine);
          if (wordIs(start, e, 6, 0x74726f707865, 0xffffffffffff, 0x0, 0x0)) {
            closePending(lastLine);
            mod = true; modLine = line;
            const r = handleExport(e);
            if (r != e) { pos = r; mod = false; last = T_STR; lastLine = line; nl = false; continue; }
            lastLine = line; nl = false; continue;
          }
          if (wordIs(start, e, 7, 0x6572616c636564, 0xffffffffffffff, 0x0, 0x0) || wordIs(start, e, 8, 0x7463617274736261, 0xffffffffffffffff, 0x0, 0x0) || (wasMod && wordIs(start, e, 7, 0x746c7561666564, 0xffffffffffffff, 0x0, 0x0))) {
            if (!wasMod) { closePending(lastLine); modLine = line; }
            mod = true;
            if (wordIs(start, e, 7, 0x746c7561666564, 0xffffffffffffff, 0x0, 0x0)) {
              const q = peekWs(e);
              const qe = readIdent(q);
              if (!(wordIs(q, qe, 8, 0x6e6f6974636e7566, 0xffffffffffffffff, 0x0, 0x0) || wordIs(q, qe, 5, 0x7373616c63, 0xffffffffff, 0x0, 0x0) || wordIs(q, qe, 5, 0x636e797361, 0xffffffffff, 0x0, 0x0) || wordIs(q, qe, 8, 0x7463617274736261, 0xffffffffffffffff, 0x0, 0x0))) {
                mod = false;
                openDef(ln, 0, 0, JD_CONST, false);
              } else exportDefault = true;
            }
            lastLine = line; nl = false; continue;
          }
          const kw = declKeyword(start, e);
          if (kw > 0) {
            if (!wasMod) closePending(lastLine);
            pos = declaration(kw, start, e, ln, exportDefault);
            mod = false; exportDefault = false;
            last = T_IDENT; lastLine = line; nl = false; continue;
          }
          mod = false; exportDefault = false;
        }
        if (isExprKeyword(start, e)) cls = T_KWEXPR;
      }
      last = cls; lastLine = line; nl = false; prevDot = false;
      continue;
    }
    switch (jsByteKind(c)) {
      case J_NEWLINE:
        line++; nl = true; pos++;
        continue;
      case J_SPACE:
        pos++;
        continue;
      case J_SLASH: {
        const d = ch(pos + 1);
        if (d == 47) { pos = findByte(pos, 10); continue; }
        if (d == 42) { const l0 = line; pos = skipBlockComment(pos + 2); if (line != l0) nl = true; continue; }
        if (last == T_NONE || last == T_PUNCT || last == T_KWEXPR || last == T_RBRACE || last == T_SEMI) {
          pos = skipRegex(pos + 1);
          last = T_STR;
        } else { pos++; last = T_PUNCT; }
        lastLine = line; nl = false; prevDot = false; mod = false;
        continue;
      }
      case J_QUOTE:
        pos = skipStr(pos);
        last = T_STR; lastLine = line; nl = false; prevDot = false; mod = false;
        continue;
      case J_BACKTICK:
        pos = scanTemplate(pos + 1);
        last = ch(pos - 1) == 123 ? T_PUNCT : T_STR;
        lastLine = line; nl = false; prevDot = false; mod = false;
        continue;
      case J_DIGIT:
        pos++;
        while (pos < n && (isId(at(pos)) || at(pos) == 46)) pos++;
        last = T_NUM; lastLine = line; nl = false; prevDot = false; mod = false;
        continue;
      case J_OPEN:
        lastLine = line; nl = false; mod = false; prevDot = false;
        if (c == 123 && depth == 0 && pend >= 0 && pendBlock) pendBody = true;
        depth++;
        last = T_PUNCT;
        break;
      case J_RBRACE:
        lastLine = line; nl = false; mod = false; prevDot = false;
        if (depth > 0) depth--;
        if (tmplTop > 0 && load<i32>(tmpl + (<usize>(tmplTop - 1) << 2)) == depth) {
          tmplTop--;
          pos = scanTemplate(pos + 1);
          last = ch(pos - 1) == 123 ? T_PUNCT : T_STR;
          continue;
        }
        if (depth == 0 && pend >= 0 && pendBlock && pendBody) closePending(line);
        last = T_RBRACE;
        break;
      case J_CLOSE:
        lastLine = line; nl = false; mod = false; prevDot = false;
        if (depth > 0) depth--;
        last = T_RPAREN;
        break;
      case J_SEMICOLON:
        lastLine = line; nl = false; mod = false; prevDot = false;
        if (depth == 0 && pend >= 0 && !(pendBlock && pendBody)) closePending(line);
        last = T_SEMI;
        break;
      case J_DOT:
        lastLine = line; nl = false; mod = false;
        if (ch(pos + 1) == 46 && ch(pos + 2) == 46) { prevDot = false; pos += 3; last = T_PUNCT; continue; }
        prevDot = true;
        last = T_PUNCT;
        break;
      case J_PLUSMINUS:
        lastLine = line; nl = false; mod = false; prevDot = false;
        // `a++ / b`: treat postfix ++/-- as ending an operand
        if (ch(pos + 1) == c && (last == T_IDENT || last == T_RPAREN)) { pos += 2; continue; }
        last = T_PUNCT;
        break;
      default:
        lastLine = line; nl = false; mod = false; prevDot = false;
        last = T_PUNCT;
    }
    pos++;
  }
  closePending(lastLine);
  return outLen / REC;
}

/** Returns a JD_* kind when [a,b) starts a declaration keyword we record, else 0. */
function declKeyword(a: i32, b: i32): i32 {
  if (wordIs(a, b, 8, 0x6e6f6974636e7566, 0xffffffffffffffff, 0x0, 0x0)) return JD_FUNCTION;
  if (wordIs(a, b, 5, 0x7373616c63, 0xffffffffff, 0x0, 0x0)) return JD_CLASS;
  if (wordIs(a, b, 5, 0x74736e6f63, 0xffffffffff, 0x0, 0x0)) return JD_CONST;
  if (wordIs(a, b, 3, 0x74656c, 0xffffff, 0x0, 0x0) || wordIs(a, b, 3, 0x726176, 0xffffff, 0x0, 0x0)) return JD_VARIABLE;
  if (wordIs(a, b, 9, 0x6361667265746e69, 0xffffffffffffffff, 0x65, 0xff)) return JD_INTERFACE;
  if (wordIs(a, b, 4, 0x65707974, 0xffffffff, 0x0, 0x0)) return JD_TYPE;
  if (wordIs(a, b, 4, 0x6d756e65, 0xffffffff, 0x0, 0x0)) return JD_ENUM;
  if (wordIs(a, b, 5, 0x636e797361, 0xffffffffff, 0x0, 0x0)) return 100;
  return 0;
}

/** Parses a declaration after its keyword; opens the pending def. Returns the resume position. */
function declaration(kind: i32, kwStart: i32, e: i32, startLine: i32, isDefault: bool): i32 {
  let p = peekWs(e);
  if (kind == 100) {
    const fe = readIdent(p);
    if (!wordIs(p, fe, 8, 0x6e6f6974636e7566, 0xffffffffffffffff, 0x0, 0x0)) return e;
    kind = JD_FUNCTION;
    p = peekWs(fe);
  }
  if (kind == JD_FUNCTION && ch(p) == 42) p = peekWs(p + 1);
  if (kind == JD_CONST && isIdStart(ch(p))) {
    const ee = readIdent(p);
    if (wordIs(p, ee, 4, 0x6d756e65, 0xffffffff, 0x0, 0x0)) { kind = JD_ENUM; p = peekWs(ee); }
  }
  const c = ch(p);
  if (!isIdStart(c)) {
    if ((kind == JD_FUNCTION || kind == JD_CLASS) && isDefault) { openDef(startLine, 0, 0, kind, true); }
    return e;
  }
  const ne = readIdent(p);
  if (kind == JD_TYPE || kind == JD_INTERFACE || kind == JD_ENUM) {
    const q = peekWs(ne);
    const d = ch(q);
    if (kind == JD_TYPE && d != 61 && d != 60) return e;
    if (kind != JD_TYPE && d != 123 && d != 60 && !(kind == JD_INTERFACE && isIdStart(d))) return e;
  }
  if (kind == JD_CLASS && (wordIs(p, ne, 7, 0x73646e65747865, 0xffffffffffffff, 0x0, 0x0) || wordIs(p, ne, 10, 0x6e656d656c706d69, 0xffffffffffffffff, 0x7374, 0xffff))) {
    openDef(startLine, 0, 0, kind, true);
    return e;
  }
  const block = kind == JD_FUNCTION || kind == JD_CLASS || kind == JD_INTERFACE || kind == JD_ENUM;
  openDef(startLine, p, ne, kind, block);
  void kwStart;
  line += newlinesIn(e, p); // the scan goes on from the name: count the lines the looks before it skipped
  return ne;
}

function isExprKeyword(a: i32, b: i32): bool {
  switch (b - a) {
    case 2: return wordIs(a, b, 2, 0x6e69, 0xffff, 0x0, 0x0) || wordIs(a, b, 2, 0x666f, 0xffff, 0x0, 0x0) || wordIs(a, b, 2, 0x6f64, 0xffff, 0x0, 0x0);
    case 3: return wordIs(a, b, 3, 0x77656e, 0xffffff, 0x0, 0x0);
    case 4: return wordIs(a, b, 4, 0x64696f76, 0xffffffff, 0x0, 0x0) || wordIs(a, b, 4, 0x65736163, 0xffffffff, 0x0, 0x0) || wordIs(a, b, 4, 0x65736c65, 0xffffffff, 0x0, 0x0);
    case 5: return wordIs(a, b, 5, 0x776f726874, 0xffffffffff, 0x0, 0x0) || wordIs(a, b, 5, 0x646c656979, 0xffffffffff, 0x0, 0x0) || wordIs(a, b, 5, 0x7469617761, 0xffffffffff, 0x0, 0x0);
    case 6: return wordIs(a, b, 6, 0x6e7275746572, 0xffffffffffff, 0x0, 0x0) || wordIs(a, b, 6, 0x666f65707974, 0xffffffffffff, 0x0, 0x0) || wordIs(a, b, 6, 0x6574656c6564, 0xffffffffffff, 0x0, 0x0);
    case 10: return wordIs(a, b, 10, 0x65636e6174736e69, 0xffffffffffffffff, 0x666f, 0xffff);
    default: return false;
  }
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
  return writeJsBlobs();
}
/** lex: r(len) then w() in one call (one crossing per file); the returned header also holds the record count and address. */
export function l(len: i32): usize {
  run(len);
  return writeJsBlobs();
}
