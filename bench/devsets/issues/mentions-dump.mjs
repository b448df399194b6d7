// Dumps, per issue, what the seeding of the names an issue mentions (src/slice/mentions.ts seedsFromMentions) can be
// replayed from without the repository: the slicer's seeds (with their source and detail), the definitions of every
// name the text's mentions hold (defsNamed, as the slicer filters them), what the path resolver answered for the
// text's paths and modules, and the repository's vendored copies. mentions-replay.mjs re-makes the file order from it
// with the build under test. Companion of bench/issues.bench.mjs (same checkouts, same seed order), not a benchmark.
//
// usage: CK_DIST=<build> CK_DUMP_WORK=DIR node bench/devsets/issues/mentions-dump.mjs DATA.jsonl OUT.json [--repo NAME]
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkedOutIssues } from '../../lib/checkouts.mjs';
import { dumpSetup, ROOT } from './dump-setup.mjs';
import { fileRank, seedFiles } from '../../lib/issue-metrics.mjs';

const { out, dist, work, rows } = dumpSetup('mentions-dump.mjs');
const root = ROOT;
const lib = await import(resolve(root, dist, 'index.js'));
const sliceMod = await import(resolve(root, dist, 'slice', 'index.js'));
const repoMod = await import(resolve(root, dist, 'repo', 'index.js'));
// slice/evidence/ since the scorer/combiner split, slice/mentions.js in the builds before it.
const mentionsMod = await import(resolve(root, dist, 'slice', 'evidence', 'index.js')).catch(() => import(resolve(root, dist, 'slice', 'mentions.js')));
const vendored = await import(resolve(root, dist, 'slice', 'vendored.js'));
const testContent = await import(resolve(root, dist, 'slice', 'test-content.js'));

const res = [];
for (const { repo, tree, issue } of checkedOutIssues(rows, work)) {
  const text = issue.problem_statement;
  const m = await lib.sliceRepo(tree, { symptom: text, budget: 30000, noCache: false });
  const index = await repoMod.buildIndex(tree);
  // Every definition by the last part of its name (seeds.ts defsNamed).
  const byName = new Map();
  for (const file of index.files) for (const def of file.defs) {
    const n = def.name.slice(def.name.lastIndexOf('.') + 1);
    const l = byName.get(n);
    if (l) l.push({ file, def }); else byName.set(n, [{ file, def }]);
  }
  const defs = {};
  const resolves = {};
  const real = new sliceMod.PathResolver(tree, index.files.map((f) => f.path));
  const resolver = { resolve: (q) => { const r = real.resolve(q); resolves[q] = r; return r; } };
  const record = (n) => {
    const l = byName.get(n) ?? [];
    // The file fields the seeding reads: path, lang, and the defs isTestFile counts (kept as a flag instead).
    defs[n] = l.map(({ file, def }) => ({ path: file.path, lang: file.lang, test: testOf(file), name: def.name, kind: def.kind, start: def.start }));
    return l;
  };
  const mentions = sliceMod.parseSymptom(text).mentions;
  for (const mm of mentions) for (const p of [...mm.parts, mm.text]) if (/^[A-Za-z_$][\w$]*$/.test(p) && !(p in defs)) record(p);
  mentionsMod.seedsFromMentions(mentions, { index, resolver, defsNamed: (n) => (n in defs ? byName.get(n) ?? [] : record(n)) });
  const seedPaths = seedFiles(m.seeds);
  res.push({
    id: issue.instance_id, repo, gold_files: issue.gold_files, file_rank: fileRank(seedPaths, issue.gold_files), text,
    seeds: m.seeds.map((s) => ({ path: s.path, line: s.line, why: s.why, src: s.source ?? null, c: s.confidence, raw: s.raw_confidence ?? null, detail: s.detail })),
    defs, resolves, vendored: [...vendored.vendoredDirs(index)],
  });
  console.error(`${res.length} ${issue.instance_id} file ${res.at(-1).file_rank}`);
}
writeFileSync(out, JSON.stringify(res));

function testOf(file) {
  return testContent.isTestFile(file);
}
