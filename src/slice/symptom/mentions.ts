/**
 * Mentions: the names an issue text points at outside any traceback frame. Prose, backtick spans and code snippets
 * (fenced, indented, `>>>` doctests, IPython `In [n]:` cells, diffs) each have their own shapes; this file sorts the
 * lines into those places, reads paths, URLs and names from prose and backticks, hands code to the scanner in
 * `mentions-code.ts`, and turns everything into deduplicated, counted `Mention`s, most specific kind first.
 *
 * Every rule works on the shape of the text (case, underscores, dots, brackets, prompts), never on a project's names.
 */
import type { Mention } from './types.js';
import { fenceAt } from './lines.js';
import { matchErrorLine } from './error-line.js';
import { newCodeFacts, scanCode, type CodeFacts, type CodeSeg } from './mentions-code.js';
import { BUILTINS, KEYWORDS, NON_CODE_LAST, RECEIVERS, SOURCE_EXT } from './mentions-lexicon.js';

type Where = Mention['where'];
type Kind = Mention['kind'];

const KIND_ORDER: readonly Kind[] = ['path', 'module', 'qualified', 'call', 'identifier'];

// ---------------------------------------------------------------------------------------------------------------
// Line shapes

const PY_FRAME = /^\s*File "[^"]+", line \d+/;
const NODE_FRAME = /^\s+at .*:\d+:\d+\)?\s*$/;
const PROMPT = /^(\s*)(>>>(?: |$)|In \[\d*\]:(?: |$))/;
const CONTINUATION = /^(\s*)(\.\.\.(?: |$)|\.\.\.+:(?: |$))/;
const OUT_PROMPT = /^\s*Out\[\d*\]:/;
const TRACEBACK_HEAD = /^\s*(?:Traceback \(most recent call last\)|During handling of the above exception|The above exception was the direct cause)/;
const DIFF_HEAD = /^(?:diff --git |--- |\+\+\+ |index [0-9a-f]+\.\.)/;
const HUNK = /^@@ [^@]*@@ ?/;
/** IPython's traceback: `path in func(args)` (old) or `File path:12, in func(args)` (8.x), then numbered source lines. */
const IPY_FRAME = new RegExp(`^\\s*(?:File\\s+)?\\S+?\\.(?:${SOURCE_EXT.join('|')})(?::\\d+)?,?\\s+in\\s+([\\w.<>]+)\\s*\\(`);
const IPY_CELL = /^\s*(?:<ipython-input-[^>]*>|Cell In ?\[\d*\], line \d+|Input In ?\[\d*\])/;
const IPY_NUMBERED = /^\s*(?:-*>\s*)?\d+(?= |$)/;
/** Unfenced lines that are code by themselves: definitions, imports, decorators, assignments. */
const STATEMENT = /^(?:(?:async\s+)?def\s+\w+\s*\(|class\s+\w+\s*[(:]|from\s+\.*[\w.]+\s+import\s|import\s+[\w.]+\s*(?:$|,|as\s)|@[\w.]+(?:\(|$)|[A-Za-z_][\w.]*(?:\[[^\]]*\])?(?:\s*,\s*[A-Za-z_]\w*)*\s*[-+*/]?=(?!=)\s*\S)/;

/** What one line of the text is: prose, code source, program output, a diff header, or something to skip. */
type LineKind = 'prose' | 'src' | 'out' | 'diffhead' | 'skip' | 'fence' | 'ipyframe';

interface Classified {
  kinds: LineKind[];
  /** Characters at the start of the line to blank before scanning (a prompt, a diff marker, a hunk header). */
  strip: number[];
  /** For an IPython frame line: the line its `---->` arrow points at. */
  arrow: Array<number | undefined>;
}

/** Returns the kind of every line: fences decide blocks, prompts and indentation decide the rest. */
function classify(lines: string[]): Classified {
  const kinds: LineKind[] = new Array(lines.length).fill('prose');
  const strip: number[] = new Array(lines.length).fill(0);
  const arrow: Array<number | undefined> = new Array(lines.length).fill(undefined);
  const out: Classified = { kinds, strip, arrow };
  let i = 0;
  let inDoctest = false;
  let ipython = false;
  while (i < lines.length) {
    const line = lines[i]!;
    const block = fenceAt(lines, i);
    if (block) {
      // A fenced block: read to the closing fence (or a line that ends with one, as people often write it).
      kinds[i] = 'fence';
      const end = block.close;
      const closedInline = block.inline;
      const last = closedInline ? end + 1 : end;
      classifyBlock(lines, i + 1, last, /^(?:diff|patch)$/i.test(block.info), out);
      if (closedInline) lines[end] = lines[end]!.replace(/[`~]{3,}\s*$/, '');
      if (end < lines.length && !closedInline) kinds[end] = 'fence';
      i = last + (closedInline ? 0 : 1);
      inDoctest = false;
      continue;
    }
    const prev = i > 0 ? kinds[i - 1] : 'fence';
    const prevBlank = i === 0 || lines[i - 1]!.trim() === '';
    let m: RegExpExecArray | null;
    if (!line.trim()) { kinds[i] = 'prose'; inDoctest = false; ipython = false; }
    else if ((inDoctest || ipython || IPY_CELL.test(line)) && (ipython || IPY_FRAME.test(line) || IPY_CELL.test(line)) && ipythonLine(lines, i, lines.length, out)) ipython = true;
    else if (PY_FRAME.test(line)) {
      kinds[i] = 'skip';
      if (i + 1 < lines.length && /^\s{2,}\S/.test(lines[i + 1]!) && !PY_FRAME.test(lines[i + 1]!)) kinds[++i] = 'skip';
    } else if ((m = PROMPT.exec(line))) { kinds[i] = 'src'; strip[i] = m[0].length; inDoctest = true; }
    else if (inDoctest && (m = CONTINUATION.exec(line)) && prev === 'src') { kinds[i] = 'src'; strip[i] = m[0].length; }
    else if (inDoctest || OUT_PROMPT.test(line)) kinds[i] = 'out';
    else if (DIFF_HEAD.test(line)) kinds[i] = 'diffhead';
    else if (/^(?: {4}|\t)/.test(line) && (prevBlank || prev === 'src')) kinds[i] = 'src';
    else if (STATEMENT.test(line)) kinds[i] = 'src';
    else if (isCallLine(line)) kinds[i] = 'src';
    i++;
  }
  return out;
}

/** Classifies the lines [from, to) of one fenced block. */
function classifyBlock(lines: string[], from: number, to: number, diff: boolean, out: Classified): void {
  const { kinds, strip } = out;
  let prompts = false;
  let ipython = false;
  for (let k = from; k < to && !prompts; k++) prompts = PROMPT.test(lines[k]!);
  for (let k = from; k < to && !diff; k++) diff = HUNK.test(lines[k]!) || /^diff --git /.test(lines[k]!);
  let prevSrc = false;
  for (let k = from; k < to; k++) {
    const line = lines[k]!;
    let m: RegExpExecArray | null;
    kinds[k] = 'src';
    if (!diff && (ipython || IPY_FRAME.test(line) || IPY_CELL.test(line)) && ipythonLine(lines, k, to, out)) {
      ipython = true;
      prevSrc = false;
      continue;
    }
    if (diff) {
      if (DIFF_HEAD.test(line)) kinds[k] = 'diffhead';
      else if ((m = HUNK.exec(line))) strip[k] = m[0].length;
      else if (/^[-+ ]/.test(line)) strip[k] = 1;
    } else if (PY_FRAME.test(line) || NODE_FRAME.test(line) || TRACEBACK_HEAD.test(line)) {
      kinds[k] = 'skip';
      // The source line Python prints under a frame belongs to the traceback, which the frame parser reads.
      if (PY_FRAME.test(line) && k + 1 < to && /^\s{2,}\S/.test(lines[k + 1]!) && !PY_FRAME.test(lines[k + 1]!)) kinds[++k] = 'skip';
    } else if (prompts) {
      if ((m = PROMPT.exec(line)) || (prevSrc && (m = CONTINUATION.exec(line)))) strip[k] = m[0].length;
      else kinds[k] = 'out';
    } else if (!/^\s/.test(line) && matchErrorLine(line)) kinds[k] = 'skip';
    prevSrc = kinds[k] === 'src';
  }
}

/**
 * Returns true when line `k` belongs to an IPython traceback and sets its kind: a frame line (its path and the line
 * its arrow points at), a cell header (skipped), or a numbered source line (code, number blanked).
 */
function ipythonLine(lines: string[], k: number, to: number, out: Classified): boolean {
  const line = lines[k]!;
  let m: RegExpExecArray | null;
  if (IPY_FRAME.test(line)) {
    out.kinds[k] = 'ipyframe';
    for (let n = k + 1; n < to && n < k + 40 && lines[n]!.trim() && !IPY_FRAME.test(lines[n]!); n++) {
      const a = /^\s*-+>\s*(\d+)/.exec(lines[n]!);
      if (a) { out.arrow[k] = Number(a[1]); break; }
    }
    return true;
  }
  if (IPY_CELL.test(line)) { out.kinds[k] = 'skip'; return true; }
  if ((m = IPY_NUMBERED.exec(line))) { out.kinds[k] = 'src'; out.strip[k] = m[0].length; return true; }
  return false;
}

/** True for an unfenced line that is one call expression (`ccode(sinc(x))`), not prose that starts with one. */
function isCallLine(line: string): boolean {
  const t = line.trim();
  if (!/^[A-Za-z_][\w.]*\(/.test(t) || !/[)\]]\s*;?$/.test(t)) return false;
  let rest = t;
  for (let k = 0; k < 6 && /\([^()]*\)/.test(rest); k++) rest = rest.replace(/\([^()]*\)/g, '');
  return /^[\w.[\]'"]+;?$/.test(rest);
}

// ---------------------------------------------------------------------------------------------------------------
// Paths

const EXT_RE = new RegExp(`\\.(?:${SOURCE_EXT.join('|')})(?![\\w-]|\\.\\w)`, 'g');
const PATH_CHAR = /[\w.\/\\@+~-]/;
const LINE_AFTER = /^(?::(\d+)(?::\d+)?|#L(\d+)(?:-L?\d+)?|,?\s+(?:at\s+|on\s+)?line\s+(\d+)|\s+\(line\s+(\d+)\))/i;

interface PathHit { start: number; end: number; path: string; text: string; line?: number; bare: boolean }

/**
 * Returns the source paths in `line`: each `.ext` of a source language is walked back to the start of its token
 * and forward over a line suffix (`:12`, `#L12`, `, line 12`). In code (`code` true) a bare file name needs a quote
 * or a space before it, since `obj.rs` there is an attribute.
 */
function findPaths(line: string, code: boolean): PathHit[] {
  const hits: PathHit[] = [];
  if (!line.includes('.')) return hits;
  EXT_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = EXT_RE.exec(line))) {
    const extEnd = m.index + m[0].length;
    let start = m.index;
    while (start > 0 && PATH_CHAR.test(line[start - 1]!)) start--;
    // A Windows drive (`C:\x`) is part of the path.
    if (start >= 2 && line[start - 1] === ':' && /[A-Za-z]/.test(line[start - 2]!) && (start === 2 || !/\w/.test(line[start - 3]!))) start -= 2;
    let raw = line.slice(start, extEnd);
    const lead = /^[.\-~@+]*(?=[\w])/.exec(raw); // sentence punctuation is not part of a relative path…
    if (lead && lead[0] && !/^\.{1,2}[\\/]|^~[\\/]/.test(raw)) { start += lead[0].length; raw = raw.slice(lead[0].length); }
    const path = raw.replace(/\\/g, '/');
    const slash = path.includes('/');
    const file = path.slice(path.lastIndexOf('/') + 1);
    const stem = file.replace(/^\.+/, '');
    if (!/\w\.\w/.test(stem)) continue; // `.py` alone, `*.py`
    if (!slash && (stem.split('.').length !== 2)) continue; // `a.b.py` is a dotted name, not a file
    const before = line[start - 1];
    if (code && !slash && before !== undefined && !/["'\s=(\[,]/.test(before)) continue;
    const tail = line.slice(extEnd, extEnd + 40);
    if (code && !slash && /^\s*[(.=]/.test(tail)) continue;
    const after = LINE_AFTER.exec(tail);
    const lineNo = after ? Number(after[1] ?? after[2] ?? after[3] ?? after[4]) : undefined;
    const end = extEnd + (after && (after[1] || after[2]) ? after[0].length : 0);
    hits.push({ start, end, path, text: line.slice(start, end).trim(), line: lineNo, bare: !slash && code });
  }
  return hits;
}

const URL_RE = /\b[a-zA-Z][\w+.-]*:\/\/[^\s<>"'`\])]+/g;
const BLOB = /\/(?:-\/)?(?:blob|tree|blame|raw|edit)\/[^/\s]+\/([^?#\s]+)(#L\d+(?:-L?\d+)?)?/;
const BACKTICK_SPAN = /(`+)([^`]+?)\1(?!`)/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const EMPHASIS = /(?<![\w`])(__?)(?=[^\s_])([^_`\n]*\s[^_`\n]*?)(?<=[^\s_])\1(?![\w`])/g;

// ---------------------------------------------------------------------------------------------------------------
// Names

const SIMPLE = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(\(([^()]*)\))?$/;

/** True when a single name has the shape of code on its own: an underscore, an inner capital or a digit-capital. */
function codeShaped(name: string): boolean {
  if (/^_[A-Za-z]+_$/.test(name)) return false; // markdown emphasis, `_word_`
  return (/_/.test(name) && /[A-Za-z]/.test(name) && name.length > 1) || /[a-z0-9][A-Z]/.test(name);
}

/** True for a name never worth a mention: keywords, builtins, one letter. */
function noiseName(name: string): boolean {
  return name.length < 2 || KEYWORDS.has(name) || BUILTINS.has(name) || RECEIVERS.has(name);
}

// ---------------------------------------------------------------------------------------------------------------
// Accumulation

interface Entry extends Mention { pos: number }

type MentionFacts = Partial<Pick<Mention, 'line' | 'bare' | 'members' | 'declares' | 'imported'>>;

interface Dotted { text: string; pos: number; where: Where; count: number; called: boolean; imported: boolean }

class Mentions {
  readonly entries = new Map<string, Entry>();
  readonly dotted = new Map<string, Dotted>();
  readonly facts: CodeFacts = newCodeFacts();
  /** Bare file names seen in code (`python x.py`), kept only if the stem is not a variable of the snippet. */
  readonly bare = new Map<string, string>();

  /** Records one occurrence; `more` holds the optional facts of a `Mention` (`line`, `bare`, `members`, `declares`, `imported`). */
  add(kind: Kind, key: string, text: string, parts: string[], where: Where, pos: number, more: MentionFacts = {}): void {
    const { line, bare, members, declares, imported } = more;
    const k = `${kind}\0${key}`;
    const e = this.entries.get(k);
    if (e) {
      e.count++;
      if (!declares) delete e.declares;
      if (!imported) delete e.imported;
      for (const p of members ?? []) if (!e.members?.some(([c, n]) => c === p[0] && n === p[1])) (e.members ??= []).push(p);
      if (pos < e.pos) { e.pos = pos; e.where = where; e.text = text; }
      // The same names called with a receiver elsewhere (`f(x)` and `y.f(x)`): only what every occurrence calls bare.
      if (e.bare) e.bare = e.bare.filter((n) => bare?.includes(n));
      if (e.bare && !e.bare.length) delete e.bare;
      return;
    }
    const m: Entry = { kind, text, parts, where, count: 1, pos };
    if (line !== undefined) m.line = line;
    if (bare?.length) m.bare = bare;
    if (members?.length) m.members = members;
    if (declares) m.declares = true;
    if (imported) m.imported = true;
    this.entries.set(k, m);
  }

  path(hit: PathHit, where: Where, pos: number): void {
    const key = `${hit.path}:${hit.line ?? ''}`;
    this.add('path', key, hit.text, hit.path.split('/').filter(Boolean), where, pos, { line: hit.line });
    if (hit.bare) this.bare.set(`path\0${key}`, hit.path.slice(0, hit.path.indexOf('.')));
  }

  identifier(name: string, where: Where, pos: number, imported?: boolean): void {
    if (noiseName(name)) return;
    this.add('identifier', name, name, [name], where, pos, { imported });
  }

  dottedName(text: string, where: Where, pos: number, called: boolean, imported = false): void {
    const parts = text.split('.');
    if (parts.every((p) => p.length === 1)) return; // e.g., i.e.
    if (NON_CODE_LAST.has(parts[parts.length - 1]!.toLowerCase())) return;
    if (KEYWORDS.has(parts[0]!) && !RECEIVERS.has(parts[0]!)) return;
    const d = this.dotted.get(text);
    if (d) {
      d.count++;
      d.called ||= called;
      d.imported ||= imported;
      if (pos < d.pos) { d.pos = pos; d.where = where; }
      return;
    }
    this.dotted.set(text, { text, pos, where, count: 1, called, imported });
  }

  /** Returns every mention, most specific kind first, then by count and first position. */
  finish(): Mention[] {
    const f = this.facts;
    for (const m of f.modules) this.dottedName(m.name, m.where, m.pos, false, true);
    for (const n of f.names) this.identifier(n.name, n.where, n.pos, n.imported);
    for (const c of f.chains) this.chain(c.segs, c.text, c.where, c.pos);
    for (const [key, stem] of this.bare) if (f.locals.has(stem) || f.imported.has(stem) || RECEIVERS.has(stem)) this.entries.delete(key);
    for (const d of this.dotted.values()) {
      const parts = d.text.split('.');
      // Dotted names are modules unless something says member: a call, a capital, or a head the text binds.
      const head = parts[0]!.replace(/^\$/, '');
      const member = !d.imported && (d.called || /[A-Z]/.test(d.text) || /^__\w+__$/.test(parts[parts.length - 1]!) || f.locals.has(head) || RECEIVERS.has(head)
        || (f.imported.has(head) && !f.modules.some((m) => m.name === d.text)));
      if (!member && parts.length < 2) continue;
      const kind: Kind = member ? 'qualified' : 'module';
      const key = `${kind}\0${d.text}`;
      const e = this.entries.get(key);
      if (e) { e.count += d.count; continue; }
      this.entries.set(key, { kind, text: d.text, parts, where: d.where, count: d.count, pos: d.pos });
    }
    const rank = (k: Kind): number => KIND_ORDER.indexOf(k);
    const out = [...this.entries.values()].sort((a, b) => rank(a.kind) - rank(b.kind) || b.count - a.count || a.pos - b.pos);
    return out.map(({ pos: _pos, ...m }) => m);
  }

  /** Turns one scanned expression into a `call` mention (or nothing), dropping local variables and builtins. */
  private chain(segs: CodeSeg[], text: string, where: 'code' | 'backtick', pos: number): void {
    const f = this.facts;
    // A chain's segments need not be contiguous (`dict(d).items()`: `d` sits between), so decide per chain first.
    // Chain ids of one expression are consecutive, so plain arrays indexed from the first id do.
    const first = segs[0]!.chain;
    let span = 0;
    for (const s of segs) span = Math.max(span, s.chain - first + 1);
    const size = new Array<number>(span).fill(0);
    const heads = new Array<CodeSeg | undefined>(span);
    const calls = new Uint8Array(span);
    for (const s of segs) {
      const k = s.chain - first;
      size[k]!++;
      heads[k] ??= s;
      if (s.called) calls[k] = 1;
    }
    const DROP = 1; // chain left out entirely
    const DROP_HEAD = 2; // chain whose head is a local variable or the receiver
    const fate = new Uint8Array(span);
    for (let k = 0; k < span; k++) {
      const head = heads[k];
      if (!head) continue;
      const n = size[k]!;
      if (n === 1 && !head.called) {
        // A bare name: an argument or a variable. Between backticks a code-shaped one is still worth a mention.
        if (where === 'backtick' && codeShaped(head.name)) this.identifier(head.name, where, pos);
        fate[k] = DROP;
      } else if (head.head && (BUILTINS.has(head.name) || (KEYWORDS.has(head.name) && !RECEIVERS.has(head.name)))) {
        fate[k] = DROP;
      } else if (head.head && n === 1 && f.defined.has(head.name)) {
        fate[k] = DROP; // `run()` where the snippet says `def run`: the definition is already an identifier mention
      } else if (head.head && (RECEIVERS.has(head.name) || (f.locals.has(head.name) && !f.imported.has(head.name)))) {
        // `expr.args` on a local `expr` leaves one attribute of unknown type: too weak to keep.
        fate[k] = n === 2 && !calls[k] ? DROP : DROP_HEAD;
      }
    }
    const parts: string[] = [];
    const bare: string[] = [];
    const members: Array<[string, string]> = [];
    // The class of the instance each chain holds so far: a capitalized name just called (`Point(1, 2)`), or a local
    // the snippet bound to one (`p` after `p = Point(1, 2)`). The next member of that chain is the class's.
    const holds = new Array<string | undefined>(span);
    let called = false;
    for (const s of segs) {
      const k = s.chain - first;
      const cls = holds[k];
      holds[k] = undefined;
      if (fate[k] === DROP) continue;
      if (fate[k] === DROP_HEAD && heads[k] === s) {
        if (!s.called) holds[k] = f.instances.get(s.name);
        continue;
      }
      parts.push(s.name);
      called ||= s.called;
      if (s.called && s.head && heads[k] === s) bare.push(s.name);
      if (cls) members.push([cls, s.name]);
      if (s.called && /^[A-Z]/.test(s.name)) holds[k] = s.name;
    }
    if (!parts.length || (!called && parts.length < 2)) return;
    if (!called && NON_CODE_LAST.has(parts[parts.length - 1]!.toLowerCase())) return; // `python.exe`, `libomp.dylib`
    this.add('call', parts.join('.'), text, parts, where, pos, { bare, members, declares: f.declarations.has(text) });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Prose and backticks

const spaces = (n: number): string => ' '.repeat(n);

/** Returns `s` with every hit's [start, end) turned into spaces (one copy, whatever the number of hits). */
function blankHits(s: string, hits: readonly { start: number; end: number }[]): string {
  if (!hits.length) return s;
  let out = '';
  let at = 0;
  for (const h of hits) {
    if (h.start < at) continue;
    out += s.slice(at, h.start) + spaces(h.end - h.start);
    at = h.end;
  }
  return out + s.slice(at);
}

/** Reads one prose line: URLs, e-mail addresses, backtick spans, paths, then names. */
function prose(acc: Mentions, raw: string, off: number): void {
  let line = raw;
  if (line.includes('://')) {
    line = line.replace(URL_RE, (u: string, at: number) => {
      const b = BLOB.exec(u.replace(/[.,;:!?]+$/, ''));
      if (b) {
        const file = b[1]!;
        const hit = findPaths(file, false).find((h) => h.start === 0 && h.end === file.length);
        const lineNo = b[2] ? Number(/\d+/.exec(b[2])![0]) : undefined;
        if (hit) acc.path({ ...hit, text: file + (b[2] ?? ''), line: lineNo }, 'prose', off + at);
      }
      return spaces(u.length);
    });
  }
  if (line.includes('@')) line = line.replace(EMAIL, (e) => spaces(e.length));
  // Markdown emphasis over words (`_No response_`) is not a pair of snake_case names.
  if (line.includes('_')) line = line.replace(EMPHASIS, (_m, u: string, inner: string) => spaces(u.length) + inner + spaces(u.length));
  if (line.includes('`')) {
    const src = line;
    line = line.replace(BACKTICK_SPAN, (span: string, ticks: string, content: string, at: number) => {
      backtick(acc, content, off + at + ticks.length, src.slice(at + span.length, at + span.length + 40));
      return spaces(span.length);
    });
  }
  const paths = findPaths(line, false);
  for (const h of paths) acc.path(h, 'prose', off + h.start);
  proseNames(acc, blankHits(line, paths), off);
}

/**
 * Records the names of a prose line (URLs, spans and paths already blanked). A hand-written tokenizer: prose is most
 * of an issue, and most of its words are English that one pass over the characters can reject without a regex.
 */
function proseNames(acc: Mentions, line: string, off: number): void {
  const n = line.length;
  let i = 0;
  while (i < n) {
    const c = line.charCodeAt(i);
    if (!isNameStart(c)) { i++; continue; }
    const p = i > 0 ? line.charCodeAt(i - 1) : 32;
    // Inside a token (`a-b`, `x/y`, `@user`, `1e5`): skip the whole token.
    if (isNameChar(p) || p === 46 || p === 47 || p === 92 || p === 64 || p === 45) {
      while (i < n && isNameChar(line.charCodeAt(i))) i++;
      continue;
    }
    const start = i;
    let shaped = false; // an underscore or a capital after a lower-case letter or digit
    let dotted = false;
    for (;;) {
      let prev = 0;
      while (i < n) {
        const d = line.charCodeAt(i);
        if (!isNameChar(d)) break;
        if (d === 95 || (d >= 65 && d <= 90 && ((prev >= 97 && prev <= 122) || (prev >= 48 && prev <= 57)))) shaped = true;
        prev = d;
        i++;
      }
      if (line.charCodeAt(i) === 46 && isNameStart(line.charCodeAt(i + 1))) { dotted = true; i++; continue; }
      break;
    }
    const next = line.charCodeAt(i);
    if (next === 46 && line.charCodeAt(i + 1) >= 48 && line.charCodeAt(i + 1) <= 57) continue; // python3.6, v1.2
    const call = next === 40 && !/^\((?:e?s)\)/.test(line.slice(i, i + 4)); // "file(s)" is English
    if (!dotted && !call && !shaped) continue;
    const name = line.slice(start, i);
    if (dotted) acc.dottedName(name, 'prose', off + start, call);
    else if (call || codeShaped(name)) acc.identifier(name, 'prose', off + start);
  }
}

const isNameStart = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 36;
const isNameChar = (c: number): boolean => isNameStart(c) || (c >= 48 && c <= 57);

/** Reads one backtick span: a path, a name (`ccode`, `Axes.hist()`), or a code fragment for the scanner. */
function backtick(acc: Mentions, content: string, pos: number, after: string): void {
  const c = content.trim();
  if (!c) return;
  const paths = findPaths(c, false);
  if (paths.length) {
    let rest = c;
    for (const h of paths) {
      // "`x.py` line 40": the line number may follow the closing backtick.
      const tail = h.line === undefined && h.end === c.length ? LINE_AFTER.exec(after) : null;
      const line = tail ? Number(tail[1] ?? tail[2] ?? tail[3] ?? tail[4]) : h.line;
      acc.path({ ...h, line }, 'backtick', pos + h.start);
    }
    rest = blankHits(rest, paths);
    if (!rest.trim()) return;
    scanCode(rest, pos, 'backtick', acc.facts);
    return;
  }
  const m = SIMPLE.exec(c);
  if (m) {
    const name = m[1]!;
    // Arguments that hold calls make it a code fragment (`ccode(sinc(x))`); plain ones still say "called".
    if (name.includes('.')) acc.dottedName(name, 'backtick', pos, m[2] !== undefined);
    else acc.identifier(name, 'backtick', pos);
    return;
  }
  scanCode(c, pos, 'backtick', acc.facts);
}

// ---------------------------------------------------------------------------------------------------------------
// Entry point

/**
 * Returns the names `text` mentions outside traceback frames, deduplicated and counted: paths first, then modules,
 * qualified names, calls and identifiers, each kind ordered by count and then by first position.
 *
 * @example
 * extractMentions('`ccode` fails:\n```\n>>> ccode(sinc(x))\n```\nsee sympy/printing/ccode.py:12')
 * // → [{ kind: 'path', text: 'sympy/printing/ccode.py:12', line: 12, … },
 * //    { kind: 'call', text: 'ccode(sinc(x))', parts: ['ccode', 'sinc'], where: 'code', … },
 * //    { kind: 'identifier', text: 'ccode', where: 'backtick', … }]
 */
export function extractMentions(text: string): Mention[] {
  const acc = new Mentions();
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const { kinds, strip, arrow } = classify(lines);
  const starts: number[] = [];
  let off = 0;
  for (const l of lines) { starts.push(off); off += l.length + 1; }

  for (let i = 0; i < lines.length;) {
    const kind = kinds[i]!;
    if (kind === 'prose') { if (lines[i]!.trim()) prose(acc, lines[i]!, starts[i]!); i++; continue; }
    if (kind === 'fence') { i++; continue; }
    // A run of code lines: paths per line, then one scan over the run so calls may span lines.
    let j = i;
    const buf: string[] = [];
    while (j < lines.length && kinds[j] !== 'prose' && kinds[j] !== 'fence') {
      buf.push(codeLine(acc, lines[j]!, kinds[j]!, strip[j]!, starts[j]!, arrow[j]));
      j++;
    }
    scanCode(buf.join('\n'), starts[i]!, 'code', acc.facts);
    i = j;
  }
  return acc.finish();
}

/**
 * Returns the source code of `text`'s snippets, one line per line of the text (every other line empty): fenced,
 * indented, `>>>` and IPython input lines with their prompts blanked; no program output, traceback or prose.
 */
export function snippetCode(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const { kinds, strip } = classify(lines);
  return lines.map((l, i) => (kinds[i] === 'src' ? spaces(strip[i]!) + l.slice(strip[i]!) : '')).join('\n');
}

/** Records the paths of one code-region line; returns the line as the scanner should see it (same length). */
function codeLine(acc: Mentions, line: string, kind: LineKind, strip: number, pos: number, arrow?: number): string {
  if (kind === 'skip') return spaces(line.length);
  if (kind === 'ipyframe') {
    // No frame parser reads IPython's format, so its frames become located path mentions and function names.
    const h = findPaths(line, false)[0];
    if (h) acc.path({ ...h, line: h.line ?? arrow }, 'code', pos + h.start);
    const fn = IPY_FRAME.exec(line)![1]!;
    const name = fn.slice(fn.lastIndexOf('.') + 1);
    if (/^\w+$/.test(name)) acc.identifier(name, 'code', pos + line.indexOf(fn));
    return spaces(line.length);
  }
  if (kind === 'diffhead') {
    // `--- a/x.py`, `diff --git a/x.py b/x.py`: git's a/ b/ prefixes are not part of the path.
    const seen = new Set<string>(); // `diff --git a/x b/x` names one file once
    for (const h of findPaths(line, false)) {
      const path = h.path.replace(/^[ab]\//, '');
      if (seen.has(path)) continue;
      seen.add(path);
      acc.path({ ...h, path, text: h.text.replace(/^[ab][\\/]/, '') }, 'code', pos + h.start);
    }
    return spaces(line.length);
  }
  let src = strip ? spaces(strip) + line.slice(strip) : line;
  const paths = findPaths(src, true);
  for (const h of paths) acc.path(h, 'code', pos + h.start);
  src = blankHits(src, paths);
  return kind === 'out' ? spaces(line.length) : src;
}
