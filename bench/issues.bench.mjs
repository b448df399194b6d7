// Issue localization: how well `ck slice` seeds from a real issue text, on 226 GitHub issues of sympy, scikit-learn
// and matplotlib (SWE-bench Lite + Verified, ../shared/bench-data/issue-localization-dev.jsonl), against a plain BM25
// over whole files of the same checkout.
//
// usage: node bench/issues.bench.mjs [--mirrors DIR] [--work DIR] [--repo NAME] [--ids ID,…] [--only-lite]
//                                    [--sample K] [--limit N] [--budget N] [--process-every N] [--no-bm25] [--json OUT]
//                                    [--manifests OUT]
//   --mirrors DIR        folder of the git mirrors `owner+name/repo` (default /work/.mirror)
//   --work DIR           work trees and the bench's own cache (default ~/.cache/context-kernel-devsets/issues)
//   --repo NAME          only issues whose repo contains NAME (sympy, scikit-learn, matplotlib)
//   --ids ID,…           only these instance ids (substrings match)
//   --only-lite          only SWE-bench Lite issues
//   --sample K           every K-th issue of the data file (a quick spread over all three repositories)
//   --limit N            at most N issues (after the filters above, in data-file order)
//   --budget N           slice budget in tokens (default 30000)
//   --process-every N    also time whole `ck slice` processes (cold, warm) on every N-th issue of each repository
//                        (default 20; 0 turns them off)
//   --no-bm25            skip the BM25 baseline (its columns then read 0): for quick loops that compare two builds
//   --json OUT           write every issue's result, the misses and the tables to OUT
//   --manifests OUT      write every issue's manifest to OUT (JSON lines), without what varies between runs of the
//                        same slice (timing, cache state, operator id, the work tree's root), so two builds' slices can be
//                        compared byte for byte (bench/devsets/issues/compare-manifests.mjs)
// (after `npm run build`; dist/ is imported, never built here)
//
// Per issue: the repository's work tree is put at the issue's base commit (one tree per repository, issues in
// commit-time order, so each checkout moves forward over little history), the slicer runs in-process on the issue
// text (`sliceRepo`, index cache on: successive commits re-index incrementally; the slice cache is emptied at the
// start of each run so every slice is computed), and the same checkout is ranked by BM25 (bench/lib/bm25.mjs).
//
// Metrics (ours | BM25):
//   file Acc@k     a gold file among the first k distinct files of the seeds, in seed order (BM25: its ranking)
//   fn Acc@5       each seed (path, line) maps to the innermost index def containing the line (module level when
//                  none); distinct in seed order; a hit when one of the first 5 is a gold span of a gold file (same
//                  qualified name, or the same last component when the gold name is a bare name). Uses the
//                  manifest's symbol ranking (`symbols` or `ranked`) instead when it has one. Over issues with gold
//                  span names.
//   in-slice       mean over issues of the share of gold files the slice shows: tier full, or tier symbols with a
//                  range overlapping a gold hunk of that file
//   no-seed        share of issues with no seed at all; each such slice is also logged with its manifest's warnings
//                  (count, kinds, the first three), listed under the tables' header line, and kept in the JSON
//                  (`no_seed_warnings`), so that a slice emptied by some state of the process never passes silently
//   tokens, s      medians of tokens.task_state and of the in-process slice wall time
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CK, ckEnv, floorEnv, caCertsNote } from './ck-process.mjs';
import { checkout, ensureTree, mirrorOf, orderByHistory } from './lib/checkouts.mjs';
import { DocCache, rankBm25 } from './lib/bm25.mjs';
import { editedLinesVisible, fileInSlice, fileRank, functionRank, goldDetail, inSliceRecall, seedFiles } from './lib/issue-metrics.mjs';
import { renderTables, summarize } from './lib/issue-report.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const USAGE = 'usage: node bench/issues.bench.mjs [--mirrors DIR] [--work DIR] [--repo NAME] [--ids ID,…] [--only-lite] [--sample K] [--limit N] [--budget N] [--process-every N] [--no-bm25] [--json OUT] [--manifests OUT]';

/** Returns the parsed command line; exits 2 with the usage line on a bad flag. */
function parseArgs(argv) {
  const o = {
    mirrors: '/work/.mirror',
    work: join(homedir(), '.cache', 'context-kernel-devsets', 'issues'),
    data: join(here, '..', '..', 'shared', 'bench-data', 'issue-localization-dev.jsonl'),
    repo: undefined, ids: undefined, onlyLite: false, sample: 1, limit: Infinity, budget: 30000, processEvery: 20,
    json: undefined, bm25: true,
  };
  const fail = (msg) => { console.error(`issues.bench: ${msg}\n${USAGE}`); process.exit(2); };
  const int = (flag, v, min) => { const n = Number(v); if (!Number.isInteger(n) || n < min) fail(`${flag} must be an integer ≥ ${min}, got ${v}`); return n; };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const val = () => { if (i + 1 >= argv.length) fail(`${a} needs a value`); return argv[++i]; };
    switch (a) {
      case '--mirrors': o.mirrors = resolve(val()); break;
      case '--work': o.work = resolve(val()); break;
      case '--data': o.data = resolve(val()); break;
      case '--repo': o.repo = val(); break;
      case '--ids': o.ids = val().split(',').filter(Boolean); break;
      case '--only-lite': o.onlyLite = true; break;
      case '--sample': o.sample = int(a, val(), 1); break;
      case '--limit': o.limit = int(a, val(), 1); break;
      case '--budget': o.budget = int(a, val(), 1); break;
      case '--process-every': o.processEvery = int(a, val(), 0); break;
      case '--json': o.json = resolve(val()); break;
      case '--no-bm25': o.bm25 = false; break;
      case '--manifests': o.manifests = resolve(val()); break;
      case '-h': case '--help': console.log(USAGE); process.exit(0);
      default: fail(`unknown argument ${a}`);
    }
  }
  return o;
}

/** Returns the issues of the data file that pass the filters, in data-file order. */
function loadIssues(o) {
  let rows = readFileSync(o.data, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
  if (o.repo) rows = rows.filter((r) => r.repo.includes(o.repo));
  if (o.ids) rows = rows.filter((r) => o.ids.some((id) => r.instance_id.includes(id)));
  if (o.onlyLite) rows = rows.filter((r) => r.source === 'lite');
  if (o.sample > 1) rows = rows.filter((_, i) => i % o.sample === 0);
  return rows.slice(0, o.limit);
}

/**
 * Returns the library's modules. dist/ is rebuilt by others while benches run, so a child process first checks that
 * it loads (a half-written module would stay broken in this process's module map), retrying for a while.
 */
async function loadDist() {
  // CK_DIST: another build output of the library (a development build beside dist/), relative to the repository.
  const dist = process.env.CK_DIST ?? 'dist';
  const probe = `await import('./${dist}/index.js'); await import('./${dist}/repo/index.js');`;
  for (let attempt = 1; ; attempt++) {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: join(here, '..'), encoding: 'utf8' });
    if (r.status === 0) break;
    if (attempt >= 10) throw new Error(`issues.bench: dist/ does not load (after ${attempt} tries): ${r.stderr.trim().split('\n').slice(-3).join(' ')}`);
    console.error(`issues.bench: dist/ does not load yet (being rebuilt?), retrying in 5 s`);
    await new Promise((res) => setTimeout(res, 5000));
  }
  const lib = await import(join(here, '..', dist, 'index.js'));
  const repo = await import(join(here, '..', dist, 'repo', 'index.js'));
  return { sliceRepo: lib.sliceRepo, buildIndex: repo.buildIndex };
}

/** Returns a manifest's warnings as a count, the count per kind, and the first three (detail cut to 200 characters). */
function warningSummary(warnings) {
  const kinds = {};
  for (const w of warnings) kinds[w.kind] = (kinds[w.kind] ?? 0) + 1;
  return { count: warnings.length, kinds, first: warnings.slice(0, 3).map((w) => ({ kind: w.kind, path: w.path, line: w.line, detail: String(w.detail ?? '').slice(0, 200) })) };
}

/**
 * Returns the manifest as JSON-ready data without the fields that differ between two runs of the same slice: its
 * timing, its cache state, its operator id (a hash of the slicer's code, so it differs between any two builds), and
 * the work tree's absolute root (in `repo` and in page-fault commands), which becomes `<root>`.
 */
function stableManifest(m, tree) {
  const { timing_ms: _t, cache: _c, operator: _o, ...rest } = m;
  return JSON.parse(JSON.stringify(rest).split(tree).join('<root>'));
}

const median = (xs) => { if (!xs.length) return NaN; const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };

/** Returns the wall time (ms) and exit status of one process run. */
function timedRun(file, args, env) {
  const t = performance.now();
  const r = spawnSync(file, args, { env, encoding: 'utf8', maxBuffer: 256 << 20 });
  const ms = performance.now() - t;
  return { ms, status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * Returns whole-process timings of `ck slice TREE --symptom-file F --budget B --format json` on the current checkout:
 * cold (a fresh empty XDG_CACHE_HOME: no index, literal or slice cache), warm (the identical command again: served
 * from the slice cache), warm-miss (caches warm, a budget never asked before: the slice is recomputed), and `node -e 0`
 * as the process floor, measured in between.
 */
function processRun(tree, text, budget, stateDir) {
  const xdg = mkdtempSync(join(tmpdir(), 'ck-issues-cold-'));
  try {
    const symptom = join(xdg, 'symptom.txt');
    writeFileSync(symptom, text);
    const env = ckEnv({ ...process.env, XDG_CACHE_HOME: join(xdg, 'cache'), XDG_STATE_HOME: stateDir });
    const args = (b) => ['slice', tree, '--symptom-file', symptom, '--budget', String(b), '--format', 'json'];
    const floor = timedRun(process.execPath, ['-e', '0'], floorEnv()).ms;
    const cold = timedRun(CK, args(budget), env);
    if (cold.status !== 0 && cold.status !== 1) return { error: `ck slice exited ${cold.status}: ${cold.stderr.trim().slice(0, 300)}` };
    const warm = timedRun(CK, args(budget), env);
    const warmMiss = timedRun(CK, args(budget - 1), env);
    let seeds;
    try { seeds = JSON.parse(cold.stdout).seeds.length; } catch { /* not json: reported as unknown */ }
    return { floor_ms: floor, cold_ms: cold.ms, warm_ms: warm.ms, warm_miss_ms: warmMiss.ms, seeds };
  } finally {
    rmSync(xdg, { recursive: true, force: true });
  }
}

async function main() {
  const o = parseArgs(process.argv.slice(2));
  const issues = loadIssues(o);
  if (!issues.length) { console.error('issues.bench: no issue passes the filters'); process.exit(2); }
  // The bench's own cache: index cache kept across runs (incremental), slice cache emptied so every slice is computed.
  const cacheHome = join(o.work, 'xdg-cache');
  const stateHome = join(o.work, 'xdg-state');
  mkdirSync(stateHome, { recursive: true });
  rmSync(join(cacheHome, 'context-kernel', 'slices'), { recursive: true, force: true });
  process.env.XDG_CACHE_HOME = cacheHome;
  process.env.XDG_STATE_HOME = stateHome;
  const { sliceRepo, buildIndex } = await loadDist();
  if (o.manifests) { mkdirSync(dirname(o.manifests), { recursive: true }); writeFileSync(o.manifests, ''); }

  const byRepo = new Map();
  for (const r of issues) { if (!byRepo.has(r.repo)) byRepo.set(r.repo, []); byRepo.get(r.repo).push(r); }
  console.error(`issues.bench: ${issues.length} issues (${[...byRepo].map(([k, v]) => `${k} ${v.length}`).join(', ')}), budget ${o.budget}, work ${o.work}`);

  const t0 = performance.now();
  const results = [];
  const processRuns = [];
  let done = 0;
  for (const [repo, list] of byRepo) {
    const mirror = mirrorOf(o.mirrors, repo);
    const tree = ensureTree(o.work, repo, mirror);
    const ordered = orderByHistory(mirror, list);
    const bm25Cache = new DocCache();
    for (let i = 0; i < ordered.length; i++) {
      const issue = ordered[i];
      const res = { instance_id: issue.instance_id, repo, source: issue.source, location_class: issue.location_class, has_traceback: issue.has_traceback, gold_files: issue.gold_files };
      const tc = performance.now();
      try {
        const absent = checkout(tree, issue.base_commit);
        if (absent.length) res.absent_blobs = absent;
      } catch (err) {
        res.error = `checkout ${issue.base_commit}: ${String(err.stderr ?? err.message).trim()}`;
        results.push(res); done++;
        console.error(`[${done}/${issues.length}] ${issue.instance_id}  ERROR ${res.error}`);
        continue;
      }
      res.checkout_s = (performance.now() - tc) / 1000;
      let m;
      const ts = performance.now();
      try {
        m = await sliceRepo(tree, { symptom: issue.problem_statement, budget: o.budget, noCache: false });
      } catch (err) {
        res.error = `slice: ${err.message}`;
      }
      res.slice_s = (performance.now() - ts) / 1000;
      const ti = performance.now();
      const index = await buildIndex(tree);
      const tb = performance.now();
      res.index_s = (tb - ti) / 1000;
      if (o.bm25) {
        const sources = index.files.filter((f) => f.lang !== 'other');
        const docs = bm25Cache.docsFor(sources, (p) => readFileSync(join(tree, p), 'utf8'));
        const bm = rankBm25(docs, issue.problem_statement);
        res.bm25_s = (performance.now() - tb) / 1000;
        const bmFiles = bm.slice(0, 10).map((d) => d.id);
        res.bm25 = { rank: fileRank(bm.map((d) => d.id), issue.gold_files), top: bmFiles };
      }
      if (m) {
        const files = seedFiles(m.seeds);
        res.cache = m.cache;
        res.seeds = m.seeds.length;
        res.seed_files = files.slice(0, 10);
        res.seed_top = m.seeds.slice(0, 5).map((s) => ({ path: s.path, line: s.line, why: s.why, confidence: s.confidence, detail: String(s.detail ?? '').slice(0, 120) }));
        // Every seed as [path, evidence kind, confidence, confidence before calibration], for the calibration report
        // and the replays of the fusion (devsets/issues/calibration.mjs, replay.mjs).
        res.seed_evidence = m.seeds.map((s) => [s.path, s.source ?? s.why, s.confidence, s.raw_confidence ?? s.confidence]);
        res.file_rank = fileRank(files, issue.gold_files);
        const fn = functionRank(m, index, issue.gold_spans);
        res.fn_rank = fn.rank;
        res.fn_scored = fn.scored;
        res.fn_top = fn.top.slice(0, 5);
        res.in_slice = inSliceRecall(m.files, issue.gold_files, issue.gold_hunks);
        res.edited_visible = editedLinesVisible(m.files, issue.gold_files, issue.gold_hunks);
        res.file_in_slice = fileInSlice(m.files, issue.gold_files);
        if (o.manifests) appendFileSync(o.manifests, `${JSON.stringify({ instance_id: issue.instance_id, manifest: stableManifest(m, tree) })}\n`);
        res.gold = goldDetail(m, files, index, issue);
        res.task_tokens = m.tokens?.task_state ?? 0;
        // A slice with no seed is a silent loss unless its warnings say why: keep their kinds (with counts) and the
        // first few in full, so an empty slice always shows in the log and the JSON with what the manifest reported.
        if (!m.seeds.length) res.no_seed_warnings = warningSummary(m.warnings ?? []);
      }
      if (o.processEvery && i % o.processEvery === 0) {
        const p = processRun(tree, issue.problem_statement, o.budget, stateHome);
        processRuns.push({ instance_id: issue.instance_id, repo, ...p });
      }
      results.push(res);
      done++;
      const fmtR = (r) => (r == null ? '-' : String(r));
      if (res.no_seed_warnings) console.error(`[${done}/${issues.length}] ${issue.instance_id}  NO SEED: ${res.no_seed_warnings.count} warnings${res.no_seed_warnings.count ? ` (${Object.entries(res.no_seed_warnings.kinds).map(([k, n]) => `${k} ×${n}`).join(', ')}; first: ${res.no_seed_warnings.first.map((w) => `${w.kind} ${w.path}:${w.line} ${w.detail}`).join(' | ')})` : ''}`);
      console.error(`[${done}/${issues.length}] ${issue.instance_id}  ours ${fmtR(res.file_rank)} bm25 ${fmtR(res.bm25?.rank)} fn ${fmtR(res.fn_rank)}  seeds ${res.seeds ?? '-'}  slice ${res.slice_s.toFixed(2)} s  checkout ${res.checkout_s.toFixed(2)} s  bm25 ${res.bm25_s?.toFixed(2) ?? '-'} s${res.error ? `  ERROR ${res.error}` : ''}`);
    }
  }
  const totalS = (performance.now() - t0) / 1000;

  const summary = summarize(results);
  const out = [];
  out.push(`issue localization: ${results.length} issues, budget ${o.budget}, ${totalS.toFixed(0)} s in all (${(totalS / results.length).toFixed(2)} s an issue; slice median ${median(results.map((r) => r.slice_s)).toFixed(2)} s, checkout median ${median(results.map((r) => r.checkout_s ?? 0)).toFixed(2)} s, BM25 median ${median(results.map((r) => r.bm25_s ?? 0)).toFixed(2)} s)`);
  const hits = results.filter((r) => r.cache === 'hit').length;
  if (hits) out.push(`note: ${hits} slices were served from the slice cache (their time is not a slice's)`);
  const errors = results.filter((r) => r.error);
  if (errors.length) out.push(`errors: ${errors.length} (${errors.slice(0, 3).map((r) => `${r.instance_id}: ${r.error}`).join('; ')})`);
  // Slices with no seed, with what their manifests warned: a state that empties slices shows here, never silently.
  const empty = results.filter((r) => r.no_seed_warnings);
  if (empty.length) {
    const kinds = {};
    for (const r of empty) for (const [k, n] of Object.entries(r.no_seed_warnings.kinds)) kinds[k] = (kinds[k] ?? 0) + n;
    out.push(`no seed: ${empty.length} slices (${Object.entries(kinds).map(([k, n]) => `${k} ×${n}`).join(', ') || 'no warning'}): ${empty.slice(0, 8).map((r) => r.instance_id).join(', ')}${empty.length > 8 ? ', …' : ''}`);
  }
  out.push('');
  out.push(renderTables(summary));
  if (processRuns.length) {
    out.push('');
    out.push(`whole process, ck slice --format json (${caCertsNote()}):`);
    out.push('repo                        issue                         floor ms  cold ms  warm ms  warm-miss ms  seeds');
    for (const p of processRuns) {
      if (p.error) { out.push(`${p.repo.padEnd(28)}${p.instance_id.padEnd(30)}ERROR ${p.error}`); continue; }
      out.push(`${p.repo.padEnd(28)}${p.instance_id.padEnd(30)}${p.floor_ms.toFixed(0).padStart(8)}${p.cold_ms.toFixed(0).padStart(9)}${p.warm_ms.toFixed(0).padStart(9)}${p.warm_miss_ms.toFixed(0).padStart(14)}${String(p.seeds ?? '?').padStart(7)}`);
    }
    const ok = processRuns.filter((p) => !p.error);
    for (const repo of [...new Set(ok.map((p) => p.repo))]) {
      const ps = ok.filter((p) => p.repo === repo);
      out.push(`${`median ${repo}`.padEnd(58)}${median(ps.map((p) => p.floor_ms)).toFixed(0).padStart(8)}${median(ps.map((p) => p.cold_ms)).toFixed(0).padStart(9)}${median(ps.map((p) => p.warm_ms)).toFixed(0).padStart(9)}${median(ps.map((p) => p.warm_miss_ms)).toFixed(0).padStart(14)}`);
    }
  }
  console.log(out.join('\n'));

  if (o.json) {
    const misses = results.filter((r) => r.file_rank == null || r.file_rank > 5).map((r) => ({
      instance_id: r.instance_id, repo: r.repo, source: r.source, location_class: r.location_class, has_traceback: r.has_traceback,
      gold_files: r.gold_files, ours_rank: r.file_rank ?? null, seeds: r.seeds ?? 0, seed_files: r.seed_files ?? [], seed_top: r.seed_top ?? [],
      bm25_rank: r.bm25?.rank ?? null, bm25_top: r.bm25?.top.slice(0, 5) ?? [], error: r.error, no_seed_warnings: r.no_seed_warnings,
    }));
    mkdirSync(dirname(o.json), { recursive: true });
    writeFileSync(o.json, JSON.stringify({
      bench: 'issues', date: new Date().toISOString(), options: { ...o, limit: Number.isFinite(o.limit) ? o.limit : null },
      total_s: totalS, summary, process_runs: processRuns, misses, results,
    }, null, 1));
    console.error(`issues.bench: wrote ${o.json}`);
  }
}

main().catch((err) => { console.error(err.stack ?? String(err)); process.exit(1); });
