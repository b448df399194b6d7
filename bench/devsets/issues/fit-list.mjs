// Replays the composition of a prose task's ranked list (task-list.mjs mergeTaskList) over a grid of structures on
// dumps of bench/issues-dump.mjs, the definitions' scores fixed: how a file's k-th definition is discounted (`decay`),
// how many of a file's definitions compete (`perFile`), a class's factor (`classF`: a class ranks on its own lines,
// without its methods) and at most how many of one file among the first five (`firstFiveCap`). Prints function Acc@5
// per setting on the dev and held-out dumps (per repository), and with each of the nine repositories left out, the
// settings best on the other eight and what they give on it. `idf` re-scores the definitions with each term's idf over
// the definitions of the ten files (`local`), or the geometric mean of that and the index-wide one (`mix`). Issues whose list is not the text's ranking (a sure frame,
// no prose: the seeds' own list) keep the dump's rank, as in fit-def-features.mjs.
//
// usage: node bench/devsets/issues/fit-list.mjs DEV-DUMP.json HELDOUT-DUMP.json
//   GRID='{"classF":[1,0.5],"firstFiveCap":[null,2]}'   a product of value lists over BASE (task-list.mjs; null: no cap)
//   DIFF=1                                     issues gained and lost against the first setting
import { loadDump } from './def-terms.mjs';
import { label, leaveOneOut, leftOutSum } from './replay.mjs';
import { BASE, FILES, firstGoldRank, mergeTaskList, scoreTaskDefs } from './task-list.mjs';

const [devPath, heldPath] = process.argv.slice(2);

function load(p) {
  const { issues, texts } = loadDump(p, FILES);
  for (const i of issues) {
    i.textList = (i.prose || !i.trace) && !i.packagesFirst;
    i.texts = texts;
    i.scoredBy = {};
  }
  return issues;
}

function rankOf(i, p) {
  if (!i.textList) return i.fn_rank ?? null;
  const files = (i.scoredBy[p.idf] ??= scoreTaskDefs(i, i.texts, p.idf));
  return firstGoldRank(mergeTaskList(files, p));
}

const dev = load(devPath);
const held = heldPath ? load(heldPath) : [];
let settings = [{ ...BASE, idf: 'global' }];
for (const [k, vals] of Object.entries(JSON.parse(process.env.GRID ?? "{}"))) settings = settings.flatMap((s) => vals.map((v) => ({ ...s, [k]: v ?? Infinity })));
const hit = (i, p) => { const r = rankOf(i, p); return r !== null && r <= 5; };
const repos = [...new Set(dev.map((i) => i.repo))];
const hrepos = [...new Set(held.map((i) => i.repo))];
const sum = (a) => a.reduce((x, y) => x + y, 0);
const rows = settings.map((p) => ({ p, per: repos.map((r) => dev.filter((i) => i.repo === r).reduce((k, i) => k + hit(i, p), 0)), hper: hrepos.map((r) => held.filter((i) => i.repo === r).reduce((k, i) => k + hit(i, p), 0)) }));
const differs = (p) => Object.fromEntries(Object.entries(p).filter(([k, v]) => (k === 'idf' ? v !== 'global' : v !== BASE[k])));
const show = (p) => label(differs(p)) || 'base';
for (const r of rows) console.log(`${show(r.p)}: dev ${sum(r.per)}/${dev.length} [${repos.map((x, k) => `${x.split('/')[1]} ${r.per[k]}`).join(' ')}], held-out ${sum(r.hper)}/${held.length} [${hrepos.map((x, k) => `${x.split('/')[1]} ${r.hper[k]}`).join(' ')}]`);
const all = [...dev, ...held];
const rows9 = rows.map((r) => ({ p: differs(r.p), per: [...r.per, ...r.hper] }));
for (const line of leaveOneOut(rows9, [...repos, ...hrepos], all)) console.log(line);
console.log(leftOutSum(rows9, [...repos, ...hrepos]));
if (process.env.DIFF) {
  const [p0, ...ps] = settings;
  for (const p of ps) for (const i of all) { const a = rankOf(i, p0), b = rankOf(i, p); if ((a !== null && a <= 5) !== (b !== null && b <= 5)) console.log(`${show(p)} ${i.id}: ${a} -> ${b}`); }
}
if (process.env.CHECK) {
  // Issues where the base setting's replay and the dump's own rank disagree about a hit.
  for (const i of all) { const r = rankOf(i, settings[0]); const a = i.fn_rank !== null && i.fn_rank <= 5, b = r !== null && r <= 5; if (a !== b || (i.textList && r !== i.fn_rank)) console.log(`mismatch ${i.id} dump ${i.fn_rank} replay ${r}${a !== b ? ' (hit differs)' : ''}`); }
}
