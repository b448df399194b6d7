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
import { streamBegin, streamFeed, streamResize, outPtr, outLength } from './terminal';
import { prepareTables, tablesEnd, runAt, utf16UnitsAt } from './lines';

export { outPtr, outLength, escapes, redraws, overstrikes, controls, upMoves } from './terminal';
export { startsPtr, hashesPtr, flagsPtr, runsPtr, runCount, flaggedPtr, flaggedCount, maxLine } from './lines';

let staging: usize = 0;

/** begin: returns the staging address for pieces of up to `cap` bytes of an input of `total` bytes (-1: unknown). */
export function begin(cap: i32, total: i32): usize {
  prepareTables();
  staging = (tablesEnd() + 15) & ~<usize>15;
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
