// Fits the prose ranking of definitions (rankTaskSymbols, src/slice/fuse.ts) offline, on dumps of
// bench/issues-dump.mjs: replays the ranking per issue over a small grid of its constants and prints function Acc@5
// per repository, the best settings with each repository left out in turn, and the figure on a second dump (the
// held-out set) for every setting. Issues whose symbols are not ranked from the text (a trace seeded them) keep the
// dump's own rank. It replays with the dump's plain scores (docstring words counting fully); fit-def-fields.mjs
// re-scores definitions with the docstring weight the slicer now uses (TASK_DOC_WEIGHT).
//
// usage: node bench/devsets/issues/fit-task-symbols.mjs DEV-DUMP.json [HELDOUT-DUMP.json]
//   grid: exp  exponent of the file's seed rank in its prior (evidence / rank^exp)      TASK_FILE_RANK_EXP
//         glob share of a definition's lexical score taken against the best of all ranked files (1) instead
//              of its own file's best (0)
//         files seed files whose definitions compete                                    TASK_RANKED_FILES
//         named noisy-OR share for a definition the text names (src/slice/def-mentions.ts)  TASK_MENTION_SHARE
// (after `npm run build`: the mentions are read with dist/slice/def-mentions.js)
import { readFileSync } from 'node:fs';
import { SEED_SHARE, VARIABLE, goldInFirstFive, leaveOneOut, seedShares } from './replay.mjs';
const { mentionedNames, namesDef } = await import(new URL('../../../dist/slice/def-mentions.js', import.meta.url).href);

const [devPath, heldPath] = process.argv.slice(2);
if (!devPath) { console.error('usage: node bench/devsets/issues/fit-task-symbols.mjs DEV-DUMP.json [HELDOUT-DUMP.json]'); process.exit(2); }
const load = (p) => JSON.parse(readFileSync(p, 'utf8')).filter((i) => i.fn_scored);
const dev = load(devPath);
const held = heldPath ? load(heldPath) : [];

/** Returns whether a gold definition is among the first five of the replayed ranking of issue `i` under `p`. */
function hit(i, p) {
  if (!i.ranked) return Boolean(i.fn_rank && i.fn_rank <= 5);
  const files = i.files.slice(0, p.files).filter((f) => f.defs.length);
  const named = p.named ? (i.named ??= mentionedNames(i.text)) : undefined;
  const globalBest = Math.max(0, ...files.flatMap((f) => f.defs.map((d) => d.own)));
  return goldInFirstFive(files.map((f) => {
    const seedIn = seedShares(i, f);
    const best = Math.max(0, ...f.defs.map((d) => d.own));
    const prior = f.evidence / f.rank ** p.exp;
    const local = [];
    for (const d of f.defs) {
      const share = (1 - p.glob) * (best > 0 ? d.own / best : 0) + p.glob * (globalBest > 0 ? d.own / globalBest : 0);
      const v = 1 - (1 - share * share) * (1 - SEED_SHARE * (seedIn.get(d) ?? 0)) * (named && namesDef(named, d) ? 1 - p.named : 1);
      if (v > 0) local.push({ key: `${f.path}#${d.name}`, gold: d.gold, start: d.start, s: prior * v * (d.kind === 'variable' ? VARIABLE : 1) });
    }
    return local;
  }));
}

const repos = [...new Set(dev.map((i) => i.repo))];
const grid = [];
for (const exp of [0.25, 0.5, 0.75, 1]) for (const glob of [0, 0.5, 1]) for (const files of [6, 10]) for (const named of [0, 0.2, 0.4]) grid.push({ exp, glob, files, named });
const rows = grid.map((p) => ({ p, per: repos.map((r) => dev.filter((i) => i.repo === r).reduce((n, i) => n + hit(i, p), 0)), held: held.reduce((n, i) => n + hit(i, p), 0) }));
const fmt = (r) => `exp ${r.p.exp} glob ${r.p.glob} files ${r.p.files} named ${r.p.named}: ${repos.map((x, k) => `${x} ${r.per[k]}`).join(', ')}, dev ${r.per.reduce((a, b) => a + b, 0)}/${dev.length}${held.length ? `, held-out ${r.held}/${held.length}` : ''}`;
for (const r of [...rows].sort((a, b) => b.per.reduce((x, y) => x + y, 0) - a.per.reduce((x, y) => x + y, 0))) console.log(fmt(r));
for (const line of leaveOneOut(rows, repos, dev)) console.log(line);
