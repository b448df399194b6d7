// Reads dumps of files-evidence-dump.mjs and measures co-change as file evidence: per issue, the files most often
// committed together with each of the first three seed files in the last N commits that touched it before the base
// commit (from the repository's mirror; git history, evidence no word carries). Prints, per set, how often the first
// three such files outside the first ten seed files are gold, beside the share of seed files at ranks 6–10 that are
// (a file worth a slot must beat the one whose slot it takes), how many lost hunks they hold, and the swap
// estimate of files-evidence.mjs (the first such file takes seed slot 6, 8 or 10) with each repository left out.
//
// usage: node bench/devsets/issues/cochange-evidence.mjs DATA.jsonl DUMP.json [DATA2.jsonl DUMP2.json]   (N=300, MAX_FILES=20; VERBOSE=1 lists the hits)
import { readFileSync } from 'node:fs';
import { git, mirrorOf } from '../../lib/checkouts.mjs';

const N = Number(process.env.N ?? 300);
const MAX_FILES = Number(process.env.MAX_FILES ?? 20);
const args = process.argv.slice(2);
const SLOTS = [6, 8, 10];
const perRepo = new Map(); // repo → [net at slot 6, 8, 10]: the swap's estimate, as files-evidence.mjs counts it
for (let a = 0; a < args.length; a += 2) {
  const rows = new Map(readFileSync(args[a], 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).map((r) => [r.instance_id, r]));
  const xs = JSON.parse(readFileSync(args[a + 1], 'utf8'));
  const hit = [0, 0, 0], n = [0, 0, 0];
  let lost = 0, seedHit = 0, seedN = 0, t0 = performance.now();
  for (const x of xs) {
    const row = rows.get(x.id);
    const mirror = mirrorOf('/work/.mirror', row.repo);
    const top = x.cands.filter((c) => c.seed >= 1 && c.seed <= 3).sort((p, q) => p.seed - q.seed);
    const count = new Map();
    for (const s of top) {
      let out = '';
      try { out = git(['--git-dir', mirror, 'log', `-n${N}`, '--format=%x01', '--name-only', '--full-diff', row.base_commit, '--', s.path]); } catch { continue; }
      for (const commit of out.split('\x01')) {
        const files = commit.split('\n').map((l) => l.trim()).filter((l) => l && l !== s.path);
        if (files.length > MAX_FILES) continue; // sweeping commits say nothing about one file
        for (const f of files) count.set(f, (count.get(f) ?? 0) + 1 / (4 - s.seed));
      }
    }
    const src = new Map(x.cands.map((c) => [c.path, c]));
    const outside = [...count].filter(([p]) => { const c = src.get(p); return c && c.src && (c.seed === 0 || c.seed > 10); }).sort((p, q) => q[1] - p[1] || (p[0] < q[0] ? -1 : 1));
    const gold = new Map(x.gold.map((g) => [g.path, g]));
    outside.slice(0, 3).forEach(([p], j) => { n[j]++; if (gold.has(p)) { hit[j]++; const g = gold.get(p); lost += (Math.max(1, g.hunks) * (1 - g.vis)) / x.nhunks; if (process.env.VERBOSE) console.log(`  ${x.id} ${j + 1}: ${p} seed ${g.seed} lost ${((Math.max(1, g.hunks) * (1 - g.vis)) / x.nhunks).toFixed(2)}`); } });
    for (const c of x.cands) if (c.seed >= 6 && c.seed <= 10) { seedN++; if (gold.has(c.path)) seedHit++; }
    const net = perRepo.get(row.repo) ?? SLOTS.map(() => 0);
    SLOTS.forEach((k, i) => {
      const first = outside[0] && gold.get(outside[0][0]);
      if (first) net[i] += (Math.max(1, first.hunks) * (1 - first.vis)) / x.nhunks;
      const kth = x.cands.find((c) => c.seed === k);
      const g = kth && gold.get(kth.path);
      if (g) net[i] -= (Math.max(1, g.hunks) * g.vis) / x.nhunks;
    });
    perRepo.set(row.repo, net);
  }
  console.log(`${args[a + 1]}: co-changed files outside the first ten seed files, 1st / 2nd / 3rd gold ${hit.map((h, j) => `${h}/${n[j]}`).join(' / ')}; lost hunks they hold ${lost.toFixed(1)} issues' worth; seed files 6–10 gold ${seedHit}/${seedN} (${(100 * seedHit / seedN).toFixed(1)}%); ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}
// With each repository left out: the slot (or none) best on the others, its net on the one left out.
let loo = 0;
const folds = [];
for (const r of perRepo.keys()) {
  const others = [0, ...SLOTS.map((_, i) => [...perRepo].filter(([q]) => q !== r).reduce((acc, [, v]) => acc + v[i], 0))];
  const best = others.indexOf(Math.max(...others));
  const v = best === 0 ? 0 : perRepo.get(r)[best - 1];
  loo += v;
  folds.push(`${r.split('/')[1]} ${best === 0 ? 'none' : `slot ${SLOTS[best - 1]}`} ${v >= 0 ? '+' : ''}${v.toFixed(2)}`);
}
console.log(`swap estimate per slot 6 / 8 / 10: ${[...perRepo].map(([r, v]) => `${r.split('/')[1]} ${v.map((y) => y.toFixed(2)).join(' / ')}`).join('; ')}`);
console.log(`LOO: ${folds.join('; ')}; left-out sum ${loo >= 0 ? '+' : ''}${loo.toFixed(2)} issues (the base: 0)`);
