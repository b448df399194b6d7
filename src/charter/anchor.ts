/**
 * Anchors: what a citation pointed at when it was recorded (the cited lines, a few lines of context on each side, a
 * hash), and the one rule that finds it again in a changed file. The rule never guesses: a citation is re-anchored
 * only where the evidence picks exactly one place, otherwise it is declared unresolvable with the match count.
 */
import { createHash } from 'node:crypto';

/** How many lines of context an anchor keeps on each side of the cited lines. */
export const CONTEXT_LINES = 3;
/** Cited ranges longer than this keep only their first and last lines' hash, and are not re-anchored by content. */
export const MAX_ANCHOR_LINES = 200;

/** The recorded content of a citation. */
export interface Anchor {
  /** The cited lines, exactly as they were (without line terminators). */
  readonly lines: readonly string[];
  /** Up to CONTEXT_LINES lines just above the cited ones (nearest last). */
  readonly before: readonly string[];
  /** Up to CONTEXT_LINES lines just below the cited ones. */
  readonly after: readonly string[];
  /** First 16 hex digits of the SHA-1 of the cited lines joined with `\n`. */
  readonly hash: string;
}

/** Where an anchor was found again, or why it was not. */
export type Resolution =
  | { readonly status: 'resolved'; readonly line: number; readonly endLine: number; readonly by: 'unchanged' | 'unique' | 'context' | 'context-above' | 'context-below' }
  | { readonly status: 'unresolvable'; readonly matches: number; readonly reason: string };

/** Returns the lines of a file's text (`\r\n` and `\n`; a final newline ends the last line, it does not start one). */
export function splitLines(text: string): string[] {
  const lines = text.split(/\r?\n/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Returns the 16-hex-digit hash of cited lines. */
export function hashLines(lines: readonly string[]): string {
  return createHash('sha1').update(lines.join('\n')).digest('hex').slice(0, 16);
}

/** Returns the anchor of lines `line..endLine` (1-based) of `fileLines`, or undefined when they are out of range. */
export function makeAnchor(fileLines: readonly string[], line: number, endLine: number): Anchor | undefined {
  if (line < 1 || endLine > fileLines.length || endLine < line) return undefined;
  const lines = fileLines.slice(line - 1, endLine);
  return {
    lines,
    before: fileLines.slice(Math.max(0, line - 1 - CONTEXT_LINES), line - 1),
    after: fileLines.slice(endLine, endLine + CONTEXT_LINES),
    hash: hashLines(lines),
  };
}

/** Returns true when `fileLines` holds `seq` starting at 0-based index `at`. */
function holdsAt(fileLines: readonly string[], seq: readonly string[], at: number): boolean {
  if (at < 0 || at + seq.length > fileLines.length) return false;
  for (let k = 0; k < seq.length; k++) if (fileLines[at + k] !== seq[k]) return false;
  return true;
}

/** Returns the 0-based indexes where the cited lines of `anchor` occur in `fileLines`. */
function occurrences(fileLines: readonly string[], anchor: Anchor): number[] {
  const first = anchor.lines[0]!;
  const out: number[] = [];
  for (let i = 0; i + anchor.lines.length <= fileLines.length; i++) {
    if (fileLines[i] === first && holdsAt(fileLines, anchor.lines, i)) out.push(i);
  }
  return out;
}

/**
 * Returns where `anchor` lies in `fileLines` now. In order, each step accepted only when it leaves exactly one place:
 * the cited lines occur once (`unique`); among their occurrences, one has both context sides intact (`context`);
 * one has its whole context above intact and no other occurrence has either side intact (`context-above`, likewise
 * `context-below`). Otherwise unresolvable, with the number of occurrences. A place equal to the recorded line is
 * reported as `unchanged`; staying put is no evidence by itself (a copy of the block may have been inserted above).
 */
export function resolveAnchor(fileLines: readonly string[], anchor: Anchor, recordedLine: number): Resolution {
  const n = anchor.lines.length;
  const sideAbove = (i: number) => anchor.before.length > 0 && holdsAt(fileLines, anchor.before, i - anchor.before.length);
  const sideBelow = (i: number) => anchor.after.length > 0 && holdsAt(fileLines, anchor.after, i + n);
  // Context that is cut by the start or end of the file is recorded shorter; it then matches only at the same edge.
  const above = (i: number) => (anchor.before.length < CONTEXT_LINES ? i === anchor.before.length && (anchor.before.length === 0 || sideAbove(i)) : sideAbove(i));
  const below = (i: number) => (anchor.after.length < CONTEXT_LINES ? i + n + anchor.after.length === fileLines.length && (anchor.after.length === 0 || sideBelow(i)) : sideBelow(i));
  const at = occurrences(fileLines, anchor);
  const found = (i: number, by: 'unique' | 'context' | 'context-above' | 'context-below'): Resolution =>
    ({ status: 'resolved', line: i + 1, endLine: i + n, by: i + 1 === recordedLine ? 'unchanged' : by });
  if (at.length === 1) return found(at[0]!, 'unique');
  if (at.length === 0) return { status: 'unresolvable', matches: 0, reason: 'the cited content is no longer in the file' };
  const both = at.filter((i) => above(i) && below(i));
  if (both.length === 1) return found(both[0]!, 'context');
  if (both.length === 0) {
    const up = at.filter(above);
    const down = at.filter(below);
    if (up.length === 1 && down.length === 0) return found(up[0]!, 'context-above');
    if (down.length === 1 && up.length === 0) return found(down[0]!, 'context-below');
  }
  return { status: 'unresolvable', matches: at.length, reason: `the cited content occurs ${at.length} times and its context does not single one out` };
}
