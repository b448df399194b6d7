// The lexical index on the corpora, in-process: a cold build (no cache), a warm load from its cache, the first and a
// repeated rankFiles query, and rankSymbols over the first five files, on sympy and pandas. Medians of 5 cold and 9
// warm runs, wall and CPU time, with the machine's load average.
//
// usage: node bench/rank-lexical.bench.mjs     (npm run bench:rank-lexical; after `npm run build`)
// Needs the corpora (`npm run corpora`, CK_CORPORA); says so and exits 0 without them. Writes
// bench/results/rank-lexical.json.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { homedir, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
const corpora = process.env.CK_CORPORA ?? join(homedir(), '.cache', 'context-kernel-corpora');
const names = ['sympy', 'pandas'].filter((c) => existsSync(join(corpora, c)));
if (names.length === 0) {
  console.log(`rank-lexical: skipped: no sympy or pandas in ${corpora} (npm run corpora)`);
  process.exit(0);
}
const { buildIndex } = await import(join(dist, 'repo', 'index.js'));
const { loadLexicalIndex, rankFiles, rankSymbols } = await import(join(dist, 'rank', 'index.js'));
const QUERY = `latex printing of Pow with a negative rational exponent drops the parentheses

\`\`\`python
>>> from sympy import latex, Symbol
>>> latex(Symbol('x')**Rational(-1, 2))
\`\`\`
The _print_Pow method in LatexPrinter should use parenthesize for the base.`;
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const round = (x) => +x.toFixed(1);

const results = [];
for (const corpus of names) {
  const index = await buildIndex(join(corpora, corpus));
  const cacheFile = join(mkdtempSync(join(tmpdir(), 'ck-rank-lexical-')), 'lx.bin');
  const cold = [];
  const coldCpu = [];
  for (let r = 0; r < 5; r++) {
    const t = performance.now();
    const c0 = process.cpuUsage();
    loadLexicalIndex(index, { noCache: true, cacheFile });
    cold.push(performance.now() - t);
    const cu = process.cpuUsage(c0);
    coldCpu.push((cu.user + cu.system) / 1000);
  }
  let lx = loadLexicalIndex(index, { cacheFile });
  const warm = [];
  const first = [];
  const again = [];
  const sym = [];
  for (let r = 0; r < 9; r++) {
    let t = performance.now();
    lx = loadLexicalIndex(index, { cacheFile });
    warm.push(performance.now() - t);
    if (lx.stats.cache !== 'hit') throw new Error(`${corpus}: the warm load missed its cache (${lx.stats.cache})`);
    t = performance.now();
    const top = rankFiles(lx, QUERY, { limit: 10 });
    first.push(performance.now() - t);
    t = performance.now();
    rankFiles(lx, QUERY, { limit: 10 });
    again.push(performance.now() - t);
    t = performance.now();
    rankSymbols(lx, index, QUERY, top.slice(0, 5).map((x) => x.fileId), { limit: 10 });
    sym.push(performance.now() - t);
  }
  const row = {
    corpus, files: lx.stats.files, terms: lx.stats.terms, entries: lx.stats.entries,
    coldMs: round(median(cold)), coldCpuMs: round(median(coldCpu)), warmMs: round(median(warm)),
    firstQueryMs: round(median(first)), queryMs: round(median(again)), rankSymbolsMs: round(median(sym)),
    top: rankFiles(lx, QUERY, { limit: 5 }).map((x) => index.files[x.fileId].path), load: round(loadavg()[0]),
  };
  results.push(row);
  console.log(`${corpus}: ${row.files} files, ${row.terms} terms, ${row.entries} entries
  cold build ${row.coldMs} ms wall, ${row.coldCpuMs} ms CPU; warm load ${row.warmMs} ms; first query ${row.firstQueryMs} ms, next ${row.queryMs} ms; rankSymbols (5 files) ${row.rankSymbolsMs} ms; load average ${row.load}
  top: ${row.top.join(', ')}`);
}
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'rank-lexical.json'), `${JSON.stringify(results, null, 2)}\n`);
