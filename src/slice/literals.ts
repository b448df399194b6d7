/**
 * String literals and raise/throw sites per file, and format-aware matching of a runtime error message against them.
 *
 * A message printed at run time was produced from a template in the code (`"%(max)s"`, `%s`, `{}`/`{name}`,
 * f-strings, `${…}`, `"a" + x + "b"`). Each literal is split at its placeholders into FIXED fragments; a literal
 * matches a message when its fragments occur in the message. Fragments are weighted by rarity (length × inverse
 * document frequency over the repository's literals), so generic text ("invalid value") cannot flood the seeds.
 * The seed is the raise/throw line nearest to the matching literal (a message is often built in a variable a few
 * lines before `raise TypeError(msg)`).
 */
import { resolveMatchLimit } from './options.js';
import { readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { writeFileAtomic } from '../store/atomic.js';
import { isLiteralScanned, literalSyntaxOf } from '../languages/literals.js';

/** The literal fragments and raise sites of one file (1-based lines). */
export interface FileLiterals {
  /** Content hash this table was computed from. */
  hash: string;
  /** Fixed fragments, flattened; `fragLine[i]` is the line of `frags[i]`, `fragLit[i]` numbers its literal in the file. */
  frags: string[];
  fragLine: number[];
  fragLit: number[];
  /** Lines that raise/throw, ascending, with the raised class name ('' when not a constructor call). */
  raiseLines: number[];
  raiseNames: string[];
  /** Extra lines each raise statement spans (`raise X(` + message lines + `)`). */
  raiseSpans: number[];
}

/**
 * The literal table of a repository, flattened so the cache loads in one step: file `f` owns fragments
 * `fragStart[f]..fragStart[f+1]` and raise sites `raiseStart[f]..raiseStart[f+1]`.
 */
export interface LiteralTable {
  paths: string[];
  hashes: string[];
  frags: string[];
  fragLine: Int32Array;
  fragStart: Int32Array;
  raiseLine: Int32Array;
  raiseSpan: Int32Array;
  raiseNames: string[];
  raiseStart: Int32Array;
}

/** Returns a flat table from per-file tables (in the given order). */
export function flattenTable(entries: readonly [string, FileLiterals][]): LiteralTable {
  let nf = 0;
  let nr = 0;
  for (const [, fl] of entries) { nf += fl.frags.length; nr += fl.raiseLines.length; }
  const t: LiteralTable = {
    paths: [], hashes: [], frags: [], fragLine: new Int32Array(nf), fragStart: new Int32Array(entries.length + 1),
    raiseLine: new Int32Array(nr), raiseSpan: new Int32Array(nr), raiseNames: [], raiseStart: new Int32Array(entries.length + 1),
  };
  let fi = 0;
  let ri = 0;
  entries.forEach(([path, fl], k) => {
    t.paths.push(path);
    t.hashes.push(fl.hash);
    t.fragStart[k] = fi;
    t.raiseStart[k] = ri;
    for (let i = 0; i < fl.frags.length; i++) { t.frags.push(fl.frags[i]!); t.fragLine[fi++] = fl.fragLine[i]!; }
    for (let i = 0; i < fl.raiseLines.length; i++) { t.raiseNames.push(fl.raiseNames[i]!); t.raiseSpan[ri] = fl.raiseSpans[i] ?? 0; t.raiseLine[ri++] = fl.raiseLines[i]!; }
  });
  t.fragStart[entries.length] = fi;
  t.raiseStart[entries.length] = ri;
  return t;
}

/**
 * Returns one table over several, each file's path prefixed by its part's `prefix` (`''`: as is): a project's table
 * joined with the tables of the installed packages taking part in a slice, each cached on its own.
 */
export function concatTables(parts: readonly { prefix: string; table: LiteralTable }[]): LiteralTable {
  if (parts.length === 1 && !parts[0]!.prefix) return parts[0]!.table;
  const entries: [string, FileLiterals][] = [];
  for (const { prefix, table } of parts) {
    for (let k = 0; k < table.paths.length; k++) entries.push([prefix ? `${prefix}/${table.paths[k]}` : table.paths[k]!, fileOf(table, k)]);
  }
  return flattenTable(entries);
}

/** Returns file `k` of a flat table as a per-file table. */
export function fileOf(t: LiteralTable, k: number): FileLiterals {
  const f0 = t.fragStart[k]!, f1 = t.fragStart[k + 1]!, r0 = t.raiseStart[k]!, r1 = t.raiseStart[k + 1]!;
  return {
    hash: t.hashes[k]!, frags: t.frags.slice(f0, f1), fragLine: Array.from(t.fragLine.subarray(f0, f1)), fragLit: [],
    raiseLines: Array.from(t.raiseLine.subarray(r0, r1)), raiseNames: t.raiseNames.slice(r0, r1), raiseSpans: Array.from(t.raiseSpan.subarray(r0, r1)),
  };
}

/** Returns the raise sites of a table whose raised class is `name` (test files included; callers filter). */
export function raiseSitesOf(t: LiteralTable, name: string): { path: string; line: number }[] {
  const out: { path: string; line: number }[] = [];
  for (let k = 0; k < t.paths.length; k++) {
    for (let r = t.raiseStart[k]!; r < t.raiseStart[k + 1]!; r++) if (t.raiseNames[r] === name) out.push({ path: t.paths[k]!, line: t.raiseLine[r]! });
  }
  return out;
}

/** Placeholders of printf-style, str.format/f-string and template-literal templates. */
const PLACEHOLDER = /%(?:\([^)]*\))?[#0 +-]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[sdrifgGeExXoc%a]|\{[^{}]*\}|\$\{[^}]*\}/g;

/**
 * Returns the fixed fragments of a literal's body: the text between placeholders, trimmed, keeping those that could
 * identify a message (a space inside, or ≥ 12 characters, and a letter). Identifiers and dict keys are dropped.
 */
export function fixedFragments(body: string): string[] {
  if (!/[%{\\]/.test(body)) {
    const t = body.trim();
    return keepFragment(t) ? [t] : [];
  }
  const out: string[] = [];
  for (const part of body.split(PLACEHOLDER)) {
    const t = part.replace(/\\n|\\t/g, ' ').replace(/\\(['"\\`])/g, '$1').trim();
    if (keepFragment(t)) out.push(t);
  }
  return out;
}

function keepFragment(t: string): boolean {
  return t.length >= 4 && (t.length >= 12 || t.includes(' ')) && /[A-Za-z]/.test(t);
}

/** Returns the literal fragments and raise sites of one file's text. */
export function scanLiterals(path: string, text: string, hash: string): FileLiterals {
  const syntax = literalSyntaxOf(path); // how the file's language writes literals, comments and raises
  const re = syntax.tokens;
  const frags: string[] = [];
  const fragLine: number[] = [];
  const fragLit: number[] = [];
  const lineAt = lineCounter(text);
  re.lastIndex = 0;
  let lit = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const tok = m[0];
    if (syntax.commentLeads.includes(tok[0]!)) continue; // comment
    const triple = tok.length >= 6 && (tok.startsWith('"""') || tok.startsWith("'''"));
    // Docstrings and long prose blocks are not message templates; they only add noise.
    if (!(triple && tok.length > 240)) {
      const body = tok.slice(triple ? 3 : 1, tok.length - (triple ? 3 : 1));
      if (body.length >= 4 && body.length <= 400) {
        const fs = fixedFragments(body);
        if (fs.length) {
          const line = lineAt(m.index);
          for (const f of fs) {
            frags.push(f);
            fragLine.push(line);
            fragLit.push(lit);
          }
        }
      }
    }
    lit++;
  }
  const raiseLines: number[] = [];
  const raiseNames: string[] = [];
  const raiseSpans: number[] = [];
  const raiseAt = lineCounter(text);
  const words = syntax.raiseWords;
  const found: { at: number; name: string; span: number }[] = [];
  for (const w of words) {
    for (let i = text.indexOf(w); i !== -1; i = text.indexOf(w, i + w.length)) {
      const before = i > 0 ? text.charCodeAt(i - 1) : 10;
      const after = text.charCodeAt(i + w.length);
      if (isWordChar(before) || isWordChar(after)) continue;
      const ls = text.lastIndexOf('\n', i - 1) + 1;
      const prefix = text.slice(ls, i);
      if (syntax.notARaise(prefix)) continue;
      const nm = /^[ \t]*(?:new[ \t]+)?([\w.$]*)/.exec(text.slice(i + w.length, i + w.length + 120));
      found.push({ at: i, name: w === 'raise' || w === 'throw' ? (nm?.[1] ?? '').replace(/^.*\./, '') : '', span: statementSpan(text, i + w.length) });
    }
  }
  found.sort((a, b) => a.at - b.at);
  for (const f of found) {
    const line = raiseAt(f.at);
    if (raiseLines[raiseLines.length - 1] === line) continue;
    raiseLines.push(line);
    raiseNames.push(f.name);
    raiseSpans.push(f.span);
  }
  return { hash, frags, fragLine, fragLit, raiseLines, raiseNames, raiseSpans };
}

/** Returns how many more lines the statement starting at `from` spans: brackets left open continue it (max 15). */
function statementSpan(text: string, from: number): number {
  let depth = 0;
  let lines = 0;
  let quote = 0;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quote) {
      if (c === 92 /* \\ */) i++;
      else if (c === quote) quote = 0;
      else if (c === 10) { lines++; quote = 0; if (depth <= 0 || lines > 15) return Math.min(lines, 15); }
      continue;
    }
    if (c === 34 || c === 39 || c === 96) quote = c;
    else if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 || c === 93 || c === 125) depth--;
    else if (c === 10) {
      if (depth <= 0 || lines >= 15) return lines;
      lines++;
    }
  }
  return lines;
}

function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36;
}

/** Returns a function mapping ascending offsets of `text` to 1-based line numbers in amortised O(1). */
function lineCounter(text: string): (offset: number) => number {
  let line = 1;
  let nextNl = text.indexOf('\n');
  return (offset: number): number => {
    while (nextNl !== -1 && nextNl < offset) {
      line++;
      nextNl = text.indexOf('\n', nextNl + 1);
    }
    return line;
  };
}

/** The files to scan: repo-relative path, content hash (cache key) and size. */
export interface LiteralSource { path: string; hash: string; size: number }

/** First bytes of a literal-table cache file (format 3: a JSON head, then the integer columns as raw int32). */
const MAGIC = 'CKL3';

/** The JSON head of a cache file: the string columns (joined by U+0001) and the length of each integer column. */
interface TableHead {
  paths: string[];
  hashes: string[];
  frags: string;
  raiseNames: string;
  /** Lengths of fragLine, fragStart, raiseLine, raiseSpan, raiseStart, in that order. */
  lengths: number[];
}

/**
 * Returns the table stored in `buf`, or undefined when it is not a format-3 table or its columns disagree.
 * Plain JSON and raw int32 on purpose: msgpackr's start-up alone (~10-25 ms) cost more than reading the table.
 */
export function unpackTable(buf: Buffer): LiteralTable | undefined {
  if (buf.length < 8 || buf.toString('latin1', 0, 4) !== MAGIC) return undefined;
  const headLen = buf.readUInt32LE(4);
  if (8 + headLen > buf.length) return undefined;
  const h = JSON.parse(buf.toString('utf8', 8, 8 + headLen)) as TableHead;
  if (!Array.isArray(h?.paths) || !Array.isArray(h.hashes) || !Array.isArray(h.lengths) || h.lengths.length !== 5) return undefined;
  let at = (8 + headLen + 3) & ~3;
  const cols: Int32Array[] = [];
  for (const n of h.lengths) {
    if (!Number.isInteger(n) || n < 0 || at + n * 4 > buf.length) return undefined;
    // Copied out: the file buffer may come from Node's shared pool, at an offset an Int32Array view cannot take.
    cols.push(new Int32Array(buf.buffer.slice(buf.byteOffset + at, buf.byteOffset + at + n * 4)));
    at += n * 4;
  }
  const [fragLine, fragStart, raiseLine, raiseSpan, raiseStart] = cols as [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array];
  const t: LiteralTable = {
    paths: h.paths, hashes: h.hashes, frags: h.frags ? h.frags.split('\u0001') : [], fragLine, fragStart,
    raiseLine, raiseSpan, raiseNames: h.raiseNames ? h.raiseNames.split('\u0001') : [], raiseStart,
  };
  const n = t.paths.length;
  if (t.fragStart.length !== n + 1 || t.raiseStart.length !== n + 1 || t.fragLine.length !== t.frags.length || t.raiseLine.length !== t.raiseNames.length || t.raiseSpan.length !== t.raiseLine.length || t.hashes.length !== n) return undefined;
  return t;
}

/** Returns the bytes of the cache file for `t` (read back by unpackTable). */
export function packTable(t: LiteralTable): Buffer {
  const cols = [t.fragLine, t.fragStart, t.raiseLine, t.raiseSpan, t.raiseStart];
  const head: TableHead = { paths: t.paths, hashes: t.hashes, frags: t.frags.join('\u0001'), raiseNames: t.raiseNames.join('\u0001'), lengths: cols.map((c) => c.length) };
  const json = Buffer.from(JSON.stringify(head), 'utf8');
  const start = (8 + json.length + 3) & ~3;
  const out = Buffer.alloc(start + cols.reduce((n, c) => n + c.length * 4, 0));
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(json.length, 4);
  json.copy(out, 8);
  let at = start;
  for (const c of cols) {
    Buffer.from(c.buffer, c.byteOffset, c.byteLength).copy(out, at);
    at += c.byteLength;
  }
  return out;
}

/**
 * Returns the literal table of `files` under `root`, reusing the cache file `cacheFile` for every file whose
 * content hash is unchanged and writing the refreshed table back atomically. Unreadable files are skipped.
 */
export function loadLiteralTable(root: string, files: readonly LiteralSource[], cacheFile?: string): LiteralTable {
  const wanted = files.filter((f) => isLiteralScanned(f.path) && f.size <= 4_000_000);
  let cached: LiteralTable | undefined;
  if (cacheFile) {
    try { cached = unpackTable(readFileSync(cacheFile)); } catch { /* absent or corrupt: rebuilt below */ }
  }
  if (cached && cached.paths.length === wanted.length && wanted.every((f, k) => cached!.paths[k] === f.path && cached!.hashes[k] === f.hash)) return cached;
  const old = new Map<string, number>();
  cached?.paths.forEach((p, k) => old.set(p, k));
  const entries: [string, FileLiterals][] = [];
  for (const f of wanted) {
    const k = old.get(f.path);
    if (k !== undefined && cached!.hashes[k] === f.hash) { entries.push([f.path, fileOf(cached!, k)]); continue; }
    let text: string;
    try { text = readFileSync(resolvePath(root, f.path), 'utf8'); } catch { continue; } // absolute paths stay absolute
    entries.push([f.path, scanLiterals(f.path, text, f.hash)]);
  }
  const table = flattenTable(entries);
  if (cacheFile) {
    try { writeFileAtomic(cacheFile, packTable(table)); } catch { /* the cache is an optimisation; a read-only dir must not fail the slice */ }
  }
  return table;
}

/** One raise/throw site that a message matched, with its evidence. */
export interface LiteralHit {
  path: string;
  /** The raise/throw line (or the literal's own line when no raise is near). */
  line: number;
  /** The literal's line. */
  literalLine: number;
  /** Rarity-weighted score: Σ fragment length × idf. */
  score: number;
  /** The matched fixed fragments, longest first. */
  fragments: string[];
  /** Share of the message's characters the matched fragments cover (0..1). */
  coverage: number;
}

/** Options of `matchMessage`. */
export interface MatchOptions {
  /** Keep at most this many hits (default 5). */
  limit?: number;
  /** Paths treated as tests: their hits are down-weighted (tests repeat messages in `pytest.raises(match=…)`). */
  isTest?: (path: string) => boolean;
  /** A weight per path (default 1): e.g. less for a package's other builds than for the code the user runs. */
  weight?: (path: string) => number;
  /**
   * Only the literals of the files it is true for (by index in the table's paths) are matched, and only they count
   * for how common a fragment is: the code a user's frame reaches, where one message's literal repeated in a package's
   * other builds would otherwise count as common.
   */
  scope?: (fileIndex: number) => boolean;
}

/**
 * Returns the raise/throw sites whose literals match `message`, best first, rarest fragments weighted highest.
 * Fragments shorter than 4 characters, and those contained in more than 5% of the repository's literal
 * fragments, do not count on their own.
 */
export function matchMessage(table: LiteralTable, message: string, opts: MatchOptions = {}): LiteralHit[] {
  const msg = normalizeMessage(message);
  if (msg.length < 3) return [];
  // Pass 1: the fragments the message contains, and how common each fragment is in the repository.
  const matched: number[] = [];
  const df = new Map<string, number>();
  const frags = table.frags;
  const scope = opts.scope;
  let total = frags.length;
  if (scope) {
    total = 0;
    for (let k = 0; k < table.paths.length; k++) if (scope(k)) total += table.fragStart[k + 1]! - table.fragStart[k]!;
  }
  for (let i = 0, k = 0; i < frags.length; i++) {
    const f = frags[i]!;
    if (f.length < 4 || f.length > msg.length) continue;
    if (scope) {
      while (table.fragStart[k + 1]! <= i) k++;
      if (!scope(k)) continue;
    }
    if (msg.includes(f)) {
      matched.push(i);
      df.set(f, (df.get(f) ?? 0) + 1);
    }
  }
  if (!matched.length) return [];
  const idf = (f: string): number => Math.log(1 + total / (df.get(f) ?? 1));
  // Pass 2: score by literal, then fold literals into their raise site.
  const sites = new Map<string, LiteralHit & { seen: Set<string> }>();
  for (const i of matched) {
    const k = fileOfFrag(table, i);
    const path = table.paths[k]!;
    const f = frags[i]!;
    if ((df.get(f) ?? 0) > Math.max(3, total * 0.05)) continue;
    const litLine = table.fragLine[i]!;
    const raises = table.raiseLine.subarray(table.raiseStart[k]!, table.raiseStart[k + 1]!);
    const line = nearestRaise(raises, litLine, table.raiseSpan.subarray(table.raiseStart[k]!, table.raiseStart[k + 1]!));
    const key = `${path}\0${line}`;
    let site = sites.get(key);
    if (!site) {
      site = { path, line, literalLine: litLine, score: 0, fragments: [], coverage: 0, seen: new Set() };
      sites.set(key, site);
    }
    if (site.seen.has(f)) continue;
    site.seen.add(f);
    site.fragments.push(f);
    let w = f.length * idf(f);
    if (opts.isTest?.(path)) w *= 0.2;
    if (opts.weight) w *= opts.weight(path);
    if (line === litLine && !raises.includes(line)) w *= 0.5; // a literal far from any raise
    site.score += w;
  }
  const hits = [...sites.values()].map(({ seen: _seen, ...h }) => {
    h.fragments.sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0));
    h.coverage = Math.min(1, h.fragments.reduce((n, f) => n + f.length, 0) / msg.length);
    h.score = Math.round(h.score * 1000) / 1000;
    return h;
  });
  hits.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
  return hits.slice(0, resolveMatchLimit(opts.limit));
}

/**
 * Returns the raise/throw line a literal on `line` belongs to: the raise statement that spans it (`raise X(` with
 * the message on the following lines), else the first raise at most 8 lines after it (a message built in a
 * variable, then raised), else one at most 6 lines before it, else `line` itself.
 */
export function nearestRaise(raiseLines: ArrayLike<number>, line: number, raiseSpans?: ArrayLike<number>): number {
  let after = -1;
  let before = -1;
  for (let i = 0; i < raiseLines.length; i++) {
    const r = raiseLines[i]!;
    if (r <= line && line <= r + (raiseSpans?.[i] ?? 0)) return r;
    if (r > line && r - line <= 8) { after = r; break; }
    if (r < line && line - r <= 6) before = r;
  }
  if (after !== -1) return after;
  return before !== -1 && !raiseSpans ? before : line;
}

/** Returns the file index owning fragment `i` (binary search over `fragStart`). */
function fileOfFrag(t: LiteralTable, i: number): number {
  let lo = 0;
  let hi = t.paths.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (t.fragStart[mid]! <= i) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Returns a message as the code would have spelled it: repr quotes of a KeyError removed, whitespace collapsed. */
export function normalizeMessage(message: string): string {
  let m = message.trim().replace(/\s+/g, ' ');
  if (m.length >= 2 && (m[0] === '"' || m[0] === "'") && m[m.length - 1] === m[0]) m = m.slice(1, -1);
  return m;
}
