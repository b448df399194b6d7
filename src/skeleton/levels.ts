/**
 * Skeleton levels and the one assembler that applies a level's elisions to a source text.
 *
 * - `signatures`: signatures, decorators, annotations, class attributes; bodies `...`; no docstrings or doc comments.
 * - `summary` (the default): signatures plus the first paragraph of each docstring / doc comment.
 * - `full`: signatures plus every docstring and doc comment whole.
 */

/** The skeleton levels, leanest first. */
export const SKELETON_LEVELS = ['signatures', 'summary', 'full'] as const;
/** A skeleton level. */
export type SkeletonLevel = (typeof SKELETON_LEVELS)[number];
/** The level `ck skeleton` and `ck compile` use unless told otherwise. */
export const DEFAULT_SKELETON_LEVEL: SkeletonLevel = 'summary';

/** Returns `level`, or DEFAULT_SKELETON_LEVEL when none is asked for (the one place that default is applied). */
export function resolveLevel(level: SkeletonLevel | undefined): SkeletonLevel {
  return level ?? DEFAULT_SKELETON_LEVEL;
}

/** Returns `text` as a SkeletonLevel, or undefined when it names none. */
export function parseSkeletonLevel(text: string): SkeletonLevel | undefined {
  return (SKELETON_LEVELS as readonly string[]).includes(text) ? (text as SkeletonLevel) : undefined;
}

/**
 * One elided region: 1-based inclusive source lines and the text that replaced them. Line-based elisions (Python,
 * comments) replace whole lines; an empty replacement deletes them. Brace bodies also carry the exact [from, to)
 * string offsets they replace, since a body starts and ends mid-line.
 */
export interface SourceElision { start: number; end: number; replacement: string; from?: number; to?: number }

/** The elisions of one file: bodies apply at every level; summary and signatures add their docstring cuts. */
export interface LevelElisions { bodies: SourceElision[]; summary: SourceElision[]; signatures: SourceElision[] }

/** A skeleton text with the source ranges it elided and, per output line, the 1-based source line it starts at. */
export interface Assembled { text: string; elided: { start: number; end: number }[]; rows: number[] }

/** Returns the 0-based offsets at which each line of `text` starts. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/**
 * Returns `text` with `elisions` (any order, not overlapping) applied. A line-based elision replaces its lines
 * including the last line's newline and puts one newline back after a non-empty replacement.
 */
export function applyElisions(text: string, starts: number[], elisions: SourceElision[]): Assembled {
  const sorted = [...elisions].sort((a, b) => a.start - b.start || (a.from ?? 0) - (b.from ?? 0));
  const parts: string[] = [];
  const rows: number[] = [1];
  let pos = 0;
  let row = 1; // source line of `pos`
  const applied: SourceElision[] = [];
  const copy = (to: number): void => {
    for (let i = text.indexOf('\n', pos); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) rows.push(++row);
    parts.push(text.slice(pos, to));
    pos = to;
  };
  for (const e of sorted) {
    const from = e.from ?? starts[e.start - 1] ?? text.length;
    if (from < pos) continue; // overlapping: the earlier one wins
    applied.push(e);
    copy(from);
    if (e.from !== undefined && e.to !== undefined) {
      parts.push(e.replacement);
      // Skip the body: its newlines are gone, the output line stays with the line the body started on.
      row += countNewlines(text, from, e.to);
      pos = e.to;
      continue;
    }
    const after = starts[e.end];
    if (e.replacement) parts.push(e.replacement);
    if (after === undefined) { pos = text.length; break; }
    if (e.replacement) { parts.push('\n'); rows.push(e.end + 1); } else rows[rows.length - 1] = e.end + 1;
    row = e.end + 1;
    pos = after;
  }
  copy(text.length);
  // A trailing newline opens no line of its own.
  const out = parts.join('');
  if (out.endsWith('\n') && rows.length > 1) rows.pop();
  return { text: out, elided: applied.map(({ start, end }) => ({ start, end })), rows };
}

function countNewlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
}
