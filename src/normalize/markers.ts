// The T1 marker grammar: one English line starting `[ck: `, exact 1-based inclusive line ranges and counts, and
// the command that gives the removed text back. Markers are never collapsed or elided again (idempotence).
import { estimateTokens, formatTokens } from '../tokens.js';

/** What a marker stands for. */
export type MarkerKind =
  | 'elided'
  | 'repeated'
  | 'alternating'
  | 'blank'
  | 'grep-cap'
  | 'json-items'
  | 'binary'
  | 'unchanged'
  | 'changed'
  | 'long-line'
  | 'other';

/** A marker line, parsed. `lines` is the recoverable 1-based inclusive range, when the marker names one. */
export interface ParsedMarker {
  kind: MarkerKind;
  /** The English description between `[ck: ` and `; recover:`. */
  description: string;
  /** The spill key the recover command names. */
  key?: string;
  lines?: [number, number];
  /** True when the recover command asks for the raw bytes (`--raw`). */
  raw?: boolean;
}

const MARKER_RE = /^\s*"?\[ck: (.*?)(?:; recover: ck recall ([0-9a-f]{6,64})(?: --lines (\d+)-(\d+)| (--raw))?)?\]"?,?\s*$/;

/** Returns true when `line` is a ck marker (optionally indented, optionally a JSON string element). */
export function isMarkerLine(line: string): boolean {
  return line.includes('[ck: ') && MARKER_RE.test(line);
}

/** Returns the parsed marker, or null when `line` is not a marker. */
export function parseMarker(line: string): ParsedMarker | null {
  const m = MARKER_RE.exec(line);
  if (!m) return null;
  const description = m[1]!;
  const out: ParsedMarker = { kind: kindOf(description), description };
  if (m[2]) out.key = m[2];
  if (m[3] && m[4]) out.lines = [Number(m[3]), Number(m[4])];
  if (m[5]) out.raw = true;
  return out;
}

function kindOf(d: string): MarkerKind {
  if (d.startsWith('elided lines ')) return 'elided';
  if (/^line \d+ repeated /.test(d)) return 'repeated';
  if (/^lines \d+-\d+ alternate /.test(d)) return 'alternating';
  if (/^\d+ more blank lines/.test(d)) return 'blank';
  if (/^\d+ more matches in /.test(d)) return 'grep-cap';
  if (/^\d+ more items of /.test(d)) return 'json-items';
  if (d.startsWith('binary output')) return 'binary';
  if (d.startsWith('unchanged since last read')) return 'unchanged';
  if (d.startsWith('changed since last read')) return 'changed';
  if (d.startsWith('cut ')) return 'long-line';
  return 'other';
}

const recover = (key: string, a: number, b: number): string => `; recover: ck recall ${key} --lines ${a}-${b}]`;

/** Returns the marker for lines a..b (1-based, inclusive) elided as uneventful. */
export function elidedMarker(key: string, a: number, b: number, tokens: number): string {
  return `[ck: elided lines ${a}-${b} (${b - a + 1} lines, ~${formatTokens(tokens)} tokens)${recover(key, a, b)}`;
}

/** Returns elidedMarker(key, a, b, tokens).length without building the marker (fit.ts measures many renderings). */
export function elidedMarkerLength(key: string, a: number, b: number, tokens: number): number {
  const digits = (x: number): number => (x < 10 ? 1 : x < 100 ? 2 : x < 1000 ? 3 : x < 10_000 ? 4 : x < 100_000 ? 5 : String(x).length);
  const fixed = '[ck: elided lines - ( lines, ~ tokens); recover: ck recall  --lines -]'.length;
  const tokenChars = tokens < 1000 && Number.isInteger(tokens) && tokens >= 0 ? digits(tokens) : formatTokens(tokens).length;
  return fixed + 2 * (digits(a) + digits(b)) + digits(b - a + 1) + tokenChars + key.length;
}

/** Returns the marker for lines a..b, each identical to line `line` just above. */
export function repeatedMarker(key: string, line: number, a: number, b: number): string {
  return `[ck: line ${line} repeated ${b - a + 1} more times (lines ${a}-${b})${recover(key, a, b)}`;
}

/** Returns the marker for lines a..b continuing the alternation of lines `line` and `line + 1`. */
export function alternatingMarker(key: string, line: number, a: number, b: number): string {
  return `[ck: lines ${line}-${line + 1} alternate for ${b - a + 1} more lines (lines ${a}-${b})${recover(key, a, b)}`;
}

/** Returns the marker for blank lines a..b following a kept blank line. */
export function blankMarker(key: string, a: number, b: number): string {
  return `[ck: ${b - a + 1} more blank lines (lines ${a}-${b})${recover(key, a, b)}`;
}

/**
 * Returns the marker for grep matches a..b of `file` beyond the per-file cap. `fileLines` (compact, `12,40-44,97`)
 * names the file lines of the removed matches, when the output gave them: every match's `path:line` stays in view,
 * only the matched text goes (the answers a grep gives: src/normalize/answers/grep.ts).
 */
export function grepCapMarker(key: string, file: string, a: number, b: number, fileLines = ''): string {
  const name = file.replace(/[\]\n]/g, '?');
  const where = fileLines ? ` at lines ${fileLines} (output lines ${a}-${b})` : ` (lines ${a}-${b})`;
  return `[ck: ${b - a + 1} more matches in ${name}${where}${recover(key, a, b)}`;
}

/** Returns `numbers` (ascending) written compactly: runs of consecutive numbers as `a-b`, joined by commas. */
export function compactNumbers(numbers: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < numbers.length; ) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j]! + 1) j++;
    parts.push(j > i ? `${numbers[i]}-${numbers[j]}` : String(numbers[i]));
    i = j + 1;
  }
  return parts.join(',');
}

/** Returns the marker (a JSON string element) for array items elided from `path`. */
export function jsonItemsMarker(key: string, path: string, first: number, last: number, total: number, keys: string[]): string {
  const schema = keys.length ? `, item keys: ${keys.join(', ')}` : '';
  return `[ck: ${last - first + 1} more items of ${path} elided (indices ${first}-${last} of ${total}${schema}); recover: ck recall ${key}]`;
}

/** Returns the one-line summary that replaces a binary output. */
export function binaryMarker(key: string, bytes: number, why: string, sha1: string): string {
  return `[ck: binary output not shown (${bytes} bytes, ${why}, sha1 ${sha1}); recover: ck recall ${key} --raw]`;
}

/** Returns the marker for a re-read whose content has not changed. */
export function unchangedMarker(key: string, sha1: string, lines: number, label?: string): string {
  const of = label ? ` of ${label.replace(/[\]\n]/g, '?')}` : '';
  return `[ck: unchanged since last read${of} (sha1 ${sha1.slice(0, 12)}, ${lines} lines); recover: ck recall ${key}]`;
}

/** Returns the marker that heads a unified diff against the previous read. */
export function changedMarker(key: string, previous: string, current: string, lines: number, label?: string): string {
  const of = label ? ` of ${label.replace(/[\]\n]/g, '?')}` : '';
  return `[ck: changed since last read${of} (sha1 ${previous.slice(0, 12)} -> ${current.slice(0, 12)}, ${lines} lines; unified diff follows); recover: ck recall ${key}]`;
}

/**
 * Returns the marker set inside a line longer than the limit, between the `head` and `tail` bytes it keeps: the
 * line is cut, not split, so every line keeps its number. Its recover command gives the whole line back.
 */
export function longLineMarker(key: string, line: number, bytes: number, head: number, tail: number): string {
  return `[ck: cut ${bytes - head - tail} of ${bytes} bytes of this line, kept the first ${head} and the last ${tail}${recover(key, line, line)}`;
}

const LONG_LINE_RE = / ?\[ck: cut \d+ of \d+ bytes of this line, kept the first \d+ and the last \d+; recover: ck recall ([0-9a-f]{6,64}) --lines (\d+)-\2\] ?/;

/** Returns the key and line number of a line cut by longLineMarker(), or null when `line` holds no such marker. */
export function parseLongLine(line: string): { key: string; line: number } | null {
  if (!line.includes('[ck: cut ')) return null;
  const m = LONG_LINE_RE.exec(line);
  return m ? { key: m[1]!, line: Number(m[2]) } : null;
}

/**
 * The most tokens one range marker can cost (a 12-digit key, 7-digit line numbers, its newline). An elision or a
 * collapse that removes no more than this would cost more than it saves, so it is not made. A constant, not the
 * cost of the marker at hand, so normalizing again (where line numbers are smaller) decides the same way.
 */
export const MAX_MARKER_TOKENS = [
  elidedMarker('0'.repeat(12), 9_999_998, 9_999_999, 999_999),
  repeatedMarker('0'.repeat(12), 9_999_997, 9_999_998, 9_999_999),
  alternatingMarker('0'.repeat(12), 9_999_996, 9_999_998, 9_999_999),
  blankMarker('0'.repeat(12), 9_999_998, 9_999_999),
].reduce((a, m) => Math.max(a, estimateTokens(m.length + 1)), 0);
