// Chooses among builds (settings of one constant) with each repository left out, from `issues.bench.mjs --json`
// outputs: per setting, one or more outputs (the dev set's and the held-out set's, or a subset of issues that the
// setting changes: the other issues score the same under every setting, so they cannot change the choice). Prints,
// per setting, file Acc@5, function Acc@5 hits, in-slice and edited lines visible summed per repository; then, with
// each repository left out in turn, the setting best on the others (by file Acc@5 hits, then function Acc@5 hits,
// then in-slice; ties go to the first setting given, the shipped one), and its figures on the one left out.
//
// usage: node bench/devsets/issues/runs-loo.mjs LABEL=a.json,b.json LABEL2=c.json,d.json …   (the first is the base)
import { readFileSync } from 'node:fs';

const settings = process.argv.slice(2).map((arg) => {
  const [label, files] = arg.split('=');
  const rows = files.split(',').flatMap((f) => JSON.parse(readFileSync(f, 'utf8')).results);
  return { label, rows };
});
if (settings.length < 2) { console.error('usage: node bench/devsets/issues/runs-loo.mjs BASE=a.json[,b.json] OTHER=c.json[,d.json] …'); process.exit(2); }

/** Returns the summed figures of `rows` whose repository passes `keep`: file@5 hits, fn@5 hits, in-slice, edits. */
function sums(rows, keep) {
  const s = { n: 0, file5: 0, fn5: 0, inSlice: 0, edits: 0 };
  for (const r of rows) {
    if (!keep(r.repo)) continue;
    s.n++;
    s.file5 += r.file_rank !== null && r.file_rank <= 5 ? 1 : 0;
    s.fn5 += r.fn_rank !== null && r.fn_rank <= 5 ? 1 : 0;
    s.inSlice += r.in_slice;
    s.edits += r.edited_visible ?? 0;
  }
  return s;
}
const fmt = (s) => `file@5 ${s.file5} fn@5 ${s.fn5} in-slice ${s.inSlice.toFixed(2)} edits ${s.edits.toFixed(2)} (of ${s.n})`;
const better = (a, b) => a.file5 - b.file5 || a.fn5 - b.fn5 || a.inSlice - b.inSlice;

const repos = [...new Set(settings[0].rows.map((r) => r.repo))];
for (const s of settings) console.log(`${s.label}: ${fmt(sums(s.rows, () => true))}`);
console.log('\nleave one repository out (chosen on the others by file@5, then fn@5, then in-slice):');
const total = { chosen: { n: 0, file5: 0, fn5: 0, inSlice: 0, edits: 0 }, base: { n: 0, file5: 0, fn5: 0, inSlice: 0, edits: 0 } };
for (const left of repos) {
  let best = settings[0];
  for (const s of settings.slice(1)) if (better(sums(s.rows, (r) => r !== left), sums(best.rows, (r) => r !== left)) > 0) best = s;
  const on = sums(best.rows, (r) => r === left);
  const base = sums(settings[0].rows, (r) => r === left);
  for (const k of Object.keys(on)) { total.chosen[k] += on[k]; total.base[k] += base[k]; }
  console.log(`  ${left} left out: chosen ${best.label}; on it ${fmt(on)} (base ${fmt(base)})`);
}
console.log(`  left-out sum: ${fmt(total.chosen)} (base ${fmt(total.base)})`);
