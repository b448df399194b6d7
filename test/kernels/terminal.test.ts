// The terminal kernel: every semantic gets its own case, run against both implementations,
// plus properties (wasm == TS twin, idempotence, no ESC/CR left) over arbitrary bytes.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stripTerminal, stripTerminalDetailed, terminalKernelMemoryBytes, type TerminalResult } from '../../src/kernels/terminal.js';

const enc = new TextEncoder();
const dec = new TextDecoder();
const IMPLS = ['wasm', 'js'] as const;

function show(input: string | Uint8Array, impl: 'wasm' | 'js'): string {
  return dec.decode(stripTerminal(typeof input === 'string' ? enc.encode(input) : input, { impl }).bytes);
}

/** Cases: [what, input, visible text]. */
const CASES: Array<[string, string, string]> = [
  ['empty input gives empty output', '', ''],
  ['only escapes give empty output', '\x1b[0m\x1b[?25l\x07', ''],
  ['plain text passes through', 'hello\nworld\n', 'hello\nworld\n'],
  ['missing final newline is preserved', 'a\nb', 'a\nb'],
  ['SGR colours are removed', '\x1b[1;31merror\x1b[0m: x', 'error: x'],
  ['private modes are removed', '\x1b[?25l\x1b[?2004hok\x1b[?25h', 'ok'],
  ['CSI with intermediates is removed', 'a\x1b[0 qb\x1b[!pc', 'abc'],
  ['OSC title with BEL is removed', '\x1b]0;my title\x07prompt$', 'prompt$'],
  ['OSC with ST is removed', '\x1b]2;t\x1b\\x', 'x'],
  ['hyperlink keeps its text', 'see \x1b]8;;https://e.com\x1b\\the docs\x1b]8;;\x1b\\.', 'see the docs.'],
  ['DCS/SOS/PM/APC strings are removed', 'a\x1bPq#0;2\x1b\\b\x1bXsos\x1b\\c\x1b^pm\x1b\\d\x1b_apc\x1b\\e', 'abcde'],
  ['an unterminated OSC stops at the newline', '\x1b]0;broken\nnext line', '\nnext line'],
  ['charset selection is removed', '\x1b(Babc\x1b)0\x1b(0q\x1b(B', 'abcq'],
  ['two-byte escapes are removed', '\x1b=\x1b>a\x1bcb', 'ab'],
  ['lone ESC at the end is removed', 'abc\x1b', 'abc'],
  ['truncated CSI at the end is removed', 'abc\x1b[12;', 'abc'],
  ['ESC before a control drops only the ESC', 'a\x1b\nb', 'a\nb'],
  ['other C0 controls and DEL are removed', 'a\x07b\x00c\x7fd\x0ce', 'abcde'],
  ['tab is kept', 'a\tb', 'a\tb'],
  ['CR overwrites from column 0', 'abcdef\rXY', 'XYcdef'],
  ['CRLF is a plain newline', 'a\r\nb\r\n', 'a\nb\n'],
  ['CR before LF changes nothing', 'abc\r\n', 'abc\n'],
  ['progress bar keeps the final frame', '  0%\r 50%\r100%\n', '100%\n'],
  ['CR then erase-to-end replaces a longer line', 'downloading 10 files\rdone\x1b[K\n', 'done\n'],
  ['backspace moves left', 'a\bb', 'b'],
  ['overstrike shows the last character', '_\bX_\bY', 'XY'],
  ['backspace at column 0 stays', '\b\bab', 'ab'],
  ['erase to end of line', 'abcdef\x1b[3D\x1b[K', 'abc'],
  ['erase to end with 0K', 'abcdef\x1b[3D\x1b[0K', 'abc'],
  ['erase to start of line blanks up to the cursor', 'abcdef\x1b[3G\x1b[1K', '   def'],
  ['erase whole line keeps the column', 'abcdef\x1b[2Kxy', '      xy'],
  ['column absolute', 'abcdef\x1b[2GZ', 'aZcdef'],
  ['column absolute beyond the end pads', 'ab\x1b[5Gx', 'ab  x'],
  ['cursor forward and back', 'abcdef\r\x1b[2CX\x1b[2DY', 'aYXdef'],
  ['columns count code points, not bytes', 'héllo wörld\r\x1b[6CW', 'héllo Wörld'],
  ['overwriting a multi-byte char with ASCII', '€€€\rab', 'ab€'],
  ['overwriting ASCII with multi-byte chars', 'abc\r€', '€bc'],
  ['cursor up rewrites an earlier line', 'one\ntwo\nthree\n\x1b[2A\rTWO\x1b[K\n', 'one\nTWO\nthree\n'],
  ['multi-line progress (docker style)', 'a: 1%\nb: 1%\n\x1b[2A\x1b[2Ka: 100%\n\x1b[2Kb: 100%\n', 'a: 100%\nb: 100%\n'],
  ['previous line (CSI F) goes to column 0', 'aaa\nbbb\n\x1b[2FX', 'Xaa\nbbb\n'],
  ['reverse index ESC M moves up', 'aaa\nbbb\x1bM\rX', 'Xaa\nbbb'],
  ['cursor down creates lines', 'a\x1b[2Bb', 'a\n\n b'],
  ['next line (CSI E) goes to column 0', 'a\x1b[Eb', 'a\nb'],
  ['erase below drops lines under the cursor', 'a\nb\nc\n\x1b[2A\x1b[J', 'a\n'],
  ['erase below keeps text left of the cursor', 'a\nbcd\nc\x1b[1A\x1b[2G\x1b[0J', 'a\nb'],
  ['screen clear keeps history', 'build ok\n\x1b[2J\x1b[Hnext\n', 'build ok\nnext\n'],
  ['scrollback clear keeps history', 'x\n\x1b[3J\x1b[1Jy\n', 'x\ny\n'],
  ['cursor up beyond the first line clamps', 'a\x1b[5Ab', 'ab'],
  ['save and restore cursor', 'hello\x1b7 world\x1b8!', 'hello!world'],
  ['CSI s/u save and restore', 'ab\x1b[scd\x1b[uX', 'abXd'],
  ['restore without save does nothing', 'ab\x1b8c', 'abc'],
  ['erase characters', 'abcdef\r\x1b[2X', '  cdef'],
  ['delete characters', 'abcdef\r\x1b[2P', 'cdef'],
  ['insert characters (readline editing mid-line)', 'git stas\r\x1b[7C\x1b[1@t', 'git stats'],
  ['invalid UTF-8 passes through byte for byte', 'a\xffb', 'a\xffb'],
];

describe.each(IMPLS)('stripTerminal (%s)', (impl) => {
  it.each(CASES)('%s', (_what, input, expected) => {
    const bytes = input.includes('\xff') ? Uint8Array.from(input, (c) => c.charCodeAt(0)) : enc.encode(input);
    const want = input.includes('\xff') ? Uint8Array.from(expected, (c) => c.charCodeAt(0)) : enc.encode(expected);
    expect(Buffer.from(stripTerminal(bytes, { impl }).bytes).toString('latin1')).toBe(Buffer.from(want).toString('latin1'));
  });

  it('counts what it removed', () => {
    const { stats } = stripTerminal(enc.encode('\x1b[31ma\x1b[0m\r\n50%\r99%\x1b[1A\x1bM_\bX\x07\x00'), { impl });
    expect(stats).toEqual({ escapes: 4, redraws: 3, overstrikes: 1, controls: 2 });
  });

  it('never splits a UTF-8 sequence when moving back', () => {
    expect(show('日本語\b\bX', impl)).toBe('日X語');
  });

  it('cursor-up reaches at most 256 lines back, then clamps', () => {
    const lines = Array.from({ length: 300 }, (_, i) => `line${i}`).join('\n');
    const out = show(`${lines}\x1b[299A\rTOP`, impl).split('\n');
    expect(out[299 - 255]).toBe('TOPe44');
    expect(out[0]).toBe('line0');
  });

  it('bounds padding created by huge cursor moves', () => {
    const input = enc.encode('x\x1b[65535C'.repeat(100) + 'y');
    const { bytes } = stripTerminal(input, { impl });
    expect(bytes.length).toBeLessThanOrEqual(input.length + 65536 + (input.length >>> 2));
  });
});

/** Pieces that make interesting terminal byte streams. */
const PIECES = [
  '\x1b[', '\x1b]', '\x1b', '\x1bP', '\x1b\\', '\x07', '\r', '\n', '\r\n', '\b', '\t', ';', '?', '0', '1', '2', '3',
  '12', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'J', 'K', 'X', 'P', '@', 's', 'u', 'm', 'H', '\x1b7', '\x1b8', '\x1bM', '\x1bD',
  '\x1bE', '\x1b(B', 'abc', 'hello world', 'é', '€', '日本', '😀', ' ', '%', '\x00', '\x7f',
].map((s) => enc.encode(s));
const RAW = [new Uint8Array([0xc3]), new Uint8Array([0x80]), new Uint8Array([0xff]), new Uint8Array([0xe2, 0x82]), new Uint8Array([0x9b])];
const terminalBytes = fc
  .array(fc.oneof(fc.constantFrom(...PIECES, ...RAW), fc.uint8Array({ maxLength: 8 })), { maxLength: 120 })
  .map((parts) => Buffer.concat(parts));
const anyBytes = fc.oneof(terminalBytes, fc.uint8Array({ maxLength: 300 }));
/** Long streams with long ASCII runs, so the kernel's 8-bytes-at-a-time paths meet every boundary. */
const longTerminalBytes = fc
  .array(fc.oneof(fc.constantFrom(...PIECES, ...RAW, enc.encode('x'.repeat(37)), enc.encode('progress 100% [=====>    ]')), fc.uint8Array({ maxLength: 8 })), { minLength: 500, maxLength: 5000 })
  .map((parts) => Buffer.concat(parts));

function same(a: TerminalResult, b: TerminalResult): void {
  expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
  expect(a.stats).toEqual(b.stats);
}

describe('stripTerminal properties', () => {
  it('wasm and the TS twin produce identical bytes and stats', () => {
    fc.assert(fc.property(anyBytes, (input) => {
      const wasm = stripTerminalDetailed(input, { impl: 'wasm' });
      const js = stripTerminalDetailed(input, { impl: 'js' });
      same(wasm, js);
      expect(wasm.upMoves).toBe(js.upMoves);
    }), { numRuns: 3000 });
  });

  it('wasm and the TS twin agree on long streams', () => {
    fc.assert(fc.property(longTerminalBytes, (input) => {
      const wasm = stripTerminalDetailed(input, { impl: 'wasm' });
      const js = stripTerminalDetailed(input, { impl: 'js' });
      same(wasm, js);
      expect(wasm.upMoves).toBe(js.upMoves);
    }), { numRuns: 60 });
  });

  it('is idempotent', () => {
    fc.assert(fc.property(anyBytes, (input) => {
      const once = stripTerminal(input).bytes;
      expect(Buffer.from(stripTerminal(once).bytes).equals(Buffer.from(once))).toBe(true);
    }), { numRuns: 2000 });
  });

  it('leaves no ESC, CR or other control except LF and TAB', () => {
    fc.assert(fc.property(anyBytes, (input) => {
      for (const b of stripTerminal(input).bytes) expect(b === 0x0a || b === 0x09 || (b >= 0x20 && b !== 0x7f)).toBe(true);
    }), { numRuns: 2000 });
  });

  it('handles a 50 MB single line identically in both implementations', () => {
    const line = Buffer.alloc(50 << 20, 'abcdefghij\x1b[1m');
    const wasm = stripTerminal(line, { impl: 'wasm' });
    const js = stripTerminal(line, { impl: 'js' });
    same(wasm, js);
    expect(wasm.bytes.includes(0x1b)).toBe(false);
  });
});

describe('wasm memory', () => {
  it('releases a grown instance once idle, then starts small again', async () => {
    stripTerminal(new Uint8Array(60 << 20).fill(0x61), { impl: 'wasm' });
    expect(terminalKernelMemoryBytes()).toBeGreaterThan(64 << 20);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(terminalKernelMemoryBytes()).toBe(0);
    expect(show('still works\r', 'wasm')).toBe('still works');
    expect(terminalKernelMemoryBytes()).toBeGreaterThan(0);
    expect(terminalKernelMemoryBytes()).toBeLessThan(1 << 20);
  });
});
