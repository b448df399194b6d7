// Fits how a definition's own text is scored against an issue (rank/symbols.ts rankSymbols: the weight of words in
// comments and docstrings, `docWeight`; BM25's k1 and body length normalization b) for the prose ranking of
// definitions (rankTaskSymbols, src/slice/fuse.ts), offline on dumps of bench/issues-dump.mjs. Each definition of an
// issue's first ten seed files is re-scored from the dump's query terms (with their index-wide idf) and the file's
// text at the issue's base commit (read from the repository mirror the dump names), with the build's own line scan
// and prose lines (dist/rank/line-terms.js lineTerms, prose-lines.js), so weight 1 reproduces the dump's scores (checked
// first). The ranking is then
// replayed as fit-task-symbols.mjs does; it prints function Acc@5 per repository, the best settings with each
// repository left out in turn, and the held-out figure beside every setting. Issues a trace seeded keep their rank.
//
// usage: node bench/devsets/issues/fit-def-fields.mjs DEV-DUMP.json [HELDOUT-DUMP.json]
//   GRID='{"docWeight":[0,0.2,1],"k1":[1.2],"b":[0.75]}'   the grid (default: docWeight 0 .. 1)
// (after `npm run build`; dumps made with CK_DIST=<build> node bench/issues-dump.mjs DATA OUT)
import { readFileSync } from 'node:fs';
import { SEED_SHARE, VARIABLE, goldInFirstFive, label, leaveOneOut, readTexts } from './replay.mjs';
import { defTerms, fileTerms } from './def-terms.mjs';
const dist = (m) => import(new URL(`../../../${process.env.CK_DIST ?? 'dist'}/${m}`, import.meta.url).href);
const { mentionedNames, namesDef } = await dist('slice/def-mentions.js');

const [devPath, heldPath] = process.argv.slice(2);
if (!devPath) { console.error('usage: node bench/devsets/issues/fit-def-fields.mjs DEV-DUMP.json [HELDOUT-DUMP.json]'); process.exit(2); }
// The ranking's constants (fuse.ts), kept fixed here.
const RANK_EXP = 0.5, MENTION_SHARE = 0.2, FILES = 10;
const NAME_WEIGHT = 3;

/** Returns the scored issues of a dump, each ranked one with its files' per-line terms and definitions prepared. */
function load(p) {
  const issues = JSON.parse(readFileSync(p, 'utf8')).filter((i) => i.fn_scored);
  const texts = readTexts(issues.filter((i) => i.ranked).flatMap((i) => i.files.slice(0, FILES).map((f) => ({ mirror: i.mirror, commit: i.commit, path: f.path }))));
  for (const i of issues) {
    if (!i.ranked) continue;
    if (!i.qterms) throw new Error(`${p}: no query terms (dump it again with this bench/issues-dump.mjs)`);
    const named = mentionedNames(i.text);
    const qIndex = new Map(i.qterms.map((q, k) => [q.term, k]));
    i.pfiles = [];
    for (const f of i.files.slice(0, FILES)) {
      if (!f.defs.length) continue;
      // Files outside the mirror (installed packages the issue's frames point into) or in a language without prose rules keep
      // the dump's scores.
      const ft = fileTerms(i, f, texts, qIndex);
      const defs = f.defs.map((d) => {
        if (!ft.lines) return { ...d, fixed: d.own, seed: ft.seedIn.get(d) ?? 0, named: namesDef(named, d) };
        const { inName, code, doc, len } = defTerms(d, f, i.qterms.length, qIndex, ft);
        return { ...d, inName, code, doc, len, seed: ft.seedIn.get(d) ?? 0, named: namesDef(named, d) };
      });
      i.pfiles.push({ path: f.path, rank: f.rank, evidence: f.evidence, defs });
    }
  }
  return issues;
}

/** Sets every definition's `score` for setting `p` (rankSymbols with ownBody, one file at a time). */
function score(i, p) {
  for (const f of i.pfiles) {
    const avg = Math.max(1, f.defs.reduce((s, d) => s + d.len, 0) / Math.max(1, f.defs.length));
    for (const d of f.defs) {
      if (d.fixed !== undefined) { d.score = d.fixed; continue; }
      const bn = 1 / (1 - p.b + (p.b * d.len) / avg);
      let s = 0;
      i.qterms.forEach((q, k) => {
        const a = NAME_WEIGHT * d.inName[k] + (d.code[k] + p.docWeight * d.doc[k]) * bn;
        if (a) s += (q.qw * q.idf * (p.k1 + 1) * a) / (p.k1 + a);
      });
      d.score = s;
    }
  }
}

/** Returns whether a gold definition is among the first five of the replayed ranking of issue `i` under `p`. */
function hit(i, p) {
  if (!i.ranked) return Boolean(i.fn_rank && i.fn_rank <= 5);
  score(i, p);
  const globalBest = Math.max(0, ...i.pfiles.flatMap((f) => f.defs.map((d) => d.score)));
  return goldInFirstFive(i.pfiles.map((f) => {
    const prior = f.evidence / f.rank ** RANK_EXP;
    const local = [];
    for (const d of f.defs) {
      const share = globalBest > 0 ? d.score / globalBest : 0;
      const v = 1 - (1 - share * share) * (1 - SEED_SHARE * d.seed) * (d.named ? 1 - MENTION_SHARE : 1);
      if (v > 0) local.push({ key: `${f.path}#${d.name}`, gold: d.gold, start: d.start, s: prior * v * (d.kind === 'variable' ? VARIABLE : 1) });
    }
    return local;
  }));
}

const dev = load(devPath);
const held = heldPath ? load(heldPath) : [];
// Weight 1 with the default k1 and b gives the dump's own scores.
let off = 0, n = 0;
for (const i of dev.filter((x) => x.ranked).slice(0, 30)) {
  score(i, { docWeight: 1, k1: 1.2, b: 0.75 });
  for (const f of i.pfiles) {
    const dumped = new Map(i.files.find((g) => g.path === f.path).defs.map((d) => [`${d.start}:${d.end}:${d.name}`, d.own]));
    for (const d of f.defs) { if (d.fixed !== undefined) continue; n++; const o = dumped.get(`${d.start}:${d.end}:${d.name}`); if (Math.abs(d.score - o) > 0.02 * o) { off++; } }
  }
}
console.log(`re-scoring check: ${off} of ${n} definitions differ by more than 2% from the dump at docWeight 1 (any: the dump came from another build)`);

const grid = { docWeight: [0, 0.1, 0.2, 0.3, 0.5, 0.75, 1], k1: [1.2], b: [0.75], ...JSON.parse(process.env.GRID ?? '{}') };
let settings = [{}];
for (const [k, vals] of Object.entries(grid)) settings = settings.flatMap((s) => vals.map((v) => ({ ...s, [k]: v })));
const repos = [...new Set(dev.map((i) => i.repo))];
const sum = (a) => a.reduce((x, y) => x + y, 0);
const rows = settings.map((p) => ({ p, per: repos.map((r) => dev.filter((i) => i.repo === r).reduce((k, i) => k + hit(i, p), 0)), held: held.reduce((k, i) => k + hit(i, p), 0) }));
for (const r of [...rows].sort((a, b) => sum(b.per) - sum(a.per))) console.log(`${label(r.p)}: ${repos.map((x, k) => `${x} ${r.per[k]}`).join(', ')}, dev ${sum(r.per)}/${dev.length}${held.length ? `, held-out ${r.held}/${held.length}` : ''}`);
for (const line of leaveOneOut(rows, repos, dev)) console.log(line);
