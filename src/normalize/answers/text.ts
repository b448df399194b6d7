// What the oracles read: the output as a terminal shows it, and small line helpers shared by the oracles.
import { stripTerminal } from '../../kernels/terminal.js';

/** Characters of the head and of the tail an oracle's `detect` sees (tools print their banner first, their summary last). */
export const SAMPLE_CHARS = 32 * 1024;

const CONTROL_RE = /[\x1b\r\x08\x9b]/;

/**
 * Returns `text` as a terminal shows it: escape sequences, carriage-return redraws and backspaces resolved by the same
 * terminal kernel T1 runs first (kernels/terminal.ts), so raw and normalized outputs are read alike. Plain text is
 * returned as it is, without a copy.
 */
export function displayText(text: string): string {
  if (!CONTROL_RE.test(text)) return text;
  return Buffer.from(stripTerminal(Buffer.from(text, 'utf8')).bytes).toString('utf8');
}

/** Returns the sample `detect` sees: the whole text when short, else its head and tail joined by a newline. */
export function sampleOf(text: string): string {
  return text.length <= 2 * SAMPLE_CHARS ? text : `${text.slice(0, SAMPLE_CHARS)}\n${text.slice(-SAMPLE_CHARS)}`;
}

/** Returns the capture groups of every match of the global, multiline `re` in `text`, each mapped by `fn`. */
export function eachMatch(text: string, re: RegExp, fn: (m: RegExpExecArray) => string | undefined, out: string[] = []): string[] {
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const v = fn(m);
    if (v !== undefined) out.push(v);
    if (m[0].length === 0) re.lastIndex++;
  }
  return out;
}

/** Returns the first line after offset `from` in `text` that is not blank (trimmed), or '' when there is none within `within` lines. */
export function nextTextLine(text: string, from: number, within = 6): string {
  let at = text.indexOf('\n', from);
  for (let n = 0; at >= 0 && n < within; n++) {
    const end = text.indexOf('\n', at + 1);
    const line = text.slice(at + 1, end < 0 ? text.length : end).trim();
    if (line !== '' && !line.startsWith('[ck: ')) return line;
    if (line.startsWith('[ck: ')) return '';
    at = end;
  }
  return '';
}

/** Returns `line` without a trailing duration (`(12 ms)`, ` 5ms`, `(0.12s)`), which a rerun changes but no answer holds. */
export function withoutDuration(line: string): string {
  return line.replace(/\s*\(?\b\d+(?:\.\d+)?\s?m?s\)?\s*$/, '').trimEnd();
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));

interface Trie { [ch: string]: Trie }
const END = '';

/**
 * Returns a regex source matching any of `needles`, as a trie of alternations (`\n(?:Found |error: )|: (?:error|note): `):
 * a position that starts no needle fails on its first character or two, where a flat alternation of dozens of
 * literals tries each of them.
 */
function trieSource(needles: readonly string[]): string {
  const root: Trie = {};
  for (const n of needles) {
    let t = root;
    for (const ch of n) t = t[ch] ??= {};
    t[END] = {};
  }
  const emit = (t: Trie): string => {
    const keys = Object.keys(t);
    if (keys.includes(END)) return ''; // a shorter needle ends here: it already matches
    // Needles that end one character further (`:0`…`:9`) are one character class.
    const last = keys.filter((k) => k.length === 1 && Object.keys(t[k]!).length === 1 && END in t[k]!);
    const alts = keys.filter((k) => last.length < 2 || !last.includes(k)).map((k) => escapeRe(k) + emit(t[k]!));
    if (last.length >= 2) alts.push(`[${last.map((k) => k.replace(/[\\\]^\n-]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`))).join('')}]`);
    return alts.length === 1 ? alts[0]! : `(?:${alts.join('|')})`;
  };
  return emit(root);
}

/**
 * What an oracle does with the lines that hold one of its literals: `needles` (a needle that starts with a newline
 * matches at a line start only, the text's first line too; one that ends with a newline at a line end).
 */
export interface LineRule {
  readonly needles: readonly string[];
  /**
   * Only the lines that also match this regex (no flags; each of its matches holds one of the needles and no
   * newline): a shape no literal pins down (`:12:5: F401 `), found through the literals its matches start with.
   */
  readonly pattern?: RegExp;
  /** Called once for each line (no newline) that holds a needle (and the pattern), in text order, with its start offset. */
  readonly onLine: (line: string, start: number) => void;
}

interface CompiledScan {
  /** Every rule's needles, as one global regex. */
  union: RegExp;
  /** Per rule: its needles as one regex, and its pattern. */
  each: { needles: RegExp; pattern?: RegExp }[];
  /** The line-start needles, without their newline: tried on the text's first line. */
  firstLine: string[];
}

/** The compiled scan of each rule set seen (keyed by the needles and patterns). */
const scans = new Map<string, CompiledScan>();

/** Returns the compiled scan of `rules`: one global regex for all their needles, and one per rule. */
function compiled(rules: readonly LineRule[]): CompiledScan {
  const key = rules.map((r) => `${r.needles.join('\0')}\0\0${r.pattern?.source ?? ''}`).join('\0\0\0');
  let c = scans.get(key);
  if (!c) {
    for (const r of rules) {
      for (const n of r.needles) {
        if (n === '' || n === '\n' || n.slice(1, -1).includes('\n')) throw new Error(`scanLines: needle ${JSON.stringify(n)} spans lines`);
      }
      if (r.needles.length === 0) throw new Error('scanLines: a rule without needles');
      if (r.pattern?.flags) throw new Error(`scanLines: pattern /${r.pattern.source}/ has flags`);
    }
    const all = [...new Set(rules.flatMap((r) => r.needles))];
    c = {
      union: new RegExp(trieSource(all), 'g'),
      each: rules.map((r) => ({ needles: new RegExp(trieSource(r.needles)), pattern: r.pattern })),
      firstLine: all.filter((n) => n.startsWith('\n')).map((n) => n.slice(1)),
    };
    scans.set(key, c);
  }
  return c;
}

/**
 * Calls each rule's `onLine` once for each line of `text` that holds one of its needles (or its pattern), in text
 * order. The lines are found in one pass of one regex (the trie of every rule's needles, compiled once per rule set): far faster than line-anchored regexes tried at every line start, when most lines of an
 * output hold none of them, and one pass for the rules of every oracle that reads the text. A line found is handed to
 * the rules whose own needles it holds (tested on the line alone, with the newlines around it) and pattern it matches.
 */
export function scanLines(text: string, rules: readonly LineRule[]): void {
  if (rules.length === 0) return;
  const { union, each, firstLine } = compiled(rules);
  const visit = (start: number, end: number): void => {
    const line = text.slice(start, end);
    if (rules.length === 1 && !each[0]!.pattern) {
      rules[0]!.onLine(line, start);
      return;
    }
    const probe = `\n${line}${end < text.length ? '\n' : ''}`;
    for (let i = 0; i < rules.length; i++) {
      const { needles, pattern } = each[i]!;
      if ((rules.length === 1 || needles.test(probe)) && (!pattern || pattern.test(line))) rules[i]!.onLine(line, start);
    }
  };
  let next = 0; // the first offset not yet handed out: each line once
  // The first line has no newline before it: a line-start needle is tried on it alone.
  if (firstLine.some((n) => text.startsWith(n))) {
    const e = text.indexOf('\n');
    visit(0, e < 0 ? text.length : e);
    next = e < 0 ? text.length : e + 1;
  }
  union.lastIndex = 0;
  for (let m = union.exec(text); m; m = union.exec(text)) {
    const at = m[0].startsWith('\n') ? m.index + 1 : m.index;
    const start = text.lastIndexOf('\n', at - 1) + 1;
    const e = text.indexOf('\n', at);
    const end = e < 0 ? text.length : e;
    if (start >= next) visit(start, end);
    next = end + 1;
    union.lastIndex = end; // the rest of this line holds no other line
  }
}

/** Returns a rule that calls `fn` once, at the first line holding one of `needles`: `text.includes` as part of a scan. */
export function gate(needles: readonly string[], fn: () => void): LineRule {
  let open = true;
  return { needles, onLine: () => { if (open) { open = false; fn(); } } };
}

/** Returns the line of `text` that starts at offset `start` (no newline). */
export function lineAt(text: string, start: number): string {
  const e = text.indexOf('\n', start);
  return text.slice(start, e < 0 ? text.length : e);
}
