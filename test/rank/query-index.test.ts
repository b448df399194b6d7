// The cold query-driven lexical load (src/rank/query-index.ts, the termscan kernel): rankings, explanations, symbol
// rankings and filesDefining answers identical to a full index's, for registered queries, queries asked later and
// names looked up later; the full index when the kernel traps; and, through the CLI, a cold slice whose manifest is
// the full index's and whose background build leaves the very cache file a full build writes.
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Against dist/ (npm test builds first): the kernel is wasm/termscan.wasm, the background build dist/rank/.
const dist = (p: string) => new URL(`../../dist/${p}`, import.meta.url).href;
const { buildIndex } = await import(dist('repo/index.js')) as typeof import('../../src/repo/index.js');
const rank = await import(dist('rank/index.js')) as typeof import('../../src/rank/index.js');
const { filesDefining } = await import(dist('rank/lexical.js')) as typeof import('../../src/rank/lexical.js');
const { expectLexicalQuery } = await import(dist('rank/expected.js')) as typeof import('../../src/rank/expected.js');
const { injectKernelTrap } = await import(dist('kernels/wasm.js')) as typeof import('../../src/kernels/wasm.js');
const CK = new URL('../../bin/context-kernel.js', import.meta.url).pathname;
process.env.CK_LEXICAL_BACKGROUND = '0'; // in-process loads here start no background build

/** Returns a repository with Python, JS, tests, non-source files, plurals, acronyms, escaped and non-ASCII names. */
function repo(): string {
  const root = mkdtempSync(join(tmpdir(), 'ck-query-index-'));
  for (const d of ['pkg/printing', 'pkg/tests', 'web', 'docs']) mkdirSync(join(root, d), { recursive: true });
  const words = ['matrix', 'printer', 'latex', 'symbols', 'series', 'limits', 'integral', 'parser', 'HTTPServer', 'snake_case_name'];
  for (let i = 0; i < 120; i++) {
    const w = words[i % words.length]!;
    const cls = `${w[0]!.toUpperCase()}${w.slice(1).replace(/_/g, '')}${i}`;
    writeFileSync(join(root, 'pkg', i % 3 ? 'printing' : '', `m${i}.py`), `"""Module ${i} about ${w} handling; see the man page."""\nclass ${cls}:\n    def _print_${w}_${i}(self, expr):\n        # the ${w} of expr${i}: entries, boxes, queries\n        raise ValueError("bad ${w} ${i} r'x' \\" quote")\n` + `def f${i}_${w}(x):\n    return x * ${i}  # uniq${i} ${i % 7 ? 'manpage' : 'caf\u00e9 na\u00efve'}\n`.repeat(3 + (i % 5)));
  }
  writeFileSync(join(root, 'pkg', 'uni.py'), 'def caf\u00e9_latex(x):\n    """A name with a non-ASCII letter: the defs blob has a non-ASCII byte."""\n    return x\n\u00e9l\u00e8ve = "latex matrix"\n');
  for (let i = 0; i < 8; i++) writeFileSync(join(root, 'pkg', 'tests', `test_m${i}.py`), `from pkg.m${i} import f${i}_matrix\ndef test_latex_${i}():\n    assert f${i}_matrix(1) == ${i}\n`);
  for (let i = 0; i < 30; i++) writeFileSync(join(root, 'web', `w${i}.ts`), `// ${words[i % 10]} view ${i}\n/* block: the latex printer */\nexport function renderMatrix${i}(matrixView: string) { return \`symbol \${matrixView}\` + 'series'; }\n`);
  writeFileSync(join(root, 'docs', 'latex_printing.md'), '# Latex printing of matrices\n');
  return root;
}

const QUERIES = [
  'latex printer prints the matrix wrong: _print_matrix in pkg/printing/m2.py',
  'ValueError bad limits 7 in f7_limits, the man page says HTTPServer',
  'renderMatrix12 of snake_case_name uniq33 boxes and queries; café naïve',
];
const NAMES = ['Matrix0', 'f7_limits', '_print_latex_2', 'renderMatrix3', 'café_latex', 'HTTPServer8', 'nothing_here', 'ValueError'];

type Index = Awaited<ReturnType<typeof buildIndex>>;
type Lx = import('../../src/rank/index.js').LexicalIndex;

function answers(lx: Lx, index: Index, queries: readonly string[]): unknown {
  return queries.map((q) => {
    const files = rank.rankFiles(lx, q, { limit: 40 });
    return {
      files: files.map((r) => ({ path: index.files[r.fileId]!.path, score: r.score, explain: rank.formatExplanation(r.explain) })),
      symbols: rank.rankSymbols(lx, index, q, files.slice(0, 6).map((r) => r.fileId), { limit: 20 }).map((s) => [s.fileId, s.def.name, s.score]),
      ownBody: rank.rankSymbols(lx, index, q, files.slice(0, 3).map((r) => r.fileId), { limit: 20, ownBody: true }).map((s) => [s.fileId, s.def.name, s.score]),
    };
  });
}

describe('query-driven lexical load', () => {
  it('ranks, explains and finds definitions exactly as the full index, for registered and later queries and names', async () => {
    const root = repo();
    const full = rank.loadLexicalIndex(await buildIndex(root, { noCache: true }), { noCache: true, cacheFile: join(root, '..', `${root.split('/').pop()}.full.bin`) });
    const fullIndex = await buildIndex(root);
    const want = answers(full, fullIndex, QUERIES);
    const wantDefs = NAMES.map((n) => filesDefining(full, n));

    const index = await buildIndex(root);
    expectLexicalQuery(index, QUERIES[0]!);
    const cacheFile = join(mkdtempSync(join(tmpdir(), 'ck-qi-cache-')), 'lx.bin');
    const lx = rank.loadLexicalIndex(index, { noCache: true, cacheFile });
    expect(lx.stats.cache).toBe('miss');
    expect(lx.stats.timingMs.passes).toBe(1);
    expect(lx.stats.terms).toBeLessThan(full.stats.terms);
    // Names first (path-and-defs passes), then the registered query and two it was not told about (whole passes).
    expect(NAMES.map((n) => filesDefining(lx, n))).toEqual(wantDefs);
    expect(answers(lx, index, QUERIES)).toEqual(want);
    expect(lx.stats.timingMs.passes).toBeGreaterThan(2);
    expect(existsSync(cacheFile)).toBe(false); // a query-driven load writes no cache: it holds only some terms
  });

  it('builds the full index when the kernel traps, at the load or at a later pass', async () => {
    const root = repo();
    const full = rank.loadLexicalIndex(await buildIndex(root, { noCache: true }), { noCache: true, cacheFile: join(mkdtempSync(join(tmpdir(), 'ck-qi-')), 'full.bin') });
    const want = answers(full, await buildIndex(root), QUERIES);
    const index = await buildIndex(root);
    expectLexicalQuery(index, QUERIES[0]!);
    injectKernelTrap('termscan');
    const lx = rank.loadLexicalIndex(index, { noCache: true, cacheFile: join(mkdtempSync(join(tmpdir(), 'ck-qi-')), 'lx.bin') });
    expect(lx.stats.terms).toBe(full.stats.terms);
    expect(answers(lx, index, QUERIES)).toEqual(want);

    const index2 = await buildIndex(root);
    expectLexicalQuery(index2, QUERIES[0]!);
    const lx2 = rank.loadLexicalIndex(index2, { noCache: true, cacheFile: join(mkdtempSync(join(tmpdir(), 'ck-qi-')), 'lx.bin') });
    expect(lx2.stats.terms).toBeLessThan(full.stats.terms);
    // Every hand-out traps from here: the ranking of definitions scans lines with the same kernel (its twin answers
    // then), so a single trap could be taken by that scan instead of the second query's pass.
    injectKernelTrap('termscan', 1000);
    try {
      expect(answers(lx2, index2, QUERIES)).toEqual(want); // the second query's pass traps: the full index answers
    } finally {
      injectKernelTrap('termscan', 0);
    }
    expect(lx2.stats.terms).toBe(full.stats.terms);
  });

  it('in a process that lives on, the background build starts some seconds after the load and writes the full cache', async () => {
    const root = repo();
    const dir = mkdtempSync(join(tmpdir(), 'ck-qi-live-'));
    rank.loadLexicalIndex(await buildIndex(root, { noCache: true }), { noCache: true, cacheFile: join(dir, 'full.bin') });
    const index = await buildIndex(root);
    expectLexicalQuery(index, QUERIES[1]!);
    process.env.CK_LEXICAL_BACKGROUND = '';
    try {
      rank.loadLexicalIndex(index, { noCache: true, cacheFile: join(dir, 'lx.bin') });
    } finally {
      process.env.CK_LEXICAL_BACKGROUND = '0';
    }
    for (let waited = 0; waited < 40_000 && !(existsSync(join(dir, 'lx.bin')) && !existsSync(join(dir, 'lx.bin.building'))); waited += 100) await new Promise((r) => setTimeout(r, 100));
    expect(readFileSync(join(dir, 'lx.bin')).equals(readFileSync(join(dir, 'full.bin')))).toBe(true);
  }, 60_000);

  it('a cold `ck slice` gives the full index\'s manifest and leaves, by its background build, the full build\'s cache file', async () => {
    const root = repo();
    const symptom = join(root, '..', `${root.split('/').pop()}.issue.txt`);
    writeFileSync(symptom, 'The latex printer prints the matrix wrong when the series has boxes.\n\nI expected `_print_matrix` to print the limits; see the man page.\n');
    const run = (env: Record<string, string>) => {
      const cache = mkdtempSync(join(tmpdir(), 'ck-qi-xdg-'));
      const r = spawnSync(CK, ['slice', root, '--symptom-file', symptom, '--budget', '4000', '--format', 'json'], { encoding: 'utf8', env: { ...process.env, CK_LEXICAL_BACKGROUND: '', ...env, XDG_CACHE_HOME: cache, XDG_STATE_HOME: join(cache, 'state') } });
      expect(r.status, r.stderr).toBe(0);
      const m = JSON.parse(r.stdout) as Record<string, unknown>;
      delete m.timing_ms;
      return { m, lexical: join(cache, 'context-kernel', 'lexical') };
    };
    const query = run({});
    const fullRun = run({ CK_LEXICAL_QUERY: '0' });
    expect(query.m).toEqual(fullRun.m);
    const fullFile = readdirSync(fullRun.lexical).find((f) => f.endsWith('.bin'))!;
    // The background build is detached and at the lowest priority: wait for its file (and its marker's removal).
    let bin: string | undefined;
    for (let waited = 0; waited < 30_000; waited += 100) {
      const names = existsSync(query.lexical) ? readdirSync(query.lexical) : [];
      if (names.includes(fullFile) && !names.some((n) => n.endsWith('.building'))) { bin = join(query.lexical, fullFile); break; }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(bin).toBeDefined();
    expect(readFileSync(bin!).equals(readFileSync(join(fullRun.lexical, fullFile)))).toBe(true);
    expect(readdirSync(query.lexical).filter((n) => n.endsWith('.job'))).toEqual([]);
  }, 60_000);
});
