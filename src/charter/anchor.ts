/**
 * Anchors: what a citation pointed at when it was recorded (the cited lines, a few lines of context on each side, a
 * hash), and the one rule that finds it again in a changed file. The rule never guesses: a citation is re-anchored
 * only where the evidence picks exactly one place, otherwise it is declared unresolvable with the match count.
 */
import { createHash } from 'node:crypto';

/** How many lines of context an anchor keeps on each side of the cited lines, at least. */
export const CONTEXT_LINES = 3;
/** Widest context recorded to tell apart copies of the cited lines that exist when the anchor is made. */
export const MAX_CONTEXT_LINES = 50;

/** The recorded content of a citation. */
export interface Anchor {
  /** The cited lines, exactly as they were (without line terminators). */
  readonly lines: readonly string[];
  /** The lines just above the cited ones (nearest last): CONTEXT_LINES, or as many as told copies apart. */
  readonly before: readonly string[];
  /** The lines just below the cited ones, as many as `before` holds (fewer at the end of the file). */
  readonly after: readonly string[];
  /** The context width asked for on each side; a side recorded shorter was cut by the start or end of the file. */
  readonly width: number;
  /** First 16 hex digits of the SHA-1 of the cited lines joined with `\n`. */
  readonly hash: string;
  /** How many times the cited lines occurred in the file when the anchor was made (1: they were unique). */
  readonly copies: number;
  /**
   * With copies > 1, which recorded context told the cited copy apart from the others then: both sides together,
   * and whether one side alone did. `none`: identical copies, the citation can never be re-anchored.
   */
  readonly tells?: { readonly both: boolean; readonly above: boolean; readonly below: boolean };
}

/** Where an anchor was found again, or why it was not. */
export type AnchorResolution =
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

/**
 * Returns the anchor of lines `line..endLine` (1-based) of `fileLines`, or undefined when they are out of range. When
 * the cited lines occur more than once in the file, the context is widened (up to MAX_CONTEXT_LINES each side) until
 * it tells the cited copy apart, and the anchor records which side did: a later refresh may only rely on evidence
 * that was discriminating when the citation was made.
 */
export function makeAnchor(fileLines: readonly string[], line: number, endLine: number): Anchor | undefined {
  if (line < 1 || endLine > fileLines.length || endLine < line) return undefined;
  const lines = fileLines.slice(line - 1, endLine);
  const at = line - 1;
  const others = occurrencesOf(fileLines, lines).filter((i) => i !== at);
  const base = { lines, hash: hashLines(lines), copies: others.length + 1 };
  const withWidth = (width: number) => ({ ...base, width, before: fileLines.slice(Math.max(0, at - width), at), after: fileLines.slice(endLine, endLine + width) });
  if (others.length === 0) return withWidth(CONTEXT_LINES);
  for (let w = CONTEXT_LINES; w <= MAX_CONTEXT_LINES; w++) {
    const a = withWidth(w);
    const { above, below } = sides(fileLines, a);
    if (others.every((i) => !(above(i) && below(i)))) {
      return { ...a, tells: { both: true, above: others.every((i) => !above(i)), below: others.every((i) => !below(i)) } };
    }
  }
  return { ...withWidth(CONTEXT_LINES), tells: { both: false, above: false, below: false } };
}

/**
 * Returns the two tests of an anchor's context at a 0-based index of `fileLines`: its recorded lines above, its
 * recorded lines below. A side recorded shorter than the anchor's width was cut by the start or end of the file, so
 * it holds only at that same edge.
 */
function sides(fileLines: readonly string[], a: Pick<Anchor, 'lines' | 'before' | 'after' | 'width'>): { above: (i: number) => boolean; below: (i: number) => boolean } {
  const n = a.lines.length;
  const width = recordedWidth(a);
  return {
    above: (i) => holdsAt(fileLines, a.before, i - a.before.length) && (a.before.length >= width || i === a.before.length),
    below: (i) => holdsAt(fileLines, a.after, i + n) && (a.after.length >= width || i + n + a.after.length === fileLines.length),
  };
}

/**
 * Returns the context width an anchor was recorded with. Charters saved before anchors recorded a width have none in
 * their JSON; they were all made with CONTEXT_LINES, so that is their width (the one default of a stored anchor's width).
 */
function recordedWidth(anchor: Pick<Anchor, 'width'>): number {
  return anchor.width ?? CONTEXT_LINES;
}

/** Returns true when `fileLines` holds `seq` starting at 0-based index `at`. */
function holdsAt(fileLines: readonly string[], seq: readonly string[], at: number): boolean {
  if (at < 0 || at + seq.length > fileLines.length) return false;
  for (let k = 0; k < seq.length; k++) if (fileLines[at + k] !== seq[k]) return false;
  return true;
}

/** Returns the 0-based indexes where `lines` occur in `fileLines`. */
function occurrencesOf(fileLines: readonly string[], lines: readonly string[]): number[] {
  const first = lines[0]!;
  const out: number[] = [];
  for (let i = 0; i + lines.length <= fileLines.length; i++) {
    if (fileLines[i] === first && holdsAt(fileLines, lines, i)) out.push(i);
  }
  return out;
}

/**
 * Returns where `anchor` lies in `fileLines` now; each step is accepted only when it leaves exactly one place.
 * - The cited lines were unique when anchored: they occur once now (`unique`); or, among their occurrences, exactly
 *   one has both context sides intact (`context`); or exactly one has one whole side intact and no other occurrence
 *   has either side (`context-above`, `context-below`).
 * - They had copies then: only the context that told them apart then may tell them apart now (both sides, or one
 *   side when that side alone did), even when a single occurrence is left (it may be one of the other copies).
 * Otherwise unresolvable, with the number of occurrences. A place equal to the recorded line is reported as
 * `unchanged`; staying put is no evidence by itself (a copy of the block may have been inserted above).
 */
export function resolveAnchor(fileLines: readonly string[], anchor: Anchor, recordedLine: number): AnchorResolution {
  const n = anchor.lines.length;
  const { above, below } = sides(fileLines, anchor);
  const at = occurrencesOf(fileLines, anchor.lines);
  const found = (i: number, by: 'unique' | 'context' | 'context-above' | 'context-below'): AnchorResolution =>
    ({ status: 'resolved', line: i + 1, endLine: i + n, by: i + 1 === recordedLine ? 'unchanged' : by });
  if (at.length === 0) return { status: 'unresolvable', matches: 0, reason: 'the cited content is no longer in the file' };
  const tells = (anchor.copies ?? 1) > 1 ? (anchor.tells ?? { both: false, above: false, below: false }) : undefined;
  if (tells && !tells.both) return { status: 'unresolvable', matches: at.length, reason: `the cited content had ${anchor.copies} identical copies when it was anchored` };
  if (!tells && at.length === 1) return found(at[0]!, 'unique');
  const both = at.filter((i) => above(i) && below(i));
  if (both.length === 1) return found(both[0]!, 'context');
  if (both.length === 0) {
    const up = at.filter(above);
    const down = at.filter(below);
    if (up.length === 1 && down.length === 0 && (!tells || tells.above)) return found(up[0]!, 'context-above');
    if (down.length === 1 && up.length === 0 && (!tells || tells.below)) return found(down[0]!, 'context-below');
  }
  return { status: 'unresolvable', matches: at.length, reason: `the cited content occurs ${at.length} time(s) and its context does not single one out` };
}
