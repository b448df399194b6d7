// Skeleton throughput on the pandas import closure of pandas/__init__.py (~317 files, ~7 MB): cold (empty parse
// cache, worker pool started inside the run) vs warm (every record from the cache), in-process vs the piscina pool,
// with tree-sitter's bare parse of the same files as the floor measured in the same run.
//
// usage: node bench/skeleton.bench.mjs [--quick]     (after `npm run build`; needs the corpora: ../shared/corpora/fetch.sh)
// Prints medians (wall and process CPU) and writes bench/results/skeleton.json.
import { Bench } from 'tinybench';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { availableParallelism, homedir, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
const quick = process.argv.includes('--quick');
const corpora = process.env.CK_CORPORA ?? join(homedir(), '.cache', 'context-kernel-corpora');
const root = join(corpora, 'pandas');
if (!existsSync(join(root, 'pandas', '__init__.py'))) {
  console.error(`skeleton bench: pandas corpus not found under ${corpora} (run ../shared/corpora/fetch.sh)`);
  process.exit(1);
}
process.env.XDG_CACHE_HOME = mkdtempSync(join(tmpdir(), 'ck-skbench-'));
const { buildIndex } = await import(join(dist, 'repo', 'index.js'));
const { ImportGraph } = await import(join(dist, 'graph', 'index.js'));
const { skeletonMany, closePool } = await import(join(dist, 'skeleton', 'index.js'));
const { withTree } = await import(join(dist, 'parse', 'parser.js'));

// The file set: the static import closure of pandas/__init__.py.
const index = await buildIndex(root);
const graph = ImportGraph.fromIndex(index);
const reach = graph.reach([index.fileId('pandas/__init__.py')], {});
const paths = reach.order.map((i) => index.files[i].path).filter((p) => /\.pyi?$/.test(p));
const bytes = paths.reduce((s, p) => s + index.files[index.fileId(p)].size, 0);
const texts = paths.map((p) => readFileSync(join(root, p), 'utf8'));
console.log(`pandas import closure of pandas/__init__.py: ${paths.length} files, ${(bytes / 1e6).toFixed(2)} MB; ${availableParallelism()} cores, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);

const iterations = quick ? 2 : 5;
const rows = [];
async function measure(name, fn, setup) {
  let cpuTotal = 0;
  let calls = 0;
  const bench = new Bench({ iterations, time: 0, warmupIterations: 0, warmupTime: 0 });
  bench.add(name, async () => {
    const c0 = process.cpuUsage();
    await fn();
    const c = process.cpuUsage(c0);
    cpuTotal += (c.user + c.system) / 1000;
    calls++;
  }, { beforeEach: setup });
  await bench.run();
  const r = bench.tasks[0].result;
  const row = { name, files: paths.length, mb: +(bytes / 1e6).toFixed(2), medianMs: +r.latency.p50.toFixed(1), minMs: +r.latency.min.toFixed(1), processCpuMs: +(cpuTotal / calls).toFixed(1) };
  rows.push(row);
  return row;
}

// Floor: tree-sitter parse only (in-process, no skeleton, no cache, no hashing).
await withTree('x = 1\n', 'python', () => 0);
await measure('tree-sitter parse only (in-process)', async () => {
  for (const t of texts) await withTree(t, 'python', () => 0);
});

let cache;
const fresh = () => { if (cache) rmSync(cache, { recursive: true, force: true }); cache = mkdtempSync(join(tmpdir(), 'ck-skcache-')); };
await measure('skeletonMany cold, in-process', () => skeletonMany(root, paths, { cacheDir: cache, workers: 'never' }), fresh);
await measure('skeletonMany cold, piscina pool (incl. worker start)', async () => {
  await skeletonMany(root, paths, { cacheDir: cache, workers: 'always' });
  await closePool();
}, fresh);
await measure('skeletonMany cold, auto (the default)', async () => {
  await skeletonMany(root, paths, { cacheDir: cache });
  await closePool();
}, fresh);
fresh();
await skeletonMany(root, paths, { cacheDir: cache, workers: 'never' });
await measure('skeletonMany warm (all cache hits)', () => skeletonMany(root, paths, { cacheDir: cache }));
rmSync(cache, { recursive: true, force: true });

const sks = await skeletonMany(root, paths, { cacheDir: false, workers: 'never' });
let before = 0, after = 0;
for (const s of sks.values()) { before += s.tokensBefore; after += s.tokensAfter; }
const floor = rows[0].medianMs;
for (const r of rows) r.xParseOnly = +(r.medianMs / floor).toFixed(2);
console.table(rows.map((r) => ({ case: r.name, 'median ms': r.medianMs, 'min ms': r.minMs, 'process cpu ms (all threads)': r.processCpuMs, 'x parse-only': r.xParseOnly })));
console.log(`tokens: ${before} → ${after} (${((1 - after / before) * 100).toFixed(1)}% smaller); targets: cold ≤ 1500 ms on 2 cores, warm ≤ 150 ms`);
const out = join(here, 'results');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'skeleton.json'), JSON.stringify({ date: new Date().toISOString(), load: loadavg(), cores: availableParallelism(), files: paths.length, bytes, tokensBefore: before, tokensAfter: after, rows }, null, 2));
rmSync(process.env.XDG_CACHE_HOME, { recursive: true, force: true });
await closePool();
