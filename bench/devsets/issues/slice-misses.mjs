// Why a seeded gold file is not in the slice: reads dumps of bench/issues-dump.mjs (one per set) and prints, per
// gold file the seeds reach but the slice does not show (tier symbols without a range on a gold hunk, or left out),
// where its hunks lie (which definitions, their rank among the file's definitions by the plain lexical score), what
// the file and the whole slice spent, and a category:
//   left-out        the file is not in the slice at all (the knapsack gave its tokens to other files)
//   outside-defs    every hunk lies outside the file's definitions (module level: imports, constants, a new def
//                   appended between two others); no definition's ranking can reach it
//   def-top-N       a hunk lies in a definition ranked N-th in its file (N ≤ 5): the plan could have shown it
//   def-low         a hunk lies in a definition ranked past the fifth in its file (or matching no word of the text)
//   not-dumped      the file is past the dump's first ten seed files (no definitions dumped)
// and a summary per set: counts per category, by seed rank (≤ 5, > 5), and the slice's tokens by tier.
//
// With --leaves: for gold files at tier symbols whose ranges miss every hunk, the chance that the k-th of their
// unshown innermost definitions (by the plain lexical score relative to the file's best) holds a hunk, by k and by
// relevance, and the constant c of the fit P(hit | k) = c / k (hits over Σ 1/k, k ≤ 30) per repository, with each
// repository left out of the pooled fit (plan.ts LEAF_HIT).
//
// With --spend: where the slice's tokens go, by the file's seed rank (1 … 5, 6–10, 11+, not a seed) and tier, with
// the gold files among them and how many of those the slice shows.
//
// usage: node bench/devsets/issues/slice-misses.mjs DUMP.json [DUMP2.json …] [--quiet] [--leaves] [--spend]
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
const leavesMode = args.includes('--leaves');
const dumps = args.filter((a) => !a.startsWith('--'));
if (!dumps.length) { console.error('usage: node bench/devsets/issues/slice-misses.mjs DUMP.json [DUMP2.json …] [--quiet]'); process.exit(2); }

const overlaps = (a, b, s, e) => a <= Math.max(s, e) && b >= Math.min(s, e);

/** Returns the innermost definitions holding a hunk, or [] when the hunk lies outside every definition. */
function hunkDefs(defs, [s, e]) {
  const hit = defs.filter((d) => overlaps(d.start, d.end, s, e));
  // innermost: no other hit starts inside it
  return hit.filter((d) => !hit.some((o) => o !== d && o.start >= d.start && o.end <= d.end && (o.start > d.start || o.end < d.end)));
}

if (leavesMode) { leafRates(dumps); process.exit(0); }
if (args.includes('--spend')) { spend(dumps); process.exit(0); }

/** Prints the slice's tokens by seed rank and tier (see --spend above). */
function spend(paths) {
  for (const path of paths) {
    const rows = JSON.parse(readFileSync(path, 'utf8'));
    const t = {};
    for (const r of rows) {
      const order = [...new Set(r.seeds.map((s) => s.path))];
      for (const f of r.mfiles) {
        const k = order.indexOf(f.path) + 1;
        const key = `${k === 0 ? 'not a seed' : k <= 5 ? `rank ${k}` : k <= 10 ? 'rank 6-10' : 'rank 11+'} ${f.tier}`;
        const e = (t[key] ??= { n: 0, tok: 0, gold: 0, shown: 0 });
        e.n++;
        e.tok += f.tokens;
        if (!r.gold_files.includes(f.path)) continue;
        e.gold++;
        const hunks = r.gold_hunks?.[f.path] ?? [];
        if (f.tier === 'full' || (f.tier === 'symbols' && f.ranges.some(([a, b]) => hunks.some(([s, e2]) => overlaps(a, b, s, e2))))) e.shown++;
      }
    }
    console.log(`${path}: ${rows.length} issues`);
    for (const [k, e] of Object.entries(t).sort()) console.log(`  ${k.padEnd(22)} files ${String(e.n).padStart(4)}  tokens per issue ${String(Math.round(e.tok / rows.length)).padStart(5)}  gold ${String(e.gold).padStart(3)}  shown ${String(e.shown).padStart(3)}`);
  }
}

/** Prints the leaf hit rates (see --leaves above). */
function leafRates(paths) {
  const perRepo = new Map(); // repo → [hits, Σ 1/k]
  for (const path of paths) {
    const rows = JSON.parse(readFileSync(path, 'utf8'));
    const byK = {};
    const byRel = {};
    let n = 0;
    for (const r of rows) {
      for (const f of r.files) {
        if (!f.isGold) continue;
        const mf = r.mfiles.find((x) => x.path === f.path);
        if (mf?.tier !== 'symbols') continue;
        const hunks = r.gold_hunks?.[f.path] ?? [];
        if (mf.ranges.some(([a, b]) => hunks.some(([s, e]) => overlaps(a, b, s, e)))) continue;
        n++;
        // The knapsack's leaves (plan.ts): innermost definitions not starting inside a shown range.
        const byStart = [...f.defs].sort((a, b) => a.start - b.start || b.end - a.end);
        const leaves = byStart.filter((d, k) => !(k + 1 < byStart.length && byStart[k + 1].start <= d.end) && !mf.ranges.some(([a, b]) => a <= d.start && d.start <= b));
        const best = Math.max(0, ...f.defs.map((d) => d.own));
        const L = leaves.map((d) => ({ rel: best > 0 ? (d.own / best) ** 2 : 0, start: d.start, hit: hunks.some(([s, e]) => overlaps(d.start, d.end, s, e)) }));
        L.sort((a, b) => b.rel - a.rel || a.start - b.start);
        const acc = perRepo.get(r.repo) ?? [0, 0];
        L.forEach((d, k) => {
          const kb = k < 5 ? `k${k + 1}` : k < 10 ? 'k6-10' : k < 30 ? 'k11-30' : 'k31+';
          const rb = d.rel >= 0.8 ? '≥.8' : d.rel >= 0.5 ? '.5-.8' : d.rel >= 0.25 ? '.25-.5' : d.rel >= 0.1 ? '.1-.25' : d.rel > 0 ? '0-.1' : '0';
          for (const [m, key] of [[byK, kb], [byRel, rb]]) { const e = (m[key] ??= [0, 0]); e[0]++; if (d.hit) e[1]++; }
          if (k < 30) { acc[0] += d.hit ? 1 : 0; acc[1] += 1 / (k + 1); }
        });
        perRepo.set(r.repo, acc);
      }
    }
    console.log(`${path}: ${n} gold files at tier symbols whose ranges miss`);
    console.log(`  hits by rank in file: ${Object.entries(byK).map(([k, [m, h]]) => `${k} ${h}/${m}`).join('  ')}`);
    console.log(`  hits by relevance:    ${Object.entries(byRel).map(([k, [m, h]]) => `${k} ${h}/${m}`).join('  ')}`);
  }
  const fit = (rs) => { const h = rs.reduce((s, [, a]) => s + a[0], 0); const w = rs.reduce((s, [, a]) => s + a[1], 0); return w ? h / w : 0; };
  const all = [...perRepo];
  console.log(`c (P(hit | k) = c / k, k ≤ 30): pooled ${fit(all).toFixed(3)}`);
  for (const [repo, a] of all) console.log(`  ${repo.padEnd(24)} own ${(a[1] ? a[0] / a[1] : 0).toFixed(3)} (${a[0]} hits)  left out: ${fit(all.filter(([r]) => r !== repo)).toFixed(3)}`);
}

for (const path of dumps) {
  const rows = JSON.parse(readFileSync(path, 'utf8'));
  const cats = {};
  const tierTokens = { full: 0, symbols: 0, other: 0 };
  let issues = 0;
  let goldN = 0;
  let shownN = 0;
  const lines = [];
  for (const r of rows) {
    issues++;
    const seedOrder = [...new Set(r.seeds.map((s) => s.path))];
    for (const f of r.mfiles) tierTokens[f.tier === 'full' || f.tier === 'symbols' ? f.tier : 'other'] += f.tokens;
    const total = r.mfiles.reduce((n, f) => n + f.tokens, 0);
    for (const g of r.gold_files) {
      goldN++;
      const mf = r.mfiles.find((f) => f.path === g);
      const hunks = r.gold_hunks?.[g] ?? [];
      const shown = mf?.tier === 'full' || (mf?.tier === 'symbols' && mf.ranges.some(([a, b]) => hunks.some(([s, e]) => overlaps(a, b, s, e))));
      if (shown) { shownN++; continue; }
      const rank = seedOrder.indexOf(g) + 1;
      if (!rank) continue; // not seeded: the file ranking's miss, not the plan's
      const df = r.files.find((f) => f.path === g);
      let cat;
      let where = '';
      if (!df) cat = 'not-dumped';
      else {
        const byOwn = [...df.defs].sort((a, b) => b.own - a.own || a.start - b.start);
        const best = byOwn[0]?.own ?? 0;
        const inner = [...new Set(hunks.flatMap((h) => hunkDefs(df.defs, h)))];
        const ranks = inner.map((d) => ({ d, k: d.own > 0 ? byOwn.indexOf(d) + 1 : Infinity }));
        const bestK = Math.min(...ranks.map((x) => x.k));
        where = ranks.map(({ d, k }) => `${d.name}[${d.start}-${d.end}] #${k === Infinity ? '-' : k} ${best > 0 ? (d.own / best).toFixed(2) : '0'}${d.seeds.length ? ' seed' : ''}`).join(', ');
        cat = !inner.length ? 'outside-defs' : bestK <= 5 ? `def-top-${bestK}` : 'def-low';
      }
      if (!mf) cat = `left-out/${cat}`;
      const key = `${cat.replace(/def-top-\d/, 'def-top')} ${rank <= 5 ? 'r≤5' : 'r>5'}`;
      cats[key] = (cats[key] ?? 0) + 1;
      const shownRanges = mf?.ranges?.map(([a, b]) => `${a}-${b}`).join(',') ?? '';
      lines.push(`${r.id} ${g} rank ${rank} ${df ? `${df.tokens} tok` : ''} tier ${mf?.tier ?? '-'} (${mf?.tokens ?? 0} tok) | ${cat} | hunks ${hunks.map(([s, e]) => `${s}-${e}`).join(',')} | in ${where || '-'} | shows ${shownRanges} | slice ${total} tok, ${r.mfiles.filter((f) => f.tier === 'full').length} full, ${r.mfiles.filter((f) => f.tier === 'symbols').length} symbols`);
    }
  }
  console.log(`${path}: ${issues} issues, ${goldN} gold files, ${shownN} shown`);
  if (!quiet) for (const l of lines) console.log(`  ${l}`);
  for (const [k, v] of Object.entries(cats).sort()) console.log(`  ${k.padEnd(34)} ${v}`);
  console.log(`  tokens by tier: full ${tierTokens.full}, symbols ${tierTokens.symbols}, other ${tierTokens.other} (mean per issue ${Math.round((tierTokens.full + tierTokens.symbols + tierTokens.other) / issues)})`);
}
