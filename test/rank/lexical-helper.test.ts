// The second thread of a cold lexical build (src/rank/helper.ts): the same rankings and explanations as one thread
// alone, whether the helper tokenizes part of the files or fails after claiming some; and the two ends of the file
// list are claimed exactly once each.
import { describe, it, expect } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeCounters, takeChunk } from '../../src/rank/helper-protocol.js';

// Against dist/ (npm test builds first): the helper runs dist/workers/lexical-helper.bundle.cjs.
const dist = (p: string) => new URL(`../../dist/${p}`, import.meta.url).href;
const { buildIndex } = await import(dist('repo/index.js')) as typeof import('../../src/repo/index.js');
const rank = await import(dist('rank/index.js')) as typeof import('../../src/rank/index.js');
const FAILING = fileURLToPath(new URL('./fixtures/failing-lexical-helper.cjs', import.meta.url));
// The helper is used only where a core is idle (runtime/spare-core.ts): these tests exercise it whatever the load.
process.env.CK_HELPER_THREADS = '1';

/** Returns a repository of Python and JS files with a shared vocabulary and some distinctive words. */
function repo(): string {
  const root = mkdtempSync(join(tmpdir(), 'ck-lexical-helper-'));
  mkdirSync(join(root, 'pkg'));
  mkdirSync(join(root, 'web'));
  const words = ['matrix', 'printer', 'latex', 'symbol', 'series', 'limit', 'integral', 'parser', 'HTTPServer', 'snake_case_name'];
  for (let i = 0; i < 240; i++) {
    const w = words[i % words.length];
    writeFileSync(join(root, 'pkg', `m${i}.py`), `"""Module ${i} about ${w} handling."""\nclass ${w[0].toUpperCase()}${w.slice(1).replace(/_/g, '')}${i}:\n    def _print_${w}_${i}(self, expr):\n        # the ${w} of expr${i}\n        raise ValueError("bad ${w} ${i}")\n` + `def f${i}_${w}(x):\n    return x * ${i}  # uniq${i}\n`.repeat(20));
  }
  for (let i = 0; i < 60; i++) writeFileSync(join(root, 'web', `w${i}.js`), `// ${words[i % 10]} view ${i}\nexport function render${i}(matrixView) { return 'symbol ' + matrixView; }\n`);
  return root;
}

const QUERIES = ['latex printer prints the matrix wrong: _print_matrix', 'ValueError bad limit 7 in f7_limit', 'HTTPServer snake_case_name uniq33 render12'];

async function rankings(lx: import('../../src/rank/index.js').LexicalIndex, index: Awaited<ReturnType<typeof buildIndex>>): Promise<unknown> {
  return QUERIES.map((q) => rank.rankFiles(lx, q, { limit: 10 }).map((r) => ({ path: index.files[r.fileId].path, score: r.score.toFixed(9), explain: rank.formatExplanation(r.explain) })));
}

describe('lexical helper', () => {
  it('claims every file exactly once from the two ends', () => {
    for (const n of [0, 1, 15, 16, 17, 100, 1001]) {
      const c = makeCounters(n);
      const seen = new Uint8Array(n);
      let side = false;
      for (let ch = takeChunk(c, side); ch !== null; side = !side, ch = takeChunk(c, side)) {
        for (let k = ch[0]; k < ch[1]; k++) seen[k]++;
      }
      expect(takeChunk(c, true)).toBeNull();
      expect([...seen].every((x) => x === 1)).toBe(true);
    }
  });

  it('ranks the same with a helper as on one thread, and the helper takes a share', async () => {
    const root = repo();
    const index = await buildIndex(root, { noCache: true });
    const cacheFile = join(mkdtempSync(join(tmpdir(), 'ck-lx-cache-')), 'lx.bin');
    const one = rank.loadLexicalIndex(index, { noCache: true, cacheFile: `${cacheFile}.one` });
    const two = await rank.loadLexicalIndexAsync(index, { noCache: true, cacheFile, helperMinBytes: 0, helperFirst: true });
    // Not only the same rankings: the same index, byte for byte (the helper's terms get the ids one thread gives them).
    expect(readFileSync(cacheFile).equals(readFileSync(`${cacheFile}.one`))).toBe(true);
    expect(two.stats.timingMs.helped).toBeGreaterThan(0);
    expect(two.stats.terms).toBe(one.stats.terms);
    expect(two.stats.entries).toBe(one.stats.entries);
    expect(await rankings(two, index)).toEqual(await rankings(one, index));
    // What the helper built was cached: a second load is a hit with the same answers.
    const again = rank.loadLexicalIndex(index, { cacheFile });
    expect(again.stats.cache).toBe('hit');
    expect(await rankings(again, index)).toEqual(await rankings(one, index));
  });

  for (const exit of [false, true]) {
    it(`loses no file when the helper ${exit ? 'exits' : 'throws'} after claiming some`, async () => {
      const root = repo();
      const index = await buildIndex(root, { noCache: true });
      const cacheFile = join(mkdtempSync(join(tmpdir(), 'ck-lx-cache-')), 'lx.bin');
      const one = rank.loadLexicalIndex(index, { noCache: true, cacheFile });
      // The failing script reads workerData.exit; the bundle path is the worker's script.
      process.env.CK_TEST_HELPER_EXIT = exit ? '1' : '';
      const two = await rank.loadLexicalIndexAsync(index, { noCache: true, cacheFile, helperMinBytes: 0, helperBundle: FAILING, helperFirst: true });
      expect(two.stats.timingMs.helped).toBe(0);
      expect(await rankings(two, index)).toEqual(await rankings(one, index));
    });
  }
});
