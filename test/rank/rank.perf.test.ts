import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { corporaRoot } from '../helpers/cli.js';
import { buildIndex } from '../../src/repo/index.js';
import { loadLexicalIndex, rankFiles, rankSymbols } from '../../src/rank/index.js';

// Timings on the real corpora (no assertions on time): CK_RANK_PERF=1 npx vitest run test/rank/rank.perf.test.ts
const root = corporaRoot();
const on = !!root && process.env.CK_RANK_PERF === '1';
const QUERY = `latex printing of Pow with a negative rational exponent drops the parentheses

\`\`\`python
>>> from sympy import latex, Symbol
>>> latex(Symbol('x')**Rational(-1, 2))
\`\`\`
The _print_Pow method in LatexPrinter should use parenthesize for the base.`;

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1];

describe.skipIf(!on)('lexical index timings on the corpora', () => {
  for (const corpus of ['sympy', 'pandas']) {
    it(corpus, async () => {
      const index = await buildIndex(join(root!, corpus));
      const dir = mkdtempSync(join(tmpdir(), 'ck-rank-perf-'));
      const cacheFile = join(dir, 'lx.bin');
      const cold: number[] = [];
      const coldCpu: number[] = [];
      const coldStats: Record<string, number>[] = [];
      for (let r = 0; r < 5; r++) {
        const t = performance.now();
        const c0 = process.cpuUsage();
        const lx = loadLexicalIndex(index, { noCache: true, cacheFile });
        cold.push(performance.now() - t);
        const cu = process.cpuUsage(c0);
        coldCpu.push((cu.user + cu.system) / 1000);
        coldStats.push(lx.stats.timingMs);
      }
      const warm: number[] = [];
      const first: number[] = [];
      const query: number[] = [];
      const sym: number[] = [];
      let lx = loadLexicalIndex(index, { cacheFile });
      for (let r = 0; r < 9; r++) {
        let t = performance.now();
        lx = loadLexicalIndex(index, { cacheFile });
        warm.push(performance.now() - t);
        expect(lx.stats.cache).toBe('hit');
        t = performance.now();
        const top = rankFiles(lx, QUERY, { limit: 10 });
        first.push(performance.now() - t);
        t = performance.now();
        rankFiles(lx, QUERY, { limit: 10 });
        query.push(performance.now() - t);
        t = performance.now();
        rankSymbols(lx, index, QUERY, top.slice(0, 5).map((x) => x.fileId), { limit: 10 });
        sym.push(performance.now() - t);
      }
      const top = rankFiles(lx, QUERY, { limit: 5 });
      const { loadavg } = await import('node:os');
      console.log(`${corpus}: files=${lx.stats.files} terms=${lx.stats.terms} entries=${lx.stats.entries}
  cold build median ${median(cold).toFixed(1)} ms wall, ${median(coldCpu).toFixed(1)} ms CPU (runs ${cold.map((x) => x.toFixed(0)).join(' ')}) parts ${JSON.stringify(coldStats[2], (k, v) => (typeof v === 'number' ? +v.toFixed(1) : v))}
  warm load median ${median(warm).toFixed(1)} ms; first query ${median(first).toFixed(1)} ms; next query ${median(query).toFixed(1)} ms; rankSymbols(5 files) ${median(sym).toFixed(1)} ms
  load average ${loadavg()[0].toFixed(1)}
  top: ${top.map((x) => index.files[x.fileId].path).join(', ')}`);
    });
  }
});
