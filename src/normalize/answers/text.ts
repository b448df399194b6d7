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

/**
 * An output as the oracles read it (as a terminal shows it): a string, or the UTF-8 bytes of one, read through their
 * latin1 view (one character per byte, which costs a copy where decoding 1 MB of UTF-8 costs 2 ms on Node 20) and
 * decoded only where an oracle reads: the lines a scan hands out, the lines and windows around them, the whole text
 * when a pass needs it (decoded once). Offsets (`start`) are offsets in `view`: use them only with these methods.
 */
export abstract class OracleText {
  /** What scanLines searches: the text itself, or the bytes as latin1 characters. */
  abstract readonly view: string;
  private decoded?: string;

  /** Returns the whole text (decoded on the first call, when read from bytes). */
  whole(): string {
    return (this.decoded ??= this.decode(0, this.view.length));
  }

  /** Returns the text between view offsets `from` and `to` (at character boundaries: line starts and ends). */
  protected abstract decode(from: number, to: number): string;

  /** Returns `needle` as `view` spells it. */
  abstract spell(needle: string): string;

  /** Returns the sample `detect` sees: sampleOf of the text. */
  abstract sample(): string;

  /** Returns the line between view offsets `start` and `end`. */
  line(start: number, end: number): string {
    return this.decode(start, end);
  }

  /** Returns the line after the one that starts at view offset `start` ('' at the end). */
  lineAfter(start: number): string {
    const e = this.view.indexOf('\n', start);
    if (e < 0) return '';
    const f = this.view.indexOf('\n', e + 1);
    return this.decode(e + 1, f < 0 ? this.view.length : f);
  }

  /** Returns the line before the one that starts at view offset `start` ('' at the top). */
  lineBefore(start: number): string {
    if (start === 0) return '';
    return this.decode(this.view.lastIndexOf('\n', start - 2) + 1, start - 1);
  }

  /** Returns the view offset just after `head`, the start of the line at view offset `start`. */
  abstract offset(start: number, head: string): number;

  /** Returns up to `chars` characters of the text from view offset `from` (a character boundary). */
  abstract after(from: number, chars: number): string;

  /**
   * Returns the text from view offset `start` (a character boundary) through the first character of the first line
   * after it that starts with neither a space, a tab nor a line break (to the end when none does): the block of
   * indented and blank lines under a heading line, and what follows it.
   */
  block(start: number): string {
    const v = this.view;
    for (let e = v.indexOf('\n', start); e >= 0; e = v.indexOf('\n', e + 1)) {
      const c = v.charCodeAt(e + 1);
      if (c === c && c !== 32 && c !== 9 && c !== 10 && c !== 13 && c !== 11 && c !== 12 && c < 0x80) return this.decode(start, e + 2);
    }
    return this.decode(start, v.length);
  }
}

/** An output held as a string. */
export class StringText extends OracleText {
  constructor(readonly view: string) {
    super();
  }
  protected decode(from: number, to: number): string {
    return this.view.slice(from, to);
  }
  spell(needle: string): string {
    return needle;
  }
  sample(): string {
    return sampleOf(this.view);
  }
  offset(start: number, head: string): number {
    return start + head.length;
  }
  after(from: number, chars: number): string {
    return this.view.slice(from, from + chars);
  }
}

/** An output held as valid UTF-8 bytes (Buffer.isUtf8), read through their latin1 view. */
export class BytesText extends OracleText {
  readonly view: string;
  constructor(private readonly bytes: Buffer) {
    super();
    this.view = bytes.toString('latin1');
  }
  protected decode(from: number, to: number): string {
    return this.bytes.toString('utf8', from, to);
  }
  spell(needle: string): string {
    return Buffer.from(needle, 'utf8').toString('latin1');
  }
  offset(start: number, head: string): number {
    return start + Buffer.byteLength(head, 'utf8');
  }
  after(from: number, chars: number): string {
    // Valid UTF-8 spends at most 3 bytes on a UTF-16 unit: 3 * chars bytes hold `chars` units, a split last one aside.
    return this.bytes.toString('utf8', from, Math.min(this.bytes.length, from + 3 * chars + 3)).slice(0, chars);
  }
  /** Returns sampleOf of the decoded text, decoding only the head and the tail of a long one. */
  sample(): string {
    const b = this.bytes;
    const span = 3 * SAMPLE_CHARS + 12; // bytes that decode to more than SAMPLE_CHARS units, a split character aside
    if (b.length <= 2 * span) return sampleOf(this.whole());
    // Mostly ASCII: a few bytes more than SAMPLE_CHARS decode to enough units; else the span that always does. The
    // head's last unit may come from a split character, the tail's first three from one: both lie outside the sample.
    const short = SAMPLE_CHARS + 16;
    let head = b.toString('utf8', 0, short);
    if (head.length < SAMPLE_CHARS + 1) head = b.toString('utf8', 0, span);
    let tail = b.toString('utf8', b.length - short);
    if (tail.length < SAMPLE_CHARS + 3) tail = b.toString('utf8', b.length - span);
    return `${head.slice(0, SAMPLE_CHARS)}\n${tail.slice(-SAMPLE_CHARS)}`;
  }
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
  const { union, each, firstLine } = compiled(text, rules);
  const v = text.view;
  const visit = (start: number, end: number): void => {
    const line = text.line(start, end);
    if (rules.length === 1 && !each[0]!.pattern) {
      rules[0]!.onLine(line, start);
      return;
    }
    const probe = `\n${v.slice(start, end)}${end < v.length ? '\n' : ''}`;
    for (let i = 0; i < rules.length; i++) {
      const { needles, pattern } = each[i]!;
      if ((rules.length === 1 || needles.test(probe)) && (!pattern || pattern.test(line))) rules[i]!.onLine(line, start);
    }
  };
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
