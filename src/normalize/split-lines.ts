// The first two passes of normalize (terminal clean-up, then the line table) on two halves of a large output at once:
// a hook server runs one half in a worker thread while it runs the other (src/hooks/large-output-worker.ts), then
// merges the halves into exactly what the passes give on the whole, and hands that to normalizePrepared.
//
// Exact only where the halves are independent: the split is at a line end, and the output holds no escape byte
// (ESC starts every sequence that can move the cursor to an earlier line or carry state across lines; a carriage
// return or backspace acts within its own line). The line table's per-line entries concatenate; its collapsible runs
// may cross the split, so they are found again on the merged table (collapsibleRuns, the kernel's greedy rule).
import { lineOps, DEFAULT_LINE_OPS, type LineOps } from '../kernels/lines.js';
import { FLAG_BLANK, FLAG_MARKER, RUN_ALTERNATE, RUN_BLANK, RUN_REPEAT, type LineOpsOptions } from '../kernels/lines-abi.js';
import { stripTerminal, type TerminalStats } from '../kernels/terminal.js';
import { asBuffer } from './bytes.js';

/** Outputs shorter than this are prepared in one pass: a worker round trip would cost more than it saves. */
export const SPLIT_MIN_BYTES = 2 << 20;

/** Both passes over one part of an output. */
export interface PreparedLines {
  /** The terminal-cleaned bytes. */
  readonly cleaned: Uint8Array;
  readonly stats: TerminalStats;
  readonly ops: LineOps;
}

/**
 * Returns the byte offset to split `raw` at (just after a newline near the middle), or undefined when it must be
 * prepared whole: too short, an escape byte anywhere, or no newline to split at.
 */
export function splitPoint(raw: Uint8Array, minBytes = SPLIT_MIN_BYTES): number | undefined {
  if (raw.length < minBytes) return undefined;
  const b = asBuffer(raw);
  if (b.indexOf(0x1b) !== -1) return undefined;
  const nl = b.indexOf(0x0a, raw.length >> 1);
  return nl === -1 || nl + 1 >= raw.length ? undefined : nl + 1;
}

/** Returns both passes over `part` (bash line options), as normalize runs them. */
export function prepareLines(part: Uint8Array): PreparedLines {
  const term = stripTerminal(part);
  return { cleaned: term.bytes, stats: term.stats, ops: lineOps(term.bytes, DEFAULT_LINE_OPS) };
}

/** Returns true when lines a and b of the table hold the same bytes. */
function sameLine(buf: Uint8Array, starts: Int32Array, hashes: Int32Array, a: number, b: number): boolean {
  if (hashes[a] !== hashes[b]) return false;
  const sa = starts[a]!;
  const sb = starts[b]!;
  const la = starts[a + 1]! - 1 - sa;
  if (starts[b + 1]! - 1 - sb !== la) return false;
  return asBuffer(buf).compare(buf, sb, sb + la, sa, sa + la) === 0;
}

/**
 * Returns the collapsible runs (kind, first, end) of a line table, by the line kernel's greedy rule (assembly/lines.ts
 * `run`, and its twin lineOpsJs): blank runs, then repeats, then period-2 alternations, never across a marker line.
 */
export function collapsibleRuns(buf: Uint8Array, starts: Int32Array, hashes: Int32Array, flags: Uint8Array, opts: LineOpsOptions): Int32Array {
  const n = flags.length;
  const runs: number[] = [];
  const collapsible = (i: number): boolean => (flags[i]! & FLAG_MARKER) === 0;
  let i = 0;
  while (i < n) {
    if (!collapsible(i)) {
      i++;
      continue;
    }
    if (flags[i]! & FLAG_BLANK) {
      let j = i + 1;
      while (j < n && (flags[j]! & FLAG_BLANK) !== 0 && collapsible(j)) j++;
      if (j - i >= opts.minBlank) {
        runs.push(RUN_BLANK, i, j);
        i = j;
        continue;
      }
    }
    let j = i + 1;
    while (j < n && collapsible(j) && sameLine(buf, starts, hashes, i, j)) j++;
    if (j - i >= opts.minRepeat) {
      runs.push(RUN_REPEAT, i, j);
      i = j;
      continue;
    }
    if (i + 1 < n && collapsible(i + 1) && !sameLine(buf, starts, hashes, i, i + 1)) {
      j = i + 2;
      while (j < n && collapsible(j) && sameLine(buf, starts, hashes, j - 2, j)) j++;
      if (j - i >= opts.minAlternate) {
        runs.push(RUN_ALTERNATE, i, j);
        i = j;
        continue;
      }
    }
    i++;
  }
  return Int32Array.from(runs);
}

/**
 * Returns the passes over a whole output from the passes over its two halves (`a` the part before splitPoint, ending
 * in a newline; `b` the rest): what prepareLines gives on the whole.
 */
export function mergePrepared(a: PreparedLines, b: PreparedLines): PreparedLines {
  const cleaned = Buffer.concat([asBuffer(a.cleaned), asBuffer(b.cleaned)]);
  const na = a.ops.count;
  const nb = b.ops.count;
  const n = na + nb;
  const lenA = a.cleaned.length;
  const starts = new Int32Array(n + 1);
  starts.set(a.ops.starts.subarray(0, na));
  for (let i = 0; i <= nb; i++) starts[na + i] = b.ops.starts[i]! + lenA;
  if (nb === 0) starts[n] = a.ops.starts[na]!;
  const hashes = new Int32Array(n);
  hashes.set(a.ops.hashes);
  hashes.set(b.ops.hashes, na);
  const flags = new Uint8Array(n);
  flags.set(a.ops.flags);
  flags.set(b.ops.flags, na);
  const runs = collapsibleRuns(cleaned, starts, hashes, flags, DEFAULT_LINE_OPS);
  const stats: TerminalStats = {
    escapes: a.stats.escapes + b.stats.escapes,
    redraws: a.stats.redraws + b.stats.redraws,
    overstrikes: a.stats.overstrikes + b.stats.overstrikes,
    controls: a.stats.controls + b.stats.controls,
  };
  return { cleaned, stats, ops: { count: n, starts, flags, hashes, runs, impl: a.ops.impl } };
}
