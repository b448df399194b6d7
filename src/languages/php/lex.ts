/**
 * The PHP import lexer, in TypeScript (tokens.ts scans; this reads the tokens): a file's namespaces, its `use`
 * imports (classes, `use function`, `use const`, grouped `use A\{B, C as D}`), the classes, functions and constants
 * it references, resolved to fully qualified names by PHP's own name-resolution rules, its literal `require` and
 * `include` paths, and its declarations with line ranges.
 *
 * What becomes a raw import (each distinct reference once, at its first line):
 * - `use` imports: the imported name (specifier), names `['use']` (an alias may name a namespace, not a class);
 * - class references where the syntax says a class is meant (`new X`, `X::`, `extends`, `implements`, `instanceof`,
 *   `catch (X $e)`, `#[X]`, a trait's `use X;`, `insteadof X`): names undefined;
 * - names in type positions (a name before a parameter or property variable, a return type, a typed class
 *   constant): names `['type']`: a class if one exists, never reported missing (it may be a constant);
 * - function calls: `['function']` plus, for an unqualified call inside a namespace, the global name PHP falls back to;
 *   `use const`: `['const']`;
 * - `require`/`include(_once)` of a literal path, kind `require`: `'x.php'` as written, `__DIR__ . '/x.php'`,
 *   `dirname(__FILE__) . '/x.php'` and `dirname(__DIR__[, levels]) . '/x.php'` with names `['dir']` and the path
 *   relative to the file's folder;
 * - `new $v` / `$v::m()` where `$v` was last assigned a literal class name (`'A\B'` or `A\B::class`) in the same
 *   function: kind `dynamic-const`, at the `new`. Any other `new $v`, `new (expr)` or `require $path` is a dynamic
 *   site (a declared blind spot).
 * The file's own declarations travel as one raw import with specifier `.` (DECLARATIONS) whose names are `c:A\B`
 * (classes, interfaces, traits, enums), `f:A\fn` and `k:A\CONST`: the resolver builds its class map from them.
 * @internal
 */
import type { Def, DynamicSite, LexResult, RawImport } from '../../repo/types.js';
import { utf16Length } from '../../repo/lex/utf16.js';
import { P_ARROW, P_CLOSE, P_DCOLON, P_ELLIPSIS, T_ATTR, T_NAME, T_NUM, T_PUNCT, T_STR, T_VAR, stringValue, tokenize, type Tokens } from './tokens.js';

/** The specifier of the declarations record. */
export const DECLARATIONS = '.';

/** Names that are never classes: PHP's reserved type names and the names `self`, `static`, `parent`. */
const NOT_CLASS = new Set(['self', 'static', 'parent', 'array', 'callable', 'int', 'float', 'bool', 'string', 'iterable', 'object', 'mixed', 'void', 'null', 'never', 'false', 'true', 'integer', 'double', 'boolean', 'resource', 'numeric']);

/** Keywords and language constructs: a name token spelled like one (any case) is never a reference. */
const KEYWORDS = new Set([
  'abstract', 'and', 'array', 'as', 'break', 'callable', 'case', 'catch', 'class', 'clone', 'const', 'continue', 'declare', 'default', 'die', 'do', 'echo',
  'else', 'elseif', 'empty', 'enddeclare', 'endfor', 'endforeach', 'endif', 'endswitch', 'endwhile', 'eval', 'exit', 'extends', 'final', 'finally', 'fn', 'for',
  'foreach', 'function', 'global', 'goto', 'if', 'implements', 'include', 'include_once', 'instanceof', 'insteadof', 'interface', 'isset', 'list', 'match',
  'namespace', 'new', 'or', 'print', 'private', 'protected', 'public', 'readonly', 'require', 'require_once', 'return', 'static', 'switch', 'throw', 'trait',
  'try', 'unset', 'use', 'var', 'while', 'xor', 'yield', 'self', 'parent', '__halt_compiler',
]);
const MODIFIERS = new Set(['abstract', 'final', 'private', 'protected', 'public', 'readonly', 'static', 'var']);

/** What a `{` opened. */
const B_OTHER = 0, B_NS = 1, B_CLASS = 2, B_FUNC = 3;

interface Brace { kind: number; def?: Def; className?: string }

/** One file's reading state. */
class Reader {
  readonly imports: RawImport[] = [];
  readonly defs: Def[] = [];
  readonly dynamic: DynamicSite[] = [];
  private readonly seen = new Map<string, number>();
  private readonly declared: string[] = [];
  private declLine = 0;
  ns = '';
  /** `use` aliases of the current namespace, by lower-case alias: classes (and namespaces), functions, constants. */
  classUses = new Map<string, string>();
  fnUses = new Map<string, string>();
  constUses = new Map<string, string>();
  /** Variables last assigned a literal class name in the current function. */
  classVars = new Map<string, string>();
  readonly braces: Brace[] = [];
  /** A class or function declared, waiting for its body's `{` (or its `;`). */
  pending: { def: Def; kind: number; className?: string; depth: number } | undefined;
  parens = 0;

  constructor(readonly t: Tokens) {}

  text(k: number): string { return this.t.src.toString('utf8', this.t.start[k]!, this.t.end[k]!); }
  lower(k: number): string { return this.text(k).toLowerCase(); }
  isPunct(k: number, code: number): boolean { return k < this.t.count && this.t.type[k] === T_PUNCT && this.t.code[k] === code; }
  isName(k: number): boolean { return k < this.t.count && this.t.type[k] === T_NAME; }

  /** Records a raw import (one per specifier, names and kind, at its first line). */
  add(line: number, specifier: string, names?: string[], kind: RawImport['kind'] = 'static'): void {
    const key = `${kind}\0${specifier}\0${names?.join('\0') ?? ''}`;
    const at = this.seen.get(key);
    // A return type is read before the parameters above it: the earlier line wins.
    if (at !== undefined) { if (this.imports[at]!.line > line) this.imports[at]!.line = line; return; }
    this.seen.set(key, this.imports.length);
    this.imports.push(names ? { line, kind, specifier, names } : { line, kind, specifier });
  }

  declare(what: 'c' | 'f' | 'k', fqn: string, line: number): void {
    if (!this.declLine) this.declLine = line;
    this.declared.push(`${what}:${fqn}`);
  }

  /** Returns the fully qualified class name `name` means here (PHP's rules: imports, then the current namespace). */
  className(name: string): string {
    if (name.charCodeAt(0) === 92) return name.slice(1);
    const lower = name.toLowerCase();
    if (lower.startsWith('namespace\\')) return this.qualify(name.slice(10));
    const slash = name.indexOf('\\');
    const first = slash < 0 ? lower : lower.slice(0, slash);
    const alias = this.classUses.get(first);
    if (alias !== undefined) return slash < 0 ? alias : `${alias}${name.slice(slash)}`;
    return this.qualify(name);
  }

  qualify(name: string): string { return this.ns ? `${this.ns}\\${name}` : name; }

  /** Records a class reference of name token `k`; `weak` for a type position (may be a constant). */
  classRef(k: number, weak = false): void {
    const name = this.text(k);
    if (NOT_CLASS.has(name.toLowerCase())) return;
    this.add(this.t.line[k]!, this.className(name), weak ? ['type'] : undefined);
  }

  /** Records a call of function name token `k`. */
  functionRef(k: number): void {
    const name = this.text(k);
    if (name.charCodeAt(0) === 92) { this.add(this.t.line[k]!, name.slice(1), ['function']); return; }
    const lower = name.toLowerCase();
    if (lower.startsWith('namespace\\')) { this.add(this.t.line[k]!, this.qualify(name.slice(10)), ['function']); return; }
    if (name.includes('\\')) { this.add(this.t.line[k]!, this.className(name), ['function']); return; }
    const used = this.fnUses.get(lower);
    if (used !== undefined) { this.add(this.t.line[k]!, used, ['function']); return; }
    this.add(this.t.line[k]!, this.qualify(name), this.ns ? ['function', name] : ['function']);
  }

  /** The innermost class or function brace, or undefined at the top level. */
  scope(): Brace | undefined {
    for (let k = this.braces.length - 1; k >= 0; k--) if (this.braces[k]!.kind === B_CLASS || this.braces[k]!.kind === B_FUNC) return this.braces[k];
    return undefined;
  }

  finish(src: Buffer): LexResult {
    if (this.declared.length) this.imports.unshift({ line: this.declLine, kind: 'static', specifier: DECLARATIONS, names: this.declared });
    return { imports: this.imports, defs: this.defs, dynamic: this.dynamic, chars: utf16Length(src) };
  }
}

/**
 * Returns the source of a PHPUnit `.phpt` file with everything but its code sections (`--FILE--`, `--SKIPIF--`,
 * `--CLEAN--`) blanked, lines kept: its `--EXPECT--` text is output, not code.
 */
export function phptCode(src: Buffer): Buffer {
  const out = Buffer.from(src);
  let code = false;
  for (let a = 0; a < out.length;) {
    let e = out.indexOf(10, a);
    if (e < 0) e = out.length;
    const head = /^--([A-Z_]+)--\r?$/.exec(out.toString('latin1', a, Math.min(e, a + 40)));
    if (head) code = PHPT_CODE.has(head[1]!);
    if (head || !code) for (let k = a; k < e; k++) if (out[k] !== 13) out[k] = 32;
    a = e + 1;
  }
  return out;
}
const PHPT_CODE = new Set(['FILE', 'FILEEOF', 'SKIPIF', 'CLEAN']);

/** Returns the raw imports, declarations and UTF-16 length of one PHP source (`path` tells a `.phpt` file). */
export function lexPhp(src: Buffer, path = ''): LexResult {
  const t = tokenize(path.endsWith('.phpt') ? phptCode(src) : src);
  const r = new Reader(t);
  const count = t.count;
  // The line where the statement being read started with a modifier or an attribute (a declaration's first line).
  let stmtStart = 0;
  for (let k = 0; k < count; k++) {
    const type = t.type[k]!;
    if (type === T_PUNCT) {
      const code = t.code[k]!;
      if (code === 123) { // {
        const pend = r.pending;
        if (pend && r.parens === pend.depth) {
          r.braces.push({ kind: pend.kind, def: pend.def, className: pend.className });
          r.pending = undefined;
          if (pend.kind === B_FUNC) r.classVars.clear();
        } else r.braces.push({ kind: B_OTHER });
        stmtStart = 0;
      } else if (code === 125) { // }
        const b = r.braces.pop();
        if (b?.def) b.def.end = t.line[k]!;
        if (b?.kind === B_NS) { r.ns = ''; r.classUses.clear(); r.fnUses.clear(); r.constUses.clear(); }
        stmtStart = 0;
      } else if (code === 40 || code === 91) r.parens++;
      else if (code === 41 || code === 93) r.parens = Math.max(0, r.parens - 1);
      else if (code === 59 || code === P_CLOSE) {
        // A declaration without a body (an abstract or interface method) ends at its `;`.
        if (r.pending && r.parens === r.pending.depth) { r.pending.def.end = t.line[k]!; r.pending = undefined; }
        stmtStart = 0;
      }
      continue;
    }
    if (type === T_ATTR) {
      if (!stmtStart) stmtStart = t.line[k]!;
      k = readAttribute(r, k);
      continue;
    }
    if (type === T_VAR) {
      readVariable(r, k);
      continue;
    }
    if (type !== T_NAME) continue;
    const lower = r.lower(k);
    const prev = k > 0 ? k - 1 : -1;
    const afterMember = prev >= 0 && (r.isPunct(prev, P_ARROW) || r.isPunct(prev, P_DCOLON));
    if (afterMember) continue; // `$x->name`, `X::name`: a member, not a reference
    if (MODIFIERS.has(lower) && !r.isPunct(k + 1, P_DCOLON) && !r.isPunct(k + 1, 40)) {
      if (!stmtStart) stmtStart = t.line[k]!;
      continue;
    }
    switch (lower) {
      case 'namespace':
        if (r.isName(k + 1) || r.isPunct(k + 1, 123)) { k = readNamespace(r, k); continue; }
        break;
      case 'use':
        k = readUse(r, k);
        continue;
      case 'class': case 'interface': case 'trait': case 'enum':
        if (prev >= 0 && r.isPunct(prev, P_DCOLON)) continue;
        if (lower === 'enum' && !(r.isName(k + 1) && (r.isPunct(k + 2, 123) || r.isPunct(k + 2, 58) || r.lower(k + 2) === 'implements'))) break;
        k = readClass(r, k, stmtStart || t.line[k]!);
        stmtStart = 0;
        continue;
      case 'function': case 'fn':
        k = readFunction(r, k, lower === 'fn', stmtStart || t.line[k]!);
        stmtStart = 0;
        continue;
      case 'const':
        k = readConst(r, k);
        continue;
      case 'new':
        k = readNew(r, k);
        continue;
      case 'extends': case 'implements': case 'insteadof':
        k = readNameList(r, k + 1) - 1;
        continue;
      case 'instanceof':
        if (r.isName(k + 1)) { r.classRef(k + 1); k++; }
        continue;
      case 'catch':
        if (r.isPunct(k + 1, 40)) k = readNameList(r, k + 2, 124) - 1;
        continue;
      case 'require': case 'require_once': case 'include': case 'include_once':
        k = readRequire(r, k);
        continue;
      case 'define':
        if (r.isPunct(k + 1, 40) && t.type[k + 2] === T_STR && !r.scope()) r.declare('k', stringValue(t, k + 2).replace(/^\\/, ''), t.line[k]!);
        break;
    }
    if (KEYWORDS.has(lower)) continue;
    // A name before `::` is a class (`X::m()`, `X::class`); before `(` a function; in a type position a class.
    if (r.isPunct(k + 1, P_DCOLON)) { r.classRef(k); continue; }
    if (r.isPunct(k + 1, 40)) { if (prev < 0 || !r.isName(prev) || !['function', 'fn', 'new'].includes(r.lower(prev))) r.functionRef(k); continue; }
    if (r.isPunct(k + 1, 58) && !r.isPunct(prev, 41)) continue; // a named argument, a label, `case X:`
    if (inTypePosition(r, k)) r.classRef(k, true);
  }
  return r.finish(src);
}

/** Returns true when the name at k begins or continues a type that a parameter or property variable follows. */
function inTypePosition(r: Reader, k: number): boolean {
  const t = r.t;
  for (let j = k + 1, steps = 0; j < t.count && steps < 16; j++, steps++) {
    const type = t.type[j]!;
    if (type === T_VAR) return true;
    if (type === T_NAME) continue;
    if (type !== T_PUNCT) return false;
    const c = t.code[j]!;
    if (c === P_ELLIPSIS) return true;
    if (c !== 124 && c !== 38 && c !== 63 && c !== 40 && c !== 41) return false; // | & ? ( )
  }
  return false;
}

/** Reads `namespace A\B;`, `namespace A\B {` or `namespace {`; returns the last token it consumed. */
function readNamespace(r: Reader, k: number): number {
  r.classUses.clear(); r.fnUses.clear(); r.constUses.clear();
  if (r.isName(k + 1)) { r.ns = r.text(k + 1).replace(/^\\/, ''); k++; } else r.ns = '';
  if (r.isPunct(k + 1, 123)) { r.braces.push({ kind: B_NS }); k++; }
  return k;
}

/**
 * Reads a `use`: a trait use inside a class body, a closure's `use (…)` (nothing), or the imports of a namespace.
 * Returns the last token it consumed.
 */
function readUse(r: Reader, k: number): number {
  const t = r.t;
  if (r.isPunct(k + 1, 40)) return k; // function () use ($x)
  const top = r.braces[r.braces.length - 1];
  if (top?.kind === B_CLASS) return readNameList(r, k + 1) - 1;
  let j = k + 1;
  let kind: 'class' | 'function' | 'const' = 'class';
  const lk = r.isName(j) ? r.lower(j) : '';
  if ((lk === 'function' || lk === 'const') && r.isName(j + 1)) { kind = lk; j++; }
  for (; j < t.count;) {
    if (!r.isName(j)) break;
    const name = r.text(j).replace(/^\\/, '');
    const line = t.line[j]!;
    j++;
    if (r.isPunct(j, 92) && r.isPunct(j + 1, 123)) {
      // A group: `use A\{B, C as D, function e}` (the name token stops before `\{`).
      j = readUseGroup(r, j + 2, name, kind);
    } else {
      let alias = name.slice(name.lastIndexOf('\\') + 1);
      if (r.isName(j) && r.lower(j) === 'as' && r.isName(j + 1)) { alias = r.text(j + 1); j += 2; }
      importName(r, kind, name, alias, line);
    }
    if (r.isPunct(j, 44)) { j++; continue; }
    break;
  }
  return r.isPunct(j, 59) ? j : j - 1;
}

/** Reads the entries of a grouped use after its `{`; returns the token after the group's `}`. */
function readUseGroup(r: Reader, j: number, prefix: string, outer: 'class' | 'function' | 'const'): number {
  const t = r.t;
  while (j < t.count && !r.isPunct(j, 125)) {
    let kind = outer;
    const lk = r.isName(j) ? r.lower(j) : '';
    if ((lk === 'function' || lk === 'const') && r.isName(j + 1)) { kind = lk; j++; }
    if (!r.isName(j)) { j++; continue; }
    const rest = r.text(j);
    const line = t.line[j]!;
    j++;
    let alias = rest.slice(rest.lastIndexOf('\\') + 1);
    if (r.isName(j) && r.lower(j) === 'as' && r.isName(j + 1)) { alias = r.text(j + 1); j += 2; }
    importName(r, kind, `${prefix}\\${rest}`, alias, line);
    if (r.isPunct(j, 44)) j++;
  }
  return j + 1;
}

/** Records one imported name under its alias, and its raw import. */
function importName(r: Reader, kind: 'class' | 'function' | 'const', fqn: string, alias: string, line: number): void {
  const key = alias.toLowerCase();
  if (kind === 'class') { r.classUses.set(key, fqn); r.add(line, fqn, ['use']); }
  else if (kind === 'function') { r.fnUses.set(key, fqn); r.add(line, fqn, ['function']); }
  else { r.constUses.set(alias, fqn); r.add(line, fqn, ['const']); }
}

/**
 * Reads class names separated by `sep` (44 `,`: an `extends`/`implements` list, a trait use; 124 `|`: the types of
 * `catch (A | B $e)`); returns the token after the list.
 */
function readNameList(r: Reader, j: number, sep = 44): number {
  while (r.isName(j)) {
    r.classRef(j);
    j++;
    if (!r.isPunct(j, sep)) break;
    j++;
  }
  return j;
}

/** Reads `#[A, B(…)]`: each attribute's class; returns the attribute's closing `]`. */
function readAttribute(r: Reader, k: number): number {
  const t = r.t;
  let j = k + 1;
  for (;;) {
    if (r.isName(j)) { r.classRef(j); j++; }
    let depth = 0;
    // Skip the arguments (they may hold class references of their own: `X::class`, `new X`).
    while (j < t.count) {
      if (t.type[j] === T_PUNCT) {
        const c = t.code[j]!;
        if (c === 40 || c === 91) depth++;
        else if ((c === 41 || c === 93) && depth > 0) depth--;
        else if (c === 93 || (c === 44 && depth === 0)) break;
      } else if (t.type[j] === T_NAME && r.isPunct(j + 1, P_DCOLON)) r.classRef(j);
      else if (t.type[j] === T_NAME && r.lower(j) === 'new' && r.isName(j + 1)) { r.classRef(j + 1); j++; }
      j++;
    }
    if (r.isPunct(j, 44)) { j++; continue; }
    return j;
  }
}

/** Reads a class-like declaration (or an anonymous class after `new`); returns the last token it consumed. */
function readClass(r: Reader, k: number, start: number): number {
  const t = r.t;
  if (!r.isName(k + 1) || KEYWORDS.has(r.lower(k + 1))) {
    // `new class(...) extends X {`: its body is a class body.
    r.pending = { def: { name: 'class@anonymous', kind: 'class', start, end: start }, kind: B_CLASS, depth: r.parens };
    return k;
  }
  const name = r.text(k + 1);
  const kw = r.lower(k);
  const def: Def = { name, kind: kw === 'interface' ? 'interface' : kw === 'enum' ? 'enum' : 'class', start, end: start };
  r.defs.push(def);
  r.declare('c', r.qualify(name), t.line[k]!);
  r.pending = { def, kind: B_CLASS, className: name, depth: r.parens };
  // An enum's backing type (`enum Suit: string`) is not a reference.
  let j = k + 2;
  if (r.isPunct(j, 58) && r.isName(j + 1)) j += 2;
  return j - 1;
}

/** Reads `function [&]name(…)` or a closure/arrow function; returns the last token it consumed. */
function readFunction(r: Reader, k: number, arrow: boolean, start: number): number {
  const t = r.t;
  let j = k + 1;
  if (r.isPunct(j, 38)) j++;
  const scope = r.scope();
  if (!arrow && r.isName(j)) {
    const name = r.text(j);
    if (scope?.kind === B_CLASS) {
      // A method (of an anonymous class: a range, not a definition others can name).
      const def: Def = { name: `${scope.className ?? 'class@anonymous'}.${name}`, kind: 'method', start, end: start };
      if (scope.className) r.defs.push(def);
      r.pending = { def, kind: B_FUNC, depth: r.parens };
    } else if (!scope) {
      const def: Def = { name, kind: 'function', start, end: start };
      r.defs.push(def);
      r.declare('f', r.qualify(name), t.line[j]!);
      r.pending = { def, kind: B_FUNC, depth: r.parens };
    } else r.pending = { def: { name, kind: 'function', start, end: start }, kind: B_FUNC, depth: r.parens };
    j++;
  } else if (!arrow) {
    r.pending = { def: { name: 'closure', kind: 'function', start, end: start }, kind: B_FUNC, depth: r.parens };
    // A closure's body is not a declaration, but its `{` is a function's: its variables are its own.
  }
  // The return type after the parameter list: `): ?A|B`, `): static`.
  if (!r.isPunct(j, 40)) return j - 1;
  let depth = 0, e = j;
  for (; e < t.count; e++) {
    if (t.type[e] !== T_PUNCT) continue;
    const c = t.code[e]!;
    if (c === 40) depth++;
    else if (c === 41 && --depth === 0) break;
  }
  if (e + 1 < t.count && r.isPunct(e + 1, 58)) {
    let x = e + 2;
    for (; x < t.count; x++) {
      if (t.type[x] === T_NAME) { r.classRef(x, true); continue; }
      if (t.type[x] === T_PUNCT && [63, 124, 38, 40, 41].includes(t.code[x]!)) continue;
      break;
    }
  }
  return j - 1;
}

/** Reads `const A = 1, B = 2;` at the top level (declarations) or a typed class constant; returns the last token read. */
function readConst(r: Reader, k: number): number {
  const t = r.t;
  const scope = r.scope();
  if (scope?.kind === B_CLASS) {
    // `const Type NAME = …` (PHP 8.3): the type is a class when a name follows it.
    if (r.isName(k + 1) && r.isName(k + 2)) r.classRef(k + 1, true);
    return k;
  }
  if (scope) return k;
  let j = k + 1;
  while (r.isName(j) && r.isPunct(j + 1, 61)) {
    r.declare('k', r.qualify(r.text(j)), t.line[j]!);
    r.defs.push({ name: r.text(j), kind: 'const', start: t.line[j]!, end: t.line[j]! });
    // Skip the value to the next `,` or `;` at this depth.
    let depth = 0;
    for (j += 2; j < t.count; j++) {
      if (t.type[j] !== T_PUNCT) continue;
      const c = t.code[j]!;
      if (c === 40 || c === 91 || c === 123) depth++;
      else if (c === 41 || c === 93 || c === 125) depth--;
      else if (depth === 0 && (c === 44 || c === 59)) break;
    }
    if (!r.isPunct(j, 44)) break;
    j++;
  }
  return k;
}

/** Reads what follows `new`: a class, an anonymous class, or a class named at run time; returns the last token read. */
function readNew(r: Reader, k: number): number {
  const t = r.t;
  const j = k + 1;
  if (r.isName(j)) {
    const lower = r.lower(j);
    if (lower === 'class') return k; // the anonymous class is read as a declaration
    if (!KEYWORDS.has(lower) || lower === 'static' || lower === 'self' || lower === 'parent') { r.classRef(j); return j; }
    return k;
  }
  if (t.type[j] === T_VAR) {
    const v = r.text(j);
    // `new $v` (not `new $this->x`, `new $a['k']`): the class its literal assignment named.
    const simple = !r.isPunct(j + 1, P_ARROW) && !r.isPunct(j + 1, 91) && !r.isPunct(j + 1, P_DCOLON);
    const known = simple ? r.classVars.get(v) : undefined;
    if (known) r.add(t.line[k]!, known, undefined, 'dynamic-const');
    else r.dynamic.push({ line: t.line[k]!, kind: 'dynamic-import', detail: `new ${v}${simple ? '' : '…'}: the class is named at run time` });
    return j;
  }
  if (r.isPunct(j, 40)) r.dynamic.push({ line: t.line[k]!, kind: 'dynamic-import', detail: 'new (…): the class is named at run time' });
  return k;
}

/**
 * Reads a variable: `$v = 'A\B';` or `$v = A\B::class;` remembers the class; any other assignment forgets it;
 * `$v::m()` with a remembered class is a dynamic-const reference.
 */
function readVariable(r: Reader, k: number): void {
  const t = r.t;
  const v = r.text(k);
  if (r.isPunct(k + 1, P_DCOLON)) {
    const known = r.classVars.get(v);
    if (known) r.add(t.line[k]!, known, undefined, 'dynamic-const');
    return;
  }
  if (!r.isPunct(k + 1, 61) || (k > 0 && (r.isPunct(k - 1, P_ARROW) || r.isPunct(k - 1, P_DCOLON)))) return;
  const j = k + 2;
  if (t.type[j] === T_STR && r.isPunct(j + 1, 59)) {
    const value = stringValue(t, j);
    if (/^\\?[A-Za-z_\x80-\uffff][\w\x80-\uffff]*(?:\\[A-Za-z_\x80-\uffff][\w\x80-\uffff]*)*$/.test(value)) { r.classVars.set(v, value.replace(/^\\/, '')); return; }
  } else if (r.isName(j) && r.isPunct(j + 1, P_DCOLON) && r.isName(j + 2) && r.lower(j + 2) === 'class' && r.isPunct(j + 3, 59)) {
    if (!NOT_CLASS.has(r.lower(j))) { r.classVars.set(v, r.className(r.text(j))); return; }
  }
  r.classVars.delete(v);
}

/**
 * Reads `require`/`include(_once)`: a literal path (as written, or relative to the file's folder through `__DIR__`,
 * `dirname(__FILE__)` or `dirname(__DIR__, n)`), else a dynamic site. Returns the last token it consumed.
 */
function readRequire(r: Reader, k: number): number {
  const t = r.t;
  const line = t.line[k]!;
  let j = k + 1;
  let wrapped = 0;
  while (r.isPunct(j, 40)) { wrapped++; j++; }
  // The expression's tokens up to the statement's end (`;`, `?>`) or the closing of the wrapping parentheses.
  const a = j;
  let depth = 0;
  for (; j < t.count; j++) {
    if (t.type[j] !== T_PUNCT) continue;
    const c = t.code[j]!;
    if (c === 40 || c === 91) depth++;
    else if (c === 41 || c === 93) { if (depth === 0) break; depth--; }
    else if (depth === 0 && (c === 59 || c === P_CLOSE || c === 44)) break;
  }
  const path = literalPath(r, a, j);
  if (path) r.add(line, path.path, path.dir ? ['dir'] : undefined, 'require');
  else r.dynamic.push({ line, kind: 'dynamic-import', detail: `${r.lower(k)} ${t.src.toString('utf8', t.start[a] ?? 0, t.end[Math.max(a, j - 1)] ?? 0).slice(0, 80)}: a path computed at run time` });
  return Math.max(k, wrapped ? j : j - 1);
}

/** Returns the literal path tokens [a, b) spell, relative to the file's folder when `dir`, or undefined. */
function literalPath(r: Reader, a: number, b: number): { path: string; dir: boolean } | undefined {
  const t = r.t;
  if (b - a === 1 && t.type[a] === T_STR) return { path: stringValue(t, a), dir: false };
  // The folder part: `__DIR__`, `dirname(__FILE__)`, `dirname(__DIR__)`, `dirname(__DIR__, 2)`.
  let up = 0;
  let j = a;
  if (r.isName(j) && t.src.toString('latin1', t.start[j]!, t.end[j]!) === '__DIR__') j++;
  else if (r.isName(j) && r.lower(j) === 'dirname' && r.isPunct(j + 1, 40) && r.isName(j + 2)) {
    const arg = r.text(j + 2);
    if (arg !== '__DIR__' && arg !== '__FILE__') return undefined;
    up = arg === '__DIR__' ? 1 : 0;
    j += 3;
    if (r.isPunct(j, 44) && t.type[j + 1] === T_NUM && arg === '__DIR__') { up = Number(r.text(j + 1)); j += 2; }
    if (!r.isPunct(j, 41)) return undefined;
    j++;
  } else return undefined;
  let rest = '';
  for (; j < b; j += 2) {
    if (!(r.isPunct(j, 46) && t.type[j + 1] === T_STR)) return undefined;
    rest += stringValue(t, j + 1);
  }
  if (!rest.startsWith('/')) return undefined;
  return { path: `${'../'.repeat(up)}${rest.slice(1)}`, dir: true };
}

