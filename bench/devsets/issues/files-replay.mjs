// Replays the file order of the fused seeds (fuse.ts fuseSeeds: noisy-OR of a file's three strongest seeds) on dumps
// of files-dump.mjs, with candidate re-ranking mechanisms added, and prints file Acc@1/3/5/10 per repository, per
// set, and a leave-one-repository-out choice of each mechanism's constants.
//
// usage: node bench/devsets/issues/files-replay.mjs DEV.json HELDOUT.json [MECHANISM]
import { readFileSync } from 'node:fs';
import { fusedFiles } from './replay.mjs';

const [devPath, hoPath, only] = process.argv.slice(2);
const sets = { dev: JSON.parse(readFileSync(devPath, 'utf8')), ho: JSON.parse(readFileSync(hoPath, 'utf8')) };
const round2 = (x) => Math.round(x * 100) / 100;

/** Returns the seeds with one seed per line (fuseSeeds dedup by path:line, the stronger kept). */
function dedup(seeds) {
  const m = new Map();
  for (const s of seeds) { const k = `${s.path}\0${s.line}`; const o = m.get(k); if (!o || s.c > o.c) m.set(k, s); }
  return [...m.values()];
}

const dirOf = (p) => p.slice(0, p.lastIndexOf('/') + 1);

/**
 * Mechanisms: each returns extra seeds `{path, c}` (graph evidence) for an issue, given its baseline file order.
 * p: { a (weight), k (files that give), mode: 'out'|'in'|'both'|'dir'|'both+dir', agg: 'sum'|'max',
 *      norm: 'none'|'sqrt' }
 */
function graphSeeds(r, base, p) {
  const idx = new Map(r.cand.map((c, i) => [c, i]));
  const ev = new Map(base.slice(0, p.k).map((f) => [f.path, f.score]));
  const nb = r.cand.map(() => new Set());
  const useOut = p.mode.includes('out') || p.mode.includes('both'), useIn = p.mode.includes('in') || p.mode.includes('both');
  for (const [i, j] of r.edges) { if (useOut) nb[i].add(j); if (useIn) nb[j].add(i); }
  if (p.mode.includes('dir')) {
    for (let i = 0; i < r.cand.length; i++) for (let j = 0; j < r.cand.length; j++) if (i !== j && dirOf(r.cand[i]) === dirOf(r.cand[j])) nb[i].add(j);
  }
  // Who may gain: the seeded files and the lexical ranking's first `reach` files.
  const pool = new Set([...base.map((f) => f.path), ...r.lex.slice(0, p.reach ?? 50).map((x) => x.path)]);
  const out = [];
  for (const path of pool) {
    const i = idx.get(path);
    if (i === undefined) continue;
    let s = 0, n = 0;
    for (const j of nb[i]) {
      const e = ev.get(r.cand[j]);
      if (!e) continue;
      n++;
      s = p.agg === 'max' ? Math.max(s, e) : s + e;
    }
    if (!n) continue;
    if (p.min && n < p.min) continue;
    if (p.norm === 'sqrt') s /= Math.sqrt(Math.max(1, r.indeg[i] + r.outdeg[i]));
    if (p.norm === 'log') s /= Math.log2(2 + r.indeg[i] + r.outdeg[i]);
    out.push({ path, line: -1, c: round2(Math.min(p.cap ?? 1, p.a * s)) });
  }
  return out;
}

/** Lexical-level propagation: BM25F shares among the first 50 re-scored with neighbours', lexical seeds re-made. */
function lexSeeds(r, base, p) {
  const lexSeeds = r.seeds.filter((s) => s.src === 'lexical');
  if (!lexSeeds.length) return null;
  const top = Math.max(...lexSeeds.map((s) => s.c));
  const w = top; // confidence of the best lexical file (LEXICAL_WEIGHT × the text's weight)
  const idx = new Map(r.cand.map((c, i) => [c, i]));
  const L = r.lex.slice(0, 50);
  const best = L[0]?.s ?? 1;
  const sc = new Map(L.map((x) => [x.path, x.s / best]));
  const nb = new Map();
  const lexIdx = new Set(L.map((x) => idx.get(x.path)));
  const link = (a, b) => { if (!nb.has(a)) nb.set(a, []); nb.get(a).push(b); };
  if (!p.mode.startsWith('dir')) for (const [i, j] of r.edges) {
    if (!lexIdx.has(i) || !lexIdx.has(j)) continue;
    const a = r.cand[i], b = r.cand[j];
    if (!p.mode.startsWith('in')) link(a, b);
    if (!p.mode.startsWith('out')) link(b, a);
  }
  if (p.mode.includes('dir')) for (const x of L) for (const y of L) if (x !== y && dirOf(x.path) === dirOf(y.path)) link(x.path, y.path);
  const K = p.k;
  const topK = new Set(L.slice(0, K).map((x) => x.path));
  const ns = L.map((x) => {
    let s = 0;
    const deg = (path) => { const i = idx.get(path); return Math.max(1, r.indeg[i] + r.outdeg[i]); };
    for (const y of new Set(nb.get(x.path) ?? [])) if (topK.has(y) && (!p.up || sc.get(y) > sc.get(x.path))) { const v = p.norm === 'sym' ? sc.get(y) / Math.sqrt(deg(y)) : sc.get(y); s = p.agg === 'max' ? Math.max(s, v) : s + v; }
    if (p.norm === 'sqrt' || p.norm === 'sym') { const i = idx.get(x.path); s /= Math.sqrt(Math.max(1, r.indeg[i] + r.outdeg[i])); }
    return { path: x.path, s: sc.get(x.path) + p.a * s };
  }).sort((a, b) => b.s - a.s);
  const nbest = ns[0].s;
  const oldShare = new Map();
  for (const s of lexSeeds) oldShare.set(s.path, Math.max(oldShare.get(s.path) ?? 0, s.c));
  const out = r.seeds.filter((s) => s.src !== 'lexical');
  for (const x of ns.slice(0, 12)) {
    const c = round2(w * x.s / nbest);
    out.push({ path: x.path, line: 0, c, src: 'lexical' });
    // sub-seeds kept, scaled like the main one
    const old = oldShare.get(x.path);
    if (old) for (const s of lexSeeds) if (s.path === x.path && s.c < old) out.push({ ...s, c: round2(s.c * c / old) });
  }
  return out;
}

function evaluate(set, fn) {
  const per = new Map();
  for (const r of set) {
    const base = fusedFiles(dedup(r.seeds));
    let seeds = r.seeds;
    if (fn) {
      const x = fn(r, base);
      if (x && x.replace) seeds = x.replace;
      else if (x) seeds = [...r.seeds, ...x];
    }
    const ord = fusedFiles(dedup(seeds)).map((f) => f.path);
    const gold = new Set(r.gold_files);
    const k = ord.findIndex((p) => gold.has(p)) + 1;
    const s = per.get(r.repo) ?? { n: 0, a1: 0, a3: 0, a5: 0, a10: 0, ranks: {} };
    s.n++; if (k && k <= 1) s.a1++; if (k && k <= 3) s.a3++; if (k && k <= 5) s.a5++; if (k && k <= 10) s.a10++;
    s.ranks[r.id] = k || null;
    per.set(r.repo, s);
  }
  return per;
}
const tot = (per, repos) => { const t = { n: 0, a1: 0, a3: 0, a5: 0, a10: 0 }; for (const [repo, s] of per) if (!repos || repos.includes(repo)) for (const k of Object.keys(t)) t[k] += s[k]; return t; };
const fmt = (t) => `${(100 * t.a1 / t.n).toFixed(1)}/${(100 * t.a3 / t.n).toFixed(1)}/${(100 * t.a5 / t.n).toFixed(1)}/${(100 * t.a10 / t.n).toFixed(1)}`;
// objective: Acc@1 + Acc@3 + Acc@5 (counts)
const obj = (t) => t.a1 + t.a3 + t.a5 + (process.env.W10 ? Number(process.env.W10) * t.a10 : 0);

// check: baseline replay equals the dump's file_rank
let bad = 0;
for (const r of [...sets.dev, ...sets.ho]) {
  const ord = fusedFiles(dedup(r.seeds)).map((f) => f.path);
  const gold = new Set(r.gold_files);
  const k = ord.findIndex((p) => gold.has(p)) + 1 || null;
  if (k !== r.file_rank) bad++;
}
console.log(`baseline replay mismatches: ${bad}`);

const grid = [];
const modes = ['out', 'in', 'both', 'dir', 'both+dir'];
for (const mode of modes) for (const a of [0.05, 0.1, 0.2, 0.3, 0.5]) for (const k of [3, 5, 10]) for (const agg of ['sum', 'max']) for (const norm of ['none', 'sqrt']) for (const reach of [0, 20, 50]) {
  grid.push({ name: `graph ${mode} a=${a} k=${k} ${agg} ${norm} reach=${reach}`, fn: (r, base) => graphSeeds(r, base, { mode, a, k, agg, norm, reach }) });
}
for (const mode of (process.env.MODES ?? 'out,in,both').split(',')) for (const a of (process.env.AS ?? '0.05,0.1,0.2,0.3,0.5').split(',').map(Number)) for (const k of [3, 5, 10, 20]) for (const agg of ['sum', 'max']) for (const norm of (process.env.NORMS ?? 'none,sqrt').split(',')) {
  grid.push({ name: `lexprop ${mode} a=${a} k=${k} ${agg} ${norm}`, fn: (r, base) => { const s = lexSeeds(r, base, { mode, a, k, agg, norm, up: !!process.env.UP }); return s ? { replace: s } : null; } });
}
const chosen = only ? grid.filter((g) => g.name.startsWith(only)) : grid;
const baseDev = evaluate(sets.dev), baseHo = evaluate(sets.ho);
console.log(`baseline dev ${fmt(tot(baseDev))}  ho ${fmt(tot(baseHo))}`);
const results = chosen.map((g) => ({ ...g, dev: evaluate(sets.dev, g.fn), ho: evaluate(sets.ho, g.fn) }));
const all = (x) => new Map([...x.dev, ...x.ho]);
const baseAll = all({ dev: baseDev, ho: baseHo });
const repos = [...baseAll.keys()];
results.sort((a, b) => obj(tot(all(b))) - obj(tot(all(a))));
for (const x of results.slice(0, 25)) console.log(`${x.name.padEnd(55)} dev ${fmt(tot(x.dev))}  ho ${fmt(tot(x.ho))}  Δobj ${obj(tot(all(x))) - obj(tot(baseAll))}`);
// LOO: per repository left out, the setting best on the other eight (ties: the first in grid order), its result there.
const byFamily = new Map();
for (const x of results) { const fam = x.name.split(' ')[0]; if (!byFamily.has(fam)) byFamily.set(fam, []); byFamily.get(fam).push(x); }
for (const [fam, list] of byFamily) {
  console.log(`\nLOO ${fam}:`);
  let gain = 0;
  for (const repo of repos) {
    const others = repos.filter((r) => r !== repo);
    let best = null, bestObj = -Infinity;
    for (const x of list) { const o = obj(tot(all(x), others)) - obj(tot(baseAll, others)); if (o > bestObj) { bestObj = o; best = x; } }
    const held = obj(tot(all(best), [repo])) - obj(tot(baseAll, [repo]));
    gain += held;
    console.log(`  ${repo.padEnd(22)} best-on-others ${best.name} (+${bestObj})  here Δ${held}  ${fmt(tot(baseAll, [repo]))} → ${fmt(tot(all(best), [repo]))}`);
  }
  console.log(`  LOO total Δobj ${gain}`);
}
if (process.env.SHOW) {
  const x = results.find((g) => g.name === process.env.SHOW);
  for (const [per, base] of [[x.dev, baseDev], [x.ho, baseHo]]) for (const [repo, s] of per) for (const [id, k] of Object.entries(s.ranks)) {
    const b = base.get(repo).ranks[id];
    if (b !== k) console.log(`${id.padEnd(34)} ${b ?? '-'} → ${k ?? '-'}`);
  }
}
