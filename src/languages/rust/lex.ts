/**
 * The Rust import lexer, in TypeScript: one byte scan of a `.rs` file that records what its module resolver needs —
 * `mod x;` declarations (with `#[path = "…"]`), `use` trees expanded to one path per leaf, paths written in code that
 * start with `crate::`, `super::`, `self::` or a lower-case name (a module or a crate: `shop::total(…)`; not `std`,
 * `core`, `alloc` or a primitive type), the names each module defines — and the file's items with their line
 * ranges (functions, methods as `Type.method`, structs, enums, traits, types, constants, statics, macros).
 *
 * Every record is a raw import whose specifier starts with its verb (see `RustRecord`) and whose first name is the
 * inline module it sits in within the file (`''` at the file's top, `tests` or `a::b` inside `mod a { mod b { … } }`):
 * the resolver needs that context for `self::`, `super::` and nested `mod` files. A record under a `#[cfg(…)]`
 * attribute (on itself or on an enclosing inline module) has kind `conditional`. Macro bodies (`macro_rules!`) and
 * attribute contents are skipped: what a macro expands to is not the file's own code. Never throws on bad syntax.
 * @internal
 */
import type { Def, LexResult, RawImport } from '../../repo/types.js';
import { utf16Length } from '../../repo/lex/utf16.js';
import { isIdPart, isIdStart } from '../id-bytes.js';

/**
 * The verbs of the raw records (specifier `<verb> <rest>`):
 * - `mod x` — an out-of-line module; names: [context, '', `#[path]` value or ''];
 * - `use a::b::C` / `use a::b::*` — one leaf of a use tree; names: [context, flags, alias or ''] (flags: `p` when the
 *   use has a visibility, i.e. re-exports); `extern crate x as y` is `use extern::x` with alias `y`;
 * - `ref crate::a::f` / `ref shop::total` — a path in code; names: [context];
 * - `items` — the names one module of the file defines; names: [context, …names] (`!m` for a `#[macro_export]` macro,
 *   `+m` for an inline module).
 */
export type RustRecord = 'mod' | 'use' | 'ref' | 'items';

/** The specifier of a record with verb `verb` and text `rest`. */
export const rec = (verb: RustRecord, rest = ''): string => (rest ? `${verb} ${rest}` : verb);

let s: Buffer = Buffer.alloc(0);
let n = 0;
let p = 0;
let line = 1;


/** Skips spaces, newlines and comments (block comments nest). */
function skipWs(): void {
  while (p < n) {
    const c = s[p]!;
    if (c === 32 || c === 9 || c === 13) { p++; continue; }
    if (c === 10) { line++; p++; continue; }
    if (c === 47 && s[p + 1] === 47) { const e = s.indexOf(10, p); p = e < 0 ? n : e; continue; }
    if (c === 47 && s[p + 1] === 42) {
      let depth = 0;
      while (p < n) {
        if (s[p] === 47 && s[p + 1] === 42) { depth++; p += 2; continue; }
        if (s[p] === 42 && s[p + 1] === 47) { p += 2; if (--depth === 0) break; continue; }
        if (s[p] === 10) line++;
        p++;
      }
      continue;
    }
    return;
  }
}

/** Returns the end of the identifier at p (p itself when none), a raw identifier's `r#` included. */
function identEnd(): number {
  let e = p;
  if (s[e] === 114 && s[e + 1] === 35 && isIdStart(s[e + 2] ?? 0)) e += 2;
  if (e < n && isIdStart(s[e]!)) { e++; while (e < n && isIdPart(s[e]!)) e++; return e; }
  return p;
}

/** Returns the identifier in bytes [a, b) without a raw identifier's `r#`. */
function identText(a: number, b: number): string {
  return s.toString('utf8', s[a] === 114 && s[a + 1] === 35 ? a + 2 : a, b);
}

/** Returns true when the bytes at p start a string literal (plain, raw, byte or C string); moves past it when so. */
function skipStringAt(): boolean {
  let k = p;
  if (s[k] === 98 || s[k] === 99) k++; // b"", c""
  let raw = false;
  if (s[k] === 114 && (s[k + 1] === 34 || s[k + 1] === 35)) { raw = true; k++; }
  if (raw) {
    let hashes = 0;
    while (s[k] === 35) { hashes++; k++; }
    if (s[k] !== 34) return false;
    k++;
    for (; k < n; k++) {
      if (s[k] === 10) line++;
      else if (s[k] === 34) {
        let h = 0;
        while (h < hashes && s[k + 1 + h] === 35) h++;
        if (h === hashes) { p = k + 1 + hashes; return true; }
      }
    }
    p = n;
    return true;
  }
  if (s[k] !== 34) return false;
  for (k++; k < n; k++) {
    const c = s[k]!;
    if (c === 92) { if (s[k + 1] === 10) line++; k++; continue; }
    if (c === 10) line++;
    else if (c === 34) { p = k + 1; return true; }
  }
  p = n;
  return true;
}

/** Skips a char literal or a lifetime at p (a `'`). */
function skipQuote(): void {
  if (s[p + 1] === 92) { // '\n', '\u{…}'
    const e = s.indexOf(39, p + 3);
    p = e < 0 ? n : e + 1;
    return;
  }
  // One UTF-8 character then `'` is a char literal; anything else is a lifetime or label.
  let k = p + 1;
  const c = s[k] ?? 0;
  k += c < 0x80 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
  if (s[k] === 39) { p = k + 1; return; }
  p++;
  p = identEnd();
}

/**
 * Skips the bracketed part opening at p (`(`, `[` or `{`) to just past its closing bracket. `onIdent`, when given, sees
 * each identifier at bytes [a, e) and returns true when it consumed it (moved p past it).
 */
function skipBalanced(onIdent?: (a: number, e: number) => boolean): void {
  let depth = 0;
  while (p < n) {
    const c = s[p]!;
    if (c === 10) { line++; p++; continue; }
    if (c === 47 && (s[p + 1] === 47 || s[p + 1] === 42)) { skipWs(); continue; }
    if (c === 34) { skipStringAt(); continue; }
    if (c === 39) { skipQuote(); continue; }
    if (isIdStart(c)) {
      if ((c === 98 || c === 99 || c === 114) && skipStringAt()) continue;
      const e = identEnd();
      if (!onIdent?.(p, e)) p = e;
      continue;
    }
    if (c === 40 || c === 91 || c === 123) depth++;
    else if ((c === 41 || c === 93 || c === 125) && --depth === 0) { p++; return; }
    p++;
  }
}

/** One open brace: an inline module, an impl or trait block, or any other block. */
interface Scope {
  kind: 'mod' | 'impl' | 'other';
  /** The module's name, or the impl's or trait's type. */
  name: string;
  conditional: boolean;
}

/** An attribute that makes its item conditional. */
const CFG_ATTR = /^cfg\s*\(/;
/** Returns the shape of the identifier at bytes [a, b): its length, first and last byte (no string is made). */
const shapeOf = (a: number, b: number): number => ((b - a) << 16) | (s[a]! << 8) | s[b - 1]!;
/** The shapes of the keywords the scan acts on: an identifier of another shape is none of them. */
const KEYWORD_SHAPES = new Set(['pub', 'use', 'mod', 'macro_rules', 'impl', 'trait', 'fn', 'struct', 'enum', 'union', 'type', 'const', 'static', 'crate']
  .map((k) => (k.length << 16) | (k.charCodeAt(0) << 8) | k.charCodeAt(k.length - 1)));

/** Items whose body is open, and the scope depth at which it closes (their end line is set when it does). */
const pendingEnds: { def: Def; depth: number }[] = [];

/** What the scan collects about one module of the file (its top, or an inline module). */
interface ModuleInfo { context: string; items: string[] }

/** Returns the raw imports, items and UTF-16 length of one Rust source. */
export function lexRust(src: Buffer): LexResult {
  s = src; n = src.length; p = 0; line = 1;
  const imports: RawImport[] = [];
  const defs: Def[] = [];
  const scopes: Scope[] = [];
  const modules = new Map<string, ModuleInfo>([['', { context: '', items: [] }]]);
  const refs = new Set<string>();
  let attrs: string[] = [];
  let vis = false;

  // The inline module path, kept as modules open and close; a scope is conditional when any scope around it is, so
  // the innermost one says it for all.
  let ctxNow = '';
  const context = (): string => ctxNow;
  const modulesChanged = (): void => { ctxNow = scopes.filter((x) => x.kind === 'mod').map((x) => x.name).join('::'); };
  const inCfg = (): boolean => (attrs.length > 0 && attrs.some((a) => CFG_ATTR.test(a))) || (scopes.length > 0 && scopes[scopes.length - 1]!.conditional);
  const kindNow = (): RawImport['kind'] => (inCfg() ? 'conditional' : 'static');
  const moduleLevel = (): boolean => scopes.every((x) => x.kind === 'mod');
  const impl = (): Scope | undefined => (scopes.length && scopes[scopes.length - 1]!.kind === 'impl' ? scopes[scopes.length - 1] : undefined);
  const addItem = (name: string): void => {
    const ctx = context();
    let m = modules.get(ctx);
    if (!m) { m = { context: ctx, items: [] }; modules.set(ctx, m); }
    m.items.push(name);
  };
  const endItem = (): void => { if (attrs.length) attrs = []; vis = false; };

  while (p < n) {
    skipWs();
    if (p >= n) break;
    const c = s[p]!;
    if (c === 35 && (s[p + 1] === 91 || (s[p + 1] === 33 && s[p + 2] === 91))) { // #[…] or #![…]
      const inner = s[p + 1] === 33;
      p += inner ? 1 : 0;
      p++;
      const a = p;
      skipBalanced();
      if (!inner) attrs.push(s.toString('utf8', a + 1, p - 1).trim());
      continue;
    }
    if (c === 123) { // a block: the scope of whatever item opened it was pushed already, else an anonymous one
      scopes.push({ kind: 'other', name: '', conditional: inCfg() });
      p++;
      endItem();
      continue;
    }
    if (c === 125) { if (scopes.pop()?.kind === 'mod') modulesChanged(); closeDefs(scopes.length); p++; endItem(); continue; }
    if (c === 59) { p++; endItem(); continue; }
    if (c === 34 || c === 39 || ((c === 98 || c === 99 || c === 114) && skipStringAt())) {
      if (c === 34) skipStringAt(); else if (c === 39) skipQuote();
      continue;
    }
    if (c === 36) { // `$crate`, `$x` in a macro: not the file's own path
      p++;
      p = identEnd();
      continue;
    }
    if (!isIdStart(c)) { p++; continue; }
    const a = p, b = identEnd();
    const at = line;
    p = b;
    if (s[a] === 114 && s[a + 1] === 35) continue; // a raw identifier (`r#type`) is never a keyword
    // Most identifiers are neither a path's start nor a keyword: their text is made only when they can be (one
    // string per identifier was half of the scan's time).
    if (s[b] === 58 && s[b + 1] === 58) {
      if (pathStartAt(a, b, identText(a, b))) {
        p = a;
        readRef(refs, imports, context(), kindNow());
      }
      continue;
    }
    if (!KEYWORD_SHAPES.has(shapeOf(a, b))) continue;
    const w = identText(a, b);
    if (w === 'pub') {
      vis = true;
      skipWs();
      if (s[p] === 40) skipBalanced(); // pub(crate), pub(super), pub(in path)
      continue;
    }
    if (w === 'use') { readUse(imports, context(), vis, kindNow()); endItem(); continue; }
    if (w === 'mod') {
      skipWs();
      const e = identEnd();
      if (e === p) continue;
      const name = identText(p, e);
      p = e;
      skipWs();
      const pathAttr = attrs.map((x) => /^path\s*=\s*"([^"]*)"/.exec(x)?.[1]).find((x) => x !== undefined) ?? '';
      if (s[p] === 59) {
        imports.push({ line: at, kind: kindNow(), specifier: rec('mod', name), names: [context(), '', pathAttr] });
        addItem(`+${name}`);
        p++;
        endItem();
      } else if (s[p] === 123) {
        addItem(`+${name}`);
        const cond = inCfg();
        scopes.push({ kind: 'mod', name, conditional: cond });
        modulesChanged();
        if (!modules.has(context())) modules.set(context(), { context: context(), items: [] });
        p++;
        endItem();
      }
      continue;
    }
    if (w === 'macro_rules' && s[p] === 33) {
      p++;
      skipWs();
      const e = identEnd();
      const name = identText(p, e);
      p = e;
      skipWs();
      const exported = attrs.some((x) => /^macro_export\b/.test(x));
      if (name) { addItem(exported ? `!${name}` : name); defs.push({ name, kind: 'function', start: at, end: at }); }
      if (s[p] === 123 || s[p] === 40 || s[p] === 91) { skipBalanced(); if (name) defs[defs.length - 1]!.end = line; }
      endItem();
      continue;
    }
    if (w === 'impl' || w === 'trait') {
      const type = readBlockHeader(w);
      if (w === 'trait' && type && moduleLevel()) { addItem(type); defs.push({ name: type, kind: 'interface', start: at, end: at }); }
      if (s[p] === 123) {
        const def = w === 'trait' && moduleLevel() ? defs[defs.length - 1] : undefined;
        scopes.push({ kind: 'impl', name: type, conditional: inCfg() });
        p++;
        if (def) pendingEnds.push({ def, depth: scopes.length });
        endItem();
      }
      continue;
    }
    if (w === 'fn' || w === 'struct' || w === 'enum' || w === 'union' || w === 'type' || w === 'const' || w === 'static' || w === 'crate') {
      skipWs();
      if (w === 'static' && s[p] === 109 && identText(p, identEnd()) === 'mut') { p = identEnd(); skipWs(); }
      const e = identEnd();
      const name = e > p ? identText(p, e) : '';
      if (w === 'crate' || !name || (w === 'const' && (name === 'fn' || name === 'unsafe' || name === 'async' || name === 'extern'))) {
        // `const fn`, `extern crate x as y` (a name for another crate: an item of the module)
        if (w === 'crate' && name) { p = e; readExternCrate(name, imports, context(), kindNow(), at); endItem(); }
        continue;
      }
      p = e;
      const owner = impl();
      if (moduleLevel()) addItem(name);
      const kind: Def['kind'] = w === 'fn' ? (owner ? 'method' : 'function') : w === 'struct' || w === 'union' ? 'class' : w === 'enum' ? 'enum' : w === 'type' ? 'type' : w === 'const' ? 'const' : 'variable';
      const def: Def | undefined = moduleLevel() || owner ? { name: owner ? `${owner.name}.${name}` : name, kind, start: at, end: at } : undefined;
      if (def) defs.push(def);
      // The item's extent: its body (a block this scan enters, to see paths and uses in it) or its `;`.
      skipToBodyOrEnd(def, pendingEnds, scopes, inCfg(), refs, imports, context());
      endItem();
      continue;
    }
  }
  for (const m of modules.values()) if (m.items.length) imports.push({ line: 1, kind: 'static', specifier: rec('items'), names: [m.context, ...m.items] });
  const out = { imports, defs, dynamic: [], chars: utf16Length(src) };
  s = Buffer.alloc(0);
  pendingEnds.length = 0;
  return out;
}


/**
 * Moves past an item's header to its body's `{` (entering it: the body is scanned for uses and paths, its end line set
 * when it closes) or to its terminating `;` at depth 0 (a tuple struct, a type alias, a constant's initializer).
 */
function skipToBodyOrEnd(def: Def | undefined, ends: typeof pendingEnds, scopes: Scope[], cond: boolean, refs: Set<string>, imports: RawImport[], ctx: string): void {
  let angle = 0;
  while (p < n) {
    skipWs();
    const c = s[p];
    if (c === undefined) return;
    if (c === 59 && angle <= 0) { p++; if (def) def.end = line; return; }
    if (c === 123) {
      // `struct S { … }`, `enum E { … }`, `fn f() { … }`, a const's block initializer: a scope of its own.
      scopes.push({ kind: 'other', name: '', conditional: cond });
      p++;
      if (def) ends.push({ def, depth: scopes.length });
      return;
    }
    if (c === 125) return;
    if (c === 40 || c === 91) { scanRefs(refs, imports, ctx, cond); continue; }
    if (c === 60) angle++;
    else if (c === 62 && s[p - 1] !== 45 && s[p - 1] !== 61) angle--;
    if (c === 34 || c === 39) { if (c === 34) skipStringAt(); else skipQuote(); continue; }
    if (isIdStart(c)) {
      const a = p, e = identEnd();
      if (s[e] === 58 && s[e + 1] === 58 && pathStartAt(a, e, identText(a, e))) { readRef(refs, imports, ctx, cond ? 'conditional' : 'static'); continue; }
      p = e;
      if (e - a === 5 && s[a] === 119 && identText(a, e) === 'where') angle = 0;
      continue;
    }
    p++;
  }
}

/** Scans a bracketed part at p for `crate::`/`super::`/`self::` paths (a signature's parameters, an array type). */
function scanRefs(refs: Set<string>, imports: RawImport[], ctx: string, cond: boolean): void {
  skipBalanced((a, e) => {
    if (!pathStartAt(a, e, identText(a, e))) return false;
    readRef(refs, imports, ctx, cond ? 'conditional' : 'static');
    return true;
  });
}

/** Names that start paths no file of the repository defines: the standard crates and the primitive types. */
const NOT_LOCAL = new Set(['std', 'core', 'alloc', 'u8', 'u16', 'u32', 'u64', 'u128', 'usize', 'i8', 'i16', 'i32', 'i64', 'i128', 'isize', 'f32', 'f64', 'bool', 'char', 'str']);

/**
 * Returns true when the identifier `w` at bytes [a, b) starts a path worth recording: `crate::`, `super::`, `self::`,
 * or a lower-case name (a module or a crate, not a type) followed by `::` that no `::` or `$` precedes.
 */
function pathStartAt(a: number, b: number, w: string): boolean {
  if (s[b] !== 58 || s[b + 1] !== 58) return false;
  if (w === 'crate' || w === 'super' || w === 'self') return s[a - 1] !== 36;
  const c = w.charCodeAt(0);
  if (!((c >= 97 && c <= 122) || c === 95) || NOT_LOCAL.has(w)) return false;
  let k = a - 1;
  while (k >= 0 && (s[k] === 32 || s[k] === 10 || s[k] === 9 || s[k] === 13)) k--;
  return s[k] !== 58 && s[k] !== 36;
}

/** Reads the path at p (`crate::a::b`, `super::super::x`) and records it once per file, at its first line. */
function readRef(refs: Set<string>, imports: RawImport[], ctx: string, kind: RawImport['kind']): void {
  const at = line;
  const segs: string[] = [];
  for (;;) {
    const e = identEnd();
    if (e === p) break;
    segs.push(identText(p, e));
    p = e;
    let k = p;
    while (s[k] === 32 || s[k] === 10 || s[k] === 9 || s[k] === 13) k++;
    if (s[k] !== 58 || s[k + 1] !== 58) break;
    k += 2;
    while (s[k] === 32 || s[k] === 10 || s[k] === 9 || s[k] === 13) k++;
    if (s[k] === 60 || s[k] === 123 || s[k] === 42) break; // turbofish, a brace group, a glob: the path so far
    for (let x = p; x < k; x++) if (s[x] === 10) line++;
    p = k;
  }
  let k = p;
  while (s[k] === 32) k++;
  if (segs.length < 2 || s[k] === 33) return; // a macro's path (`crate::m!(…)`): what it expands to is not seen here
  const path = segs.join('::');
  const key = `${ctx}\0${path}`;
  if (refs.has(key)) return;
  refs.add(key);
  imports.push({ line: at, kind, specifier: rec('ref', path), names: [ctx] });
}

/** Returns the type an `impl … [for Type] {` or `trait Name` header names, p left at its `{` or `;`. */
function readBlockHeader(w: 'impl' | 'trait'): string {
  let type = '';
  let afterFor = false;
  let angle = 0;
  let last = '';
  let first = '';
  while (p < n) {
    skipWs();
    const c = s[p];
    if (c === undefined || c === 123 || c === 59) break;
    if (c === 60) { angle++; p++; continue; }
    if (c === 62) { if (s[p - 1] !== 45) angle--; p++; continue; }
    if (c === 40 || c === 91) { skipBalanced(); continue; }
    if (isIdStart(c)) {
      const e = identEnd();
      const id = identText(p, e);
      p = e;
      if (id === 'where' && angle === 0) { while (p < n && s[p] !== 123 && s[p] !== 59) { if (s[p] === 10) line++; p++; } break; }
      if (angle > 0) continue;
      if (id === 'for' && w === 'impl') { afterFor = true; last = ''; continue; }
      if (id === 'dyn' || id === 'unsafe' || id === 'const' || id === 'mut') continue;
      if (w === 'trait') { if (!type) type = id; continue; }
      last = id;
      if (!first) first = id;
      continue;
    }
    p++;
  }
  if (w === 'trait') return type;
  return afterFor ? last : last || first;
}

/** Reads `extern crate name [as alias];` after `crate name`: a use of `extern::name` (a keyword: no path's segment). */
function readExternCrate(name: string, imports: RawImport[], ctx: string, kind: RawImport['kind'], at: number): void {
  skipWs();
  let alias = name;
  if (identText(p, identEnd()) === 'as') {
    p = identEnd();
    skipWs();
    const e = identEnd();
    alias = identText(p, e);
    p = e;
  }
  if (name !== 'self') imports.push({ line: at, kind, specifier: rec('use', `extern::${name}`), names: [ctx, '', alias] });
  while (p < n && s[p] !== 59 && s[p] !== 125) { if (s[p] === 10) line++; p++; }
  if (s[p] === 59) p++;
}

/**
 * Reads the use tree after `use` and records one `use` record per leaf (`a::{b, c::*}` → `a::b`, `a::c::*`).
 */
function readUse(imports: RawImport[], ctx: string, vis: boolean, kind: RawImport['kind']): void {
  const flags = vis ? 'p' : '';
  const leaf = (segs: string[], alias: string, at: number): void => {
    if (segs.length) imports.push({ line: at, kind, specifier: rec('use', segs.join('::')), names: [ctx, flags, alias] });
  };
  const tree = (prefix: string[]): void => {
    skipWs();
    const segs = [...prefix];
    let at = line;
    if (s[p] === 58 && s[p + 1] === 58) { p += 2; if (!segs.length) segs.push(''); skipWs(); }
    for (;;) {
      skipWs();
      if (s[p] === 123) { // a group
        p++;
        for (;;) {
          skipWs();
          if (p >= n || s[p] === 125) { p++; return; }
          if (s[p] === 44) { p++; continue; }
          const before = p;
          tree(segs);
          if (p === before) p++;
        }
      }
      if (s[p] === 42) { p++; leaf([...segs, '*'], '', at); return; }
      const e = identEnd();
      if (e === p) { return; }
      if (!segs.length) at = line;
      const id = identText(p, e);
      p = e;
      skipWs();
      if (s[p] === 58 && s[p + 1] === 58) { segs.push(id); p += 2; continue; }
      let alias = '';
      if (identText(p, identEnd()) === 'as' && identEnd() > p) {
        p = identEnd();
        skipWs();
        const ae = identEnd();
        alias = identText(p, ae);
        p = ae;
      }
      // `a::{self}` names `a` itself.
      if (id === 'self' && segs.length && segs[segs.length - 1] !== '') leaf(segs, alias || segs[segs.length - 1]!, at);
      else leaf([...segs, id], alias, at);
      return;
    }
  };
  tree([]);
  skipWs();
  if (s[p] === 59) p++;
}

/** Returns nothing; sets the end line of the open items whose body closed (the scope stack is `depth` deep again). */
function closeDefs(depth: number): void {
  while (pendingEnds.length && pendingEnds[pendingEnds.length - 1]!.depth > depth) pendingEnds.pop()!.def.end = line;
}
