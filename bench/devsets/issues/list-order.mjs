// Re-orders the manifest's ranked list (`symbols`) of dumps of bench/issues-dump.mjs in a few structural ways and
// prints function Acc@5 (hits of 5, per repository) for each, beside the list as the slicer made it:
//   capK         at most K of the first five from one file (the rest deferred past the fifth): diversity
//   nameCapK     at most K of the first five with one last name (`A.draw`, `B.draw`: twins across classes)
//   enclosingAfterMember  a definition among the first five that encloses one listed above it (a class after its
//                method) deferred past the fifth
//   head         that, and an installed package's definitions deferred past the fifth while the project's own
//                follow: the slicer's order since src/slice/list-head.ts (replays dumps of builds before it)
//   fileFirst    every definition of the first seed file, then the second's, …
//   roundRobin   the best of each file (in list order of files), then the second best of each, …
//   top2Files    the best definition of each of the first two files first, then the list
// usage: node bench/devsets/issues/list-order.mjs DUMP.json [DUMP.json …]
import { readFileSync } from 'node:fs';
import { spanMatches } from '../../lib/issue-metrics.mjs';
// slice/evidence/list-head.js since the scorer/combiner split, slice/list-head.js in the builds before it.
const distUrl = (p) => new URL(`../../../${process.env.CK_DIST ?? 'dist'}/slice/${p}`, import.meta.url).href;
const { orderHead } = await import(distUrl('evidence/list-head.js')).catch(() => import(distUrl('list-head.js')));

/** Returns the 1-based rank of the first gold definition in `list` (duplicates counted once), or null. */
function rank(list, goldSpans) {
  const gold = new Map(Object.entries(goldSpans ?? {}));
  const seen = new Set();
  let k = 0;
  for (const e of list) {
    const key = `${e.path}#${e.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    k++;
    if ((gold.get(e.path) ?? []).some((g) => spanMatches(e.name, g))) return k;
  }
  return null;
}

/** Returns `list` with at most `cap` definitions of one group (`keyOf`: by default the file) among its first five. */
function capped(list, cap, keyOf = (e) => e.path) {
  const out = [];
  const deferred = [];
  const per = new Map();
  for (const e of list) {
    const key = keyOf(e);
    if (out.length < 5 && (per.get(key) ?? 0) >= cap) { deferred.push(e); continue; }
    out.push(e);
    per.set(key, (per.get(key) ?? 0) + 1);
    if (out.length === 5) { out.push(...deferred); deferred.length = 0; }
  }
  return [...out, ...deferred];
}

const lastName = (e) => e.name.slice(e.name.lastIndexOf('.') + 1);
const byFile = (list) => {
  const m = new Map();
  for (const e of list) { if (!m.has(e.path)) m.set(e.path, []); m.get(e.path).push(e); }
  return m;
};
const orders = {
  asMade: (x) => x.symbols,
  cap4: (x) => capped(x.symbols, 4),
  cap3: (x) => capped(x.symbols, 3),
  cap2: (x) => capped(x.symbols, 2),
  nameCap1: (x) => capped(x.symbols, 1, lastName),
  nameCap2: (x) => capped(x.symbols, 2, lastName),
  // src/slice/list-head.ts orderHead, as the slicer now makes its list (a dump of an earlier build replays it here):
  // only a definition enclosing one listed above it, then also an installed package's (an absolute path in a dump).
  enclosingAfterMember: (x) => orderHead(x.symbols),
  head: (x) => orderHead(x.symbols, (p) => p.startsWith('/')),
  fileFirst: (x) => {
    const fr = new Map();
    for (const s of x.seeds) if (!fr.has(s.path)) fr.set(s.path, fr.size);
    return [...x.symbols].sort((a, b) => (fr.get(a.path) ?? 1e9) - (fr.get(b.path) ?? 1e9));
  },
  roundRobin: (x) => {
    const files = [...byFile(x.symbols).values()];
    const out = [];
    for (let k = 0; out.length < x.symbols.length; k++) for (const l of files) if (l[k]) out.push(l[k]);
    return out;
  },
  top2Files: (x) => {
    const firsts = [...byFile(x.symbols).values()].slice(0, 2).map((l) => l[0]);
    return [...firsts, ...x.symbols.filter((e) => !firsts.includes(e))];
  },
};

const paths = process.argv.slice(2);
if (!paths.length) { console.error('usage: node bench/devsets/issues/list-order.mjs DUMP.json [DUMP.json …]'); process.exit(2); }
for (const path of paths) {
  const rows = JSON.parse(readFileSync(path, 'utf8')).filter((x) => x.fn_scored && x.symbols);
  for (const [name, order] of Object.entries(orders)) {
    const per = {};
    let hits = 0;
    for (const x of rows) {
      const r = rank(order(x), x.gold_spans);
      const h = r !== null && r <= 5 ? 1 : 0;
      hits += h;
      per[x.repo] = (per[x.repo] ?? 0) + h;
    }
    console.log(`${path}  ${name.padEnd(10)} ${hits} / ${rows.length}  ${JSON.stringify(per)}`);
  }
}
