// The symptom dev-set runner shared by bench/devsets/<lang>-symptoms/bench.mjs: real errors from issue trackers
// (cases.jsonl: the trace as the issue shows it, the fix commit as the answer), each sliced at the fix's parent commit.
// Per case and per repository:
//   raise visible  the innermost frame that lies in the repository (the raise or panic line) is shown by the slice
//   fixed visible  a file the fix changed is shown, whole or as ranges
//   fixed @5       a file the fix changed is among the first 5 distinct seed files
//
// Options (argv): --mirrors DIR (git mirrors `owner+name/repo`, default /work/.mirror), --work DIR (work trees, default
// ~/.cache/context-kernel-devsets/<name>), --json OUT.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkout, ensureTree, mirrorOf, git } from './checkouts.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** Returns nothing; runs the dev set in folder `devset` (its cases.jsonl) and prints per-case lines and the table. */
export async function runSymptomDevset(devset, name) {
  const args = process.argv.slice(2);
  const opt = (flag, dflt) => { const i = args.indexOf(flag); return i >= 0 ? args[i + 1] : dflt; };
  const mirrors = resolve(opt('--mirrors', '/work/.mirror'));
  const work = resolve(opt('--work', join(homedir(), '.cache', 'context-kernel-devsets', name)));
  const jsonOut = opt('--json', undefined);
  // Empty caches per run: a cached answer of an earlier build (a warm slice of the same tree and symptom) never scores.
  for (const d of ['xdg-cache', 'xdg-state']) rmSync(join(work, d), { recursive: true, force: true });
  process.env.XDG_CACHE_HOME = join(work, 'xdg-cache');
  process.env.XDG_STATE_HOME = join(work, 'xdg-state');
  const dist = join(here, '..', '..', 'dist');
  const { sliceRepo, parseSymptom } = await import(join(dist, 'index.js'));
  const { visible } = await import(join(dist, 'bench', 'sufficiency.js'));
  const { PathResolver } = await import(join(dist, 'slice', 'resolve.js'));
  const { buildIndex } = await import(join(dist, 'repo', 'index.js'));

  const cases = readFileSync(join(devset, 'cases.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const results = [];
  for (const c of cases) {
    let mirror;
    try { mirror = mirrorOf(mirrors, c.repo); } catch (err) { results.push({ id: c.id, repo: c.repo, skipped: err.message }); continue; }
    const tree = ensureTree(work, c.repo, mirror);
    const base = git(['--git-dir', mirror, 'rev-parse', `${c.fix}^`]);
    checkout(tree, base);
    const index = await buildIndex(tree);
    // The raise line: the innermost frame of the last block that lies in the repository.
    const resolver = new PathResolver(index.root, index.files.map((f) => f.path));
    const frames = parseSymptom(c.trace).frames.filter((f) => !f.internal);
    const inRepo = frames.map((f) => ({ f, r: resolver.resolve(f.path) })).filter((x) => x.r.kind === 'ok');
    const last = Math.max(-1, ...inRepo.map((x) => x.f.chain));
    const raise = inRepo.filter((x) => x.f.chain === last).sort((a, b) => b.f.order - a.f.order)[0];
    const m = await sliceRepo(tree, { symptom: c.trace, budget: 30000 });
    const seedFiles = [...new Set(m.seeds.map((s) => s.path))];
    const shown = (p) => m.files.some((f) => f.path === p && (f.tier === 'full' || f.ranges.length > 0));
    const r = {
      id: c.id, repo: c.repo, base, fix: c.fix,
      raise: raise ? `${raise.r.path}:${raise.f.line}` : null,
      raise_visible: raise ? visible(m, raise.r.path, raise.f.line) : false,
      fixed_visible: c.gold.some(shown),
      fixed_rank: Math.min(...c.gold.map((g) => { const k = seedFiles.indexOf(g); return k < 0 ? Infinity : k + 1; })),
      seeds: seedFiles.slice(0, 5),
      tokens: m.tokens.task_state,
    };
    results.push(r);
    console.log(`${c.id}: raise ${r.raise ?? '(no frame in the repository)'} ${r.raise_visible ? 'shown' : 'NOT shown'}; fixed file ${r.fixed_visible ? 'shown' : 'NOT shown'}, seed rank ${r.fixed_rank === Infinity ? '-' : r.fixed_rank}; ${r.tokens} tokens`);
  }
  const scored = results.filter((r) => !r.skipped);
  const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(0)}%` : '-');
  const rows = [...new Set(scored.map((r) => r.repo)), 'all'].map((repo) => {
    const rs = scored.filter((r) => repo === 'all' || r.repo === repo);
    const withFrames = rs.filter((r) => r.raise);
    return {
      repo, cases: rs.length, with_frames: withFrames.length,
      raise_visible: pct(withFrames.filter((r) => r.raise_visible).length, withFrames.length),
      fixed_visible: pct(withFrames.filter((r) => r.fixed_visible).length, withFrames.length),
      fixed_at5: pct(withFrames.filter((r) => r.fixed_rank <= 5).length, withFrames.length),
    };
  });
  console.log('\n| repository | cases | frames in repo | raise line visible | fixed file visible | fixed file in first 5 seeds |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.repo} | ${r.cases} | ${r.with_frames} | ${r.raise_visible} | ${r.fixed_visible} | ${r.fixed_at5} |`);
  for (const r of results.filter((x) => x.skipped)) console.log(`${r.id}: skipped: ${r.skipped}`);
  if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify({ results, rows }, null, 2)}\n`);
}
