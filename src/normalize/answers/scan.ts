// The one pass over an output that hands each oracle the lines holding its literals (its line rules).
import { BytesText, type OracleText } from './oracle-text.js';
import { linesHolding } from '../../kernels/needles.js';

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
  /**
   * Called once for each line (no newline) that holds a needle (and the pattern), in text order, with its start: an
   * offset in the text's view, for the OracleText methods that read around the line.
   */
  readonly onLine: (line: string, start: number) => void;
}

interface CompiledScan {
  /** Every rule's needles, as one global regex. */
  union: RegExp;
  /** Per rule: its needles as one regex, and its pattern. */
  each: { needles: RegExp; pattern?: RegExp }[];
  /** The line-start needles, without their newline: tried on the text's first line. */
  firstLine: string[];
  /** Every rule's needles, as the rules spell them (for the kernel, which reads bytes). */
  needles: string[];
}

/** The compiled scan of each rule set seen (keyed by the needles as the view spells them, and the patterns). */
const scans = new Map<string, CompiledScan>();

/** Returns the compiled scan of `rules` over `text`'s view: one global regex for all their needles, and one per rule. */
function compiled(text: OracleText, rules: readonly LineRule[]): CompiledScan {
  const spelled = rules.map((r) => r.needles.map((n) => text.spell(n)));
  const key = rules.map((r, i) => `${spelled[i]!.join('\0')}\0\0${r.pattern?.source ?? ''}`).join('\0\0\0');
  let c = scans.get(key);
  if (!c) {
    for (const r of rules) {
      for (const n of r.needles) {
        if (n === '' || n === '\n' || n.slice(1, -1).includes('\n')) throw new Error(`scanLines: needle ${JSON.stringify(n)} spans lines`);
      }
      if (r.needles.length === 0) throw new Error('scanLines: a rule without needles');
      if (r.pattern?.flags) throw new Error(`scanLines: pattern /${r.pattern.source}/ has flags`);
    }
    const all = [...new Set(spelled.flat())];
    c = {
      union: new RegExp(trieSource(all), 'g'),
      each: rules.map((r, i) => ({ needles: new RegExp(trieSource(spelled[i]!)), pattern: r.pattern })),
      firstLine: all.filter((n) => n.startsWith('\n')).map((n) => n.slice(1)),
      needles: [...new Set(rules.flatMap((r) => r.needles))],
    };
    scans.set(key, c);
  }
  return c;
}

/**
 * Calls each rule's `onLine` once for each line of `text` that holds one of its needles (and matches its pattern), in
 * text order. The lines are found in one pass of one regex over the text's view (the trie of every rule's needles,
 * compiled once per rule set): far faster than line-anchored regexes tried at every line start, when most lines of an
 * output hold none of them, and one pass for the rules of every oracle that reads the text. A line found is handed to
 * the rules whose own needles it holds (tested on the line alone, with the newlines around it) and pattern it matches.
 * A needle is found in the bytes of a text exactly where it is in the decoded text: UTF-8 spells every character
 * apart (no character's bytes occur inside another's, and the newline is one byte).
 */
export function scanLines(text: OracleText, rules: readonly LineRule[]): void {
  if (rules.length === 0) return;
  const { union, each, firstLine, needles } = compiled(text, rules);
  const visit = (start: number, end: number): void => {
    const line = text.line(start, end);
    if (rules.length === 1 && !each[0]!.pattern) {
      rules[0]!.onLine(line, start);
      return;
    }
    const probe = `\n${text.viewSlice(start, end)}${end < text.length ? '\n' : ''}`;
    for (let i = 0; i < rules.length; i++) {
      const { needles, pattern } = each[i]!;
      if ((rules.length === 1 || needles.test(probe)) && (!pattern || pattern.test(line))) rules[i]!.onLine(line, start);
    }
  };
  // Bytes: the lines are found by the needle-scan kernel (kernels/needles.ts), which answers what the regex below
  // would, in half its time; the regex when the kernel cannot.
  const found = text instanceof BytesText ? linesHolding(text.bytes, needles) : null;
  if (found) {
    for (let i = 0; i < found.length; i += 2) visit(found[i]!, found[i + 1]!);
    return;
  }
  const v = text.view;
  let next = 0; // the first offset not yet handed out: each line once
  // The first line has no newline before it: a line-start needle is tried on it alone.
  if (firstLine.some((n) => v.startsWith(n))) {
    const e = v.indexOf('\n');
    visit(0, e < 0 ? v.length : e);
    next = e < 0 ? v.length : e + 1;
  }
  union.lastIndex = 0;
  for (let m = union.exec(v); m; m = union.exec(v)) {
    const at = m[0].startsWith('\n') ? m.index + 1 : m.index;
    const start = v.lastIndexOf('\n', at - 1) + 1;
    const e = v.indexOf('\n', at);
    const end = e < 0 ? v.length : e;
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
