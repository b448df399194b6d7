// Real symptoms with their fix commits (a dev set's cases.jsonl: `id`, `repo`, `issue`, `fix`, `gold`, `trace`), each
// sliced at the fix's parent commit. Per case and per repository:
//   raise visible  the innermost frame that lies in the repository (the panic's line) is shown by the slice
//   fixed visible  a file the fix changed (`gold`) is shown, whole or as ranges
//   fixed @5       a file the fix changed is among the first 5 distinct seed files
// The three figures are over the cases whose frames reach the repository ("frames in repo"); the fixed-file figures
// are also given over every case (a trace whose frames all lie in the standard library or a dependency still seeds by
// its message and function names).
//
// Frames resolve as the slicer resolves them (a JVM frame's class names its package's folder). Used by the
// bench.mjs of bench/devsets/go-symptoms, rust-symptoms, java-symptoms and php-symptoms (after `npm run build`).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkout, ensureTree, git, mirrorOf } from './checkouts.mjs';

/**
 * Returns nothing; runs the dev set whose bench.mjs has the URL `benchUrl` (its folder holds cases.jsonl) with the
 * command line's `--cases FILE` (default cases.jsonl; a later, sealed batch such as heldout-2.jsonl lives beside it),
 * `--mirrors DIR` (default /work/.mirror), `--work DIR` (default ~/.cache/context-kernel-devsets/<folder name>) and
 * `--json OUT`.
 */
export async function runDevset(benchUrl, args = process.argv.slice(2)) {
  const here = dirname(fileURLToPath(benchUrl));
  const opt = (name, dflt) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : dflt; };
  await runSymptomCases({
    casesFile: resolve(here, opt('--cases', 'cases.jsonl')),
    mirrors: resolve(opt('--mirrors', '/work/.mirror')),
    work: resolve(opt('--work', join(homedir(), '.cache', 'context-kernel-devsets', basename(here)))),
    jsonOut: opt('--json', undefined),
    dist: join(here, '..', '..', '..', 'dist'),
  });
}

/** Returns nothing; slices every case of `casesFile`, prints one line per case and the table per repository. */
export async function runSymptomCases({ casesFile, mirrors, work, jsonOut, dist }) {
  // Empty caches per run: a cached answer of an earlier build (a warm slice of the same tree and symptom) never scores.
  for (const d of ['xdg-cache', 'xdg-state']) rmSync(join(work, d), { recursive: true, force: true });
  process.env.XDG_CACHE_HOME = join(work, 'xdg-cache');
  process.env.XDG_STATE_HOME = join(work, 'xdg-state');
  const { sliceRepo, parseSymptom } = await import(join(dist, 'index.js'));
  const { visible } = await import(join(dist, 'bench', 'sufficiency.js'));
  const { PathResolver } = await import(join(dist, 'slice', 'resolve.js'));
  const { buildIndex } = await import(join(dist, 'repo', 'index.js'));

  const cases = readFileSync(casesFile, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
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
    const inRepo = frames.map((f) => ({ f, r: resolver.resolve(f.path, f.qualifiedClass) })).filter((x) => x.r.kind === 'ok');
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
    console.log(`${c.id}: raise ${r.raise ?? '(no frame in the repository)'} ${r.raise ? (r.raise_visible ? 'shown' : 'NOT shown') : ''}; fixed file ${r.fixed_visible ? 'shown' : 'NOT shown'}, seed rank ${r.fixed_rank === Infinity ? '-' : r.fixed_rank}; ${r.tokens} tokens`);
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
      fixed_visible_all: pct(rs.filter((r) => r.fixed_visible).length, rs.length),
      fixed_at5_all: pct(rs.filter((r) => r.fixed_rank <= 5).length, rs.length),
    };
  });
  console.log('\n| repository | cases | frames in repo | raise line visible | fixed file visible | fixed file in first 5 seeds | fixed visible (all cases) | fixed @5 (all cases) |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.repo} | ${r.cases} | ${r.with_frames} | ${r.raise_visible} | ${r.fixed_visible} | ${r.fixed_at5} | ${r.fixed_visible_all} | ${r.fixed_at5_all} |`);
  for (const r of results.filter((x) => x.skipped)) console.log(`${r.id}: skipped: ${r.skipped}`);
  if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify({ results, rows }, null, 2)}\n`);
}
