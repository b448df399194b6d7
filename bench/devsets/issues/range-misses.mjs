// Where the shown ranges of a large gold file miss the fix: for each issue of a `issues.bench.mjs --manifests` dump
// whose gold file is in the slice as ranges that hold none of its hunks, the definition each hunk lies in, and the
// evidence the slicer had for it: named by the issue text, called by (or calling) a definition the ranges show, its
// text holding a quoted phrase of the issue.
//
// usage: CK_DUMP_WORK=/tmp/rm node bench/devsets/issues/range-misses.mjs DATA.jsonl MANIFESTS.jsonl [--mirrors DIR]
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkout, ensureTree, mirrorOf } from '../../lib/checkouts.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = process.env.CK_DIST ?? 'dist';
const { buildIndex } = await import(join(here, '..', '..', '..', dist, 'repo', 'index.js'));
const { mentionedNames, namesDef } = await import(join(here, '..', '..', '..', dist, 'slice', 'def-mentions.js'));
const [dataFile, manFile] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const mirrors = process.argv.includes('--mirrors') ? process.argv[process.argv.indexOf('--mirrors') + 1] : '/work/.mirror';
const work = process.env.CK_DUMP_WORK ?? '/tmp/range-misses';

const issues = new Map(readFileSync(dataFile, 'utf8').split('\n').filter(Boolean).map((l) => { const r = JSON.parse(l); return [r.instance_id, r]; }));
const overlaps = ([a, b], [s, e]) => a <= Math.max(s, e) && b >= Math.min(s, e);
const innermost = (defs, line) => defs.filter((d) => d.start <= line && line <= d.end).sort((a, b) => b.start - a.start)[0];

for (const line of readFileSync(manFile, 'utf8').split('\n')) {
  if (!line) continue;
  const { instance_id: id, manifest: m } = JSON.parse(line);
  const issue = issues.get(id);
  if (!issue) continue;
  const misses = issue.gold_files.map((g) => [g, m.files.find((f) => f.path === g)]).filter(([g, f]) => f?.tier === 'symbols' && !(f.ranges ?? []).some((r) => (issue.gold_hunks[g] ?? []).some((h) => overlaps(r, h))));
  if (!misses.length) continue;
  const mirror = mirrorOf(mirrors, issue.repo);
  const tree = ensureTree(work, issue.repo, mirror);
  checkout(tree, issue.base_commit);
  const index = await buildIndex(tree);
  const named = mentionedNames(issue.problem_statement);
  for (const [g, f] of misses) {
    const rec = index.files[index.fileId(g)];
    const text = readFileSync(join(tree, g), 'utf8').split('\n');
    const shownDefs = rec.defs.filter((d) => f.ranges.some((r) => overlaps(r, [d.start, d.start])));
    for (const h of issue.gold_hunks[g] ?? []) {
      const d = innermost(rec.defs, h[0]);
      const short = d?.name.slice(d.name.lastIndexOf('.') + 1);
      const body = d ? text.slice(d.start - 1, d.end).join('\n') : '';
      const calledByShown = d && shownDefs.some((s) => text.slice(s.start - 1, s.end).join('\n').includes(`${short}(`));
      const callsShown = d && shownDefs.some((s) => { const n = s.name.slice(s.name.lastIndexOf('.') + 1); return n.length > 2 && body.includes(`${n}(`); });
      console.log(`${id} ${g} (${rec.tokens} tok) hunk ${h.join('-')} in ${d ? `${d.kind} ${d.name} ${d.start}-${d.end}` : 'module level'}: named ${d ? namesDef(named, d) : false}, called by shown ${Boolean(calledByShown)}, calls shown ${Boolean(callsShown)}; shown ${f.ranges.length} ranges ${f.tokens} tok: ${shownDefs.slice(0, 6).map((s) => s.name).join(', ')}`);
    }
  }
}
