// ddmin in-process (src/minimize): the target with a cheap oracle, 1-minimality, determinism, the verdict
// cache, the time limit, and units that round-trip.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ddmin, minimize, NotReproducingError, partition, cutUnits } from '../../src/minimize/index.js';

/** Returns a 2,000-line input with three planted lines, and an oracle that reproduces only when all three are there. */
function planted() {
  const lines = Array.from({ length: 2000 }, (_, i) => `noise line ${i}: value = ${(i * 7919) % 1000}`);
  const plant = ['  File "app.py", line 3, in <module>', 'KeyError: \'currency\'', 'PLANTED: rate_for(CHF)'];
  lines[137] = plant[0]!;
  lines[1024] = plant[1]!;
  lines[1890] = plant[2]!;
  const input = Buffer.from(`${lines.join('\n')}\n`);
  const seen: string[] = [];
  const oracle = async (c: Buffer) => {
    const text = c.toString();
    seen.push(text);
    return { reproduces: plant.every((p) => text.split('\n').includes(p)) };
  };
  return { input, plant, oracle, seen };
}

describe('minimize (in-process oracle)', () => {
  it('shrinks a 2,000-line input with a planted 3-line failure to exactly those 3 lines, and counts oracle runs', async () => {
    const { input, plant, oracle, seen } = planted();
    const r = await minimize(input, oracle);
    expect(r.output.toString()).toBe(`${plant.join('\n')}\n`);
    expect(r.units).toEqual({ input: 2000, output: 3 });
    expect(r.minimal).toBe(true);
    expect(r.note).toBeUndefined();
    expect(r.runs).toBe(seen.length); // every run counted, none twice
    expect(new Set(seen).size).toBe(seen.length); // the cache: no candidate ran twice
    console.log(`ddmin target: 2000 → 3 lines in ${r.runs} oracle runs (${r.cached} cached)`);
    expect(r.runs).toBeLessThan(400);
  });

  it('is deterministic: the same oracle sees the same candidates in the same order', async () => {
    const a = planted();
    const b = planted();
    await minimize(a.input, a.oracle);
    await minimize(b.input, b.oracle);
    expect(b.seen).toEqual(a.seen);
  });

  it('result is 1-minimal and reproduces, for any monotone "these units must all be present" failure', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 120 }), fc.uniqueArray(fc.nat(119), { minLength: 1, maxLength: 6 }), async (n, need) => {
        const needed = need.filter((i) => i < n);
        if (!needed.length) return;
        const r = await ddmin(n, async (idx) => needed.every((i) => idx.includes(i)));
        expect(r.complete).toBe(true);
        expect(r.indices).toEqual([...needed].sort((x, y) => x - y));
      }),
      { numRuns: 150 },
    );
  });

  it('1-minimal also for a non-monotone oracle: removing any one unit of the result stops the failure', async () => {
    // Fails when the candidate holds an odd number of 'x' lines and at least one 'y': ddmin may land on many answers.
    const test = (idx: readonly number[], units: string[]) => {
      const picked = idx.map((i) => units[i]);
      return picked.filter((u) => u === 'x').length % 2 === 1 && picked.includes('y');
    };
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('x', 'y', 'z'), { minLength: 2, maxLength: 60 }), async (units) => {
        const all = units.map((_, i) => i);
        if (!test(all, units)) return;
        const r = await ddmin(units.length, async (idx) => test(idx, units));
        expect(test(r.indices, units)).toBe(true);
        for (const drop of r.indices) expect(test(r.indices.filter((i) => i !== drop), units)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('answers repeated candidates from the cache (identical text from different selections runs once)', async () => {
    const input = Buffer.from(`b1\n${'a\n'.repeat(62)}b2\n`); // neither half alone fails: parts of a's repeat
    let runs = 0;
    const r = await minimize(input, async (c) => {
      runs++;
      return { reproduces: c.includes('b1') && c.includes('b2') };
    });
    expect(r.output.toString()).toBe('b1\nb2\n');
    expect(r.runs).toBe(runs);
    expect(r.cached).toBeGreaterThan(0);
  });

  it('stops when an oracle run is cut by the time limit, with the best candidate so far and a note', async () => {
    const { input, plant } = planted();
    let runs = 0;
    // The 12th run is the one the limit cuts (as the shell oracle reports a run it had to kill).
    const cut = async (c: Buffer) => ({ reproduces: plant.every((p) => c.toString().includes(p)), timedOut: ++runs === 12 });
    const r = await minimize(input, cut, { timeLimitMs: 60_000 });
    expect(r.minimal).toBe(false);
    expect(r.runs).toBe(12);
    expect(r.note).toMatch(/^time limit of 60 s reached after 12 oracle runs: the result reproduces but may not be 1-minimal \(\d+ of 2000 lines kept\)$/);
    for (const p of plant) expect(r.output.toString()).toContain(p); // still reproduces
    expect(r.units.output).toBeLessThan(2000);
  });

  it('stops when the time limit has passed before the next run', async () => {
    const { input, plant } = planted();
    const slow = async (c: Buffer) => {
      const until = Date.now() + 15;
      while (Date.now() < until); // burn time
      return { reproduces: plant.every((p) => c.toString().includes(p)) };
    };
    const r = await minimize(input, slow, { timeLimitMs: 100 });
    expect(r.minimal).toBe(false);
    expect(r.note).toMatch(/^time limit of 0\.1 s reached/);
    expect(r.runs).toBeLessThan(12);
    for (const p of plant) expect(r.output.toString()).toContain(p);
  });

  it('refuses to start when the whole input does not reproduce', async () => {
    await expect(minimize(Buffer.from('a\nb\n'), async () => ({ reproduces: false }))).rejects.toThrow(NotReproducingError);
  });

  it('minimizes characters as code points, and lines byte for byte (CRLF, no final newline, invalid UTF-8)', async () => {
    const r = await minimize(Buffer.from('héllo wörld 🎉 (x]'), async (c) => ({ reproduces: /🎉.*\]/u.test(c.toString()) }), { unit: 'char' });
    expect(r.output.toString()).toBe('🎉]');
    const raw = Buffer.concat([Buffer.from('a\r\n'), Buffer.from([0xff, 0x0a]), Buffer.from('tail')]);
    const u = cutUnits(raw, 'line');
    expect(u.count).toBe(3);
    expect(u.join([0, 1, 2]).equals(raw)).toBe(true);
    expect(() => cutUnits(Buffer.from([0xff]), 'char')).toThrow();
  });

  it('partitions contiguously, sizes within one unit', () => {
    expect(partition([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5], [6, 7]]);
    expect(partition([1, 2], 4)).toEqual([[1], [2]]);
  });
});
