// Plain-TypeScript twin of the JS/TS import lexer kernel (assembly/jslex.ts): same algorithm, same records.
// One pass over UTF-8 bytes; skips comments, strings, template literals (nested `${}`), regex literals (by the
// previous-token heuristic); records imports/exports/require/import(), top-level declarations and `.on("x")` calls.
import { utf16Length } from '../../repo/lex/utf16.js';
import {
  REC, JS_IMPORT, JS_DYNAMIC, JS_EVENT, JS_DEF,
  JK_STATIC, JK_TYPE, JK_REEXPORT, JK_SIDE_EFFECT, JK_DYNAMIC_CONST, JK_REQUIRE,
  JD_FUNCTION, JD_CLASS, JD_VARIABLE, JD_CONST, JD_INTERFACE, JD_TYPE, JD_ENUM,
} from '../../repo/lex/records.js';
import { CHAR_CLASS, CC_JS_START, CC_JS_ID, JS_BYTE_KIND, J_NEWLINE, J_SPACE, J_SLASH, J_QUOTE, J_BACKTICK, J_DIGIT, J_OPEN, J_RBRACE, J_CLOSE, J_SEMICOLON, J_DOT, J_PLUSMINUS } from '../../repo/lex/charclass.js';

// Previous-token classes (regex vs division, statement starts).
const T_NONE = 0, T_IDENT = 1, T_NUM = 2, T_STR = 3, T_RPAREN = 4, T_RBRACE = 5, T_PUNCT = 6, T_KWEXPR = 7, T_SEMI = 8;
const MAX_TMPL = 256;

let s: Uint8Array = new Uint8Array(0);
let n = 0;
let line = 1;
let out: Int32Array = new Int32Array(600);
let outLen = 0;
const tmpl = new Int32Array(MAX_TMPL);
let tmplTop = 0;
let depth = 0;
let pend = -1;
let pendBlock = false;
let pendBody = false;

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
  return (CHAR_CLASS[c] & CC_JS_START) !== 0;
}
function isId(c: number): boolean {
  return (CHAR_CLASS[c] & CC_JS_ID) !== 0;
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
/** Returns the first position i >= p where bytes a, b follow each other, or n; sets scanLines to the newlines before it. */
function findPairCounting(p: number, a: number, b: number): number {
  if (p >= n) return p;
  let lines = 0;
  for (; p + 1 < n; p++) {
    const x = s[p];
    if (x === a && s[p + 1] === b) { scanLines = lines; return p; }
    if (x === 10) lines++;
  }
  if (p < n && s[p] === 10) lines++;
  scanLines = lines;
  return n;
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
function word(a: number, b: number, w: string): boolean {
  if (b - a !== w.length) return false;
  for (let i = 0; i < w.length; i++) if (s[a + i] !== w.charCodeAt(i)) return false;
  return true;
}
function lineEnd(p: number): number {
  let e = p;
  const cap = p + 160;
  while (e < n && e < cap && s[e] !== 10 && s[e] !== 13) e++;
  return e;
}
/** Skips whitespace and comments (counts lines). */
function skipWs(p: number): number {
  while (p < n) {
    const c = s[p];
    if (c === 32 || c === 9 || c === 13 || c === 12 || c === 11) p++;
    else if (c === 10) { line++; p++; }
    else if (c === 47 && ch(p + 1) === 47) p = findByte(p, 10);
    else if (c === 47 && ch(p + 1) === 42) p = skipBlockComment(p + 2);
    else if (c === 0xc2 && ch(p + 1) === 0xa0) p += 2;
    else break;
  }
  return p;
}
function skipBlockComment(p: number): number {
  const e = findPairCounting(p, 42, 47);
  line += scanLines;
  return e >= n ? n : e + 2;
}
/** Skips a '…' or "…" literal at p; an unescaped newline ends it (error recovery, e.g. apostrophes in JSX text). */
function skipStr(p: number): number {
  const q = s[p];
  p++;
  while (p < n) {
    p = findAny4(p, q, 92, 10, q);
    if (p >= n) break;
    const c = s[p];
    if (c === q) return p + 1;
    if (c === 92) {
      const d = ch(p + 1);
      if (d === 10) line++;
      else if (d === 13 && ch(p + 2) === 10) { line++; p++; }
      p += 2;
    } else if (c === 10) return p;
    else p++;
  }
  return n;
}
/** Scans template text from p; returns after the closing backtick, or after `${` (pushing the substitution). */
function scanTemplate(p: number): number {
  while (p < n) {
    p = findCounting(p, 92, 96, 36);
    line += scanLines;
    if (p >= n) break;
    const c = s[p];
    if (c === 92) { if (ch(p + 1) === 10) line++; p += 2; continue; }
    if (c === 96) return p + 1;
    if (c === 36 && ch(p + 1) === 123) {
      if (tmplTop < MAX_TMPL) tmpl[tmplTop++] = depth;
      depth++;
      return p + 2;
    }
    p++;
  }
  return n;
}
function skipRegex(p: number): number {
  let inClass = false;
  while (p < n) {
    const c = s[p];
    if (c === 92) { p += 2; continue; }
    if (c === 10) return p;
    if (c === 91) inClass = true;
    else if (c === 93) inClass = false;
    else if (c === 47 && !inClass) return readIdent(p + 1);
    p++;
  }
  return n;
}
/** If a string literal (or a template without substitutions) starts at p, returns its end, else -1. */
function literalEnd(p: number): number {
  const c = ch(p);
  if (c === 39 || c === 34) {
    const saved = line;
    const e = skipStr(p);
    line = saved;
    return ch(e - 1) === c && e - 1 > p ? e : -1;
  }
  if (c === 96) {
    let q = p + 1;
    while (q < n) {
      const d = s[q];
      if (d === 92) { q += 2; continue; }
      if (d === 96) return q + 1;
      if (d === 36 && ch(q + 1) === 123) return -1;
      q++;
    }
  }
  return -1;
}
/** Returns the number of line feeds in [a, b) (what skipWs counts over whitespace and comments). */
function newlinesIn(a: number, b: number): number {
  let k = 0;
  for (let i = a; i < b; i++) if (s[i] === 10) k++;
  return k;
}
/** Lookahead: skips whitespace/comments without moving the line counter. */
function peekWs(p: number): number {
  const saved = line;
  p = skipWs(p);
  line = saved;
  return p;
}

/** `import(` or `require(` at p (the paren): emits a constant edge or a dynamic site. Returns nothing. */
function callArg(idStart: number, paren: number, kind: number, ln: number): void {
  const a = peekWs(paren + 1);
  const e = literalEnd(a);
  if (e >= 0) {
    const after = peekWs(e);
    const d = ch(after);
    if (d === 41 || d === 44) { emit(JS_IMPORT, ln, kind, a + 1, e - 1, 0); return; }
  }
  emit(JS_DYNAMIC, ln, 0, idStart, lineEnd(idStart), 0);
}

/** Scans `{ a, type b as c, "x" as d }` from p (at `{`); returns [end, entries, typeEntries] packed as end and globals. */
let braceEntries = 0;
let braceTypes = 0;
function scanBraces(p: number): number {
  braceEntries = 0; braceTypes = 0;
  p++;
  let entryStart = true;
  while (p < n) {
    p = skipWs(p);
    const c = ch(p);
    if (c === 125) return p + 1;
    if (c === 44) { entryStart = true; p++; continue; }
    if (c === 39 || c === 34) { p = skipStr(p); if (entryStart) braceEntries++; entryStart = false; continue; }
    if (isIdStart(c)) {
      const e = readIdent(p);
      if (entryStart) {
        braceEntries++;
        if (word(p, e, 'type')) {
          const q = peekWs(e);
          const d = ch(q);
          if (isIdStart(d) || d === 39 || d === 34) {
            const e2 = readIdent(q);
            if (!(word(q, e2, 'as') && (ch(peekWs(e2)) === 44 || ch(peekWs(e2)) === 125))) braceTypes++;
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
function handleImport(kwStart: number, e: number): number {
  const ln = line;
  let p = peekWs(e);
  const c = ch(p);
  if (c === 40) { callArg(kwStart, p, JK_DYNAMIC_CONST, ln); return e; }
  if (c === 46) return e;
  p = skipWs(e);
  if (c === 39 || c === 34) {
    const end = literalEnd(p);
    if (end < 0) return p;
    emit(JS_IMPORT, ln, JK_SIDE_EFFECT, p + 1, end - 1, 0);
    return end;
  }
  let typeOnly = false;
  if (isIdStart(c)) {
    const te = readIdent(p);
    if (word(p, te, 'type')) {
      const q = peekWs(te);
      const d = ch(q);
      if (d === 123 || d === 42) { typeOnly = true; p = skipWs(te); }
      else if (isIdStart(d)) {
        const qe = readIdent(q);
        const isFromKeyword = word(q, qe, 'from') && (ch(peekWs(qe)) === 39 || ch(peekWs(qe)) === 34);
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
    if (d === 123) {
      p = scanBraces(p);
      entries += braceEntries; types += braceTypes;
      if (ch(p - 1) !== 125) return p;
      continue;
    }
    if (d === 42 || d === 44) { if (d === 42) other = true; p++; continue; }
    if (!isIdStart(d)) return p;
    const ie = readIdent(p);
    if (word(p, ie, 'from')) {
      const saved = line;
      const q = skipWs(ie);
      const end = literalEnd(q);
      if (end >= 0) {
        const allTypes = entries > 0 && types === entries && !other;
        emit(JS_IMPORT, ln, typeOnly || allTypes ? JK_TYPE : JK_STATIC, q + 1, end - 1, 0);
        return end;
      }
      // A name called `from` (`import from from "x"`): read again from after it, so its newlines count once.
      line = saved;
      other = true;
      p = ie;
      continue;
    }
    if (word(p, ie, 'as')) { p = ie; continue; }
    const q = peekWs(ie);
    if (ch(q) === 61 && ch(q + 1) !== 61) {
      // TS `import x = require("y")` (or a namespace alias `import x = A.B`, which is no edge)
      let r = skipWs(ie) + 1;
      r = skipWs(r);
      const re = readIdent(r);
      if (word(r, re, 'require')) {
        const paren = peekWs(re);
        if (ch(paren) === 40) {
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
function handleExport(e: number): number {
  const ln = line;
  let p = peekWs(e);
  let typeOnly = false;
  if (isIdStart(ch(p))) {
    const te = readIdent(p);
    if (!word(p, te, 'type')) return e;
    const q = peekWs(te);
    if (ch(q) !== 123 && ch(q) !== 42) return e;
    typeOnly = true;
    p = q;
  }
  const c = ch(p);
  if (c !== 123 && c !== 42) return e;
  p = skipWs(e);
  if (typeOnly) p = skipWs(readIdent(p));
  let allTypes = false;
  if (c === 123) {
    p = scanBraces(p);
    if (ch(p - 1) !== 125) return p;
    allTypes = braceEntries > 0 && braceTypes === braceEntries;
  } else {
    p = skipWs(p + 1);
    const ae = readIdent(p);
    if (word(p, ae, 'as')) {
      p = skipWs(ae);
      const le = literalEnd(p);
      p = le >= 0 ? le : readIdent(p);
    }
  }
  const q = peekWs(p);
  const fe = readIdent(q);
  if (!word(q, fe, 'from')) return p;
  line += newlinesIn(p, q); // the look at `from` counted no lines: count them now that the scan goes past it
  const r = skipWs(fe);
  const end = literalEnd(r);
  if (end < 0) return r;
  emit(JS_IMPORT, ln, typeOnly || allTypes ? JK_TYPE : JK_REEXPORT, r + 1, end - 1, 0);
  return end;
}

function closePending(endLine: number): void {
  if (pend < 0) return;
  const at = pend * REC;
  out[at + 2] = endLine > out[at + 1] ? endLine : out[at + 1];
  pend = -1;
}
function openDef(startLine: number, ns: number, ne: number, kind: number, block: boolean): void {
  pend = emit(JS_DEF, startLine, startLine, ns, ne, kind);
  pendBlock = block;
  pendBody = false;
}

/**
 * Returns the records of one JS/TS source (REC i32s each, see records.ts) and its UTF-16 length.
 * Never throws: malformed input yields fewer records, not an error.
 */
export function lexJsRecords(src: Uint8Array): { records: Int32Array; chars: number } {
  s = src; n = src.length; line = 1; outLen = 0; tmplTop = 0; depth = 0; pend = -1; pendBlock = false; pendBody = false;
  let pos = 0;
  if (n >= 3 && s[0] === 0xef && s[1] === 0xbb && s[2] === 0xbf) pos = 3;
  if (ch(pos) === 35 && ch(pos + 1) === 33) pos = findByte(pos, 10);
  let last = T_NONE;
  let lastLine = 1;
  let nl = false;
  let prevDot = false;
  let mod = false;
  let modLine = 0;
  let exportDefault = false;
  while (pos < n) {
    const c = s[pos];
    // Tests ordered by frequency (they are exclusive): a space, an identifier, then a dispatch on the byte's kind.
    if (c === 32) { pos++; continue; }
    if (isIdStart(c) || c === 35) {
      const start = pos;
      const e = readIdent(pos + 1);
      pos = e;
      let cls = T_IDENT;
      if (prevDot) {
        if (word(start, e, 'on') || word(start, e, 'once') || word(start, e, 'addEventListener') || word(start, e, 'addListener') || word(start, e, 'prependListener')) {
          const paren = peekWs(e);
          if (ch(paren) === 40) {
            const a = peekWs(paren + 1);
            const le = literalEnd(a);
            if (le >= 0) emit(JS_EVENT, line, start, a + 1, le - 1, lineEnd(start));
          }
        }
      } else {
        const stmt = depth === 0 && (last === T_NONE || last === T_SEMI || last === T_RBRACE || nl || mod);
        if (word(start, e, 'import')) {
          if (stmt && !mod) closePending(lastLine);
          pos = handleImport(start, e);
          mod = false;
        } else if (word(start, e, 'require')) {
          const paren = peekWs(e);
          if (ch(paren) === 40) callArg(start, paren, JK_REQUIRE, line);
        } else if (stmt) {
          const wasMod = mod;
          const ln = wasMod ? modLine : line;
          // ASI: a newline after an operand ends a pending `const x = …` / `type T = …`; after an operator it continues.
          const operandEnd = last === T_SEMI || last === T_RBRACE || last === T_IDENT || last === T_NUM || last === T_STR || last === T_RPAREN;
          if (!wasMod && pend >= 0 && !(pendBlock && pendBody) && operandEnd) closePending(lastLine);
          if (word(start, e, 'export')) {
            closePending(lastLine);
            mod = true; modLine = line;
            const r = handleExport(e);
            if (r !== e) { pos = r; mod = false; last = T_STR; lastLine = line; nl = false; continue; }
            lastLine = line; nl = false; continue;
          }
          if (word(start, e, 'declare') || word(start, e, 'abstract') || (wasMod && word(start, e, 'default'))) {
            if (!wasMod) { closePending(lastLine); modLine = line; }
            mod = true;
            if (word(start, e, 'default')) {
              const q = peekWs(e);
              const qe = readIdent(q);
              if (!(word(q, qe, 'function') || word(q, qe, 'class') || word(q, qe, 'async') || word(q, qe, 'abstract'))) {
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
    switch (JS_BYTE_KIND[c]) {
      case J_NEWLINE:
        line++; nl = true; pos++;
        continue;
      case J_SPACE:
        pos++;
        continue;
      case J_SLASH: {
        const d = ch(pos + 1);
        if (d === 47) { pos = findByte(pos, 10); continue; }
        if (d === 42) { const l0 = line; pos = skipBlockComment(pos + 2); if (line !== l0) nl = true; continue; }
        if (last === T_NONE || last === T_PUNCT || last === T_KWEXPR || last === T_RBRACE || last === T_SEMI) {
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
        last = ch(pos - 1) === 123 ? T_PUNCT : T_STR;
        lastLine = line; nl = false; prevDot = false; mod = false;
        continue;
      case J_DIGIT:
        pos++;
        while (pos < n && (isId(s[pos]) || s[pos] === 46)) pos++;
        last = T_NUM; lastLine = line; nl = false; prevDot = false; mod = false;
        continue;
      case J_OPEN:
        lastLine = line; nl = false; mod = false; prevDot = false;
        if (c === 123 && depth === 0 && pend >= 0 && pendBlock) pendBody = true;
        depth++;
        last = T_PUNCT;
        break;
      case J_RBRACE:
        lastLine = line; nl = false; mod = false; prevDot = false;
        if (depth > 0) depth--;
        if (tmplTop > 0 && tmpl[tmplTop - 1] === depth) {
          tmplTop--;
          pos = scanTemplate(pos + 1);
          last = ch(pos - 1) === 123 ? T_PUNCT : T_STR;
          continue;
        }
        if (depth === 0 && pend >= 0 && pendBlock && pendBody) closePending(line);
        last = T_RBRACE;
        break;
      case J_CLOSE:
        lastLine = line; nl = false; mod = false; prevDot = false;
        if (depth > 0) depth--;
        last = T_RPAREN;
        break;
      case J_SEMICOLON:
        lastLine = line; nl = false; mod = false; prevDot = false;
        if (depth === 0 && pend >= 0 && !(pendBlock && pendBody)) closePending(line);
        last = T_SEMI;
        break;
      case J_DOT:
        lastLine = line; nl = false; mod = false;
        if (ch(pos + 1) === 46 && ch(pos + 2) === 46) { prevDot = false; pos += 3; last = T_PUNCT; continue; }
        prevDot = true;
        last = T_PUNCT;
        break;
      case J_PLUSMINUS:
        lastLine = line; nl = false; mod = false; prevDot = false;
        // `a++ / b`: treat postfix ++/-- as ending an operand
        if (ch(pos + 1) === c && (last === T_IDENT || last === T_RPAREN)) { pos += 2; continue; }
        last = T_PUNCT;
        break;
      default:
        lastLine = line; nl = false; mod = false; prevDot = false;
        last = T_PUNCT;
    }
    pos++;
  }
  closePending(lastLine);
  return { records: out.slice(0, outLen), chars: utf16Length(src) };
}

/** Returns a JD_* kind when [a,b) starts a declaration keyword we record, else 0. */
function declKeyword(a: number, b: number): number {
  if (word(a, b, 'function')) return JD_FUNCTION;
  if (word(a, b, 'class')) return JD_CLASS;
  if (word(a, b, 'const')) return JD_CONST;
  if (word(a, b, 'let') || word(a, b, 'var')) return JD_VARIABLE;
  if (word(a, b, 'interface')) return JD_INTERFACE;
  if (word(a, b, 'type')) return JD_TYPE;
  if (word(a, b, 'enum')) return JD_ENUM;
  if (word(a, b, 'async')) return 100;
  return 0;
}

/** Parses a declaration after its keyword; opens the pending def. Returns the resume position. */
function declaration(kind: number, kwStart: number, e: number, startLine: number, isDefault: boolean): number {
  let p = peekWs(e);
  if (kind === 100) {
    const fe = readIdent(p);
    if (!word(p, fe, 'function')) return e;
    kind = JD_FUNCTION;
    p = peekWs(fe);
  }
  if (kind === JD_FUNCTION && ch(p) === 42) p = peekWs(p + 1);
  if (kind === JD_CONST && isIdStart(ch(p))) {
    const ee = readIdent(p);
    if (word(p, ee, 'enum')) { kind = JD_ENUM; p = peekWs(ee); }
  }
  const c = ch(p);
  if (!isIdStart(c)) {
    if ((kind === JD_FUNCTION || kind === JD_CLASS) && isDefault) { openDef(startLine, 0, 0, kind, true); }
    return e;
  }
  const ne = readIdent(p);
  if (kind === JD_TYPE || kind === JD_INTERFACE || kind === JD_ENUM) {
    const q = peekWs(ne);
    const d = ch(q);
    if (kind === JD_TYPE && d !== 61 && d !== 60) return e;
    if (kind !== JD_TYPE && d !== 123 && d !== 60 && !(kind === JD_INTERFACE && isIdStart(d))) return e;
  }
  if (kind === JD_CLASS && (word(p, ne, 'extends') || word(p, ne, 'implements'))) {
    openDef(startLine, 0, 0, kind, true);
    return e;
  }
  const block = kind === JD_FUNCTION || kind === JD_CLASS || kind === JD_INTERFACE || kind === JD_ENUM;
  openDef(startLine, p, ne, kind, block);
  void kwStart;
  line += newlinesIn(e, p); // the scan goes on from the name: count the lines the looks before it skipped
  return ne;
}

function isExprKeyword(a: number, b: number): boolean {
  switch (b - a) {
    case 2: return word(a, b, 'in') || word(a, b, 'of') || word(a, b, 'do');
    case 3: return word(a, b, 'new');
    case 4: return word(a, b, 'void') || word(a, b, 'case') || word(a, b, 'else');
    case 5: return word(a, b, 'throw') || word(a, b, 'yield') || word(a, b, 'await');
    case 6: return word(a, b, 'return') || word(a, b, 'typeof') || word(a, b, 'delete');
    case 10: return word(a, b, 'instanceof');
    default: return false;
  }
}

