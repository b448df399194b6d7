// Dumps, per issue, the evidence a file-level rule could read for files the seeds rank low or never reach: every file
// that the slicer seeded, that the lexical ranking (BM25F over the whole text, the not-library factor applied) puts
// among its first 100 source files, that imports or is imported by one of the first five seed files, that defines a
// name the text mentions, or that a module or path mention or a named test's file name points at; each with its seed
// rank, lexical rank and share, import adjacency to the seed files by rank, its best definition's place among the
// candidates' (rankSymbols, own bodies), the mentioned names it defines (with how many files define each), its
// tokens, and whether the fix changed it. Per issue also each gold file's seed rank, tier in the slice and hunks
// shown (`editedLinesVisible` per file). `files-evidence.mjs` reads it.
//
// usage: CK_DIST=<build> CK_DUMP_WORK=DIR node bench/devsets/issues/files-evidence-dump.mjs DATA.jsonl OUT.json [--repo NAME]
import { readFileSync, writeFileSync } from 'node:fs';
import { join, basename } from 'node:path';
import { checkedOutIssues } from '../../lib/checkouts.mjs';
import { dumpSetup, ROOT } from './dump-setup.mjs';
import { fileRank, seedFiles, editedLinesVisible } from '../../lib/issue-metrics.mjs';

const { out, dist, work, rows } = dumpSetup('files-evidence-dump.mjs');
const root = ROOT;
const lib = await import(join(root, dist, 'index.js'));
const repoMod = await import(join(root, dist, 'repo', 'index.js'));
const fuse = await import(join(root, dist, 'slice', 'evidence', 'index.js'));
const rank = await import(join(root, dist, 'rank', 'index.js'));
const testContent = await import(join(root, dist, 'slice', 'test-content.js'));
const symptom = await import(join(root, dist, 'slice', 'symptom', 'index.js'));
const form = await import(join(root, dist, 'slice', 'symptom', 'issue-form.js')).catch(() => null);

const res = [];
for (const { repo, tree, issue } of checkedOutIssues(rows, work)) {
  const t0 = performance.now();
  const m = await lib.sliceRepo(tree, { symptom: issue.problem_statement, budget: 30000, noCache: false });
  const index = await repoMod.buildIndex(tree);
  const read = (p) => { try { return readFileSync(join(tree, p), 'utf8'); } catch { return undefined; } };
  const source = (id) => index.files[id].lang !== 'other' && !testContent.isTestFile(index.files[id]);
  const lx = fuse.lexicalOf(index, { read });
  const ranked = rank.rankFiles(lx, issue.problem_statement, { limit: 5000, filter: source });
  for (const f of ranked) f.score *= fuse.libraryWeight(index, index.files[f.fileId].path);
  ranked.sort((a, b) => b.score - a.score);
  const top = ranked[0]?.score || 1;
  const lex = new Map(ranked.map((f, i) => [f.fileId, { share: f.score / top, rank: i + 1 }]));

  const seedPaths = seedFiles(m.seeds);
  const seedIds = seedPaths.map((p) => index.fileId(p));
  const seedRank = new Map(seedIds.map((id, i) => [id, i + 1]));
  const imp = new Map(), by = new Map();
  const add = (mp, k, v) => { let s = mp.get(k); if (!s) mp.set(k, (s = new Set())); s.add(v); };
  for (let e = 0; e < index.edgeTo.length; e++) { const a = index.edgeFrom[e], b = index.edgeTo[e]; if (a !== b) { add(imp, a, b); add(by, b, a); } }

  // Names the text mentions → the files defining them (a def `C.m` defines `m` and `C.m`; a class defines its name).
  const text = form?.withoutIssueBoilerplate ? form.withoutIssueBoilerplate(issue.problem_statement) : issue.problem_statement;
  const parsed = symptom.parseSymptom(text);
  const names = new Set(), modules = [], tests = new Set();
  for (const mn of parsed.mentions) {
    if (mn.kind === 'identifier') names.add(mn.text);
    else if (mn.kind === 'call') for (const p of mn.parts) names.add(p);
    else if (mn.kind === 'qualified') { names.add(mn.parts.at(-1)); names.add(mn.parts.slice(-2).join('.')); }
    else if (mn.kind === 'module' || mn.kind === 'path') modules.push(mn.parts.map((p) => p.replace(/\.(py|pyi|js|ts)$/, '')));
  }
  for (const t of parsed.tests) tests.add(t);
  for (const w of text.matchAll(/\btest_([A-Za-z0-9_]+?)\.py\b/g)) tests.add(w[0]);
  const defFiles = new Map();
  for (let id = 0; id < index.files.length; id++) {
    if (!source(id)) continue;
    for (const d of index.files[id].defs) {
      const last = d.name.split('.').at(-1);
      for (const n of new Set([d.name, last])) if (names.has(n)) add(defFiles, n, id);
    }
  }
  const nameHits = new Map();
  for (const [n, ids] of defFiles) for (const id of ids) { const l = nameHits.get(id) ?? []; l.push([n, ids.size]); nameHits.set(id, l); }
  const modHit = new Set();
  for (let id = 0; id < index.files.length; id++) {
    if (!source(id)) continue;
    const p = index.files[id].path.replace(/\.(py|pyi|js|ts)$/, '').replace(/\/__init__$/, '');
    for (const parts of modules) if (parts.length >= 2 && (p === parts.join('/') || p.endsWith('/' + parts.join('/')))) modHit.add(id);
  }
  const testHit = new Set();
  const testStems = [...tests].map((t) => basename(t.split('::')[0]).replace(/\.py$/, '').replace(/^test_/, '')).filter((s) => s.length > 2);
  for (let id = 0; id < index.files.length; id++) {
    if (!source(id)) continue;
    const b = basename(index.files[id].path).replace(/\.py$/, '');
    if (testStems.includes(b)) testHit.add(id);
  }

  const gold = new Set((issue.gold_files ?? []).map((g) => index.fileId(g)).filter((x) => x !== undefined));
  const cand = new Set([...seedIds.filter((x) => x !== undefined), ...ranked.slice(0, 100).map((f) => f.fileId), ...gold, ...nameHits.keys(), ...modHit, ...testHit]);
  for (const s of seedIds.slice(0, 5)) { for (const y of imp.get(s) ?? []) cand.add(y); for (const y of by.get(s) ?? []) cand.add(y); }
  // Each candidate's best definition (own body, the slicer's idf mix) among all candidates' definitions: the file's
  // place by that score and its share of the best one's.
  const candIds = [...cand].filter((id) => source(id));
  const syms = rank.rankSymbols(lx, index, text, candIds, { limit: 100000, ownBody: true, defIdf: 0.5 });
  const defBest = new Map();
  for (const s of syms) if (!defBest.has(s.fileId)) defBest.set(s.fileId, s.score);
  const defTop = Math.max(1e-9, ...defBest.values());
  const defRank = new Map([...defBest].sort((a, b) => b[1] - a[1]).map(([id], i) => [id, i + 1]));
  const adj = (y, mp) => seedIds.slice(0, 10).map((s, k) => ((mp.get(s)?.has(y)) ? k + 1 : 0)).filter(Boolean);
  const cands = [...cand].filter((id) => source(id) || gold.has(id)).map((id) => ({
    path: index.files[id].path, gold: gold.has(id) ? 1 : 0, seed: seedRank.get(id) ?? 0,
    lexRank: lex.get(id)?.rank ?? 0, lex: +(lex.get(id)?.share ?? 0).toFixed(4),
    defRank: defRank.get(id) ?? 0, def: +((defBest.get(id) ?? 0) / defTop).toFixed(4),
    imp: adj(id, imp), by: adj(id, by), names: nameHits.get(id) ?? [], mod: modHit.has(id) ? 1 : 0, test: testHit.has(id) ? 1 : 0,
    indeg: by.get(id)?.size ?? 0, outdeg: imp.get(id)?.size ?? 0, tokens: index.files[id].tokens, src: source(id) ? 1 : 0,
  }));
  const byPath = new Map((m.files ?? []).map((f) => [f.path, f]));
  const goldInfo = (issue.gold_files ?? []).map((g) => ({
    path: g, seed: seedRank.get(index.fileId(g)) ?? 0, tier: byPath.get(g)?.tier ?? null,
    hunks: (issue.gold_hunks?.[g] ?? []).length, vis: editedLinesVisible(m.files, [g], { [g]: issue.gold_hunks?.[g] ?? [] }),
  }));
  res.push({
    id: issue.instance_id, repo, file_rank: fileRank(seedPaths, issue.gold_files), edits: editedLinesVisible(m.files, issue.gold_files, issue.gold_hunks),
    nhunks: (issue.gold_files ?? []).reduce((a, g) => a + Math.max(1, (issue.gold_hunks?.[g] ?? []).length), 0),
    nseeds: seedPaths.length, tokens: m.tokens?.task_state ?? null, names: [...names], modules: modules.map((p) => p.join('.')), tests: [...tests],
    gold: goldInfo, cands,
  });
  console.error(`${res.length} ${issue.instance_id} rank ${res.at(-1).file_rank} edits ${res.at(-1).edits.toFixed(2)} ${cands.length} cands ${((performance.now() - t0) / 1000).toFixed(1)}s`);
}
writeFileSync(out, JSON.stringify(res));
