/**
 * Symbol ranges of a seed file: for each seed line, the innermost definition (function, method, class) that
 * contains it, from the repository index's definitions (exact line ranges, a decorated def starting at its first
 * decorator). A method also keeps its class's header line; a definition longer than MAX_RANGE lines is cut to a
 * window around the line plus its signature; a line outside any definition keeps ±CONTEXT lines.
 */
import type { Def } from '../repo/types.js';

export const MAX_RANGE = 300;
const CONTEXT = 12;

/** A file's text split into lines, kept for range token counts and rendering. */
export interface FileText {
  text: string;
  /** Offsets of each line start, plus text.length at the end. */
  starts: number[];
}

/** Returns `text` with its line starts. */
export function fileText(text: string): FileText {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  if (starts[starts.length - 1] !== text.length) starts.push(text.length);
  return { text, starts };
}

/** Returns the number of lines of a file text. */
export function lineCount(f: FileText): number {
  return f.starts.length - 1;
}

/** Returns lines a..b (1-based, inclusive) of a file text, without a trailing newline. */
export function linesOf(f: FileText, a: number, b: number): string {
  const s = f.starts[a - 1] ?? f.text.length;
  const e = f.starts[b] ?? f.text.length;
  return f.text.slice(s, e).replace(/\n$/, '');
}

/** Returns the estimated tokens of `ranges` of a file (ceil(chars / 4) over the shown lines). */
export function rangeTokens(f: FileText, ranges: readonly [number, number][]): number {
  let chars = 0;
  for (const [a, b] of ranges) chars += (f.starts[b] ?? f.text.length) - (f.starts[a - 1] ?? 0);
  return Math.ceil(chars / 4);
}

/** Returns the innermost definition containing `line` (the latest-starting one), or undefined. */
export function innermostDef(defs: readonly Def[], line: number): Def | undefined {
  let best: Def | undefined;
  for (const d of defs) if (d.start <= line && line <= d.end && (!best || d.start >= best.start)) best = d;
  return best;
}

/** Returns a function that clamps a range's ends to lines 1..totalLines. */
function clampTo(totalLines: number): (a: number, b: number) => [number, number] {
  return (a, b) => [Math.max(1, Math.min(a, totalLines)), Math.max(1, Math.min(b, totalLines))];
}

/** Returns the class a method `d` (named `Class.method`) belongs to: the class of that name whose range holds it. */
function classOf(defs: readonly Def[], d: Def): Def | undefined {
  const dot = d.name.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const name = d.name.slice(0, dot);
  return defs.find((c) => c.kind === 'class' && c.name === name && c.start <= d.start && d.end <= c.end);
}

/** Returns the merged, sorted ranges (1-based inclusive) that explain `lines` of a file with definitions `defs`. */
export function symbolRanges(defs: readonly Def[], lines: readonly number[], totalLines: number): [number, number][] {
  const out: [number, number][] = [];
  const clamp = clampTo(totalLines);
  for (const line of lines) {
    let inner: Def | undefined;
    for (const d of defs) {
      if (d.start <= line && line <= d.end && (!inner || d.end - d.start < inner.end - inner.start)) inner = d;
    }
    if (!inner) {
      out.push(clamp(line - CONTEXT, line + CONTEXT));
      continue;
    }
    if (inner.end - inner.start + 1 <= MAX_RANGE) out.push(clamp(inner.start, inner.end));
    else {
      out.push(clamp(inner.start, inner.start + 2));
      out.push(clamp(Math.max(inner.start, line - MAX_RANGE + 60), Math.min(inner.end, line + 60)));
    }
    const cls = classOf(defs, inner);
    if (cls) out.push(clamp(cls.start, cls.start));
  }
  return mergeRanges(out);
}

/**
 * Returns the ranges that show a passage (lines a..b) of a file: its lines, the first line of the innermost
 * definition holding its middle line (what the lines belong to), and that definition's class header line.
 */
export function passageRanges(defs: readonly Def[], [a, b]: readonly [number, number], totalLines: number): [number, number][] {
  const clamp = clampTo(totalLines);
  const out: [number, number][] = [clamp(a, b)];
  const d = innermostDef(defs, (a + b) >> 1);
  if (d && d.start < a) {
    out.push(clamp(d.start, d.start));
    const cls = classOf(defs, d);
    if (cls && cls.start < d.start) out.push(clamp(cls.start, cls.start));
  }
  return mergeRanges(out);
}

/**
 * Returns ranges sorted, merging ranges that overlap, touch, or leave a gap of one line between them. (Symbol ranges
 * merge only when they overlap or touch: symbols/index.ts mergeSymbolRanges.)
 */
export function mergeRanges(ranges: readonly [number, number][]): [number, number][] {
  const sorted = [...ranges].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1] + 2) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** Returns true when line `l` is shown by `ranges`. */
export function inRanges(ranges: readonly [number, number][], l: number): boolean {
  return ranges.some(([a, b]) => a <= l && l <= b);
}
