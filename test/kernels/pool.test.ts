// The kernel pool: same bytes and stats as the in-thread kernel, whether the pool answers, a chunk has
// cursor-up redraws, or a worker dies. Runs against dist/ (the workers import the built kernel).
import { afterAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stripTerminal } from '../../src/kernels/terminal.js';
import { closeKernelPool, kernelPoolCounters, splitAtNewlines, stripTerminalLarge } from '../../src/kernels/pool.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/terminal/', import.meta.url));
const CRASHING = fileURLToPath(new URL('./fixtures/crashing-worker.js', import.meta.url));
const read = (f: string) => readFileSync(FIXTURES + f);
/** Real captures without cursor-up redraws, repeated to ~1 MB. */
const FLAT = Buffer.concat(Array.from({ length: 30 }, () => ['gcc-errors.txt', 'git-clone-progress.txt', 'pytest-failures.txt', 'npm-install.txt', 'cargo-build-errors.txt', 'man-overstrike.txt'].map(read)).flat());
const SMALL_CHUNKS = { minBytes: 0, chunkBytes: 64 << 10 };

afterAll(closeKernelPool);

function expectSame(a: { bytes: Uint8Array; stats: object }, b: { bytes: Uint8Array; stats: object }): void {
  expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
  expect(a.stats).toEqual(b.stats);
}

describe('splitAtNewlines', () => {
  it('cuts just after a newline and loses nothing', () => {
    const chunks = splitAtNewlines(FLAT, 4096);
    expect(chunks.length).toBeGreaterThan(10);
    for (const c of chunks.slice(0, -1)) expect(c[c.length - 1]).toBe(0x0a);
    expect(Buffer.concat(chunks).equals(FLAT)).toBe(true);
  });

  it('keeps a long line without newline whole', () => {
    expect(splitAtNewlines(Buffer.alloc(10000, 'x'), 100)).toHaveLength(1);
  });
});

describe('stripTerminalLarge', () => {
  it('answers small inputs in-thread', async () => {
    const before = kernelPoolCounters();
    expectSame(await stripTerminalLarge(read('gcc-errors.txt')), stripTerminal(read('gcc-errors.txt')));
    expect(kernelPoolCounters()).toEqual(before);
  });

  it('gives the in-thread result through the pool', async () => {
    const before = kernelPoolCounters().pooled;
    expectSame(await stripTerminalLarge(FLAT, SMALL_CHUNKS), stripTerminal(FLAT));
    expect(kernelPoolCounters().pooled).toBe(before + 1);
  });

  it('redoes in-thread when a chunk redraws earlier lines', async () => {
    const input = Buffer.concat([FLAT, read('rich-progress.txt'), read('tqdm-nested.txt'), FLAT]);
    const before = kernelPoolCounters().redrawFallbacks;
    expectSame(await stripTerminalLarge(input, SMALL_CHUNKS), stripTerminal(input));
    expect(kernelPoolCounters().redrawFallbacks).toBe(before + 1);
  });

  it.each(['CK-EXIT-WORKER', 'CK-THROW-WORKER'])('falls back transparently when a worker dies (%s)', async (marker) => {
    const input = Buffer.concat([FLAT, Buffer.from(`\x1b[31m${marker}\x1b[0m\n`), FLAT]);
    const before = kernelPoolCounters().crashFallbacks;
    expectSame(await stripTerminalLarge(input, { ...SMALL_CHUNKS, worker: CRASHING }), stripTerminal(input));
    expect(kernelPoolCounters().crashFallbacks).toBe(before + 1);
    // the replaced pool works again afterwards
    expectSame(await stripTerminalLarge(FLAT, { ...SMALL_CHUNKS, worker: CRASHING }), stripTerminal(FLAT));
  });

  it('does not detach the caller\'s buffer', async () => {
    const input = Uint8Array.from(FLAT);
    await stripTerminalLarge(input, SMALL_CHUNKS);
    expect(input.length).toBe(FLAT.length);
  });

  it('covers every fixture and its concatenation', async () => {
    const names = readdirSync(FIXTURES).filter((f) => f.endsWith('.txt'));
    const all = Buffer.concat(names.map(read));
    expectSame(await stripTerminalLarge(all, { minBytes: 0, chunkBytes: 1024 }), stripTerminal(all));
  });
});
