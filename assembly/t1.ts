// The fused T1 kernel: the terminal model (assembly/terminal.ts) and the line table (assembly/lines.ts) in one
// instance, so a tool output goes through both without leaving linear memory. The input arrives in pieces (a pipe
// read as it comes, or a large buffer a few MB at a time) into one staging area that is reused, the cleaned text
// grows behind it, and the line table is computed over that text where it lies: the raw input is never held whole,
// and nothing is copied out but the results the host reads through views.
//
// ABI (only integers cross; the wrapper is src/kernels/t1.ts, whose TS twin is stripTerminalJs + lineOpsJs):
//   1. begin(cap, total) -> address of the staging area (cap bytes; total: the input's length, or -1 if unknown).
//   2. per piece (ending just after a '\n', except the last): write it at the staging address, feed(len) -> output
//      length so far; units(len) -> its UTF-16 length (valid UTF-8 assumed) before or after feeding it.
//      A line longer than the staging area: resize(cap) -> the (same) staging address, now cap bytes.
//   3. outPtr(), outLength(): the cleaned text; escapes() … upMoves(): the terminal counts.
//   4. lines(minRepeat, minAlternate, minBlank) -> line count of the cleaned text; its tables through startsPtr() …
//      maxLine(), as the lines kernel gives them. Re-take views after every call: memory may have grown.
import { ensureMemory } from './lib/arena';
import { streamBegin, streamFeed, streamResize, streamFinal, streamDrop, outPtr, outLength } from './terminal';
import { prepareTables, tablesEnd, runAt, utf16UnitsAt, scanLineAt, lastFlags, sameBytes } from './lines';

/** The flags that make a line one the classifier looks at outside a block (FLAGGED in src/kernels/lines-abi.ts). */
const FLAGGED: u8 = 1 | 2 | 32 | 8; // FLAG_KEYWORD | FLAG_LOCATION | FLAG_PREFIX | FLAG_MARKER

export { outPtr, outLength, escapes, redraws, overstrikes, controls, upMoves } from './terminal';
export { startsPtr, hashesPtr, flagsPtr, runsPtr, runCount, flaggedPtr, flaggedCount, maxLine } from './lines';

let staging: usize = 0;

// ---- the line table piece by piece (advance, drop) ----
// The final part of the cleaned text (above the terminal model's editable window) is scanned line by line as pieces
// pass, at most CHUNK_LINES lines a call, into three small tables the host copies out: each line's start (in the
// whole text), flags, and whether it equals the line before (bit 0) and the line two before (bit 1), which is all the
// runs need (the host computes them as runAt does), and the numbers of its FLAGGED lines; the longest line so far is
// kept here (streamMaxLine). drop() then removes the scanned text but its last two lines, the ones the next lines are
// compared with.
const CHUNK_LINES: i32 = 65536;
let chunkStarts: usize = 0;
let chunkFlags: usize = 0;
let chunkEq: usize = 0;
let chunkFlagged: usize = 0;
let nChunkFlagged: i32 = 0;
let linesBefore: i32 = 0; // lines scanned by the advance calls before this one
let longest: i32 = 0; // bytes of the longest line scanned (its '\n' not counted)
let scanned: i32 = 0; // output offset up to which lines are scanned
let dropped: i32 = 0; // bytes dropped from the start of the text so far
let p1s: i32 = -1; // start and end (its '\n') of the last line scanned, as output offsets; -1: none
let p1e: i32 = 0;
let p2s: i32 = -1; // the same for the line before it
let p2e: i32 = 0;

/** begin: returns the staging address for pieces of up to `cap` bytes of an input of `total` bytes (-1: unknown). */
export function begin(cap: i32, total: i32): usize {
  prepareTables();
  chunkStarts = (tablesEnd() + 15) & ~<usize>15;
  chunkFlags = chunkStarts + (<usize>CHUNK_LINES << 2);
  chunkEq = chunkFlags + <usize>CHUNK_LINES;
  chunkFlagged = (chunkEq + <usize>CHUNK_LINES + 15) & ~<usize>15;
  nChunkFlagged = 0;
  linesBefore = 0;
  longest = 0;
  scanned = 0;
  dropped = 0;
  p1s = -1;
  p2s = -1;
  staging = chunkFlagged + (<usize>CHUNK_LINES << 2);
  ensureMemory(staging + <usize>cap + 16);
  streamBegin(staging, cap, total);
  return staging;
}

/** feed: returns the cleaned text's length after the `len` bytes written at the staging address. */
export function feed(len: i32): i32 {
  return streamFeed(len);
}

/** resize: returns the staging address, now holding up to `cap` bytes (the output moved up behind it). */
export function resize(cap: i32): usize {
  streamResize(cap);
  ensureMemory(staging + <usize>cap + 16);
  return staging;
}

/** units: returns the UTF-16 length of the `len` bytes at the staging address (valid UTF-8 assumed). */
export function units(len: i32): i32 {
  return utf16UnitsAt(staging, len);
}

/** lines: returns the line count of the cleaned text, its line table computed in place (lines kernel's getters). */
export function lines(minRepeat: i32, minAlternate: i32, minBlank: i32): i32 {
  return runAt(outPtr(), outLength(), minRepeat, minAlternate, minBlank);
}

/**
 * advance: scans the lines of the cleaned text that are final and not scanned yet (with `last` = 1, every line left:
 * the input has ended), at most CHUNK_LINES of them; returns how many. Their starts, flags and equalities are then at
 * chunkStartsPtr(), chunkFlagsPtr(), chunkEqPtr(); the text they span ends at output offset scannedTo().
 */
export function advance(last: i32): i32 {
  const base = outPtr();
  const limit = last != 0 ? outLength() : streamFinal();
  const end = base + <usize>limit;
  let c: i32 = 0;
  let nf: i32 = 0;
  while (scanned < limit && c < CHUNK_LINES) {
    const s = base + <usize>scanned;
    const e = scanLineAt(s, end);
    const ls = scanned;
    const le = <i32>(e - base);
    store<i32>(chunkStarts + (<usize>c << 2), dropped + ls);
    const f = lastFlags();
    store<u8>(chunkFlags + <usize>c, f);
    if ((f & FLAGGED) != 0) {
      store<i32>(chunkFlagged + (<usize>nf << 2), linesBefore + c);
      nf++;
    }
    const len = le - ls;
    if (len > longest) longest = len;
    let eq: u8 = 0;
    if (p1s >= 0 && p1e - p1s == len && sameBytes(base + <usize>p1s, s, <usize>len)) eq |= 1;
    if (p2s >= 0 && p2e - p2s == len && sameBytes(base + <usize>p2s, s, <usize>len)) eq |= 2;
    store<u8>(chunkEq + <usize>c, eq);
    p2s = p1s;
    p2e = p1e;
    p1s = ls;
    p1e = le;
    scanned = le < limit ? le + 1 : limit; // past its '\n' (the last line may end without one)
    c++;
  }
  linesBefore += c;
  nChunkFlagged = nf;
  return c;
}

/** Returns the output offset up to which lines are scanned (the text the last advance calls covered ends there). */
export function scannedTo(): i32 {
  return scanned;
}

/** Returns the bytes dropped from the start of the cleaned text so far (output offset 0 is this text offset). */
export function droppedBytes(): i32 {
  return dropped;
}

/** Returns the address of advance's line starts (i32, offsets in the whole cleaned text). */
export function chunkStartsPtr(): usize {
  return chunkStarts;
}
/** Returns the address of advance's line flags (u8). */
export function chunkFlagsPtr(): usize {
  return chunkFlags;
}
/** Returns the address of advance's equalities (u8: bit 0 = equals the line before, bit 1 = the line two before). */
export function chunkEqPtr(): usize {
  return chunkEq;
}

/** Returns the address of the line numbers (i32, in the whole text) of advance's FLAGGED lines, in order. */
export function chunkFlaggedPtr(): usize {
  return chunkFlagged;
}
/** Returns how many of advance's lines are FLAGGED. */
export function chunkFlaggedCount(): i32 {
  return nChunkFlagged;
}
/** Returns the length in bytes of the longest line the advance calls scanned (its '\n' not counted). */
export function streamMaxLine(): i32 {
  return longest;
}

// ---- the runs of a streamed line table (runsTable, runsOf) ----
// The host, which gathered each line's flags and equalities from advance, writes them back at runsTable(n) (flags,
// then equalities) and runsOf finds the runs over them exactly as the host's findRuns (src/kernels/js/lines.ts) does
// with the table's equalities; a loop over a million lines runs here in optimized code from its first iteration.
const RUN_REPEAT: i32 = 1;
const RUN_ALTERNATE: i32 = 2;
const RUN_BLANK: i32 = 3;
const LINE_BLANK: u8 = 4; // FLAG_BLANK
const LINE_MARKER: u8 = 8; // FLAG_MARKER
let runFlags: usize = 0;
let runEq: usize = 0;
let runOut: usize = 0;

/** runsTable: returns the address where the host writes the `n` lines' flags (u8), their equalities following at +n. */
export function runsTable(n: i32): usize {
  runFlags = (outPtr() + <usize>outLength() + 16 + 15) & ~<usize>15;
  runEq = runFlags + <usize>n;
  runOut = (runEq + <usize>n + 15) & ~<usize>15;
  ensureMemory(runOut + 16); // the runs' table grows as runsOf finds them
  return runFlags;
}

/** runsOf: returns how many runs the `n` lines written at runsTable(n) hold; their (kind, first, end) at runsOfPtr(). */
export function runsOf(n: i32, minRepeat: i32, minAlternate: i32, minBlank: i32): i32 {
  let count: i32 = 0;
  let i: i32 = 0;
  while (i < n) {
    const f = load<u8>(runFlags + <usize>i);
    if ((f & LINE_MARKER) != 0) {
      i++;
      continue;
    }
    let j: i32 = 0;
    if ((f & LINE_BLANK) != 0) {
      j = i + 1;
      while (j < n && (load<u8>(runFlags + <usize>j) & (LINE_BLANK | LINE_MARKER)) == LINE_BLANK) j++;
      if (j - i >= minBlank) {
        pushRunOf(count++, RUN_BLANK, i, j);
        i = j;
        continue;
      }
    }
    // A repeat: each line equals the one before it (so the run's first).
    j = i + 1;
    while (j < n && (load<u8>(runFlags + <usize>j) & LINE_MARKER) == 0 && (load<u8>(runEq + <usize>j) & 1) != 0) j++;
    if (j - i >= minRepeat) {
      pushRunOf(count++, RUN_REPEAT, i, j);
      i = j;
      continue;
    }
    // An alternation: two different lines, then each line equals the one two before it.
    if (i + 1 < n && (load<u8>(runFlags + <usize>(i + 1)) & LINE_MARKER) == 0 && (load<u8>(runEq + <usize>(i + 1)) & 1) == 0) {
      j = i + 2;
      while (j < n && (load<u8>(runFlags + <usize>j) & LINE_MARKER) == 0 && (load<u8>(runEq + <usize>j) & 2) != 0) j++;
      if (j - i >= minAlternate) {
        pushRunOf(count++, RUN_ALTERNATE, i, j);
        i = j;
        continue;
      }
    }
    i++;
  }
  return count;
}

@inline function pushRunOf(k: i32, kind: i32, first: i32, end: i32): void {
  const at = runOut + <usize>k * 12;
  ensureMemory(at + 12);
  store<i32>(at, kind);
  store<i32>(at, first, 4);
  store<i32>(at, end, 8);
}

/** Returns the address of runsOf's runs (i32 triples: kind, first line, end line exclusive). */
export function runsOfPtr(): usize {
  return runOut;
}

/** drop: removes the scanned text from the output but its last two lines; returns the bytes removed. */
export function drop(): i32 {
  const n = p2s >= 0 ? p2s : p1s >= 0 ? p1s : scanned;
  if (n <= 0) return 0;
  streamDrop(n);
  scanned -= n;
  if (p1s >= 0) {
    p1s -= n;
    p1e -= n;
  }
  if (p2s >= 0) {
    p2s -= n;
    p2e -= n;
  }
  dropped += n;
  return n;
}
