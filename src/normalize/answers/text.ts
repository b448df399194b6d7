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
    const alts = keys.map((k) => escapeRe(k) + emit(t[k]!));
    return alts.length === 1 ? alts[0]! : `(?:${alts.join('|')})`;
  };
  return emit(root);
}

const needleRes = new Map<readonly string[], RegExp>();

/**
 * Calls `fn` once for each line of `text` that holds one of `needles`, in text order, with the line (no newline) and
 * its start offset. A needle that starts with a newline matches at a line start only (the text's first line too).
 * The needles are found in one pass of one regex (their trie, compiled once per needle list): far faster than
 * line-anchored regexes tried at every line start, when most lines of an output hold none of them.
 */
export function linesWith(text: string, needles: readonly string[], fn: (line: string, start: number) => void): void {
  let re = needleRes.get(needles);
  if (!re) {
    re = new RegExp(trieSource(needles), 'g');
    needleRes.set(needles, re);
  }
  let next = 0; // the first offset not yet handed out: each line once
  // The first line has no newline before it: a line-start needle is tried on it alone.
  if (needles.some((n) => n.startsWith('\n') && text.startsWith(n.slice(1)))) {
    const e = text.indexOf('\n');
    fn(text.slice(0, e < 0 ? text.length : e), 0);
    next = e < 0 ? text.length : e + 1;
  }
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const at = m[0].startsWith('\n') ? m.index + 1 : m.index;
    const start = text.lastIndexOf('\n', at - 1) + 1;
    const e = text.indexOf('\n', at);
    const end = e < 0 ? text.length : e;
    if (start >= next) fn(text.slice(start, end), start);
    next = end + 1;
    re.lastIndex = end; // the rest of this line holds no other line
  }
}

/** Returns the line of `text` that starts at offset `start` (no newline). */
export function lineAt(text: string, start: number): string {
  const e = text.indexOf('\n', start);
  return text.slice(start, e < 0 ? text.length : e);
}
