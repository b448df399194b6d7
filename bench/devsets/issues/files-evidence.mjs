// Reads dumps of files-evidence-dump.mjs and says whether any file-level evidence picks out the gold files the seeds
// rank past the tenth or never reach, well enough to show them. Prints, per set:
//  1. where the lost hunks lie (issue-weighted: a gold file's unshown hunks over its issue's hunks), by the gold
//     file's seed rank;
//  2. the share of seed files at each rank 1–20 that the fix changed, beside the share of the first three candidates
//     outside the first ten seed files under each ordering below that it changed: a candidate is worth a slot only if
//     it beats the seed file whose slot it takes;
//  3. per rule (a predicate over the files outside the first ten seed files), how many such files it fires on per
//     issue, how many lost gold targets and lost hunks it covers, its precision;
//  4. a swap's estimate, optimistic for the candidate: the ordering's best file outside the first ten seed files takes
//     seed slot k (6, 8, 10) and counts as shown whole at no cost (+ its lost hunks), the slot's file leaving the
//     slice (− the hunks it shows now); the setting best on the other repositories chosen for each one left out
//     (`LOO`), the left-out sum printed.
//
// usage: node bench/devsets/issues/files-evidence.mjs DEV.json HELDOUT.json       (SHOW=rule lists the gold hits)
import { readFileSync } from 'node:fs';

const [devF, hoF] = process.argv.slice(2);
const sets = [['dev', devF], ['held-out', hoF]].filter(([, f]) => f).map(([name, f]) => ({ name, xs: JSON.parse(readFileSync(f, 'utf8')) }));
const TOP = 10;

const lostOf = (x, g) => (Math.max(1, g.hunks) * (1 - g.vis)) / x.nhunks;
const shownOf = (x, g) => (Math.max(1, g.hunks) * g.vis) / x.nhunks;
const absent = (x, g) => !x.cands.some((c) => c.path === g.path);
const bucket = (s) => (s === 0 ? 'never seeded' : s <= 5 ? '1-5' : s <= 10 ? '6-10' : '11+');
const adjN = (c) => new Set([...c.imp, ...c.by]).size;
const adjK = (c, K) => [...c.imp, ...c.by].some((k) => k <= K);
const outside = (c) => c.src && (c.seed === 0 || c.seed > TOP);
const target = (x, g) => (g.seed === 0 || g.seed > TOP) && g.vis < 1 && !absent(x, g);

/** Orderings of candidate files: each returns a score (0: not a candidate). */
const ORDERS = {
  lex: (c) => c.lex,
  def: (c) => c.def,
  'lex+def': (c) => c.lex + c.def,
  'lex+0.05adjN': (c) => c.lex + 0.05 * adjN(c),
  'lex+0.1adjN': (c) => c.lex + 0.1 * adjN(c),
  'lex+0.1impN': (c) => c.lex + 0.1 * c.imp.length,
  'lex+0.2impN': (c) => c.lex + 0.2 * c.imp.length,
  'lex*(1+adjN)': (c) => c.lex * (1 + adjN(c)),
  'def*(1+adjN)': (c) => c.def * (1 + adjN(c)),
  'impN/sqrt(indeg)': (c) => c.imp.length / Math.sqrt(1 + c.indeg) + 1e-3 * c.lex,
  'names/files': (c) => c.names.reduce((a, [, k]) => a + 1 / k, 0) + 1e-3 * c.lex,
};
const RULES = {
  'lex≤20': (c) => c.lexRank > 0 && c.lexRank <= 20,
  'lex≤50': (c) => c.lexRank > 0 && c.lexRank <= 50,
  'def≤20': (c) => c.defRank > 0 && c.defRank <= 20,
  'adj seed 1': (c) => adjK(c, 1),
  'adj seed 1-3': (c) => adjK(c, 3),
  'adj 1-3 & lex≤50': (c) => adjK(c, 3) && c.lexRank > 0 && c.lexRank <= 50,
  'adj 1-3 & def≤20': (c) => adjK(c, 3) && c.defRank > 0 && c.defRank <= 20,
  'imported by ≥3 of 10': (c) => c.imp.length >= 3,
  'defines a name': (c) => c.names.length > 0,
  'name of ≤2 files': (c) => c.names.some(([, k]) => k <= 2),
  'name & lex≤50': (c) => c.names.length > 0 && c.lexRank > 0 && c.lexRank <= 50,
  'module mention': (c) => c.mod === 1,
  'named test\'s file': (c) => c.test === 1,
};
const ranked = (x, score) => x.cands.filter(outside).map((c) => ({ c, s: score(c) })).filter((y) => y.s > 0)
  .sort((a, b) => b.s - a.s || (a.c.path < b.c.path ? -1 : 1));

for (const { name, xs } of sets) {
  const lost = {};
  let edits = 0;
  for (const x of xs) {
    edits += x.edits;
    for (const g of x.gold) {
      const k = absent(x, g) ? 'added by the fix' : bucket(g.seed);
      lost[k] = (lost[k] ?? 0) + lostOf(x, g);
    }
  }
  console.log(`\n== ${name}: ${xs.length} issues, edited lines visible ${(100 * edits / xs.length).toFixed(1)}; lost (issues' worth): ${Object.entries(lost).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
  const hit = new Array(21).fill(0), n = new Array(21).fill(0);
  for (const x of xs) { const gold = new Set(x.gold.map((g) => g.path)); for (const c of x.cands) if (c.seed > 0 && c.seed <= 20) { n[c.seed]++; if (gold.has(c.path)) hit[c.seed]++; } }
  console.log(`seed file at rank r is gold: ${hit.slice(1).map((h, i) => `${i + 1} ${(100 * h / Math.max(1, n[i + 1])).toFixed(1)}%`).join(', ')}`);
  console.log('candidates outside the first ten seed files, 1st / 2nd / 3rd by ordering, gold (of issues):');
  for (const [on, score] of Object.entries(ORDERS)) {
    const h = [0, 0, 0];
    for (const x of xs) { const gold = new Set(x.gold.map((g) => g.path)); ranked(x, score).slice(0, 3).forEach((y, j) => { if (gold.has(y.c.path)) h[j]++; }); }
    console.log(`  ${on.padEnd(18)} ${h.join(' / ')}`);
  }
  console.log(`rules over files outside the first ${TOP} seed files: fires per issue, lost gold targets covered, lost hunks covered, precision`);
  for (const [rn, rule] of Object.entries(RULES)) {
    let fires = 0, gh = 0, ga = 0, lh = 0, la = 0;
    for (const x of xs) {
      fires += x.cands.filter((c) => outside(c) && rule(c)).length;
      for (const g of x.gold) {
        if (!target(x, g)) continue;
        const c = x.cands.find((y) => y.path === g.path);
        ga++; la += lostOf(x, g);
        if (rule(c)) { gh++; lh += lostOf(x, g); if (process.env.SHOW === rn) console.log(`    ${x.id} ${g.path} seed ${g.seed} lex ${c.lexRank} def ${c.defRank} adj ${c.imp}/${c.by} names ${JSON.stringify(c.names)}`); }
      }
    }
    console.log(`  ${rn.padEnd(22)} ${(fires / xs.length).toFixed(1).padStart(6)}  ${String(gh).padStart(3)}/${ga}  ${lh.toFixed(1).padStart(5)}/${la.toFixed(1)}  ${(gh / Math.max(1, fires)).toFixed(3)}`);
  }
}

// 4. The swap's estimate, with each repository left out.
const all = sets.flatMap(({ name, xs }) => xs.map((x) => ({ ...x, set: name })));
const settings = [{ name: 'none' }];
for (const o of Object.keys(ORDERS)) for (const k of [6, 8, 10]) settings.push({ name: `${o} at ${k}`, o, k });
const net = (x, s) => {
  if (!s.o) return 0;
  const gold = new Map(x.gold.map((g) => [g.path, g]));
  const top = ranked(x, ORDERS[s.o])[0]?.c;
  let v = top && gold.has(top.path) ? lostOf(x, gold.get(top.path)) : 0;
  const kth = x.cands.find((c) => c.seed === s.k);
  if (kth && gold.has(kth.path)) v -= shownOf(x, gold.get(kth.path));
  return v;
};
const repos = [...new Set(all.map((x) => x.repo))];
const tab = settings.map((s) => { const per = Object.fromEntries(repos.map((r) => [r, 0])); for (const x of all) per[x.repo] += net(x, s); return { s, per }; });
const sum = (per, keep) => Object.entries(per).filter(([r]) => keep(r)).reduce((a, [, v]) => a + v, 0);
const devRepos = new Set(all.filter((x) => x.set === 'dev').map((x) => x.repo));
console.log('\nswap estimate, optimistic for the candidate (issues\' worth; the best candidate outside the first ten shown whole at no cost, seed slot k\'s file out), best 8 settings:');
for (const t of [...tab].sort((a, b) => sum(b.per, () => true) - sum(a.per, () => true)).slice(0, 8)) {
  console.log(`  ${t.s.name.padEnd(24)} dev ${sum(t.per, (r) => devRepos.has(r)).toFixed(2).padStart(6)}  held-out ${sum(t.per, (r) => !devRepos.has(r)).toFixed(2).padStart(6)}`);
}
let loo = 0;
const folds = [];
for (const r of repos) {
  let best = tab[0], bv = -Infinity;
  for (const t of tab) { const v = sum(t.per, (q) => q !== r); if (v > bv + 1e-9) { bv = v; best = t; } }
  loo += best.per[r];
  folds.push(`${r.split('/')[1]} ${best.s.name} ${best.per[r] >= 0 ? '+' : ''}${best.per[r].toFixed(2)}`);
}
console.log(`LOO: ${folds.join('; ')}\nleft-out sum ${loo >= 0 ? '+' : ''}${loo.toFixed(2)} issues of ${all.length} (the base: 0)`);
