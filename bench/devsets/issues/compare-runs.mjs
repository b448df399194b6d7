// Compares two outputs of `bench/issues.bench.mjs --json` (a base and a change, same issues): file Acc@1/3/5,
// function Acc@5 and in-slice recall per repository and overall, base → change, and the issues whose in-slice share,
// file rank (within the first five) or function hit changed, by id; also the median task tokens.
//
// usage: node bench/devsets/issues/compare-runs.mjs BASE.json CHANGE.json
import { readFileSync } from 'node:fs';

const [basePath, changePath] = process.argv.slice(2);
if (!basePath || !changePath) { console.error('usage: node bench/devsets/issues/compare-runs.mjs BASE.json CHANGE.json'); process.exit(2); }
const load = (p) => new Map(JSON.parse(readFileSync(p, 'utf8')).results.map((r) => [r.instance_id, r]));
const base = load(basePath);
const change = load(changePath);
const ids = [...base.keys()].filter((id) => change.has(id));
if (ids.length !== base.size || ids.length !== change.size) console.log(`note: ${base.size} base and ${change.size} changed results, ${ids.length} in both`);

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
/** Returns the figures (percent) of `rs`. */
function figures(rs) {
  const at = (k) => (100 * rs.filter((r) => r.file_rank != null && r.file_rank <= k).length) / rs.length;
  const fn = rs.filter((r) => r.fn_scored);
  return {
    n: rs.length, acc1: at(1), acc3: at(3), acc5: at(5),
    fn5: fn.length ? (100 * fn.filter((r) => r.fn_rank != null && r.fn_rank <= 5).length) / fn.length : NaN,
    inSlice: (100 * rs.reduce((s, r) => s + (r.in_slice ?? 0), 0)) / rs.length,
    tokens: median(rs.map((r) => r.task_tokens ?? 0)),
  };
}
const groups = [['all', ids], ...[...new Set(ids.map((id) => base.get(id).repo))].sort().map((repo) => [repo, ids.filter((id) => base.get(id).repo === repo)])];
const f1 = (x) => x.toFixed(1);
console.log('group                      n   Acc@1         Acc@3         Acc@5         fn Acc@5      in-slice      median tokens');
for (const [name, list] of groups) {
  const a = figures(list.map((id) => base.get(id)));
  const b = figures(list.map((id) => change.get(id)));
  const cell = (x, y) => `${f1(x)}→${f1(y)}`.padEnd(14);
  console.log(`${name.padEnd(24)}${String(a.n).padStart(4)}   ${cell(a.acc1, b.acc1)}${cell(a.acc3, b.acc3)}${cell(a.acc5, b.acc5)}${cell(a.fn5, b.fn5)}${cell(a.inSlice, b.inSlice)}${a.tokens}→${b.tokens}`);
}
const diffs = [];
for (const id of ids) {
  const a = base.get(id);
  const b = change.get(id);
  const parts = [];
  if ((a.in_slice ?? 0) !== (b.in_slice ?? 0)) parts.push(`in-slice ${f1(100 * (a.in_slice ?? 0))}→${f1(100 * (b.in_slice ?? 0))}`);
  const top5 = (r) => (r.file_rank != null && r.file_rank <= 5 ? r.file_rank : null);
  if (top5(a) !== top5(b)) parts.push(`file rank ${a.file_rank ?? '-'}→${b.file_rank ?? '-'}`);
  const fnHit = (r) => r.fn_rank != null && r.fn_rank <= 5;
  if (a.fn_scored && fnHit(a) !== fnHit(b)) parts.push(`fn rank ${a.fn_rank ?? '-'}→${b.fn_rank ?? '-'}`);
  if (parts.length) diffs.push(`  ${id}: ${parts.join(', ')}`);
}
console.log(diffs.length ? `changed issues (${diffs.length}):\n${diffs.join('\n')}` : 'no issue changed');
