/**
 * The Java and Kotlin import lexer, in TypeScript (one token loop over the bytes; no kernel: measured in
 * bench/java-index.bench.mjs). It returns what the resolver (resolve.ts) needs to name the files a file reaches, as raw
 * imports (records.ts says how each is spelled):
 * - the package clause and the top-level names the file declares (types; Kotlin's top-level functions and properties
 *   too), as one record;
 * - single-type, on-demand (`a.b.*`) and static imports;
 * - every simple name that could be a class of the file's own package (an identifier starting with a capital letter,
 *   not after a `.`, outside comments and strings: Java's naming convention; Kotlin's bare calls `f(…)` too), once
 *   each, at its first line; names the file declares or imports by name are left out (they shadow the package's);
 * - qualified names in code (`com.acme.util.Strings.pad(…)`: lower-case parts up to the first capitalized one);
 * - `Class.forName("a.b.C")` and `loader.loadClass("a.b.C")` with a literal (a dynamic edge); with any other
 *   argument, a dynamic site (a declared blind spot).
 * Definitions: types (nested ones as `Outer.Inner`) and methods and constructors (`Type.method`), with line ranges.
 * Never throws on bad syntax: what cannot be read is skipped.
 * @internal
 */
import type { Def, DynamicSite, LexResult, RawImport } from '../../repo/types.js';
import { utf16Length } from '../../repo/lex/utf16.js';
import { PACKAGE_CLAUSE_SPEC, QUALIFIED, STATIC } from './records.js';

// Token kinds.
const EOF = 0, IDENT = 1, PUNCT = 2, STR = 3, NUM = 4;

// The scanner keeps its state in module variables (one file at a time, no token objects): the current token's kind,
// byte range, line, and whether a newline came before it (Kotlin ends statements there).
let s: Buffer = Buffer.alloc(0);
let n = 0;
let p = 0;
let line = 1;
let kotlin = false;
let tk = EOF;
let ta = 0;
let tb = 0;
let tline = 1;
let tnl = false;
/** The previous token was `.` (a member name follows, never a class of the package). */
let afterDot = false;
/** The line of the previous token (after a body, its closing brace's). */
let lastLine = 1;
/** Collect references (off inside package and import statements). */
let collect = true;

// What the file yields.
let refs = new Map<string, number>();
let qualified = new Map<string, number>();
let declared = new Set<string>();
let dynamic: DynamicSite[] = [];
let dynImports: RawImport[] = [];
/** `forName`/`loadClass` seen after a `.`: 1 its name, 2 its `(`; its line. */
let dynState = 0;
let dynLine = 0;
/** The previous identifier token was a type-declaring keyword: the next identifier is a declared name. */
let declNext = false;
/**
 * Inside a top-level type's header (`class A extends B implements C<D>`), and the names read there: the type's nested
 * types are not in scope in its header, so they do not shadow the package's classes of the same name.
 */
let inTopHeader = false;
let headerNames = new Set<string>();

const isIdStart = (c: number): boolean => c === 95 || c === 36 || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c >= 128;
const isIdPart = (c: number): boolean => isIdStart(c) || (c >= 48 && c <= 57);
const isUpper = (c: number): boolean => c >= 65 && c <= 90;
const isLower = (c: number): boolean => (c >= 97 && c <= 122) || c === 95;

/** The scanner's position, to read ahead and come back. */
interface Mark { p: number; line: number; tk: number; ta: number; tb: number; tline: number; tnl: boolean; afterDot: boolean; lastLine: number }
const mark = (): Mark => ({ p, line, tk, ta, tb, tline, tnl, afterDot, lastLine });
/** Returns nothing; puts the scanner back at `m` (references noted meanwhile stay: they are read again anyway). */
function reset(m: Mark): void {
  ({ p, line, tk, ta, tb, tline, tnl, afterDot, lastLine } = m);
}

/** Returns true when the current token's bytes spell `w`. */
function is(w: string): boolean {
  if (tb - ta !== w.length) return false;
  for (let k = 0; k < w.length; k++) if (s[ta + k] !== w.charCodeAt(k)) return false;
  return true;
}

/** Returns true when the current token is the punctuation `c` (a char code). */
const punct = (c: number): boolean => tk === PUNCT && s[ta] === c;

/** Returns true when the current token is an identifier (a call: TypeScript does not narrow it across next()). */
const ident = (): boolean => tk === IDENT;

/** Returns the current token's text. */
const text = (): string => s.toString('utf8', ta, tb);

/** Skips spaces and comments (Kotlin's block comments nest); counts newlines. */
function skipWs(): void {
  while (p < n) {
    const c = s[p]!;
    if (c === 32 || c === 9 || c === 13 || c === 12) { p++; continue; }
    if (c === 10) { line++; p++; continue; }
    if (c === 47 && s[p + 1] === 47) { const e = s.indexOf(10, p); p = e < 0 ? n : e; continue; }
    if (c === 47 && s[p + 1] === 42) {
      let depth = 1;
      p += 2;
      while (p < n && depth > 0) {
        const d = s[p]!;
        if (d === 10) line++;
        else if (d === 42 && s[p + 1] === 47) { depth--; p++; }
        else if (kotlin && d === 47 && s[p + 1] === 42) { depth++; p++; }
        p++;
      }
      continue;
    }
    return;
  }
}

/** Skips a string or char literal at p: Java text blocks, Kotlin raw strings and `${…}` templates. */
function skipString(): void {
  const q = s[p]!;
  if (q === 34 && s[p + 1] === 34 && s[p + 2] === 34) {
    p += 3;
    while (p < n && !(s[p] === 34 && s[p + 1] === 34 && s[p + 2] === 34)) {
      const c = s[p]!;
      if (c === 10) line++;
      else if (c === 92 && !kotlin) p++;
      else if (kotlin && c === 36 && s[p + 1] === 123) { p++; skipTemplate(); continue; }
      p++;
    }
    p += 3;
    while (p < n && s[p] === 34) p++; // `""""` ends with the last three quotes
    return;
  }
  for (p++; p < n; p++) {
    const c = s[p]!;
    if (c === 92) { p++; continue; }
    if (kotlin && q === 34 && c === 36 && s[p + 1] === 123) { p++; skipTemplate(); p--; continue; }
    if (c === q) { p++; return; }
    if (c === 10) return; // an unterminated literal ends at its line
  }
}

/** Skips a Kotlin template expression `{…}` at p (nested braces and strings), to just past its `}`. */
function skipTemplate(): void {
  let depth = 0;
  while (p < n) {
    const c = s[p]!;
    if (c === 34 || c === 39) { skipString(); continue; }
    if (c === 10) line++;
    if (c === 123) depth++;
    else if (c === 125 && --depth === 0) { p++; return; }
    p++;
  }
}

/** Reads the next token into tk/ta/tb/tline, recording references, declared names and dynamic class loads. */
function next(): void {
  afterDot = tk === PUNCT && s[ta] === 46;
  lastLine = tline;
  const before = line;
  skipWs();
  tnl = line !== before || p === 0;
  tline = line;
  ta = p;
  if (p >= n) { tk = EOF; tb = p; return; }
  const c = s[p]!;
  if (isIdStart(c)) {
    p++;
    while (p < n && isIdPart(s[p]!)) p++;
    tk = IDENT;
  } else if (c >= 48 && c <= 57) {
    p++;
    while (p < n) {
      const d = s[p]!;
      if (isIdPart(d) || (d === 46 && s[p + 1]! >= 48 && s[p + 1]! <= 57)) p++;
      else if ((d === 43 || d === 45) && (s[p - 1] === 101 || s[p - 1] === 69 || s[p - 1] === 112 || s[p - 1] === 80) && s[ta + 1] !== 120 && s[ta + 1] !== 88) p++; // 1e-5
      else break;
    }
    tk = NUM;
  } else if (c === 34 || c === 39) {
    skipString();
    tk = STR;
  } else if (c === 96 && kotlin) {
    const e = s.indexOf(96, p + 1);
    p = e < 0 ? n : e + 1;
    tk = IDENT;
  } else {
    p++;
    tk = PUNCT;
  }
  tb = p;
  if (tk === IDENT) onIdent();
  else if (dynState) onDynamic();
}

/** Returns true when the current identifier declares a type whose name follows (`class`; `record X(` in Java; Kotlin's `object X`, `typealias X`). */
function declaresNext(): boolean {
  switch (s[ta]) {
    case 99: return is('class');
    case 105: return is('interface');
    case 101: return is('enum');
    case 114: return !kotlin && is('record') && isIdStart(s[skipBlankFrom(tb)] ?? 0);
    case 111: return kotlin && is('object') && isIdStart(s[skipBlankFrom(tb)] ?? 0);
    case 116: return kotlin && is('typealias');
    default: return false;
  }
}

/** Returns the first position at or after `q` that is not blank (spaces, tabs, newlines). */
function skipBlankFrom(q: number): number {
  while (q < n && (s[q] === 32 || s[q] === 9 || s[q] === 10 || s[q] === 13)) q++;
  return q;
}

/** Records what an identifier token says: a declared name, a reference, the start of a dynamic class load. */
function onIdent(): void {
  if (dynState) onDynamic();
  if (declNext) { declared.add(text()); declNext = false; return; }
  if (afterDot) {
    if (is('forName') || is('loadClass')) { dynState = 1; dynLine = tline; }
    return;
  }
  const c = s[ta]!;
  if (isLower(c)) {
    if (declaresNext()) { declNext = true; return; }
    if (!collect) return;
    if (kotlin && s[skipSpacesFrom(tb)] === 40) { note(refs, text()); return; } // a bare call: maybe a top-level function
    qualifiedAhead();
    return;
  }
  if (collect && isUpper(c)) {
    note(refs, text());
    if (inTopHeader) headerNames.add(text());
  }
}

/** Returns the first position at or after `q` that is not a space or tab. */
function skipSpacesFrom(q: number): number {
  while (q < n && (s[q] === 32 || s[q] === 9)) q++;
  return q;
}

/** Records `name` at the current line unless it was seen already. */
function note(map: Map<string, number>, name: string): void {
  if (!map.has(name)) map.set(name, tline);
}

/**
 * At a lower-case identifier not after a dot: when a chain of lower-case parts continues to a capitalized one
 * (`com.acme.Util`), records that qualified name. Reads ahead without moving the scanner.
 */
function qualifiedAhead(): void {
  let q = tb;
  let end = -1;
  for (;;) {
    while (q < n && (s[q] === 32 || s[q] === 9 || s[q] === 10 || s[q] === 13)) q++;
    if (s[q] !== 46 || s[q + 1] === 46) return;
    q++;
    while (q < n && (s[q] === 32 || s[q] === 9 || s[q] === 10 || s[q] === 13)) q++;
    const a = q;
    if (q >= n || !isIdStart(s[q]!)) return;
    while (q < n && isIdPart(s[q]!)) q++;
    if (isUpper(s[a]!)) { end = q; break; }
    if (!isLower(s[a]!)) return;
  }
  if (is('this') || is('super')) return;
  note(qualified, s.toString('utf8', ta, end).replace(/\s+/g, ''));
}

/** Follows `.forName(` / `.loadClass(`: a string literal first argument is a dynamic edge, anything else a blind spot. */
function onDynamic(): void {
  if (dynState === 1) {
    dynState = tk === PUNCT && s[ta] === 40 ? 2 : 0;
    return;
  }
  dynState = 0;
  if (tk === STR && s[ta] === 34 && s[ta + 1] !== 34 && s[tb - 1] === 34) {
    const name = s.toString('utf8', ta + 1, tb - 1);
    if (/^[\w$]+(?:\.[\w$]+)*$/.test(name) && s[skipSpacesFrom(tb)] !== 43) { dynImports.push({ line: dynLine, kind: 'dynamic-const', specifier: name }); return; }
  }
  const eol = s.indexOf(10, ta);
  dynamic.push({ line: dynLine, kind: 'dynamic-import', detail: `class loaded by name: ${s.toString('utf8', ta, eol < 0 ? n : eol).trim().slice(0, 80)}` });
}

/** Skips the bracketed part opening at the current token (`(`, `[`, `{` or `<`), to the token after its close. */
function skipBalanced(): void {
  const open = s[ta]!;
  const close = open === 40 ? 41 : open === 91 ? 93 : open === 123 ? 125 : 62;
  let depth = 0;
  while (tk !== EOF) {
    if (tk === PUNCT) {
      const c = s[ta]!;
      if (c === open) depth++;
      else if (c === close && --depth === 0) { next(); return; }
      else if (open === 60 && (c === 59 || c === 123 || c === 125)) return; // not a type-argument list after all
    }
    next();
  }
}

/** Returns the dotted name at the current token (`a.b.C`, `a.b.*`), moving past it. */
function readQualified(): string {
  let out = '';
  while (tk === IDENT || punct(42)) {
    out += text();
    next();
    if (!punct(46)) break;
    out += '.';
    next();
  }
  return out;
}

/** Returns true when the current identifier is a Java modifier (`non` of `non-sealed` too), without making its string. */
function isJavaModifier(): boolean {
  switch (s[ta]) {
    case 112: return is('public') || is('protected') || is('private');
    case 115: return is('static') || is('synchronized') || is('strictfp') || is('sealed');
    case 102: return is('final');
    case 97: return is('abstract');
    case 110: return is('native') || is('non');
    case 116: return is('transient');
    case 118: return is('volatile');
    case 100: return is('default');
    default: return false;
  }
}
const KOTLIN_MODIFIERS = new Set([
  'public', 'protected', 'private', 'internal', 'open', 'final', 'abstract', 'sealed', 'data', 'enum', 'annotation', 'inner', 'inline',
  'value', 'companion', 'override', 'lateinit', 'const', 'suspend', 'tailrec', 'operator', 'infix', 'external', 'expect', 'actual', 'noinline',
  'crossinline', 'reified', 'vararg',
]);

/** Everything one file declares, as the parse finds it. */
interface Out {
  pkg: string;
  pkgLine: number;
  imports: RawImport[];
  /** Names that shadow the package's classes: single-type imports, static imports, Kotlin aliases. */
  importedNames: Set<string>;
  top: string[];
  defs: Def[];
}

/** Returns the raw imports, definitions, dynamic sites and UTF-16 length of one Java (or, with `isKotlin`, Kotlin) source. */
export function lexJava(src: Buffer, isKotlin = false): LexResult {
  s = src; n = src.length; p = 0; line = 1; kotlin = isKotlin;
  tk = EOF; ta = tb = 0; tline = 1; afterDot = false; collect = true; dynState = 0; declNext = false;
  refs = new Map(); qualified = new Map(); declared = new Set(); dynamic = []; dynImports = []; inTopHeader = false; headerNames = new Set();
  const out: Out = { pkg: '', pkgLine: 1, imports: [], importedNames: new Set(), top: [], defs: [] };
  next();
  readHeader(out);
  if (kotlin) readKotlinBody(out, '');
  else readBody(out, '', false);
  const imports: RawImport[] = [{ line: out.pkgLine, kind: 'static', specifier: PACKAGE_CLAUSE_SPEC, names: [out.pkg, ...out.top] }, ...out.imports, ...dynImports];
  for (const [name, at] of refs) {
    const shadowed = declared.has(name) && !(headerNames.has(name) && !out.top.includes(name));
    if (!shadowed && !out.importedNames.has(name)) imports.push({ line: at, kind: 'static', specifier: name });
  }
  for (const [name, at] of qualified) imports.push({ line: at, kind: 'static', specifier: name, names: [QUALIFIED] });
  const result = { imports, defs: out.defs, dynamic, chars: utf16Length(src) };
  s = Buffer.alloc(0);
  refs = new Map(); qualified = new Map(); declared = new Set(); dynamic = []; dynImports = []; headerNames = new Set();
  return result;
}

/** Reads the package clause and the imports (with any annotations before the clause). */
function readHeader(out: Out): void {
  for (;;) {
    if (punct(64)) { // annotations of the package (package-info.java), or of the first declaration
      const m = mark();
      while (punct(64)) { next(); readQualified(); if (punct(40)) skipBalanced(); }
      if (tk === IDENT && is('package')) continue;
      reset(m);
      return;
    }
    if (tk === IDENT && is('package') && !afterDot) {
      out.pkgLine = tline;
      collect = false;
      next();
      out.pkg = readQualified();
      collect = true;
      if (punct(59)) next();
      continue;
    }
    if (tk === IDENT && is('import') && !afterDot) {
      readImport(out);
      continue;
    }
    if (punct(59)) { next(); continue; }
    return;
  }
}

/** Reads one import statement at `import`. */
function readImport(out: Out): void {
  const at = tline;
  collect = false;
  next();
  let isStatic = false;
  if (tk === IDENT && is('static') && !kotlin) { isStatic = true; next(); }
  const name = readQualified();
  let alias = '';
  if (kotlin && tk === IDENT && is('as')) { next(); alias = text(); next(); }
  collect = true;
  if (punct(59)) next();
  if (!name) return;
  out.imports.push(isStatic ? { line: at, kind: 'static', specifier: name, names: [STATIC] } : { line: at, kind: 'static', specifier: name });
  const last = name.slice(name.lastIndexOf('.') + 1);
  if (alias) out.importedNames.add(alias);
  else if (last !== '*') out.importedNames.add(last);
}

/**
 * Reads Java member declarations up to the `}` closing a body (consumed) or the end of the file: types (recursively),
 * methods and constructors (recorded under `owner`), fields and initializer blocks. An enum body starts with its
 * constants.
 */
function readBody(out: Out, owner: string, isEnum: boolean): void {
  if (isEnum) {
    while (tk !== EOF && !punct(59) && !punct(125)) {
      if (punct(40) || punct(123) || punct(91)) skipBalanced();
      else next();
    }
    if (punct(59)) next();
  }
  while (tk !== EOF) {
    if (punct(125)) { next(); if (owner) return; continue; } // a stray `}` at the top level is skipped
    if (punct(59)) { next(); continue; }
    const start = tline;
    // Annotations and modifiers.
    for (;;) {
      if (punct(64)) {
        next();
        if (tk === IDENT && is('interface')) break;
        readQualified();
        if (punct(40)) skipBalanced();
        continue;
      }
      if (tk === IDENT && isJavaModifier()) {
        next();
        if (punct(45)) { next(); next(); } // non-sealed
        continue;
      }
      break;
    }
    if (tk === EOF || punct(125)) continue;
    if (punct(123)) { skipBalanced(); continue; } // an initializer block
    if (tk === IDENT && (is('class') || is('interface') || is('enum'))) { readType(out, owner, text(), start); continue; }
    if (tk === IDENT && is('record') && isIdStart(s[skipBlankFrom(tb)] ?? 0)) { readType(out, owner, 'record', start); continue; }
    readMember(out, owner, start);
  }
}

/** Reads a type declaration at its keyword: header and body, as a definition (nested ones under `owner`). */
function readType(out: Out, owner: string, keyword: string, start: number): void {
  next();
  if (!ident()) return;
  const name = text();
  const qname = owner ? `${owner}.${name}` : name;
  if (!owner) out.top.push(name);
  declared.add(name);
  inTopHeader = !owner;
  next();
  while (tk !== EOF && !punct(123) && !punct(59)) {
    if (punct(40) || punct(60)) skipBalanced();
    else next();
  }
  inTopHeader = false;
  if (!punct(123)) return;
  next();
  readBody(out, qname, keyword === 'enum');
  out.defs.push({ name: qname, kind: keyword === 'interface' ? 'interface' : keyword === 'enum' ? 'enum' : 'class', start, end: Math.max(start, lastLine) });
}

/** Reads a field, method or constructor declaration after its modifiers; a method is recorded under `owner`. */
function readMember(out: Out, owner: string, start: number): void {
  let name = '';
  while (tk !== EOF) {
    if (punct(60)) { skipBalanced(); continue; }
    if (punct(91)) { skipBalanced(); continue; }
    if (tk === IDENT) { name = text(); next(); continue; }
    if (punct(40)) {
      skipBalanced();
      // throws clause, an annotation method's default value: to the body or the `;`.
      while (tk !== EOF && !punct(123) && !punct(59) && !punct(125)) {
        if (punct(40) || punct(91)) skipBalanced();
        else next();
      }
      if (punct(123)) { skipBalanced(); }
      else if (punct(59)) next();
      if (name && owner) out.defs.push({ name: `${owner}.${name}`, kind: 'method', start, end: Math.max(start, lastLine) });
      return;
    }
    if (punct(61)) { // a field's initializer: to its `;`
      while (tk !== EOF && !punct(59) && !punct(125)) {
        if (punct(40) || punct(91) || punct(123)) skipBalanced();
        else next();
      }
      if (punct(59)) next();
      return;
    }
    if (punct(59)) { next(); return; }
    if (punct(123)) { skipBalanced(); return; } // a record's compact constructor, or something unreadable
    if (punct(125)) return;
    next();
  }
}

/**
 * Reads Kotlin declarations up to the `}` closing a body (consumed) or the end of the file: classes, objects and
 * interfaces (recursively), functions (recorded under `owner`), properties; at the top level, every declared name.
 */
function readKotlinBody(out: Out, owner: string): void {
  while (tk !== EOF) {
    if (punct(125)) { next(); if (owner) return; continue; }
    const start = tline;
    for (;;) {
      if (punct(64)) { next(); readQualified(); if (punct(40)) skipBalanced(); continue; }
      if (tk === IDENT && KOTLIN_MODIFIERS.has(text())) { next(); continue; }
      break;
    }
    if (tk === IDENT && (is('class') || is('interface') || is('object'))) {
      next();
      if (tk !== IDENT) continue; // `companion object {`
      readKotlinType(out, owner, start);
      continue;
    }
    if (punct(123)) { skipBalanced(); continue; } // `companion object {`, `init {`
    if (tk === IDENT && is('fun')) { readKotlinFun(out, owner, start); continue; }
    if (tk === IDENT && (is('val') || is('var') || is('typealias'))) {
      next();
      if (punct(60)) skipBalanced();
      let name = '';
      while (tk === IDENT) { name = text(); next(); if (!punct(46)) break; next(); } // an extension property's receiver
      if (!owner && name) out.top.push(name);
      skipKotlinStatement();
      continue;
    }
    next();
  }
}

/** Reads a Kotlin class, object or interface at its name: header and body, as a definition. */
function readKotlinType(out: Out, owner: string, start: number): void {
  const name = text();
  const qname = owner ? `${owner}.${name}` : name;
  if (!owner) out.top.push(name);
  declared.add(name);
  next();
  while (tk !== EOF && !punct(123) && !punct(125) && !(tnl && tk === IDENT && startsDeclaration())) {
    if (punct(40) || punct(60)) skipBalanced();
    else next();
  }
  let end = lastLine;
  if (punct(123)) {
    next();
    readKotlinBody(out, qname);
    end = lastLine;
  }
  out.defs.push({ name: qname, kind: 'class', start, end: Math.max(start, end) });
}

/** Reads a Kotlin function at `fun`: its name (after any type parameters and receiver), parameters and body. */
function readKotlinFun(out: Out, owner: string, start: number): void {
  next();
  if (punct(60)) skipBalanced();
  let name = '';
  while (tk === IDENT) { name = text(); next(); if (punct(60)) skipBalanced(); if (!punct(46)) break; next(); }
  if (!owner && name) out.top.push(name);
  if (punct(40)) skipBalanced();
  skipKotlinStatement();
  if (name) out.defs.push({ name: owner ? `${owner}.${name}` : name, kind: owner ? 'method' : 'function', start, end: Math.max(start, lastLine) });
}

/** Skips to the end of a Kotlin declaration: its brace body, or the last token before a new line starts another. */
function skipKotlinStatement(): void {
  while (tk !== EOF && !punct(125)) {
    if (punct(123)) { skipBalanced(); return; }
    if (punct(40) || punct(91)) { skipBalanced(); continue; }
    if (punct(59)) { next(); return; }
    if (tnl && tk === IDENT && startsDeclaration()) return;
    next();
  }
}

const KOTLIN_DECL = new Set(['fun', 'val', 'var', 'class', 'interface', 'object', 'typealias', 'init', 'constructor']);

/** Returns true when the identifier token at a line start begins a Kotlin declaration. */
function startsDeclaration(): boolean {
  const t = text();
  return KOTLIN_DECL.has(t) || KOTLIN_MODIFIERS.has(t);
}
