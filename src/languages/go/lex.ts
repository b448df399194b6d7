/**
 * The Go import lexer, in TypeScript (a Go file's imports are one block at its top, so a kernel would save little):
 * the package clause, the imports (single or grouped, with an alias, `_` or `.`), the build constraint (`//go:build`,
 * `// +build`, or a `_GOOS`/`_GOARCH` file name), and the top-level declarations with their line ranges (functions,
 * methods as `Recv.Name`, struct types as classes, interfaces, other types, constants and variables), and, from the
 * same scan, the identifiers the file leaves to its package block (see `PACKAGE_REF`).
 *
 * The package clause is recorded as a raw import with the specifier `.` and the package name as its first name (the
 * constraint, when there is one, as the second): the resolver reads it to tie a package's internal `_test.go` files
 * to the package they test, and to mark edges to a constrained file. Every import of a constrained file, and the
 * clause itself, has kind `conditional`. Never throws on bad syntax: what cannot be read is skipped.
 *
 * Files of one package reach each other's package-level names without an import. The lexer records:
 * - the names the file declares in its package block (functions, types, variables, constants; not methods, `init`
 *   or `_`) as one record `{ specifier: PACKAGE_BLOCK, names }`;
 * - each identifier the file uses and does not declare, at its first line, as `{ specifier: name, names:
 *   [PACKAGE_REF] }`: not a selector (`x.Name`), a struct field or interface method name, a composite literal key
 *   or a label, nor a name a scope around the use declares (parameters, results, receivers, type parameters, `:=`,
 *   local `var`, `const` and `type`; a block's scope ends at its `}`, an `if`/`for`/`switch` header's at the end of
 *   the enclosing block: a little wider than Go's), nor the name of an import. Predeclared names stay (a package may
 *   declare its own `max`): the resolver keeps only the names a sibling file declares.
 * @internal
 */
import type { Def, LexResult, RawImport } from '../../repo/types.js';
import { utf16Length } from '../../repo/lex/utf16.js';
import { isIdPart, isIdStart } from '../id-bytes.js';

/** The specifier of the package-clause record. */
export const PACKAGE_CLAUSE = '.';
/** The specifier of the record of the names a file declares in its package block. */
export const PACKAGE_BLOCK = '{}';
/** The marker (its one name) of a record of an identifier the file leaves to its package block. */
export const PACKAGE_REF = '^';

const GOOS = new Set(['aix', 'android', 'darwin', 'dragonfly', 'freebsd', 'hurd', 'illumos', 'ios', 'js', 'linux', 'nacl', 'netbsd', 'openbsd', 'plan9', 'solaris', 'wasip1', 'windows', 'zos']);
const GOARCH = new Set(['386', 'amd64', 'arm', 'arm64', 'loong64', 'mips', 'mipsle', 'mips64', 'mips64le', 'ppc64', 'ppc64le', 'riscv64', 's390x', 'wasm', 'sparc64']);

/** Returns the GOOS/GOARCH constraint a Go file name implies (`x_linux.go`, `x_windows_amd64_test.go`), or ''. */
export function fileNameConstraint(base: string): string {
  const parts = base.replace(/\.go$/, '').replace(/_test$/, '').split('_');
  if (parts.length < 2) return '';
  const last = parts[parts.length - 1]!;
  const prev = parts[parts.length - 2]!;
  if (GOARCH.has(last) && parts.length >= 3 && GOOS.has(prev)) return `${prev}_${last}`;
  if (GOOS.has(last) || GOARCH.has(last)) return last;
  return '';
}

// The scanner works on the UTF-8 bytes and keeps no token objects: at the top level it reads the declaration keywords
// and names it needs; every bracketed part (a body, a parameter list, a composite literal) is skipped by one byte loop
// that knows strings, runes, raw strings and comments (≈10x faster than tokenizing: cli/cli's 4.7 MB in ~30 ms).
let s: Buffer = Buffer.alloc(0);
let n = 0;
let p = 0;
let line = 1;

// What the reference scan collects (see the header): the identifiers used and not declared around the use, each at
// its first line; the local declarations in scope (a stack of names, a count per name, where each open scope starts);
// the names the imports bind.
let uses = new Map<string, number>();
let localNames: string[] = [];
let localCount = new Map<string, number>();
let scopeStarts: number[] = [];
let importNames = new Set<string>();
/** The reference scan's open brackets (every level of scanTokens above its own base) and pending identifiers. */
const brackets: number[] = [];
const pend: number[] = [];

/** Skips spaces, tabs, carriage returns and comments; newlines too when `nl`. A block comment's newlines are counted. */
function skipWs(nl: boolean): void {
  while (p < n) {
    const c = s[p]!;
    if (c === 32 || c === 9 || c === 13) { p++; continue; }
    if (c === 10) { if (!nl) return; line++; p++; continue; }
    if (c === 47 && s[p + 1] === 47) { const e = s.indexOf(10, p); p = e < 0 ? n : e; continue; }
    if (c === 47 && s[p + 1] === 42) {
      const e = s.indexOf('*/', p + 2);
      const end = e < 0 ? n : e + 2;
      for (let k = p; k < end; k++) if (s[k] === 10) line++;
      p = end;
      continue;
    }
    return;
  }
}

/** Returns the end of the identifier at p (p itself when none) without moving. */
function identEnd(): number {
  let e = p;
  if (e < n && isIdStart(s[e]!)) { e++; while (e < n && isIdPart(s[e]!)) e++; }
  return e;
}

/** Returns true when bytes [a, b) spell `w`. */
function word(a: number, b: number, w: string): boolean {
  if (b - a !== w.length) return false;
  for (let k = 0; k < w.length; k++) if (s[a + k] !== w.charCodeAt(k)) return false;
  return true;
}

/** Skips the string, rune or raw string at p (newlines in a raw string counted). */
function skipString(): void {
  const q = s[p]!;
  if (q === 96) {
    const e = s.indexOf(96, p + 1);
    const end = e < 0 ? n : e + 1;
    for (let k = p; k < end; k++) if (s[k] === 10) line++;
    p = end;
    return;
  }
  for (p++; p < n; p++) {
    const c = s[p]!;
    if (c === 92) { p++; continue; }
    if (c === q || c === 10) { if (c === q) p++; return; }
  }
}

/** Skips the bracketed part opening at p (`(`, `[` or `{`) to just past its closing bracket. */
function skipBalanced(): void {
  let depth = 0;
  while (p < n) {
    const c = s[p]!;
    if (c === 10) { line++; p++; continue; }
    if (c === 34 || c === 39 || c === 96) { skipString(); continue; }
    if (c === 47 && (s[p + 1] === 47 || s[p + 1] === 42)) { skipWs(false); continue; }
    if (c === 40 || c === 91 || c === 123) depth++;
    else if ((c === 41 || c === 93 || c === 125) && --depth === 0) { p++; return; }
    p++;
  }
}

/** Skips to the end of the statement at p: a newline or `;` outside brackets (left unconsumed), or `stop` at depth 0. */
function skipStatement(stop = -1): void {
  while (p < n) {
    const c = s[p]!;
    if (c === 10 || c === 59 || c === stop) return;
    if (c === 34 || c === 39 || c === 96) { skipString(); continue; }
    if (c === 47 && (s[p + 1] === 47 || s[p + 1] === 42)) { skipWs(false); continue; }
    if (c === 40 || c === 91 || c === 123) { skipBalanced(); continue; }
    p++;
  }
}

/** Returns the contents of the string literal at p ('' when p is not at one), and moves past it. */
function stringAt(): string {
  const q = s[p];
  if (q !== 34 && q !== 96) return '';
  const a = p + 1;
  skipString();
  return s.toString('utf8', a, p - 1);
}

/** Returns the raw imports, declarations and UTF-16 length of one Go source. */
export function lexGo(src: Buffer, path = ''): LexResult {
  s = src; n = src.length; p = 0; line = 1;
  uses = new Map(); localNames = []; localCount = new Map(); scopeStarts = []; importNames = new Set();
  brackets.length = 0; pend.length = 0;
  let clauseLine = 0;
  const constraint = buildConstraint(src) || fileNameConstraint(path.slice(path.lastIndexOf('/') + 1));
  const kind = constraint ? 'conditional' : 'static';
  const imports: RawImport[] = [];
  const defs: Def[] = [];
  while (p < n) {
    skipWs(true);
    if (p >= n) break;
    const c = s[p]!;
    if (!isIdStart(c)) {
      if (c === 40 || c === 91 || c === 123) skipBalanced();
      else if (c === 34 || c === 39 || c === 96) skipString();
      else p++;
      continue;
    }
    const a = p, b = identEnd();
    const at = line;
    p = b;
    if (word(a, b, 'package')) {
      skipWs(false);
      const e = identEnd();
      clauseLine = at;
      if (e > p) imports.push({ line: at, kind, specifier: PACKAGE_CLAUSE, names: constraint ? [s.toString('utf8', p, e), constraint] : [s.toString('utf8', p, e)] });
      p = e;
    } else if (word(a, b, 'import')) {
      readImports(imports, kind);
    } else if (word(a, b, 'func')) {
      readFunc(at, defs);
    } else if (word(a, b, 'type') || word(a, b, 'const') || word(a, b, 'var')) {
      readDecl(s[a] === 116 ? 'type' : s[a] === 99 ? 'const' : 'var', at, defs);
    } else {
      skipStatement();
    }
  }
  packageRecords(imports, defs, kind, clauseLine);
  const out = { imports, defs, dynamic: [], chars: utf16Length(src) };
  s = Buffer.alloc(0);
  uses = new Map(); localNames = []; localCount = new Map(); importNames = new Set();
  return out;
}

/** Returns the `//go:build` (or `// +build`) constraint of the comments before the package clause, or ''. */
function buildConstraint(src: Buffer): string {
  const head = src.toString('latin1', 0, Math.min(src.length, 4096));
  const pkg = /^package\s/m.exec(head);
  const before = pkg ? head.slice(0, pkg.index) : head;
  const m = /^\/\/go:build\s+(.+?)\s*$/m.exec(before) ?? /^\/\/\s*\+build\s+(.+?)\s*$/m.exec(before);
  return m ? m[1]! : '';
}

/** Reads the imports after `import` (one, or a parenthesized group). */
function readImports(imports: RawImport[], kind: RawImport['kind']): void {
  skipWs(false);
  const one = (): void => {
    skipWs(false);
    let alias = '';
    if (isIdStart(s[p] ?? 0) || s[p] === 46) { const a = p; p = s[p] === 46 ? p + 1 : identEnd(); alias = s.toString('utf8', a, p); skipWs(false); } // alias, `_` or `.`
    const at = line;
    const spec = stringAt();
    if (spec) imports.push({ line: at, kind, specifier: spec });
    // The name the import binds: its alias, else the usual package name (the path's last element; `x/v2` and
    // `yaml.v3` name `x` and `yaml`).
    importNames.add(alias || packageNameOf(spec));
    skipStatement(41);
  };
  if (s[p] !== 40) one();
  else readGroup(one);
}

/** Returns the package name import path `spec` usually binds: its last element, a major version (`/v2`, `.v3`) left out. */
function packageNameOf(spec: string): string {
  const parts = spec.split('/');
  let last = parts[parts.length - 1]!;
  if (parts.length > 1 && /^v\d+$/.test(last)) last = parts[parts.length - 2]!;
  return last.replace(/\.v\d+$/, '');
}

/** Reads a parenthesized group at p (`import ( … )`, `const ( … )`): `each` reads one entry; past the `)`. */
function readGroup(each: () => void): void {
  p++;
  for (;;) {
    skipWs(true);
    if (p >= n || s[p] === 41) { p++; return; }
    if (s[p] === 59) { p++; continue; }
    const before = p;
    each();
    if (p === before) p++;
  }
}

/** Reads `func [(recv)] Name[…](…) … { … }` after `func` at line `start`; its body's references are collected. */
function readFunc(start: number, defs: Def[]): void {
  skipWs(false);
  let recv = '';
  openScope();
  if (s[p] === 40) {
    // The receiver's type: the last identifier in its parentheses before any type parameters.
    const open = p, openLine = line;
    skipBalanced();
    const end = p, endLine = line;
    for (let k = open + 1; k < end; k++) {
      const c = s[k]!;
      if (c === 91 || c === 41) break;
      if (isIdStart(c) && !isIdPart(s[k - 1]!)) {
        let e = k + 1;
        while (e < end && isIdPart(s[e]!)) e++;
        recv = s.toString('utf8', k, e);
        k = e - 1;
      }
    }
    p = open; line = openLine;
    readReceiver(end);
    p = end; line = endLine;
    skipWs(false);
  }
  const e = identEnd();
  if (e === p) { closeScope(); return; } // a function literal at the top level: not a declaration
  const name = s.toString('utf8', p, e);
  p = e;
  if (s[p] === 91) readParams(true);
  readSignatureRest();
  // The signature runs to the body's `{` (or to its end of line: a declaration without a body).
  let body = false;
  while (p < n) {
    const c = s[p]!;
    if (c === 10 || c === 59) break;
    if (c === 123) { body = true; break; }
    if (c === 34 || c === 39 || c === 96) { skipString(); continue; }
    if (c === 47 && (s[p + 1] === 47 || s[p + 1] === 42)) { skipWs(false); continue; }
    if (c === 40 || c === 91) { skipBalanced(); continue; }
    if (isIdStart(c)) {
      const w = identEnd();
      const kw = word(p, w, 'struct') || word(p, w, 'interface');
      p = w;
      if (kw) { skipWs(false); if (s[p] === 123) skipBalanced(); }
      continue;
    }
    p++;
  }
  if (body) scanTokens(GROUP);
  closeScope();
  defs.push({ name: recv ? `${recv}.${name}` : name, kind: recv ? 'method' : 'function', start, end: Math.max(start, line) });
}

/** Reads a `type`, `const` or `var` declaration (one spec, or a parenthesized group) after its keyword. */
function readDecl(keyword: 'type' | 'const' | 'var', start: number, defs: Def[]): void {
  skipWs(false);
  if (s[p] !== 40) readSpec(keyword, start, defs, -1);
  else readGroup(() => readSpec(keyword, line, defs, 41));
}

/** Reads one spec of a declaration at p, recording the names it declares with their lines. */
function readSpec(keyword: 'type' | 'const' | 'var', start: number, defs: Def[], stop: number): void {
  const names: string[] = [];
  let what = '';
  openScope();
  for (;;) {
    const e = identEnd();
    if (e === p) break;
    const name = s.toString('utf8', p, e);
    p = e;
    if (name !== '_') names.push(name);
    skipWs(false);
    if (keyword === 'type') {
      let array = -1, arrayLine = 0;
      if (s[p] === 91) { // type parameters, or an array type (`type A [4]int`: a space before its `[`)
        if (p === e) readParams(true);
        else { array = p; arrayLine = line; skipBalanced(); }
        skipWs(false);
      }
      if (s[p] === 61) { p++; skipWs(false); }
      const w = identEnd();
      what = s.toString('latin1', p, w);
      if (array >= 0) { p = array; line = arrayLine; }
      scanType();
      break;
    }
    if (s[p] !== 44) break;
    p++;
    skipWs(false);
  }
  scanTokens(STATEMENT, stop);
  closeScope();
  const end = Math.max(start, line);
  const kind: Def['kind'] = keyword === 'type' ? (what === 'struct' ? 'class' : what === 'interface' ? 'interface' : 'type') : keyword === 'const' ? 'const' : 'variable';
  for (const name of names) defs.push({ name, kind, start, end });
}

// The reference scan. Every function body, signature and declaration is read token by token: an identifier is a
// use unless it follows a `.`, is a keyword, names a field, method, key or label, or a scope around it declares it.
// Only a few shapes declare: parameter lists (`readParams`), receivers, `:=` (the identifiers a statement starts
// with, held in `pend` until the token after them tells a declaration from a use), and local `var`, `const`, `type`.

/** scanTokens' modes: to the end of a statement (a newline, `;` or stop byte outside brackets), or one bracketed group. */
const STATEMENT = 0, GROUP = 1;

/** Returns nothing; opens a scope for local declarations. */
function openScope(): void {
  scopeStarts.push(localNames.length);
}

/** Returns nothing; closes the innermost scope, forgetting its declarations. */
function closeScope(): void {
  const start = scopeStarts.pop() ?? 0;
  while (localNames.length > start) {
    const x = localNames.pop()!;
    const c = localCount.get(x)! - 1;
    if (c) localCount.set(x, c);
    else localCount.delete(x);
  }
}

/**
 * The identifiers met last, by a hash of their bytes (a direct-mapped cache kept across files: most identifiers repeat,
 * so most reads make no string).
 */
const names: (string | undefined)[] = new Array(4096);

/** Returns the identifier at bytes [a, b) (decoded as UTF-8 when it holds a non-ASCII byte), from `names` when there. */
function nameAt(a: number, b: number): string {
  let h = 0x811c9dc5 ^ (b - a);
  for (let k = a; k < b; k++) {
    const c = s[k]!;
    if (c >= 128) return s.toString('utf8', a, b);
    h = Math.imul(h ^ c, 16777619);
  }
  const slot = (h >>> 20) & 4095;
  const hit = names[slot];
  if (hit !== undefined && hit.length === b - a) {
    let k = 0;
    while (k < hit.length && hit.charCodeAt(k) === s[a + k]) k++;
    if (k === hit.length) return hit;
  }
  const x = s.toString('latin1', a, b);
  names[slot] = x;
  return x;
}

/** Returns nothing; declares the identifier at bytes [a, b) in the innermost scope. */
function declare(a: number, b: number): void {
  const x = nameAt(a, b);
  localNames.push(x);
  localCount.set(x, (localCount.get(x) ?? 0) + 1);
}

/** Returns nothing; notes the identifier at bytes [a, b), at line `at`, unless a scope declares it or it was noted. */
function use(a: number, b: number, at: number): void {
  const x = nameAt(a, b);
  if (!localCount.has(x) && !uses.has(x)) uses.set(x, at);
}

// Keyword codes of the reference scan (`keywordAt`): what a keyword makes it do.
const K_OTHER = 1, K_FUNC = 2, K_VAR = 3, K_TYPE = 4, K_STRUCT = 5, K_INTERFACE = 6, K_LABEL = 7, K_CASE = 8, K_HEADER = 9;
/** Go's keywords by first letter: the word and its code. */
const KEYWORDS: [string, number][][] = [];
for (const [w, k] of [
  ['break', K_LABEL], ['case', K_CASE], ['chan', K_OTHER], ['const', K_VAR], ['continue', K_LABEL], ['default', K_CASE],
  ['defer', K_OTHER], ['else', K_OTHER], ['fallthrough', K_OTHER], ['for', K_HEADER], ['func', K_FUNC], ['go', K_OTHER],
  ['goto', K_LABEL], ['if', K_HEADER], ['import', K_OTHER], ['interface', K_INTERFACE], ['map', K_OTHER], ['package', K_OTHER],
  ['range', K_OTHER], ['return', K_OTHER], ['select', K_OTHER], ['struct', K_STRUCT], ['switch', K_HEADER], ['type', K_TYPE], ['var', K_VAR],
] as [string, number][]) (KEYWORDS[w.charCodeAt(0)] ??= []).push([w, k]);

/** Returns the code of the keyword the identifier at bytes [a, b) spells, or 0. */
function keywordAt(a: number, b: number): number {
  const words = KEYWORDS[s[a]!];
  if (!words || b - a < 2 || b - a > 11) return 0;
  for (const [w, k] of words) if (word(a, b, w)) return k;
  return 0;
}

/** Returns nothing; skips a number literal at p (digits, letters, `_` and `.`). */
function skipNumber(): void {
  p++;
  while (p < n && (isIdPart(s[p]!) || s[p] === 46)) p++;
}

/**
 * Returns nothing; reads tokens from p, noting uses and local declarations: in mode STATEMENT to the end of the
 * statement (a newline, `;` or `stop` outside brackets, or an unmatched closing bracket; none consumed), in mode
 * GROUP the bracketed group at p (a `{` block gets a scope), past its closing bracket.
 */
function scanTokens(mode: number, stop = -1): void {
  // The open brackets are the shared stack's entries above `base`; `pend` is empty whenever this recurses (every
  // token that can lead into a nested read flushes it first), so one array serves every level.
  const base = brackets.length;
  let depth = 0;
  /** The innermost open bracket's byte, or -1 outside brackets. */
  let top = -1;
  let atStmt = false, afterDot = false, comma = false;
  /** The bracket depth of an open `case` clause (its `:` ends it), or -1. */
  let caseDepth = -1;
  /** Names a `:=` declares, in scope from the end of its statement (`x := x` reads the outer `x`), at that depth. */
  let later: number[] | undefined;
  let laterDepth = -1;
  if (mode === GROUP) {
    const c = s[p];
    if (c !== 40 && c !== 91 && c !== 123) return;
    brackets.push(c); depth++; top = c;
    if (c === 123) { openScope(); atStmt = true; }
    p++;
  }
  while (p < n) {
    const c = s[p]!;
    if (c === 32 || c === 9 || c === 13) { p++; continue; }
    if (c === 10) {
      if (top < 0) { if (pend.length) flush(); return; }
      line++; p++;
      if (top === 123) {
        if (pend.length) flush();
        if (laterDepth === depth) { commit(later!); laterDepth = -1; }
        atStmt = true; comma = false;
      }
      continue;
    }
    if (c === 47 && (s[p + 1] === 47 || s[p + 1] === 42)) { skipWs(false); continue; }
    if (top < 0 && (c === 59 || c === stop)) { if (pend.length) flush(); return; }
    if (isIdStart(c)) {
      const a = p, b = identEnd();
      const at = line;
      p = b;
      if (afterDot) { afterDot = false; atStmt = false; comma = false; continue; }
      const kw = keywordAt(a, b);
      if (kw) {
        if (pend.length) flush();
        atStmt = false; comma = false;
        if (kw === K_FUNC) { openScope(); readSignatureRest(); skipWs(false); if (s[p] === 123) scanTokens(GROUP); closeScope(); }
        else if (kw === K_VAR) readLocalDecl(false);
        else if (kw === K_TYPE) { if (top !== 40) readLocalDecl(true); } // not `x.(type)`
        else if (kw === K_STRUCT) { skipWs(false); if (s[p] === 123) scanStruct(); }
        else if (kw === K_INTERFACE) { skipWs(false); if (s[p] === 123) scanInterface(); }
        else if (kw === K_LABEL) { skipWs(false); p = identEnd(); } // goto, break, continue: a label
        else if (kw === K_CASE) { caseDepth = depth; atStmt = true; }
        else if (kw === K_HEADER) atStmt = true; // if, for, switch
        continue;
      }
      if (top === 123 && (atStmt || comma)) pend.push(a, b, at);
      else use(a, b, at);
      atStmt = false; comma = false;
      continue;
    }
    if (c === 44) { comma = true; p++; continue; }
    comma = false;
    if (c === 58) {
      if (s[p + 1] === 61) {
        if (laterDepth === depth) commit(later!);
        later ??= [];
        for (let k = 0; k < pend.length; k += 3) later.push(pend[k]!, pend[k + 1]!);
        laterDepth = depth;
        pend.length = 0; p += 2; atStmt = false;
        continue;
      }
      if (caseDepth === depth) {
        if (pend.length) flush();
        if (laterDepth === depth) { commit(later!); laterDepth = -1; }
        caseDepth = -1; atStmt = true; p++;
        continue;
      }
      if (pend.length) { if (top === 123) pend.length = 0; else flush(); } // in a block: a composite literal's key, or a label
      p++; atStmt = false;
      continue;
    }
    if (pend.length) flush();
    atStmt = false;
    if (c === 34 || c === 39 || c === 96) { skipString(); afterDot = false; continue; }
    if (c >= 48 && c <= 57) { skipNumber(); continue; }
    if (c === 46) {
      if (s[p + 1] === 46 && s[p + 2] === 46) { p += 3; continue; }
      if (s[p + 1]! >= 48 && s[p + 1]! <= 57) { skipNumber(); continue; }
      afterDot = true; p++;
      continue;
    }
    afterDot = false;
    if (c === 40 || c === 91 || c === 123) {
      // A header's `:=` (`if x := f(); x {`) is in scope in its block.
      if (c === 123 && laterDepth === depth) { commit(later!); laterDepth = -1; }
      brackets.push(c); depth++; top = c;
      if (c === 123) { openScope(); atStmt = true; }
      p++;
      continue;
    }
    if (c === 41 || c === 93 || c === 125) {
      if (top < 0) return;
      if (laterDepth === depth) { commit(later!); laterDepth = -1; }
      brackets.pop(); depth--;
      top = depth ? brackets[base + depth - 1]! : -1;
      if (c === 125) closeScope();
      p++;
      if (mode === GROUP && !depth) return;
      if (c === 125) atStmt = true;
      continue;
    }
    if (c === 59) { if (laterDepth === depth) { commit(later!); laterDepth = -1; } p++; atStmt = top === 123; continue; }
    p++;
  }
  if (pend.length) flush();
  brackets.length = base; // unclosed at the end of the file
}

/** Returns nothing; notes the pending identifiers (byte ranges and lines, in threes) as uses. */
function flush(): void {
  for (let k = 0; k < pend.length; k += 3) use(pend[k]!, pend[k + 1]!, pend[k + 2]!);
  pend.length = 0;
}

/** Returns nothing; declares the names of `later` (byte ranges, in twos) and empties it. */
function commit(later: number[]): void {
  for (let k = 0; k < later.length; k += 2) declare(later[k]!, later[k + 1]!);
  later.length = 0;
}

/**
 * Returns nothing; reads a local `var`/`const` (or, with `type`, a `type`) declaration after its keyword, one spec or a
 * group: each spec's type and value are read for uses, then its names are declared in the innermost scope.
 */
function readLocalDecl(type: boolean): void {
  skipWs(false);
  const spec = (stop: number): void => {
    const names: number[] = [];
    while (isIdStart(s[p] ?? 0)) {
      const e = identEnd();
      names.push(p, e);
      p = e;
      skipWs(false);
      if (type) break;
      if (s[p] !== 44) break;
      p++;
      skipWs(false);
    }
    if (type) {
      openScope();
      if (s[p] === 91 && p === names[1]) readParams(true);
      scanType();
      scanTokens(STATEMENT, stop);
      closeScope();
    } else {
      scanTokens(STATEMENT, stop);
    }
    for (let k = 0; k < names.length; k += 2) declare(names[k]!, names[k + 1]!);
  };
  if (s[p] !== 40) spec(-1);
  else readGroup(() => spec(41));
}

/**
 * Returns nothing; reads a parameter list at p (`(…)`, or with `typeParams` a type-parameter list `[…]`): the names
 * it declares go to the innermost scope (or to `later`, for a function's parameters and results: in scope in its body
 * only, so `(revision revision)` uses the type), its types are read for uses. A list whose entries are all bare types
 * (`(int, error)`) declares nothing.
 */
function readParams(typeParams: boolean, later?: number[]): void {
  const close = typeParams ? 93 : 41;
  const named = typeParams || paramsNamed();
  p++;
  for (;;) {
    skipWs(true);
    if (p >= n) return;
    const c = s[p]!;
    if (c === close) { p++; return; }
    if (c === 44) { p++; continue; }
    const before = p;
    if (named && isIdStart(c)) {
      const e = identEnd();
      if (later) later.push(p, e);
      else declare(p, e);
      p = e;
      skipWs(false);
      if (s[p] !== 44 && s[p] !== close) scanType();
    } else {
      scanType();
    }
    // Anything the type reading left (a constraint union `~int | string`): read for uses to the entry's end.
    skipWs(true);
    if (s[p] !== 44 && s[p] !== close && p < n) scanTokens(STATEMENT, 44);
    if (p === before) p++;
  }
}

/** Returns true when the parameter list at p names its parameters (some entry is a name followed by a type). */
function paramsNamed(): boolean {
  const p0 = p, line0 = line;
  let named = false;
  p++;
  while (p < n && !named) {
    skipWs(true);
    const c = s[p];
    if (c === 41 || c === undefined) break;
    if (c === 44) { p++; continue; }
    if (isIdStart(c)) {
      let q = identEnd();
      while (s[q] === 32 || s[q] === 9) q++;
      const d = s[q]!;
      if (isIdStart(d) || d === 42 || d === 40 || (d === 91 && (s[q + 1] === 93 || (s[q + 1]! >= 48 && s[q + 1]! <= 57))) || (d === 46 && s[q + 1] === 46) || (d === 60 && s[q + 1] === 45)) named = true;
    }
    skipEntry();
    if (s[p] === 41) break;
  }
  p = p0; line = line0;
  return named;
}

/** Returns nothing; skips to the `,` or `)` that ends the list entry at p (neither consumed). */
function skipEntry(): void {
  while (p < n) {
    const c = s[p]!;
    if (c === 44 || c === 41) return;
    if (c === 10) { line++; p++; continue; }
    if (c === 34 || c === 39 || c === 96) { skipString(); continue; }
    if (c === 47 && (s[p + 1] === 47 || s[p + 1] === 42)) { skipWs(false); continue; }
    if (c === 40 || c === 91 || c === 123) { skipBalanced(); continue; }
    p++;
  }
}

/** Returns nothing; reads a function's parameters and results from p (after its name and type parameters). */
function readSignatureRest(): void {
  const names: number[] = [];
  skipWs(false);
  if (s[p] === 40) readParams(false, names);
  skipWs(false);
  const c = s[p];
  if (c === 40) readParams(false, names);
  else if (c !== undefined && c !== 123 && c !== 10 && c !== 59 && c !== 44 && c !== 41 && c !== 93 && c !== 125 && c !== 61 && c !== 47) scanType();
  for (let k = 0; k < names.length; k += 2) declare(names[k]!, names[k + 1]!);
}

/** Returns nothing; reads a receiver `(r *T[K])` at p up to `end`: `r` and `K` are declared, `T` is a use. */
function readReceiver(end: number): void {
  p++;
  skipWs(true);
  let e = identEnd();
  let q = e;
  while (s[q] === 32 || s[q] === 9) q++;
  if (e > p && (isIdStart(s[q]!) || s[q] === 42)) { declare(p, e); p = q; }
  while (s[p] === 42 || s[p] === 32 || s[p] === 9) p++;
  e = identEnd();
  if (e > p) { use(p, e, line); p = e; }
  if (s[p] === 91) {
    p++;
    while (p < end && s[p] !== 93) {
      skipWs(true);
      e = identEnd();
      if (e > p) { declare(p, e); p = e; } else p++;
    }
  }
}

/** Returns nothing; reads the type at p for uses (a named, qualified, instantiated, pointer, slice, array, map, channel, function, struct or interface type). */
function scanType(): void {
  for (;;) {
    skipWs(false);
    const c = s[p];
    if (c === undefined) return;
    if (c === 42 || c === 126) { p++; continue; } // `*T`, `~T`
    if (c === 46 && s[p + 1] === 46 && s[p + 2] === 46) { p += 3; continue; } // `...T`
    if (c === 60 && s[p + 1] === 45) { p += 2; continue; } // `<-chan T`
    if (c === 91) { scanTokens(GROUP); continue; } // `[]T`, `[N]T`
    if (c === 40) { scanTokens(GROUP); return; }
    if (!isIdStart(c)) return;
    const a = p, b = identEnd();
    p = b;
    if (word(a, b, 'map')) { skipWs(false); if (s[p] === 91) scanTokens(GROUP); continue; }
    if (word(a, b, 'chan')) { if (s[p] === 60 && s[p + 1] === 45) p += 2; continue; }
    if (word(a, b, 'func')) { openScope(); readSignatureRest(); closeScope(); return; }
    if (word(a, b, 'struct')) { skipWs(false); if (s[p] === 123) scanStruct(); return; }
    if (word(a, b, 'interface')) { skipWs(false); if (s[p] === 123) scanInterface(); return; }
    use(a, b, line);
    if (s[p] === 46 && isIdStart(s[p + 1] ?? 0)) { p++; p = identEnd(); } // `pkg.T`
    if (s[p] === 91) scanTokens(GROUP); // type arguments
    return;
  }
}

/**
 * Returns nothing; reads a `{ … }` body at p member by member: `member` reads one member (a struct field, an interface
 * method or embedded type) up to the `;` or `}` that ends it. A member that reads nothing still moves p on.
 */
function scanMembers(member: () => void): void {
  p++;
  for (;;) {
    skipWs(true);
    if (p >= n) return;
    if (s[p] === 125) { p++; return; }
    if (s[p] === 59) { p++; continue; }
    const before = p;
    member();
    skipStatement(125);
    if (p === before) p++;
  }
}

/** Returns nothing; reads a struct type's `{ … }` at p: field names are skipped, field types and embedded types read for uses. */
function scanStruct(): void {
  scanMembers(() => {
    if (isIdStart(s[p]!)) {
      let q = identEnd();
      while (s[q] === 32 || s[q] === 9) q++;
      const d = s[q]!;
      if (d === 44 || isIdStart(d) || d === 42 || d === 91 || d === 40 || (d === 60 && s[q + 1] === 45)) {
        // Field names: `A, B T`.
        for (;;) {
          p = identEnd();
          skipWs(false);
          if (s[p] !== 44) break;
          p++;
          skipWs(true);
        }
      }
    }
    scanType();
  });
}

/** Returns nothing; reads an interface type's `{ … }` at p: method names are skipped, their signatures and embedded types read for uses. */
function scanInterface(): void {
  scanMembers(() => {
    const e = identEnd();
    let q = e;
    while (s[q] === 32 || s[q] === 9) q++;
    if (e > p && s[q] === 40) { p = q; openScope(); readSignatureRest(); closeScope(); }
    else {
      scanType();
      skipWs(false);
      while (s[p] === 124) { p++; scanType(); skipWs(false); }
    }
  });
}

/**
 * Returns nothing; adds to `imports` the record of the names the file declares in its package block and one record
 * per identifier it leaves to the package block (not its own names, nor an import's).
 */
function packageRecords(imports: RawImport[], defs: Def[], kind: RawImport['kind'], clauseLine: number): void {
  const own = new Set<string>();
  for (const d of defs) if (d.kind !== 'method' && d.name !== 'init') own.add(d.name);
  if (own.size) imports.push({ line: clauseLine, kind, specifier: PACKAGE_BLOCK, names: [...own] });
  for (const [name, at] of uses) {
    if (!own.has(name) && !importNames.has(name) && name !== '_') imports.push({ line: at, kind, specifier: name, names: [PACKAGE_REF] });
  }
}
