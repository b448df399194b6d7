// The terminal kernel's plain-input fast path (assembly/terminal.ts `plain`): an input with no byte the terminal
// model acts on comes back unchanged with every count 0, and one control byte anywhere (SIMD body or scalar tail,
// each lane) sends it down the full path, which must then agree with the TypeScript twin.
import { describe, expect, it } from 'vitest';
import { stripTerminalDetailed } from '../../src/kernels/terminal.js';
import { stripTerminalJs } from '../../src/kernels/js/terminal.js';

const enc = new TextEncoder();

describe('terminal kernel: plain inputs', () => {
  it('returns a plain input unchanged, as a copy, with zero counts', () => {
    const input = enc.encode('build ok\n\tstep 2 — done ✓\n'.repeat(50));
    const r = stripTerminalDetailed(input, { impl: 'wasm' });
    expect(Buffer.from(r.bytes).equals(Buffer.from(input))).toBe(true);
    expect(r.bytes).not.toBe(input);
    expect(r.stats).toEqual({ escapes: 0, redraws: 0, overstrikes: 0, controls: 0 });
    expect(r.upMoves).toBe(0);
  });

  it('takes the full path for any control byte at any position, agreeing with the twin', () => {
    const base = 'abcdefghij\tklmnopqrstuvwxyz0123456789\n'.repeat(3); // 111 bytes: 6 SIMD blocks + a tail
    for (const ctl of [0x00, 0x07, 0x08, 0x0b, 0x0d, 0x1b, 0x1f, 0x7f]) {
      for (let at = 0; at < base.length; at++) {
        const input = enc.encode(base);
        input[at] = ctl;
        const wasm = stripTerminalDetailed(input, { impl: 'wasm' });
        const twin = stripTerminalJs(input);
        expect(Buffer.from(wasm.bytes).equals(Buffer.from(twin.bytes)), `byte ${ctl} at ${at}`).toBe(true);
        expect(wasm.stats, `byte ${ctl} at ${at}`).toEqual(twin.stats);
        // The byte was acted on: removed or counted (a CR before LF is removed without a count).
        const counted = wasm.stats.escapes + wasm.stats.redraws + wasm.stats.overstrikes + wasm.stats.controls;
        expect(counted > 0 || !Buffer.from(wasm.bytes).equals(Buffer.from(input)), `byte ${ctl} at ${at}`).toBe(true);
      }
    }
  });
});
