// The helper thread of a large `ck normalize` (src/normalize/t1-helper.ts): the same results and spill entries as one
// thread alone, whether the helper takes the SHA-1 and the line scan, fails after taking them, dies or hangs, or is
// never up before the input ends.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isolateState } from './helpers.js';
// @ts-expect-error plain .mjs shared with the benchmarks
import { buildLongLog } from '../../bench/fixtures/long-log.mjs';

isolateState();
// Against dist/ (npm test builds first): the helper runs dist/workers/t1-helper.bundle.cjs.
const dist = (p: string) => new URL(`../../dist/${p}`, import.meta.url).href;
const { normalizeStream } = await import(dist('normalize/stream.js')) as typeof import('../../src/normalize/stream.js');
const { normalize } = await import(dist('normalize/normalize.js')) as typeof import('../../src/normalize/normalize.js');
const { t1HelperCounts } = await import(dist('normalize/t1-helper.js')) as typeof import('../../src/normalize/t1-helper.js');
const { spillGet } = await import(dist('store/spill.js')) as typeof import('../../src/store/spill.js');
const { scanTail, cleanStream } = await import(dist('kernels/t1.js')) as typeof import('../../src/kernels/t1.js');
const { enableLexHelper } = await import(dist('repo/lex-helper-enable.js')) as typeof import('../../src/repo/lex-helper-enable.js');
// The helper starts only in the CLI and where a core is idle: these tests exercise it whatever the load.
process.env.CK_HELPER_THREADS = '1';
enableLexHelper();

type Source = import('../../src/kernels/t1.js').StreamSource;

/** Returns a source over `bytes` in reads of at most `step` bytes, with the helper from `helperFrom` raw bytes. */
function sourceOf(bytes: Uint8Array, helperFrom: number, opts: { piece?: number; step?: number; textFrom?: number; bundle?: string } = {}): Source {
  let at = 0;
  return {
    pieceBytes: opts.piece,
    textFromBytes: opts.textFrom ?? 0,
    helperFromBytes: helperFrom,
    helperBundle: opts.bundle,
    read(dst) {
      const n = Math.min(dst.length, bytes.length - at, opts.step ?? Infinity);
      dst.set(bytes.subarray(at, at + n));
      at += n;
      return n;
    },
  };
}

const plain = (r: object): unknown => JSON.parse(JSON.stringify(r));

/**
 * Returns a source that waits `ms` before each read until a helper took the scan (at most `reads` times), so that a
 * helper started early is up before the input ends, whatever the load.
 */
function slowStart(bytes: Uint8Array, helperFrom: number, opts: Parameters<typeof sourceOf>[2] = {}, reads = 400, ms = 10): Source {
  const s = sourceOf(bytes, helperFrom, opts);
  const handed = t1HelperCounts().handed;
  let k = 0;
  return { ...s, read(dst) {
    if (k++ < reads && t1HelperCounts().handed === handed) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
    return s.read(dst);
  } };
}

const fixtures = ['outputs', 'terminal', 'signal'].map((d) => join(__dirname, '..', 'fixtures', d)).filter(existsSync)
  .flatMap((dir) => readdirSync(dir).sort().filter((f) => /\.(txt|log|out)$/.test(f)).map((f) => readFileSync(join(dir, f))));

/** Returns the failing helper bundles: each becomes ready, then on the handover fails, dies, or hangs. */
function failingBundles(): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'ck-t1-helper-'));
  const ready = `const { parentPort } = require('node:worker_threads');
parentPort.once('message', (job) => {
  const c32 = new Int32Array(job.ctrl, 48, 8);
  Atomics.store(c32, 0, 1); Atomics.notify(c32, 0);
  while (Atomics.load(c32, 0) === 1) Atomics.wait(c32, 0, 1, 1000);
  if (Atomics.load(c32, 0) !== 2) return;
  WHAT
});`;
  const out: Record<string, string> = {};
  for (const [name, what] of Object.entries({
    fails: 'Atomics.store(c32, 0, 4); Atomics.notify(c32, 0);',
    dies: 'process.exit(1);',
    hangs: 'Atomics.wait(c32, 7, 0, 3000);',
    'never ready': '',
  })) {
    const file = join(dir, `${name.replace(' ', '-')}.cjs`);
    writeFileSync(file, name === 'never ready' ? "require('node:worker_threads').parentPort.once('message', () => {});" : ready.replace('WHAT', what));
    out[name] = file;
  }
  return out;
}

describe('the t1 helper thread', () => {
  const log = buildLongLog({ minLines: 60_000 }) as Buffer;

  it('scans a text\'s tail as the main thread scans the whole (scanTail)', () => {
    const sourceOver = (b: Uint8Array): Source => {
      let at = 0;
      return { pieceBytes: 4096, read(dst) { const n = Math.min(dst.length, b.length - at, 3000); dst.set(b.subarray(at, at + n)); at += n; return n; } };
    };
    const text = Buffer.from((normalize(log, { spill: false }) as unknown as { cleanedText(): string }).cleanedText(), 'utf8');
    const whole = scanTail(sourceOver(text), 0, 0, 0);
    const starts = [...whole.starts];
    for (const line of [1, 2, 3, 777, 30_001, starts.length - 1]) {
      const skip = Math.min(line, 2);
      const from = starts[line - skip]!;
      const tail = scanTail(sourceOver(text.subarray(from)), from, skip, line - skip);
      expect([...tail.starts]).toEqual(starts.slice(line));
      expect([...tail.flags]).toEqual([...whole.flags.subarray(line)]);
      expect([...tail.eq]).toEqual([...whole.eq.subarray(line)]);
      expect([...tail.flagged]).toEqual([...whole.flagged].filter((l) => l >= line));
    }
    // and the kernel's own streamed table of the raw log
    const c = cleanStream(sourceOver(log), () => {}, 'wasm', { fromBytes: 0, write() {} });
    const p = c.sunk!.parts();
    expect([...p.starts]).toEqual(starts);
    expect([...p.flags]).toEqual([...whole.flags]);
    expect([...p.eq]).toEqual([...whole.eq]);
    expect(p.maxLine).toBe(whole.maxLine);
  });

  it('gives the result and the spill entry of one thread, on the long log and every output fixture', () => {
    const before = t1HelperCounts();
    for (const [bytes, from, piece] of [[log, 1 << 16, 1 << 16], [log, 1 << 20, undefined], ...fixtures.map((b) => [b, 256, 1024] as const)] as const) {
      const want = normalizeStream(sourceOf(bytes, Infinity, { piece, step: 5000 }));
      const got = normalizeStream(slowStart(bytes, from, { piece, step: 5000 }, bytes === log ? 400 : 5, bytes === log ? 10 : 2));
      expect(plain(got)).toEqual(plain(want));
      expect(plain(got)).toEqual(plain(normalize(bytes, { spill: false })));
      if (got.key && !got.binary) {
        const a = spillGet(got.key)!;
        expect(a.text!.length).toBeGreaterThan(0);
        expect(a.raw().equals(bytes)).toBe(true);
      }
    }
    const after = t1HelperCounts();
    expect(after.handed - before.handed).toBeGreaterThanOrEqual(2); // the helper did take over on the log (the fixtures often end before it is up)
    expect(after.failed).toBe(before.failed);
  }, 60_000);

  it('gives the same result when the helper is slow and this thread scans the back half of its part', () => {
    // The real helper, each of its reads 50 ms late: this thread is done long before it, and splits what is left.
    const dir = mkdtempSync(join(tmpdir(), 'ck-t1-helper-'));
    const bundle = join(dir, 'slow.cjs');
    writeFileSync(bundle, `const fs = require('node:fs'); const read = fs.readSync;
fs.readSync = (...a) => { Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50); return read(...a); };
require(${JSON.stringify(new URL('../../dist/workers/t1-helper.bundle.cjs', import.meta.url).pathname)});`);
    const want = plain(normalize(log, { spill: false }));
    const before = t1HelperCounts();
    for (let k = 0; k < 3; k++) {
      const got = normalizeStream(slowStart(log, 1 << 16, { piece: 1 << 16, bundle }));
      expect(plain(got)).toEqual(want);
      expect(spillGet(got.key!)!.raw().equals(log)).toBe(true);
    }
    const after = t1HelperCounts();
    expect(after.split - before.split).toBeGreaterThan(0);
    expect(after.failed).toBe(before.failed);
  }, 60_000);

  it('gives the same result when the helper fails, dies or hangs after the handover, or is never ready', () => {
    const want = plain(normalize(log, { spill: false }));
    for (const [name, bundle] of Object.entries(failingBundles())) {
      const before = t1HelperCounts();
      const got = normalizeStream(slowStart(log, 1 << 16, { piece: 1 << 16, bundle }));
      expect(plain(got), name).toEqual(want);
      expect(spillGet(got.key!)!.raw().equals(log), name).toBe(true);
      const after = t1HelperCounts();
      if (name !== 'never ready') expect(after.failed - before.failed, name).toBe(1);
      else expect(after.handed, name).toBe(before.handed);
    }
  }, 60_000);
});
