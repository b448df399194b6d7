// The large-output path without whole-input copies (src/hooks/large-output.ts): the terminal kernel's plain scan in
// 64 KB pieces (plainUnits), a persisted file read straight into a lines kernel's memory with its line table computed
// there (linesInPlace), and the chunked read (readInto). Each must give exactly what the copying path gives.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, openSync, closeSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { plainUnits, stripTerminalDetailed } from '../../src/kernels/terminal.js';
import { lineOps, linesInPlace, DEFAULT_LINE_OPS } from '../../src/kernels/lines.js';
import { readInto } from '../../src/store/read-fully.js';
import { normalize } from '../../src/normalize/normalize.js';
import { isolateState } from '../normalize/helpers.js';

isolateState();

const enc = new TextEncoder();
const PIECE = 64 * 1024;

/** A plain multi-byte text of about `bytes` bytes: ASCII, 2-, 3- and 4-byte characters, tabs, blank and repeated lines. */
function plainText(bytes: number): Uint8Array {
  const lines = ['build ok', '\tstep — done ✓', '', '', '', 'same', 'same', 'same', 'emoji 😀 x', 'error: a.ts(3,4) failed'];
  let s = '';
  for (let i = 0; s.length < bytes; i++) s += `${lines[i % lines.length]} ${i % 7 === 0 ? '' : i}\n`;
  return enc.encode(s);
}

describe('plainUnits', () => {
  it('equals the plain path of stripTerminal for inputs across the piece size, and is -1 once a control byte appears', () => {
    for (const size of [0, 1, 100, PIECE - 1, PIECE, PIECE + 1, 3 * PIECE + 17]) {
      const input = plainText(size).subarray(0, size);
      const whole = stripTerminalDetailed(input, { impl: 'wasm' });
      expect(plainUnits(input), `size ${size}`).toBe(whole.units ?? -1);
      expect(plainUnits(input), `size ${size}`).toBe(new TextDecoder().decode(input).length);
    }
    const input = plainText(3 * PIECE);
    for (const at of [0, PIECE - 1, PIECE, 2 * PIECE + 5, input.length - 1]) {
      const dirty = input.slice();
      dirty[at] = 0x1b;
      expect(plainUnits(dirty), `ESC at ${at}`).toBe(-1);
    }
  });

  it('normalize gives the same result whether the plain scan or the terminal kernel decides', () => {
    const input = plainText(5 * PIECE);
    const viaScan = normalize(input, { tool: 'bash', spill: false });
    // One CR at the very end sends the same bytes down the terminal kernel's full path, whose output drops the CR.
    const withCr = new Uint8Array(input.length + 1);
    withCr.set(input);
    withCr[input.length] = 0x0d;
    const viaKernel = normalize(withCr, { tool: 'bash', spill: false });
    expect(viaScan.text).toBe(viaKernel.text.split(viaKernel.key!).join(viaScan.key!));
    expect(viaScan.signalLines).toBe(viaKernel.signalLines);
  });
});

describe('linesInPlace', () => {
  it('computes in place the line table lineOps computes on a copy, and keeps the bytes readable after the run', () => {
    for (const size of [1, 1000, 3 * PIECE + 5]) {
      const text = plainText(size);
      const bytes = linesInPlace(text.length, (dst) => { dst.set(text); return text.length; })!;
      expect(bytes).toBeDefined();
      expect(Buffer.from(text).equals(bytes)).toBe(true); // not detached by the kernel's memory growth
      const inPlace = lineOps(bytes);
      const copied = lineOps(Buffer.from(text));
      for (const k of ['count', 'maxLineBytes', 'impl'] as const) expect(inPlace[k]).toEqual(copied[k]);
      for (const k of ['starts', 'hashes', 'flags', 'runs', 'flagged'] as const) expect(Array.from(inPlace[k]!)).toEqual(Array.from(copied[k]!));
      expect(lineOps(bytes)).toBe(inPlace); // the table of this Buffer, not a second run
    }
  });

  it('the densest input (one line per byte) fits, and a short fill gives a shorter Buffer', () => {
    const text = enc.encode('\n'.repeat(200_000));
    const bytes = linesInPlace(text.length, (dst) => { dst.set(text); return text.length; })!;
    expect(lineOps(bytes).count).toBe(200_000);
    expect(bytes.length).toBe(200_000);
    const short = linesInPlace(100, (dst) => { dst.set(enc.encode('a\nb\n')); return 4; })!;
    expect(short.length).toBe(4);
    expect(lineOps(short).count).toBe(2);
  });

  it('computes nothing when not wanted, and other options compute a table of their own', () => {
    const text = plainText(5000);
    const skipped = linesInPlace(text.length, (dst) => { dst.set(text); return text.length; }, () => false)!;
    expect(Buffer.from(text).equals(skipped)).toBe(true);
    expect(Array.from(lineOps(skipped).starts)).toEqual(Array.from(lineOps(Buffer.from(text)).starts));
    const bytes = linesInPlace(text.length, (dst) => { dst.set(text); return text.length; })!;
    const other = { ...DEFAULT_LINE_OPS, minBlank: 2 };
    expect(Array.from(lineOps(bytes, other).runs)).toEqual(Array.from(lineOps(Buffer.from(text), other).runs));
  });
});

describe('readInto', () => {
  it('reads a file whole through its scratch buffer, and stops at a shorter end', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-readinto-'));
    try {
      const data = plainText(600 * 1024);
      const file = join(dir, 'out.txt');
      writeFileSync(file, data);
      const fd = openSync(file, 'r');
      try {
        const dst = new Uint8Array(data.length);
        expect(readInto(fd, dst)).toBe(data.length);
        expect(Buffer.from(dst).equals(Buffer.from(data))).toBe(true);
        const longer = new Uint8Array(data.length + 1000);
        expect(readInto(fd, longer)).toBe(data.length);
        const small = new Uint8Array(10);
        expect(readInto(fd, small)).toBe(10);
        expect(Buffer.from(small).equals(Buffer.from(data.subarray(0, 10)))).toBe(true);
      } finally {
        closeSync(fd);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
