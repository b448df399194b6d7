// T1 read in pieces (src/normalize/stream.ts, the fused kernel of src/kernels/t1.ts): the same results as the
// kernels one by one on every captured output, in pieces of every size, and as `ck normalize` from a pipe.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { normalize } from '../../src/normalize/normalize.js';
import { normalizeStream } from '../../src/normalize/stream.js';
import { withoutUrls } from '../../src/normalize/signal.js';
import { cleanStream, type StreamSource } from '../../src/kernels/t1.js';
import { stripTerminalDetailed } from '../../src/kernels/terminal.js';
import { lineOps, DEFAULT_LINE_OPS } from '../../src/kernels/lines.js';
import { lineOpsJs } from '../../src/kernels/js/lines.js';
import { spillGet } from '../../src/store/spill.js';
// @ts-expect-error plain .mjs shared with the benchmarks
import { buildLongLog } from '../../bench/fixtures/long-log.mjs';
import { isolateState } from './helpers.js';

isolateState();

/** Returns a source over `bytes` that hands out at most `step` bytes a read (a pipe's short reads). */
function sourceOf(bytes: Uint8Array, pieceBytes?: number, step = Infinity, textFromBytes?: number): StreamSource {
  let at = 0;
  return {
    pieceBytes,
    textFromBytes,
    read(dst) {
      const n = Math.min(dst.length, bytes.length - at, step);
      dst.set(bytes.subarray(at, at + n));
      at += n;
      return n;
    },
  };
}

/** Returns normalize's result as plain data (the result's own enumerable fields). */
const plainResult = (r: object): unknown => JSON.parse(JSON.stringify(r));

const fixtureDirs = ['outputs', 'terminal', 'signal'].map((d) => join(__dirname, '..', 'fixtures', d)).filter(existsSync);
const inputs: Array<[string, Buffer]> = [];
for (const dir of fixtureDirs) {
  for (const f of readdirSync(dir).sort()) if (/\.(txt|log|out|bin)$/.test(f)) inputs.push([`${dir.split('/').pop()}/${f}`, readFileSync(join(dir, f))]);
}

describe('normalizeStream', () => {
  it('has inputs to compare', () => {
    expect(inputs.length).toBeGreaterThan(20);
  });

  it.each(inputs)('gives normalize()\'s result on %s, in pieces of 4 MB, 4 KB and 64 bytes', (_name, bytes) => {
    const want = plainResult(normalize(bytes, { spill: false }));
    for (const [piece, step] of [[undefined, Infinity], [4096, 1000], [64, 7]] as const) {
      expect(plainResult(normalizeStream(sourceOf(bytes, piece, step), { spill: false }))).toEqual(want);
    }
  });

  it('hands ck normalize the text as the UTF-8 it renders, equal to the text, on every captured output and the long log', () => {
    let asBytes = 0;
    for (const bytes of [...inputs.map(([, b]) => b), buildLongLog({ minLines: 20_000 }) as Buffer]) {
      for (const r of [normalize(bytes, { spill: false }), normalizeStream(sourceOf(bytes, 4096, 1000), { spill: false })]) {
        const tb = r.textBytes?.();
        if (tb === undefined) continue;
        asBytes++;
        expect(tb.equals(Buffer.from(r.text, 'utf8'))).toBe(true);
        expect(r.tokensAfter).toBe(Math.ceil(r.text.length / 4));
      }
    }
    expect(asBytes).toBeGreaterThan(10); // the plan renders bytes wherever it elides or collapses
  });

  it('gives the text, not its bytes, once a caller sets another text', () => {
    const r = normalize(buildLongLog({ minLines: 5_000 }) as Buffer, { spill: false });
    expect(r.textBytes?.()).toBeDefined();
    r.text = 'replaced';
    expect(r.textBytes?.()).toBeUndefined();
    expect(JSON.parse(JSON.stringify(r)).text).toBe('replaced');
  });

  it('keeps the replacement characters of invalid UTF-8 in the text it hands over (no raw bytes)', () => {
    const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => `line ${i} plain text that repeats a little ${i % 7}`).join('\n'), 'latin1');
    bytes[5] = 0xff; // one invalid byte
    const r = normalize(bytes, { spill: false });
    expect(r.textBytes?.()).toBeUndefined();
    expect(r.text).toContain('\ufffd');
  });

  it('gives normalize()\'s result on the 100k-line log, and spills the same entry', () => {
    const log = buildLongLog({ minLines: 100_000 }) as Buffer;
    const want = normalize(log);
    const got = normalizeStream(sourceOf(log, 1 << 20, 65536));
    expect(plainResult(got)).toEqual(plainResult(want));
    const entry = spillGet(got.key!)!;
    expect(entry.raw().equals(log)).toBe(true);
  });

  it('keeps the raw bytes of a binary input under its key', () => {
    const bin = Buffer.alloc(20000, 0);
    bin.write('ELF', 1);
    const got = normalizeStream(sourceOf(bin, 4096));
    const want = normalize(bin, { spill: false });
    expect(plainResult(got)).toEqual(plainResult(want));
    expect(spillGet(got.key!)!.raw().equals(bin)).toBe(true);
  });

  it('gives normalize()\'s result on arbitrary bytes cut anywhere into pieces', () => {
    const bytes = fc.uint8Array({ maxLength: 600 }).map((a) => Buffer.from(a));
    const text = fc.array(fc.constantFrom('a', 'b\n', '\r', '\x1b[2A', '\x1b[5C', '\x1b[K', '\b', 'error: x\n', '\n', 'é', '\x1b]8;;u\x07'), { maxLength: 300 })
      .map((a) => Buffer.from(a.join('')));
    fc.assert(fc.property(fc.oneof(bytes, text), fc.integer({ min: 16, max: 200 }), fc.integer({ min: 1, max: 50 }), (input, piece, step) => {
      const want = plainResult(normalize(input, { spill: false }));
      expect(plainResult(normalizeStream(sourceOf(input, piece, step), { spill: false }))).toEqual(want);
    }), { numRuns: 300 });
  });
});

describe('normalizeStream with the cleaned text sent to a file as it passes (a large input)', () => {
  /** Returns the spilled text normalize() would store for `bytes` (its cleaned text, as UTF-8). */
  const spilledText = (bytes: Buffer): Buffer => Buffer.from((normalize(bytes, { spill: false }) as unknown as { cleanedText(): string }).cleanedText(), 'utf8');

  it.each(inputs)('gives normalize()\'s result and spill entry on %s, from the first byte and from 1000, in pieces of 4 KB and 64 bytes', (_name, bytes) => {
    const want = plainResult(normalize(bytes, { spill: false }));
    for (const [piece, step, from] of [[4096, 1000, 0], [64, 7, 0], [4096, 333, 1000]] as const) {
      const got = normalizeStream(sourceOf(bytes, piece, step, from));
      expect(plainResult(got)).toEqual(want);
      if (got.key && !got.binary) expect(spillGet(got.key)!.text!.equals(spilledText(bytes))).toBe(true);
    }
  });

  it.each(['web', 'grep', 'json', 'read'] as const)('gives normalize()\'s result with --tool %s', (tool) => {
    for (const [, bytes] of inputs.slice(0, 12)) {
      const want = plainResult(normalize(bytes, { spill: false, tool }));
      expect(plainResult(normalizeStream(sourceOf(bytes, 4096, 1000, 0), { tool }))).toEqual(want);
    }
  });

  it('gives normalize()\'s result on JSON, on a long line, and on a log, each longer than the probes', () => {
    const json = Buffer.from(JSON.stringify({ items: Array.from({ length: 3000 }, (_, i) => ({ id: i, name: `item ${i}` })) }, null, 2));
    const long = Buffer.from(`${'head\n'.repeat(50)}${'x'.repeat(20_000)} error here\n${'tail line\n'.repeat(50)}`);
    for (const bytes of [json, long, buildLongLog({ minLines: 30_000 }) as Buffer]) {
      const want = plainResult(normalize(bytes, { spill: false }));
      expect(plainResult(normalizeStream(sourceOf(bytes, 1 << 16, 50_000, 0)))).toEqual(want);
    }
  });

  it('gives normalize()\'s result on arbitrary bytes and terminal streams cut anywhere into pieces', () => {
    const bytes = fc.uint8Array({ maxLength: 600 }).map((a) => Buffer.from(a));
    const text = fc.array(fc.constantFrom('a', 'b\n', '\r', '\x1b[2A', '\x1b[300A', '\x1b7', '\x1b8', '\x1b[5C', '\x1b[K', '\x1b[J', '\b', 'error: x\n', 'x\n', 'x\n', '\n', '\n', 'é', '\x1b]8;;u\x07'), { maxLength: 2000 })
      .map((a) => Buffer.from(a.join('')));
    fc.assert(fc.property(fc.oneof(bytes, text), fc.integer({ min: 16, max: 200 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 300 }), (input, piece, step, from) => {
      const want = plainResult(normalize(input, { spill: false }));
      const got = normalizeStream(sourceOf(input, piece, step, from));
      expect(plainResult(got)).toEqual(want);
      if (got.key && !got.binary) expect(spillGet(got.key)!.text!.equals(spilledText(input))).toBe(true);
    }), { numRuns: 1000 });
  });

  it('is idempotent: the streamed path gives its own output back unchanged', () => {
    for (const bytes of [...inputs.map(([, b]) => b), buildLongLog({ minLines: 30_000 }) as Buffer]) {
      const once = normalizeStream(sourceOf(bytes, 4096, 1000, 0));
      if (once.binary) continue;
      const twice = normalizeStream(sourceOf(Buffer.from(once.text, 'utf8'), 4096, 1000, 0));
      expect(twice.text).toBe(once.text);
    }
  });

  it('builds the line table the kernel builds over the whole text, and hands the sink every byte of it', () => {
    const log = buildLongLog({ minBytes: 3 << 20 }) as Buffer;
    const term = stripTerminalDetailed(log);
    const parts: Buffer[] = [];
    const c = cleanStream(sourceOf(log, 1 << 16, 50_000), () => {}, 'wasm', { fromBytes: 0, write: (b) => parts.push(Buffer.from(b)) });
    expect(Buffer.concat(parts).equals(Buffer.from(term.bytes))).toBe(true);
    for (const opts of [DEFAULT_LINE_OPS, { ...DEFAULT_LINE_OPS, minBlank: 2 }, { minRepeat: 2, minAlternate: 4, minBlank: 2 }]) {
      const want = lineOps(term.bytes, opts, 'wasm');
      const got = c.sunk!.lineOps(opts);
      expect(got.count).toBe(want.count);
      expect(Buffer.from(got.starts.buffer, got.starts.byteOffset, got.starts.byteLength).equals(Buffer.from(want.starts.buffer, want.starts.byteOffset, want.starts.byteLength))).toBe(true);
      expect(Buffer.from(got.flags).equals(Buffer.from(want.flags))).toBe(true);
      expect([...got.runs]).toEqual([...want.runs]);
      expect([...(got.flagged ?? [])]).toEqual([...(want.flagged ?? [])]);
      expect(got.maxLineBytes).toBe(want.maxLineBytes);
    }
  });
});

describe('the streamed line table\'s runs (the kernel\'s runsOf over the gathered flags and equalities)', () => {
  it('are the runs the lines kernel finds over the whole text, for any lines and run lengths', () => {
    const line = fc.constantFrom('a', 'a', 'b', 'b', 'c', '', '', '  ', '[ck: x]', 'error: e', 'a\r', 'dd');
    fc.assert(fc.property(fc.array(line, { maxLength: 300 }), fc.boolean(), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 4 }),
      (lines, trailing, minRepeat, minAlternate, minBlank) => {
        const text = Buffer.from(lines.join('\n') + (trailing ? '\n' : ''));
        if (text.length === 0) return; // nothing reaches the sink
        const opts = { minRepeat, minAlternate, minBlank };
        const c = cleanStream(sourceOf(text, 64, 17), () => {}, 'wasm', { fromBytes: 0, write: () => {} });
        const cleaned = stripTerminalDetailed(text).bytes;
        // The whole-text kernel sizes its runs table for runs of 2+ lines (runAt's runCap): compared from 2; the twin always.
        const want = lineOpsJs(cleaned, opts);
        const got = c.sunk!.lineOps(opts);
        expect([...got.runs]).toEqual([...want.runs]);
        if (Math.min(minRepeat, minAlternate, minBlank) >= 2) expect([...got.runs]).toEqual([...lineOps(cleaned, opts, 'wasm').runs]);
        expect([...(got.flagged ?? [])]).toEqual([...(want.flagged ?? [])]);
        expect(got.maxLineBytes).toBe(want.maxLineBytes);
      }), { numRuns: 500 });
  });

  it('grow their table as they are found (40k runs, past the first page of it)', () => {
    const text = Buffer.from('a\n\n\n\nb\nb\nb\nc\n'.repeat(20_000));
    const opts = { minRepeat: 3, minAlternate: 6, minBlank: 2 };
    const c = cleanStream(sourceOf(text, 4096), () => {}, 'wasm', { fromBytes: 0, write: () => {} });
    const got = c.sunk!.lineOps(opts);
    expect(got.runs.length).toBe(3 * 40_000);
    expect([...got.runs]).toEqual([...lineOps(text, opts, 'wasm').runs]);
  });
});

describe('cleanStream (the fused kernel and its twins)', () => {
  it('cleans and lines as the two kernels do, in wasm and in the twins', () => {
    const log = buildLongLog({ minBytes: 3 << 20 }) as Buffer;
    const term = stripTerminalDetailed(log);
    const ops = lineOps(term.bytes, DEFAULT_LINE_OPS);
    for (const impl of ['wasm', 'js'] as const) {
      const c = cleanStream(sourceOf(log, 1 << 18, 50_000), () => {}, impl);
      const got = c.lineOps(DEFAULT_LINE_OPS);
      expect(Buffer.compare(c.cleaned, Buffer.from(term.bytes))).toBe(0);
      expect(c.stats).toEqual(term.stats);
      expect(c.impl).toBe(impl);
      expect(got.count).toBe(ops.count);
      expect(Buffer.from(got.hashes.buffer, got.hashes.byteOffset, got.hashes.byteLength).equals(Buffer.from(ops.hashes.buffer, ops.hashes.byteOffset, ops.hashes.byteLength))).toBe(true);
      expect([...got.runs]).toEqual([...ops.runs]);
      expect([...(got.flagged ?? [])]).toEqual([...(ops.flagged ?? [])]);
    }
  });

  it('hands every raw byte to onPiece, in order, in pieces ending after a newline', () => {
    const input = Buffer.from('one\ntwo\r\nthree\x1b[31m red\x1b[0m\nno newline at the end');
    const pieces: Buffer[] = [];
    cleanStream(sourceOf(input, 16, 3), (p) => pieces.push(Buffer.from(p)));
    expect(Buffer.concat(pieces).equals(input)).toBe(true);
    for (const p of pieces.slice(0, -1)) expect(p[p.length - 1]).toBe(10);
  });

  it('grows its staging area for a line longer than it', () => {
    const line = Buffer.from(`${'x'.repeat(5000)}\x1b[1m${'y'.repeat(3000)}\n${'z'.repeat(70)}`);
    const c = cleanStream(sourceOf(line, 64, 100), () => {});
    expect(c.cleaned.toString()).toBe(`${'x'.repeat(5000)}${'y'.repeat(3000)}\n${'z'.repeat(70)}`);
    expect(c.lineOps(DEFAULT_LINE_OPS).count).toBe(2);
  });
});

describe('withoutUrls', () => {
  it('equals the regular expression it replaces', () => {
    const chars = fc.constantFrom('a', ':', '/', ' ', '\t', '\u00a0', '\u2028', '\u3000', '\ufeff', 'é', 'x');
    fc.assert(fc.property(fc.array(chars, { maxLength: 40 }).map((a) => a.join('')), (s) => {
      expect(withoutUrls(s)).toBe(s.replace(/\S*:\/\/\S*/g, ' '));
    }), { numRuns: 5000 });
  });
});

describe('ck normalize from a pipe', () => {
  const bin = join(__dirname, '..', '..', 'bin', 'context-kernel.js');
  it.skipIf(!existsSync(join(__dirname, '..', '..', 'dist', 'cli', 'normalize.bundle.cjs')))('prints what normalize() gives', () => {
    const log = buildLongLog({ minLines: 20_000 }) as Buffer;
    const r = spawnSync(bin, ['normalize', '--no-spill'], { input: log, maxBuffer: 64 << 20 });
    expect(r.status).toBe(0);
    expect(r.stdout.toString()).toBe(normalize(log, { spill: false }).text);
  });
});




