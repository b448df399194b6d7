// Graph kernel benchmark: wasm CSR kernel vs its TypeScript twin, on the real pandas import graph and on a
// 100k-node graph made of renamed copies of it (each copy's root package imports the previous copy's).
//
// usage: node bench/graph.bench.mjs     (after `npm run build`; corpora from ../shared/corpora/fetch.sh)
// Writes bench/results/graph.json. Ratios are js/wasm medians measured in the same run (>1: wasm faster).
import { Bench } from 'tinybench';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { homedir } from 'node:os';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const { ImportGraph, isTestPath } = await import(join(here, '..', 'dist', 'graph', 'index.js'));
const { buildIndex } = await import(join(here, '..', 'dist', 'repo', 'index.js'));

const corpora = process.env.CK_CORPORA ?? join(homedir(), '.cache', 'context-kernel-corpora');
if (!existsSync(join(corpora, 'pandas'))) {
  console.error(`graph.bench: pandas corpus not found under ${corpora} (run ../shared/corpora/fetch.sh)`);
  process.exit(1);
}

const index = await buildIndex(join(corpora, 'pandas'), { noCache: true });
const paths = index.files.map((f) => f.path);
const base = { n: paths.length, from: index.edgeFrom, to: index.edgeTo, kind: index.edgeKind, paths };

// Returns `copies` renamed copies of the pandas graph, chained through each copy's pandas/__init__.py.
function replicate(g, copies) {
  const m = g.from.length;
  const from = new Int32Array(m * copies + copies - 1);
  const to = new Int32Array(from.length);
  const kind = new Uint8Array(from.length);
  const root = g.paths.indexOf('pandas/__init__.py');
  for (let c = 0; c < copies; c++) {
    for (let e = 0; e < m; e++) {
      from[c * m + e] = g.from[e] + c * g.n;
      to[c * m + e] = g.to[e] + c * g.n;
      kind[c * m + e] = g.kind[e];
    }
  }
  for (let c = 1; c < copies; c++) {
    from[m * copies + c - 1] = root + c * g.n;
    to[m * copies + c - 1] = root + (c - 1) * g.n;
  }
  // Sorted by (from, to) like a repository index's edges (the kernels skip their sort passes for such input).
  const idx = Array.from(from.keys()).sort((a, b) => from[a] - from[b] || to[a] - to[b]);
  const sf = Int32Array.from(idx, (i) => from[i]);
  const st = Int32Array.from(idx, (i) => to[i]);
  const sk = Uint8Array.from(idx, (i) => kind[i]);
  const paths = [];
  for (let c = 0; c < copies; c++) for (const p of g.paths) paths.push(p.replace(/^pandas\//, `pandas_${String(c).padStart(4, '0')}/`));
  return { n: g.n * copies, from: sf, to: st, kind: sk, paths };
}

const big = replicate(base, Math.ceil(100_000 / base.n));
const graphs = [
  { name: 'pandas', g: base, seed: 'pandas/core/frame.py', target: 'pandas/core/dtypes/common.py' },
  { name: '100k', g: big, seed: `pandas_${String(Math.ceil(100_000 / base.n) - 1).padStart(4, '0')}/core/frame.py`, target: 'pandas_0000/core/dtypes/common.py' },
];

const results = [];
for (const { name, g, seed, target } of graphs) {
  const tests = g.paths.map((p) => isTestPath(p));
  const built = {};
  for (const impl of ['wasm', 'js']) {
    built[impl] = ImportGraph.fromEdges(g.n, g.from, g.to, { kinds: g.kind, kindNames: index.edgeKinds, paths: g.paths, impl });
  }
  const s = built.wasm.paths.indexOf(seed);
  const t = built.wasm.paths.indexOf(target);
  const bench = new Bench({ time: 400, warmupTime: 100 });
  const ops = {
    // Test flags are precomputed: the build row measures the CSR construction, not the path regexes.
    build: (impl) => () => ImportGraph.fromEdges(g.n, g.from, g.to, { kinds: g.kind, kindNames: index.edgeKinds, tests, impl }).delete(),
    'reach all': (impl) => () => built[impl].reach([s]),
    'reach depth 2': (impl) => () => built[impl].reach([s], { depth: 2, excludeKinds: ['type-only'] }),
    'importers d2 fanout 16': (impl) => () => built[impl].importers([t], { depth: 2, fanout: 16, tests: 'last' }),
  };
  for (const [op, mk] of Object.entries(ops)) for (const impl of ['wasm', 'js']) bench.add(`${name} | ${op} | ${impl}`, mk(impl));
  await bench.run();
  const median = (task) => task.result.latency.p50;
  for (const op of Object.keys(ops)) {
    const w = bench.getTask(`${name} | ${op} | wasm`);
    const j = bench.getTask(`${name} | ${op} | js`);
    results.push({
      graph: name, nodes: g.n, edges: built.wasm.edgeCount, op,
      wasm_ms: +median(w).toFixed(4), js_ms: +median(j).toFixed(4), js_over_wasm: +(median(j) / median(w)).toFixed(2),
    });
  }
  const r = built.wasm.reach([s]);
  console.error(`graph.bench: ${name}: ${g.n} nodes, ${built.wasm.edgeCount} edges, ${r.order.length} reached from ${seed}`);
}

console.table(results);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'graph.json'), `${JSON.stringify({ node: process.version, results }, null, 2)}\n`);
