// Replays the seeds of the names an issue mentions (src/slice/mentions.ts seedsFromMentions, the build under CK_DIST)
// on dumps of mentions-dump.mjs, puts them in place of the dumped mention seeds, re-makes the fusion's file order
// (fuse.ts fuseSeeds) and prints file Acc@1/3/5 per set and
// repository beside the dump's own, with the issues whose first gold file moved. A replay of the dumping build itself
// should reproduce the dump's ranks (it says how many it does not).
//
// An issue whose slice joined installed packages (a seed in one) keeps its dumped order: their definitions share names
// the dump's project index does not hold. DECL=x replays mentions.ts DECLARATION_FACTOR at x (a grid, offline).
//
// usage: [DECL=x] CK_DIST=<build> node bench/devsets/issues/mentions-replay.mjs DUMP.json... [--show]
import { readFileSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileRank, seedFiles } from '../../lib/issue-metrics.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const dist = process.env.CK_DIST ?? 'dist';
const args = process.argv.slice(2);
const show = args.includes('--show');
const dumps = args.filter((a) => !a.startsWith('--'));
const sliceMod = await import(resolve(root, dist, 'slice', 'index.js'));
// slice/evidence/ since the scorer/combiner split, slice/mentions.js and slice/fuse.js in the builds before it.
const evidence = await import(resolve(root, dist, 'slice', 'evidence', 'index.js')).catch(() => undefined);
const mentionsMod = evidence ?? await import(resolve(root, dist, 'slice', 'mentions.js'));
const fuse = evidence ?? await import(resolve(root, dist, 'slice', 'fuse.js'));
const issueForm = await import(resolve(root, dist, 'slice', 'symptom', 'issue-form.js'));

// isTestFile reads a file's path and definitions: a dumped test file gets definitions that make it one.
const TEST_DEFS = Array.from({ length: 8 }, (_, k) => ({ name: `test_${k}`, kind: 'function', start: 1, end: 1 }));

/** Returns the file order of issue `r` with its mention seeds made again by the build under test. */
export function replayIssue(r) {
  // Installed packages joined the slicer's index (a seed in one): their definitions share the names, which the dump's
  // index (the project's) does not hold; such an issue keeps its dumped order.
  if (r.seeds.some((s) => s.path.startsWith('/'))) return { rank: r.file_rank, order: seedFiles(r.seeds), missing: 0, kept: true };
  const mentions = sliceMod.parseSymptom(issueForm.withoutIssueBoilerplate(r.text)).mentions; // as sliceRepo reads it
  const files = new Map();
  const fileOf = (d) => {
    let f = files.get(d.path);
    if (!f) files.set(d.path, (f = { path: d.path, lang: d.lang, defs: d.test ? TEST_DEFS : [] }));
    return f;
  };
  const index = { files: r.vendored.map((v) => ({ path: `${v}/__vendored__.py`, defs: [] })), edgeFrom: [], edgeTo: [] };
  const resolver = { resolve: (q) => r.resolves[q] ?? { kind: 'none' } };
  let missing = 0;
  const defsNamed = (n) => {
    const l = r.defs[n];
    if (!l) { missing++; return []; }
    return l.map((d) => ({ file: fileOf(d), def: { name: d.name, kind: d.kind, start: d.start } }));
  };
  const sure = r.seeds.some((s) => s.c >= 0.95 && (s.why === 'frame' || s.why === 'explicit'));
  const base = [];
  for (const s of r.seeds) {
    // seeds.ts add keeps the first seed's source at a line and the stronger confidence: a mention seed whose detail
    // starts with other evidence carries that evidence's confidence.
    if (s.src !== 'mention' || !s.detail.startsWith('the text names')) { base.push({ ...s, source: s.src, confidence: s.c }); continue; }
    // A mention seed that absorbed a weaker lexical one at the same line: the lexical one comes back at the
    // calibrated lexical floor.
    if (/; also lexical rank/.test(s.detail)) base.push({ path: s.path, line: s.line, why: 'symbol', source: 'lexical', confidence: 0.08, detail: 'lexical (replayed)' });
  }
  const ms = sure && !r.seeds.some((s) => s.src === 'mention') ? [] : mentionsMod.seedsFromMentions(mentions, { index, resolver, defsNamed }, ...(process.env.DECL ? [Number(process.env.DECL)] : []));
  const order = seedFiles(fuse.fuseSeeds([...base, ...ms]));
  return { rank: fileRank(order, r.gold_files), order, missing };
}

const acc = (ranks, k) => (100 * ranks.filter((x) => x !== null && x <= k).length) / ranks.length;
const fmt = (ranks) => [1, 3, 5].map((k) => acc(ranks, k).toFixed(1)).join(' / ');

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const path of dumps) {
    const set = JSON.parse(readFileSync(path, 'utf8'));
    const was = [], now = [];
    const byRepo = new Map();
    const moved = [];
    let missing = 0, kept = 0;
    for (const r of set) {
      const x = replayIssue(r);
      missing += x.missing ? 1 : 0;
      kept += x.kept ? 1 : 0;
      was.push(r.file_rank); now.push(x.rank);
      const g = byRepo.get(r.repo) ?? { was: [], now: [] };
      g.was.push(r.file_rank); g.now.push(x.rank);
      byRepo.set(r.repo, g);
      if (x.rank !== r.file_rank) moved.push(`${r.id} ${r.file_rank} → ${x.rank}${show ? `  [${x.order.slice(0, 3).join(', ')}]` : ''}`);
    }
    console.log(`${path}: ${set.length} issues; dump ${fmt(was)} → replay ${fmt(now)}; hits@1/3/5 ${[1, 3, 5].map((k) => now.filter((v) => v !== null && v <= k).length).join('/')}; issues with names not dumped: ${missing}; joined with packages, not replayed: ${kept}`);
    for (const [repo, g] of byRepo) console.log(`  ${repo} (${g.was.length}): ${fmt(g.was)} → ${fmt(g.now)}`);
    for (const m of moved) console.log(`  moved ${m}`);
  }
}
