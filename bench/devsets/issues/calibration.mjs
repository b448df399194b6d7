// How well the slicer's seed confidences are calibrated on the issue sets: for each kind of evidence (a seed's
// `source`, else its `why`), the share of seeds whose file the accepted fix changed, against the confidence they
// carry, bin by bin; the expected calibration error (ECE: the seed-weighted mean gap between the two); and the same
// for files (a file's evidence: the noisy-OR of its three strongest seeds, src/slice/fuse.ts seedFileEvidence).
//
// With --fit, it also fits a monotone map per kind (isotonic regression, pool-adjacent-violators) and reports the ECE
// it leaves with each repository left out of the fit (fitted on the others, measured on it), beside the ECE as is.
//
// With --replay KINDS (comma-separated kinds of evidence), it replays the fusion's file order (fuse.ts fuseSeeds: files
// by the noisy-OR of their three strongest seeds) with the confidences of those kinds mapped, each repository by maps
// fitted on the others, and prints file Acc@1/3/5 per input beside the order as is. An offline estimate: the slicer
// also uses confidences in its plan and its ranking of definitions, which only a bench run measures.
//
// --train INPUT fits the replay's maps on that input alone (e.g. the dev set, to measure the held-out set out of
// sample).
//
// usage: node bench/devsets/issues/calibration.mjs [--fit] [--replay KINDS [--train INPUT]] [--json OUT] RESULTS.json…
//   (bench/issues.bench.mjs --json outputs, which carry `seed_evidence`; several files are pooled, e.g. the dev and
//   held-out runs)
import { readFileSync, writeFileSync } from 'node:fs';
import { fusedFiles } from './replay.mjs';

const args = process.argv.slice(2);
const fit = args.includes('--fit');
const jsonAt = args.indexOf('--json');
const jsonOut = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
const replayAt = args.indexOf('--replay');
const replayKinds = replayAt >= 0 ? new Set(args[replayAt + 1].split(',')) : undefined;
const trainAt = args.indexOf('--train');
const train = trainAt >= 0 ? args[trainAt + 1] : undefined;
const valueAt = new Set([jsonAt, replayAt, trainAt].filter((i) => i >= 0).map((i) => i + 1));
const files = args.filter((a, i) => !a.startsWith('--') && !valueAt.has(i));
if (!files.length) { console.error('usage: node bench/devsets/issues/calibration.mjs [--fit] [--json OUT] RESULTS.json…'); process.exit(2); }

/** Every seed of every issue: { repo, kind, c (confidence), gold (its file was changed by the fix) }, and files. */
const seeds = [];
const fileRows = [];
const issues = []; // { input, repo, gold: Set, evidence }
for (const f of files) {
  for (const r of JSON.parse(readFileSync(f, 'utf8')).results) {
    if (!Array.isArray(r.seed_evidence)) continue;
    const gold = new Set(r.gold_files);
    issues.push({ input: f, repo: r.repo, gold, evidence: r.seed_evidence });
    for (const [path, kind, c] of r.seed_evidence) seeds.push({ input: f, repo: r.repo, kind, c, gold: gold.has(path) });
    for (const { path, score } of fusedFiles(r.seed_evidence.map(([path, , c]) => ({ path, c })))) fileRows.push({ repo: r.repo, kind: 'file', c: score, gold: gold.has(path) });
  }
}
if (!seeds.length) { console.error('calibration: no seed_evidence in the inputs (run bench/issues.bench.mjs from a build that records it)'); process.exit(1); }

const BINS = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0001];
const binOf = (c) => BINS.findIndex((b, i) => c >= b && c < BINS[i + 1]);

/** Returns the reliability table of `rows` (per confidence bin: n, mean confidence, gold share) and its ECE. */
function reliability(rows, conf = (r) => r.c) {
  const bins = BINS.slice(0, -1).map(() => ({ n: 0, c: 0, g: 0 }));
  for (const r of rows) { const b = bins[binOf(conf(r))]; b.n++; b.c += conf(r); b.g += r.gold ? 1 : 0; }
  let ece = 0;
  for (const b of bins) if (b.n) ece += (b.n / rows.length) * Math.abs(b.c / b.n - b.g / b.n);
  return { bins, ece };
}

/** Returns a monotone non-decreasing map confidence → probability fitted by pool-adjacent-violators on `rows`. */
function isotonic(rows) {
  // Equal confidences form one block from the start (their order among themselves is arbitrary).
  const same = new Map();
  for (const r of rows) { const t = same.get(r.c) ?? { sum: 0, n: 0 }; t.sum += r.gold ? 1 : 0; t.n++; same.set(r.c, t); }
  const pts = [...same].sort((a, b) => a[0] - b[0]);
  const blocks = []; // { lo, hi, sum, n }
  for (const [c, { sum, n }] of pts) {
    blocks.push({ lo: c, hi: c, sum, n });
    while (blocks.length > 1 && blocks.at(-2).sum / blocks.at(-2).n > blocks.at(-1).sum / blocks.at(-1).n) {
      const b = blocks.pop(); const a = blocks.at(-1);
      a.hi = b.hi; a.sum += b.sum; a.n += b.n;
    }
  }
  const knots = blocks.map((b) => ({ x: (b.lo + b.hi) / 2, y: b.sum / b.n }));
  const map = (c) => {
    if (!knots.length) return c;
    if (c <= knots[0].x) return knots[0].y;
    if (c >= knots.at(-1).x) return knots.at(-1).y;
    let i = 1;
    while (knots[i].x < c) i++;
    const a = knots[i - 1], b = knots[i];
    return a.y + ((b.y - a.y) * (c - a.x)) / (b.x - a.x || 1);
  };
  map.knots = knots;
  return map;
}

const kinds = [...new Set(seeds.map((s) => s.kind))].sort();
const repos = [...new Set(seeds.map((s) => s.repo))].sort();
const pct = (x) => (100 * x).toFixed(1).padStart(5);
const report = { inputs: files, kinds: {}, file: null };

function table(name, rows) {
  const { bins, ece } = reliability(rows);
  console.log(`\n${name}: ${rows.length} ${name === 'files' ? 'files' : 'seeds'}, gold share ${pct(rows.filter((r) => r.gold).length / rows.length)}%, ECE ${pct(ece)} points`);
  console.log('  confidence   n      mean conf  gold share');
  bins.forEach((b, i) => { if (b.n) console.log(`  ${BINS[i].toFixed(1)}-${Math.min(1, BINS[i + 1]).toFixed(1)}  ${String(b.n).padStart(6)}  ${pct(b.c / b.n)}%    ${pct(b.g / b.n)}%`); });
  const out = { n: rows.length, ece, bins: bins.map((b, i) => ({ from: BINS[i], n: b.n, mean: b.n ? b.c / b.n : null, gold: b.n ? b.g / b.n : null })) };
  if (fit) {
    // Leave one repository out: fit on the others, measure on it; pooled over the repositories.
    const mapped = [];
    for (const repo of repos) {
      const train = rows.filter((r) => r.repo !== repo);
      const test = rows.filter((r) => r.repo === repo);
      if (!test.length) continue;
      const m = isotonic(train);
      for (const r of test) mapped.push({ ...r, m: m(r.c) });
    }
    const loo = reliability(mapped, (r) => r.m).ece;
    console.log(`  isotonic map, each repository left out of its fit: ECE ${pct(loo)} points (as is: ${pct(ece)})`);
    out.ece_isotonic_loo = loo;
    // The map as shipped: fitted on --train's input when given (the development set), else on every input.
    const all = isotonic(train ? rows.filter((r) => r.input === train) : rows);
    out.map = BINS.slice(0, -1).map((b) => ({ at: b + 0.05, p: Math.round(all(b + 0.05) * 1000) / 1000 }));
    out.knots = all.knots.map((k) => [Math.round(k.x * 1000) / 1000, Math.round(k.y * 1000) / 1000]);
  }
  return out;
}

console.log(`calibration of seed confidences: ${files.join(', ')}; repositories: ${repos.join(', ')}`);
for (const k of kinds) report.kinds[k] = table(k, seeds.filter((s) => s.kind === k));
report.all = table('all seeds', seeds);
report.file = table('files', fileRows);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(report, null, 1));

/** Returns the paths of `evidence` in fused order (replay.mjs fusedFiles), confidences through `map(kind, c)`. */
const fusedPaths = (evidence, map) => fusedFiles(evidence.map(([path, kind, c]) => ({ path, c: map(kind, c) }))).map((x) => x.path);

if (replayKinds) {
  const mapsWithout = new Map();
  for (const repo of repos) {
    const m = new Map();
    for (const k of replayKinds) m.set(k, isotonic(seeds.filter((s) => s.kind === k && (train ? s.input === train : s.repo !== repo))));
    mapsWithout.set(repo, m);
  }
  console.log(`\nreplay of the fused file order, ${[...replayKinds].join(', ')} mapped (${train ? `maps fitted on ${train}` : 'each repository by maps fitted on the others'}): file Acc@1/3/5`);
  for (const input of files) {
    const rows = issues.filter((i) => i.input === input);
    const acc = (rankOf) => [1, 3, 5].map((k) => pct(rows.filter((i) => { const r = rankOf(i); return r > 0 && r <= k; }).length / rows.length)).join(' ');
    const rankWith = (map) => (i) => fusedPaths(i.evidence, map).findIndex((p) => i.gold.has(p)) + 1;
    const asIs = rankWith((_k, c) => c);
    const mapped = (i) => rankWith((k, c) => (mapsWithout.get(i.repo).has(k) ? mapsWithout.get(i.repo).get(k)(c) : c))(i);
    const moved = rows.map((i) => [i, asIs(i), mapped(i)]).filter(([, a, b]) => a !== b);
    console.log(`  ${input}: ${rows.length} issues; as is ${acc(asIs)}; mapped ${acc(mapped)}; rank changed for ${moved.length}`);
  }
}
