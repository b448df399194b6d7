/**
 * T2b symbol slices: the exact line ranges that explain one line or one named symbol of a source file.
 *
 * - a line inside a method → the method (from its first decorator) plus its class header as a separate range;
 * - a line inside a top-level function or module statement → a backward def-use slice over the module's
 *   top-level statements (the unit holding the line plus every unit defining a name it reads, transitively).
 *
 * ```ts
 * const { ranges } = await symbolsAt('pandas/core/frame.py', { name: 'DataFrame.merge' }, { root: 'pandas' });
 * for (const r of ranges) console.log(r.command);
 * ```
 */
import { statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import type { Tree } from 'web-tree-sitter';
import { grammarLangOf, type LangId } from '../parse/languages.js';
import { decodeSource, readSource, type Warning } from '../parse/source.js';
import { withTree, isFailure, type ParseFailure } from '../parse/parser.js';
import { ParseCache } from '../parse/cache.js';
import { firstErrorLine } from '../skeleton/build.js';
import { curlyDefs } from '../languages/js/symbols.js';
import type { DefEntry, SymbolUnit } from './defs.js';
import { grammarSymbolQueries, symbolQueryGrammars } from '../languages/index.js';
import { sedCommand } from '../manifest/commands.js';
import { badUsage, badPath, noGrammar } from '../errors.js';

export type { DefEntry } from './defs.js';
export type { Warning } from '../parse/source.js';

/** One range of a symbol slice. */
export interface SymbolRange {
  /** `DataFrame.merge`, `import os`, `X` … */
  name: string;
  kind: 'method' | 'function' | 'class' | 'statement' | 'slice';
  /** 1-based, inclusive. */
  start: number;
  end: number;
  /** The shell command that prints exactly this range: `sed -n 'a,bp' 'path'`. */
  command: string;
}

/** The answer of symbolsAt. */
export interface SymbolSlice { path: string; ranges: SymbolRange[]; warnings: Warning[] }

/** What to explain: a 1-based line or a symbol name (`merge` or `DataFrame.merge`). */
export type SymbolQuery = { line: number } | { name: string };

type Unit = SymbolUnit;

interface Analysis { defs: DefEntry[]; units: Unit[]; errorLine: number; lines: number }

export { sedCommand } from '../manifest/commands.js';

function analyze(tree: Tree, lang: LangId, text: string): Analysis {
  const q = grammarSymbolQueries(lang)!;
  return {
    defs: q.defs(tree),
    units: q.units(tree),
    errorLine: firstErrorLine(tree),
    lines: text.split('\n').length,
  };
}

/** The cached form of an Analysis: sets stored as arrays. */
interface StoredAnalysis { defs: DefEntry[]; units: (Omit<Unit, 'defines' | 'uses'> & { defines: string[]; uses: string[] })[]; errorLine: number; lines: number }

/**
 * Returns the analysis of `text` (definitions and def-use units), from the parse cache when its content hash was
 * analysed before, else parsed and stored; a ParseFailure when the parser gives up.
 */
async function cachedAnalysis(text: string, hash: string, lang: LangId, cacheDir: string | false | undefined): Promise<Analysis | ParseFailure> {
  const cache = cacheDir === false ? undefined : new ParseCache(cacheDir);
  const kind = `sym-${lang}`;
  const hit = cache?.get<StoredAnalysis>(kind, hash);
  if (hit) {
    return { ...hit, units: hit.units.map((u) => ({ ...u, defines: new Set(u.defines), uses: new Set(u.uses) })) };
  }
  const a = await withTree(text, lang, (tree) => analyze(tree, lang, text));
  if (!isFailure(a) && cache) {
    const stored: StoredAnalysis = {
      ...a,
      units: a.units.map((u) => ({ start: u.start, end: u.end, name: u.name, kind: u.kind, always: u.always, defines: [...u.defines], uses: [...u.uses] })),
    };
    cache.put(kind, hash, stored);
  }
  return a;
}

/**
 * Returns the definitions (classes, functions, methods with exact ranges) of `text` parsed as `lang`,
 * or the reason the parser failed.
 */
export async function defsOf(text: string, lang: LangId): Promise<DefEntry[] | { error: string }> {
  // A grammar without symbol queries of its own reads as a brace language (JS-shaped declarations).
  const res = await withTree(text, lang, (tree) => (grammarSymbolQueries(lang)?.defs ?? curlyDefs)(tree));
  return isFailure(res) ? { error: res.reason } : res;
}

/** Returns the class header range (decorators, `class X(...):`, and a docstring of at most 10 lines). */
function classHeader(c: DefEntry, cmdPath: string): SymbolRange {
  const end = c.docEnd && c.docEnd - c.headerEnd <= 10 ? c.docEnd : c.headerEnd;
  return { name: c.qname, kind: 'class', start: c.start, end, command: sedCommand(cmdPath, c.start, end) };
}

/** Returns the ranges explaining a line inside a class: the enclosing method (or statement) and each class header. */
function methodSlice(a: Analysis, chain: DefEntry[], line: number, cmdPath: string): SymbolRange[] {
  // chain: outermost → innermost defs containing the line; find the innermost class, then its direct member.
  let ci = -1;
  for (let i = chain.length - 1; i >= 0; i--) if (chain[i].kind === 'class') { ci = i; break; }
  const cls = chain[ci];
  const member = chain[ci + 1];
  const ranges: SymbolRange[] = [];
  for (let i = 0; i <= ci; i++) if (chain[i].kind === 'class') ranges.push(classHeader(chain[i], cmdPath));
  if (member) {
    ranges.push({ name: member.qname, kind: member.kind === 'class' ? 'class' : 'method', start: member.start, end: member.end, command: sedCommand(cmdPath, member.start, member.end) });
  } else if (line > cls.headerEnd) {
    // A class attribute or statement: the class body statement is not tracked, so show the line itself.
    ranges.push({ name: `${cls.qname} (line ${line})`, kind: 'statement', start: line, end: line, command: sedCommand(cmdPath, line, line) });
  }
  return mergeSymbolRanges(ranges, cmdPath);
}

/** Returns the def-use slice: the unit containing `line` and every unit that defines a name it reads, transitively. */
function defUseSlice(a: Analysis, line: number, cmdPath: string, warnings: Warning[], path: string): SymbolRange[] {
  const seedIdx = a.units.findIndex((u) => u.start <= line && line <= u.end);
  if (seedIdx < 0) {
    warnings.push({ kind: 'no-symbol', path, line, detail: `line ${line} is not inside any statement (blank or comment line)` });
    return [];
  }
  const definers = new Map<string, number[]>();
  a.units.forEach((u, i) => {
    for (const d of u.defines) {
      let l = definers.get(d);
      if (!l) definers.set(d, (l = []));
      l.push(i);
    }
  });
  const keep = new Set<number>([seedIdx]);
  a.units.forEach((u, i) => { if (u.always) keep.add(i); });
  const queue = [seedIdx];
  while (queue.length) {
    const u = a.units[queue.pop()!];
    for (const name of u.uses) {
      for (const j of definers.get(name) ?? []) {
        if (!keep.has(j)) { keep.add(j); queue.push(j); }
      }
    }
  }
  const ranges = [...keep].sort((x, y) => x - y).map((i): SymbolRange => {
    const u = a.units[i];
    return { name: u.name, kind: u.kind, start: u.start, end: u.end, command: sedCommand(cmdPath, u.start, u.end) };
  });
  return mergeSymbolRanges(ranges, cmdPath);
}

/** Returns a merged range's name: the first three names, then a count. */
function joinNames(a: string, b: string): string {
  const m = /^(.*) \(\+(\d+) more\)$/.exec(a);
  if (m) return `${m[1]} (+${Number(m[2]) + 1} more)`;
  return a.split(' + ').length >= 3 ? `${a} (+1 more)` : `${a} + ${b}`;
}

/**
 * Returns `ranges` sorted, with overlapping or touching ranges merged (no gap is bridged, unlike slice/ranges.ts
 * mergeRanges; merged ranges of mixed kinds become 'slice').
 */
export function mergeSymbolRanges(ranges: SymbolRange[], cmdPath: string): SymbolRange[] {
  const sorted = [...ranges].sort((x, y) => x.start - y.start || y.end - x.end);
  const out: SymbolRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end + 1) {
      if (r.end <= last.end && r.start >= last.start && last.kind !== 'class') continue; // contained
      if (last.kind === 'class' || r.kind === 'class') { out.push({ ...r }); continue; } // keep headers separate
      last.end = Math.max(last.end, r.end);
      last.name = joinNames(last.name, r.name);
      if (last.kind !== r.kind) last.kind = 'slice';
      last.command = sedCommand(cmdPath, last.start, last.end);
    } else {
      out.push({ ...r });
    }
  }
  return out;
}

/** Returns true when `path` names an existing directory (checked before the file type, which a directory lacks). */
function isDirectory(path: string): boolean {
  try { return statSync(path).isDirectory(); } catch { return false; }
}

function chainAt(defs: DefEntry[], line: number): DefEntry[] {
  const inner = defs.filter((d) => d.start <= line && line <= d.end);
  return inner.sort((x, y) => x.start - y.start || y.end - x.end);
}

/**
 * Returns the exact ranges that explain `q.line` (or the symbol `q.name`) in `file`, each with the `sed` command that
 * prints it (`path` relative to `opts.root` when given; commands name the absolute path, so they run from anywhere). Rejects with a message naming the file when it cannot be read
 * or has no grammar; syntax errors give a `parse-error` warning and a best-effort answer.
 */
export async function symbolsAt(file: string, q: SymbolQuery, opts: { root?: string; source?: string; cacheDir?: string | false } = {}): Promise<SymbolSlice> {
  const abs = opts.root ? resolve(opts.root, file) : file;
  const shown = opts.root ? relative(opts.root, abs).split(sep).join('/') : file;
  // Commands name the absolute path: they run as printed from any directory.
  const cmdPath = resolve(abs);
  if (opts.source === undefined && isDirectory(abs)) throw badPath(shown, 'is a directory, expected a source file');
  const lang = grammarLangOf(file);
  if (!lang) throw noGrammar(shown, symbolQueryGrammars().join(' '));
  if (!grammarSymbolQueries(lang)) throw badPath(shown, `symbol slices support ${symbolQueryGrammars().join(' ')} (skeletons cover ${lang})`);
  const src = opts.source !== undefined ? decodeSource(Buffer.from(opts.source), shown) : readSource(abs, shown);
  if ('error' in src) throw badUsage(undefined, src.error);
  const warnings: Warning[] = [];
  const a = await cachedAnalysis(src.text, src.hash, lang, opts.cacheDir);
  if (isFailure(a)) {
    warnings.push({ kind: 'parse-error', path: shown, line: 0, detail: a.reason });
    return { path: shown, ranges: [], warnings };
  }
  if (a.errorLine) warnings.push({ kind: 'parse-error', path: shown, line: a.errorLine, detail: 'syntax error: ranges near it may be incomplete' });
  if ('line' in q) {
    if (!Number.isInteger(q.line) || q.line < 1 || q.line > a.lines) {
      throw badPath(shown, `line ${q.line} is out of range (the file has ${a.lines} lines)`);
    }
    return { path: shown, ranges: rangesForLine(a, q.line, cmdPath, warnings, shown), warnings };
  }
  const name = q.name.trim();
  // A bare name matches every definition so named (a method and a function may share it); a dotted name matches
  // its exact qualified name, else any qualified name ending with it.
  let matches = name.includes('.') ? a.defs.filter((d) => d.qname === name) : a.defs.filter((d) => d.name === name);
  if (!matches.length) matches = a.defs.filter((d) => d.qname.endsWith(`.${name}`));
  if (!matches.length) {
    warnings.push({ kind: 'unresolved-symbol', path: shown, line: 0, detail: `no class, function or method named '${name}' in ${shown}` });
    return { path: shown, ranges: [], warnings };
  }
  if (matches.length > 1) {
    warnings.push({ kind: 'ambiguous', path: shown, line: matches[0].start, detail: `'${name}' matches ${matches.length} definitions: ${matches.map((m) => `${m.qname} (line ${m.start})`).join(', ')}` });
  }
  const all: SymbolRange[] = [];
  for (const m of matches) {
    if (m.kind === 'class') {
      all.push({ name: m.qname, kind: 'class', start: m.start, end: m.end, command: sedCommand(cmdPath, m.start, m.end) });
    } else {
      const line = Math.min(m.end, Math.max(m.start, m.headerEnd));
      all.push(...rangesForLine(a, line, cmdPath, warnings, shown));
    }
  }
  return { path: shown, ranges: mergeSymbolRanges(all, cmdPath), warnings };
}

function rangesForLine(a: Analysis, line: number, cmdPath: string, warnings: Warning[], path: string): SymbolRange[] {
  const chain = chainAt(a.defs, line);
  if (chain.some((d) => d.kind === 'class') && !(chain[0].kind === 'class' && chain.length === 1 && line <= chain[0].headerEnd)) {
    // Inside a class body (a method, nested def or class attribute).
    if (chain[0].kind !== 'class') {
      // A class defined inside a top-level function: the function's def-use slice covers it.
      return defUseSlice(a, line, cmdPath, warnings, path);
    }
    return methodSlice(a, chain, line, cmdPath);
  }
  return defUseSlice(a, line, cmdPath, warnings, path);
}

export { pythonDefs } from '../languages/python/symbols.js';
export { curlyDefs } from '../languages/js/symbols.js';
