// The line-level plan of T1: which lines a long output keeps (head, signal, context, tail, markers), which runs
// collapse, which stretches become `[ck: elided …]` markers; then the rendering of that plan to text.
//
// Idempotence rests on three rules (see test/normalize/properties.test.ts):
//   - every decision is about *entries* (visible lines and markers), never about positions in the original;
//   - a marker is kept and is transparent to blocks, it never joins a run or a gap;
//   - context is the entry right before/after a signal line, so it stays adjacent in the output.
import { RUN_ALTERNATE, RUN_BLANK, FLAG_MARKER, type LineOps } from '../kernels/lines-abi.js';
import { estimateTokens } from '../tokens.js';
import { classifySignal, type SignalStats } from './signal.js';
import { MAX_MARKER_TOKENS, alternatingMarker, blankMarker, compactNumbers, elidedMarker, grepCapMarker, repeatedMarker } from './markers.js';
import { asBuffer, type TextSource } from './bytes.js';
import type { ResolvedNormalizeOptions } from './options.js';
import type { Elision } from './types.js';

interface Removal {
  /** 0-based first and last line (inclusive). */
  first: number;
  last: number;
  kind: 'elided' | 'grep-cap';
  file?: string;
  /** grep-cap: the file lines of the removed matches, compact (`12,40-44`), or '' when the output gave none. */
  fileLines?: string;
}

/** The rendered result of a plan. */
export interface RenderedPlan {
  /**
   * The rendered text as UTF-8: kept lines copied from the cleaned bytes and markers, one '\n' between entries. Its
   * decoding is the text (an ASCII '\n' ends any sequence a line left open, so decoding line by line or whole agrees);
   * it is the text's own encoding when the cleaned bytes are valid UTF-8. Bytes, not a string: the 55 MB log renders
   * to 2 MB, built as one string only if a caller asks for it (finish.ts).
   */
  bytes: Buffer;
  elisions: Elision[];
  signalLines: number;
  keptLines: number;
  candidates: number;
  /** Per line of the cleaned text, 1 = signal; only when the output was long enough to be classified. */
  signal?: Uint8Array;
}

/** Matches the path of a grep-style line: `path:12:` / `path-12-` (context) / `path:` (no line numbers). */
const GREP_LINE_RE = /^([^\s:][^:\n]*?)(?::(\d+)[:-]|-(\d+)-|:)/;

/**
 * Returns the text of `buf` after collapsing runs and, for long outputs, eliding everything that is neither head,
 * tail, signal, context nor marker; every removal is a marker naming its exact range under `key()`.
 */
export function planAndRender(buf: Uint8Array | TextSource, ops: LineOps, o: ResolvedNormalizeOptions, key: () => string): RenderedPlan {
  const n = ops.count;
  const { starts, flags, runs } = ops;
  const hidden = new Uint8Array(n);
  // Collapse markers, keyed by the line they follow.
  const collapse = new Map<number, { kind: number; first: number; end: number }>();
  if (o.tool !== 'read') {
    for (let r = 0; r < runs.length; r += 3) {
      const kind = runs[r]!;
      const first = runs[r + 1]!;
      const end = runs[r + 2]!;
      const kept = kind === RUN_ALTERNATE ? 2 : 1;
      // A collapse must save more than its marker costs (a few short repeats or blank lines stay as they are).
      if (!savesMoreThanMarker(starts, first + kept, end - 1)) continue;
      for (let i = first + kept; i < end; i++) hidden[i] = 1;
      collapse.set(first + kept - 1, { kind, first, end });
    }
  }
  const removals: Removal[] = [];
  let signalLines = 0;
  let candidates = 0;
  let signalMask: Uint8Array | undefined;
  const byteLen = starts[n]! - starts[0]!;
  const long = n >= o.minLines && estimateTokens(byteLen) >= o.minTokens;

  if (o.tool === 'grep' && !(buf instanceof Uint8Array)) throw new Error('planAndRender: grep capping reads the text whole');
  if (o.tool === 'grep' && grepLike(buf as Uint8Array, ops, hidden)) {
    capGrep(buf as Uint8Array, ops, hidden, o.grepPerFile, removals);
  } else if (long) {
    const stats: SignalStats = { candidates: 0, signal: 0 };
    const signal = classifySignal(buf, ops, hidden, stats);
    signalMask = signal;
    signalLines = stats.signal;
    candidates = stats.candidates;
    const keep = new Uint8Array(n);
    let left = o.headLines;
    for (let i = 0; i < n && left > 0; i++) {
      if (hidden[i] || flags[i]! & FLAG_MARKER) continue;
      keep[i] = 1;
      left--;
    }
    left = o.tailLines;
    for (let i = n - 1; i >= 0 && left > 0; i--) {
      if (hidden[i] || flags[i]! & FLAG_MARKER) continue;
      keep[i] = 1;
      left--;
    }
    keepSignalAndMarkers(ops, hidden, collapse, signal, keep);
    // Gaps: maximal stretches of visible, not-kept lines (hidden copies travel with their visible line). A kept line is
    // never hidden, so a stretch runs from a visible not-kept line to the next kept one (found by the native indexOf).
    let i = 0;
    while (i < n) {
      if (hidden[i] || keep[i]) {
        i++;
        continue;
      }
      let j = keep.indexOf(1, i);
      if (j < 0) j = n;
      const visible = j - i - (collapse.size > 0 ? hiddenWithin(hidden, i, j) : 0);
      if (visible >= o.minGap && savesMoreThanMarker(starts, i, j - 1)) removals.push({ first: i, last: j - 1, kind: 'elided' });
      i = j;
    }
  }
  const rendered = render(buf, ops, hidden, collapse, removals, key, signalLines, candidates);
  if (signalMask) rendered.signal = signalMask;
  return rendered;
}

/**
 * Returns nothing; sets `keep` on every signal line, the visible plain line right before and right after it (context),
 * and every marker line. Visits only signal lines (native indexOf over the mask) and flagged lines (markers are
 * flagged), when the line table lists them; else every line.
 */
function keepSignalAndMarkers(ops: LineOps, hidden: Uint8Array, collapse: ReadonlyMap<number, unknown>, signal: Uint8Array, keep: Uint8Array): void {
  const n = ops.count;
  const { flags, flagged } = ops;
  const plain = (i: number): boolean => !hidden[i] && !(flags[i]! & FLAG_MARKER);
  const keepSignal = (i: number): void => {
    keep[i] = 1;
    // Context: the entry right before and right after, when it is a plain visible line.
    if (i > 0 && plain(i - 1)) keep[i - 1] = 1;
    if (i + 1 < n && !collapse.has(i) && plain(i + 1)) keep[i + 1] = 1;
  };
  if (!flagged) {
    for (let i = 0; i < n; i++) {
      if (flags[i]! & FLAG_MARKER) keep[i] = 1;
      if (signal[i]) keepSignal(i);
    }
    return;
  }
  for (let i = signal.indexOf(1); i >= 0; i = signal.indexOf(1, i + 1)) keepSignal(i);
  for (let k = 0; k < flagged.length; k++) if (flags[flagged[k]!]! & FLAG_MARKER) keep[flagged[k]!] = 1;
}

/** Returns the number of hidden lines in first..end (exclusive). */
function hiddenWithin(hidden: Uint8Array, first: number, end: number): number {
  let h = 0;
  for (let k = first; k < end; k++) h += hidden[k]!;
  return h;
}

/**
 * Returns true when removing lines first..last (0-based, inclusive) saves more tokens than the marker that would
 * replace them costs (MAX_MARKER_TOKENS, a bound independent of the line numbers, so the decision is the same
 * when the output is normalized again).
 */
function savesMoreThanMarker(starts: Int32Array, first: number, last: number): boolean {
  return estimateTokens(starts[last + 1]! - starts[first]!) > MAX_MARKER_TOKENS;
}

/** Returns true when at least half of the visible non-marker lines look like `path:line:` grep output. */
function grepLike(buf: Uint8Array, ops: LineOps, hidden: Uint8Array): boolean {
  const b = asBuffer(buf);
  let lines = 0;
  let matches = 0;
  for (let i = 0; i < ops.count; i++) {
    if (hidden[i] || ops.flags[i]! & FLAG_MARKER) continue;
    lines++;
    const s = ops.starts[i]!;
    if (GREP_LINE_RE.test(b.toString('utf8', s, Math.min(ops.starts[i + 1]! - 1, s + 4096)))) matches++;
  }
  return lines > 0 && matches * 2 >= lines;
}

/** Adds a grep-cap removal for every run of more than `perFile` (+1) consecutive matches of one file. */
function capGrep(buf: Uint8Array, ops: LineOps, hidden: Uint8Array, perFile: number, removals: Removal[]): void {
  const b = asBuffer(buf);
  const n = ops.count;
  let file: string | null = null;
  let groupStart = -1;
  let seen = 0;
  const close = (end: number): void => {
    // Lines groupStart.. are this file's matches; the (perFile+1)-th visible one onwards is removed.
    if (file === null || seen < perFile + 2) return;
    let k = groupStart;
    let visible = 0;
    while (k < end) {
      if (!hidden[k]) visible++;
      if (visible > perFile) break;
      k++;
    }
    const fileLines = compactNumbers(matchLines(b, ops, hidden, k, end));
    // Like any marker, a cap must save more than it costs (its file name and the match lines it lists included).
    if (estimateTokens(ops.starts[end]! - ops.starts[k]!) <= MAX_MARKER_TOKENS + estimateTokens(file.length + fileLines.length)) return;
    removals.push({ first: k, last: end - 1, kind: 'grep-cap', file, fileLines });
  };
  for (let i = 0; i <= n; i++) {
    if (i < n && hidden[i]) continue;
    let path: string | null = null;
    if (i < n && !(ops.flags[i]! & FLAG_MARKER)) {
      const s = ops.starts[i]!;
      const m = GREP_LINE_RE.exec(b.toString('utf8', s, Math.min(ops.starts[i + 1]! - 1, s + 4096)));
      if (m) path = m[1]!;
    }
    if (path !== null && path === file) {
      seen++;
      continue;
    }
    close(i);
    file = path;
    groupStart = i;
    seen = path === null ? 0 : 1;
  }
}

/** Returns the file line numbers of the match lines (`path:12:`, not context `path-12-`) among lines k..end-1, sorted. */
function matchLines(b: Buffer, ops: LineOps, hidden: Uint8Array, k: number, end: number): number[] {
  const out: number[] = [];
  for (let i = k; i < end; i++) {
    if (hidden[i]) continue;
    const s = ops.starts[i]!;
    const m = GREP_LINE_RE.exec(b.toString('utf8', s, Math.min(ops.starts[i + 1]! - 1, s + 4096)));
    if (m?.[2]) out.push(Number(m[2]));
  }
  return [...new Set(out)].sort((x, y) => x - y);
}

function render(
  buf: Uint8Array | TextSource,
  ops: LineOps,
  hidden: Uint8Array,
  collapse: Map<number, { kind: number; first: number; end: number }>,
  removals: Removal[],
  key: () => string,
  signalLines: number,
  candidates: number,
): RenderedPlan {
  const n = ops.count;
  const { starts } = ops;
  // Entries: a kept stretch of lines is a byte range of buf (two numbers), a marker its text (one string).
  const parts: (number | string)[] = [];
  const elisions: Elision[] = [];
  let segStart = -1;
  let segEnd = -1;
  let kept = 0;
  const flush = (): void => {
    if (segStart >= 0) parts.push(segStart, segEnd);
    segStart = -1;
  };
  let r = 0;
  for (let i = 0; i < n; i++) {
    const rem = r < removals.length && removals[r]!.first === i ? removals[r++]! : null;
    if (rem) {
      flush();
      const a = rem.first + 1;
      const z = rem.last + 1;
      const tokens = estimateTokens(starts[rem.last + 1]! - starts[rem.first]!);
      parts.push(rem.kind === 'grep-cap' ? grepCapMarker(key(), rem.file!, a, z, rem.fileLines) : elidedMarker(key(), a, z, tokens));
      elisions.push({ start: a, end: z, lines: z - a + 1, tokens, kind: rem.kind });
      i = rem.last;
      continue;
    }
    if (hidden[i]) continue;
    if (segStart < 0) segStart = starts[i]!;
    segEnd = starts[i + 1]! - 1;
    kept++;
    const c = collapse.get(i);
    if (c) {
      flush();
      const a = i + 2; // 1-based number of the first hidden line
      const z = c.end; // 1-based number of the last hidden line
      const tokens = estimateTokens(starts[c.end]! - starts[i + 1]!);
      if (c.kind === RUN_ALTERNATE) {
        parts.push(alternatingMarker(key(), i, a, z));
        elisions.push({ start: a, end: z, lines: z - a + 1, tokens, kind: 'alternating' });
      } else if (c.kind === RUN_BLANK) {
        parts.push(blankMarker(key(), a, z));
        elisions.push({ start: a, end: z, lines: z - a + 1, tokens, kind: 'blank' });
      } else {
        parts.push(repeatedMarker(key(), i + 1, a, z));
        elisions.push({ start: a, end: z, lines: z - a + 1, tokens, kind: 'repeated' });
      }
    }
  }
  flush();
  const trailingNewline = n > 0 && starts[n]! === buf.length;
  return { bytes: joinEntries(buf, parts, trailingNewline), elisions, signalLines, keptLines: kept, candidates };
}

/** Returns the entries (byte ranges of `buf`, marker strings) joined by '\n' as one Buffer, '\n'-ended if `trailing`. */
function joinEntries(buf: Uint8Array | TextSource, parts: readonly (number | string)[], trailing: boolean): Buffer {
  let entries = 0;
  let size = 0;
  for (let k = 0; k < parts.length; k++) {
    const p = parts[k]!;
    size += typeof p === 'string' ? Buffer.byteLength(p, 'utf8') : (parts[++k] as number) - p;
    entries++;
  }
  if (entries === 0) return Buffer.alloc(0);
  size += entries - 1 + (trailing ? 1 : 0);
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  for (let k = 0; k < parts.length; k++) {
    if (k > 0) out[at++] = 10;
    const p = parts[k]!;
    if (typeof p === 'string') at += out.write(p, at, 'utf8');
    else {
      const e = parts[++k] as number;
      if (buf instanceof Uint8Array) out.set(buf.subarray(p, e), at);
      else buf.read(out.subarray(at), e - p, p); // kept lines read back by position: the text is not in memory
      at += e - p;
    }
  }
  if (trailing) out[at++] = 10;
  return out;
}
