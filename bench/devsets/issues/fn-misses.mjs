// Sorts the function Acc@5 misses of dumps of bench/issues-dump.mjs (with `symbols`, the manifest's list) whose gold
// file is among the first five seed files, by why the gold definition is not among the first five of the list:
//   added        no definition of the base commit matches a gold span (the fix added it): no ranking can list it
//   named-apart  a definition's name ends with a gold span's (`Outer.Inner.f` for `Inner.f`): a metric matter
//   no-score     it exists but shares no query word with the text, holds no seed and is not named: never listed
//   file-cap     it scores, but five definitions of its own file come before it (TASK_SYMBOLS_PER_FILE)
//   list-cut     it is among its file's first five but past the list's first five (what outranks it is printed)
//   trace …      as above, where a sure frame seeded the issue (its list is the text's ranking only when the text
//                is prose or seeded lexically too; else the seeds' own, which the replay does not make)
// For each, the gold definition's kind, its rank in its file and in the replayed list, and what comes before it in
// the manifest's list (same file or other files; kind: method, function, class, variable, <module>).
//
// usage: node bench/devsets/issues/fn-misses.mjs DUMP.json [DUMP.json…]   (VERBOSE=1: one block per issue)
import { readFileSync } from 'node:fs';
import { loadDump } from './def-terms.mjs';
import { PER_FILE } from './replay.mjs';
import { fixEdits, goldTexts } from './gold-check.mjs';
import { SLICER, SLICER_IDF, FILES, mergeTaskList, scoreTaskDefs } from './task-list.mjs';

/** Returns every definition of issue `i` with its rank in its file (`inFile`, none when it scores 0), and the list. */
function replay(i, texts) {
  const files = scoreTaskDefs(i, texts, SLICER_IDF);
  const ranked = mergeTaskList(files, { ...SLICER, perFile: Infinity });
  const all = files.flatMap((f) => f.defs.map((r) => ({ ...r, ...ranked.find((x) => x.d === r.d) })));
  return { all, list: mergeTaskList(files, SLICER) };
}

const kindOf = (name, kind) => (name === '<module>' ? '<module>' : kind === 'function' && name.includes('.') ? 'method' : kind);
const counts = {};
const byRepo = {};
let repo;
const add = (k, n = 1) => { counts[k] = (counts[k] ?? 0) + n; const c = (byRepo[repo] ??= {}); c[k] = (c[k] ?? 0) + n; };
const ahead = {};
const addAhead = (k) => { ahead[k] = (ahead[k] ?? 0) + 1; };

for (const p of process.argv.slice(2)) {
  const { issues, texts } = loadDump(p, FILES);
  const gtexts = goldTexts(issues);
  let checked = 0, agree = 0;
  for (const i of issues) {
    repo = i.repo;
    const hit = i.fn_rank !== null && i.fn_rank <= 5;
    if (hit) { add('hit'); continue; }
    if (!(i.file_rank !== null && i.file_rank <= 5)) { add('file-miss'); continue; }
    add('target');
    const { all, list } = replay(i, texts);
    const gold = i.files.flatMap((f) => f.defs.filter((d) => d.gold).map((d) => ({ f, d })));
    const goldNames = Object.entries(i.gold_spans).flatMap(([path, ns]) => (ns ?? []).filter((n) => n && n !== 'imports').map((n) => ({ path, n })));
    const top5 = i.files.slice(0, 5).map((f) => f.path);
    let why;
    let detail = '';
    if (!gold.length) {
      // Are the gold names in a gold file among the first five defined under a longer name?
      const apart = goldNames.filter(({ path, n }) => i.files.find((f) => f.path === path)?.defs.some((d) => d.name.endsWith(`.${n}`)));
      const classThere = goldNames.filter(({ path, n }) => n.includes('.') && i.files.find((f) => f.path === path)?.defs.some((d) => d.name === n.slice(0, n.lastIndexOf('.'))));
      why = apart.length ? 'named-apart' : 'added';
      detail = `gold ${goldNames.map((g) => g.n).join(', ')}${classThere.length ? ' (class exists: method added)' : ''}`;
    } else {
      // The best-placed gold definition of the replay.
      const g = all.filter((r) => r.d.gold).sort((a, b) => (b.v > 0) - (a.v > 0) || (a.inFile ?? 1e9) / (top5.includes(a.path) ? 1 : 100) - (b.inFile ?? 1e9) / (top5.includes(b.path) ? 1 : 100))[0];
      const at = list.findIndex((r) => r.d.gold) + 1;
      checked++;
      const dumpRank = i.fn_rank;
      if ((at || null) === dumpRank || (at > 20 && dumpRank === null)) agree++;
      if (g.v <= 0) why = 'no-score';
      else if (g.inFile > PER_FILE) why = 'file-cap';
      else why = 'list-cut';
      if (i.trace) why = `trace ${why}`;
      detail = `gold ${g.path.split('/').pop()}#${g.d.name} (${kindOf(g.d.name, g.d.kind)}, file ${g.fileRank}, in-file ${g.inFile ?? '-'}, list ${at || '-'}, dump ${dumpRank ?? '-'}, lex ${(g.lex ?? 0).toFixed(1)})`;
      // What comes before the first gold entry in the manifest's list.
      const sym = i.symbols ?? [];
      const stop = sym.findIndex((s) => gold.some(({ f, d }) => f.path === s.path && d.name === s.name));
      for (const s of sym.slice(0, stop < 0 ? 5 : Math.min(stop, 5))) {
        const sameFile = s.path === g.path;
        const goldFile = i.gold_files.includes(s.path);
        addAhead(`${sameFile ? 'same file' : goldFile ? 'other gold file' : `non-gold file (seed ${i.files.findIndex((f) => f.path === s.path) + 1})`}: ${kindOf(s.name, s.kind)}`);
      }
    }
    // What the fix itself edits (gold-check.mjs): a gold span that is not an edited definition is the neighbour of
    // an insertion (a method the fix adds to a class) or of hunks whose line numbers are off.
    const fx = fixEdits(i, gtexts);
    const editedGold = fx && gold.some(({ f, d }) => fx.edited.some((e) => e.path === f.path && e.name === d.name));
    const fix = !fx ? 'no patch' : editedGold ? 'gold edited' : fx.shift ? 'gold off (lines shifted)' : 'gold = neighbour of an insertion';
    const editedAt = fx ? (i.fn_list ?? []).findIndex((k) => fx.edited.some((e) => e.name !== '<module>' && `${e.path}#${e.name}` === k)) + 1 : 0;
    add(`${why} / ${fix}`);
    add(why);
    if (editedAt && editedAt <= 5) add('edited def in the first five');
    if (process.env.VERBOSE) {
      console.log(`${i.id} [${why}] [${fix}] file ${i.file_rank} fn ${i.fn_rank} ${detail}${fx ? ` | edited ${fx.edited.map((e) => e.name).join(', ')}${editedAt ? ` (#${editedAt})` : ''}` : ''}`);
      for (const s of (i.symbols ?? []).slice(0, 6)) console.log(`    ${s.path}#${s.name} ${s.kind} ${s.score}`);
    }
  }
  console.log(`${p}: replay agrees with the dump on ${agree} of ${checked} ranked targets`);
}
console.log(counts);
// Per repository: hits, misses by whether the gold file is among the first five seed files, and the causes.
for (const [r, c] of Object.entries(byRepo)) console.log(r, JSON.stringify(Object.fromEntries(Object.entries(c).filter(([k]) => !k.includes(' / ')))));
console.log('before the gold definition in the first five:', Object.entries(ahead).sort((a, b) => b[1] - a[1]));
