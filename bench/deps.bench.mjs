#!/usr/bin/env node
// Usage: node bench/deps.bench.mjs [--dir DIR] [--only LIB] [--forms full,frame,message] [--layouts project,checkout]
//                                  [--set all|held-out|first] [--jobs 2] [--no-speed] [--out bench/results/deps.json]
//   --set held-out   only the libraries tuning.json `held_out` lists (added for issue 39, never tuned on); `first`:
//                    the others (the first set, some of them looked at while tuning)
//
// Scores `ck slice` on the deps devset (errors raised inside installed dependencies; lay it out first with
// `node bench/devsets/deps/capture.mjs`, DIR defaults to $CK_DEVSET_DIR or ~/.cache/context-kernel-devsets/deps).
// For every case × layout (project: the user's repo with the library installed in .venv/node_modules or in the
// interpreter's dist-packages; checkout: the library's own source tree) × symptom form (full traceback, the user's
// frames + error line, error line alone) it runs the real CLI as a subprocess:
//   node bin/context-kernel.js slice ROOT --symptom-file FORM --budget 30000 --format json
// and counts the case visible when the raise site's file is in `files` at tier full, or at tier symbols with a
// range holding the raise line (paths compared after resolving against ROOT). It reports, per ecosystem, layout and
// form, the visible rate, the median tokens.task_state and per-library rates; the misses with their seeds; and a
// held-out split from bench/devsets/deps/tuning.json (libraries looked at while tuning vs never looked at).
// Speed: cold (--no-cache, fresh XDG_CACHE_HOME) and warm whole-process times on the largest Python project,
// medians of 5, beside `node -e 0`. The slices share one fresh XDG_CACHE_HOME per bench run. Writes --out as JSON.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(ROOT, 'bin/context-kernel.js');
const FORMS = ['full', 'frame', 'message'];
const LAYOUTS = ['project', 'checkout'];

function parseArgs(argv) {
  const o = {
    dir: process.env.CK_DEVSET_DIR || join(homedir(), '.cache/context-kernel-devsets/deps'),
    only: null, forms: FORMS, layouts: LAYOUTS, set: 'all', jobs: 2, speed: true, out: join(ROOT, 'bench/results/deps.json'),
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--dir') o.dir = argv[++i];
    else if (a === '--only') o.only = argv[++i];
    else if (a === '--forms') o.forms = argv[++i].split(',');
    else if (a === '--layouts') o.layouts = argv[++i].split(',');
    else if (a === '--set') o.set = argv[++i];
    else if (a === '--jobs') o.jobs = Number(argv[++i]);
    else if (a === '--no-speed') o.speed = false;
    else if (a === '--out') o.out = argv[++i];
    else { console.error(`unknown argument ${a}`); process.exit(2); }
  }
  for (const f of o.forms) if (!FORMS.includes(f)) { console.error(`unknown form ${f}`); process.exit(2); }
  for (const l of o.layouts) if (!LAYOUTS.includes(l)) { console.error(`unknown layout ${l}`); process.exit(2); }
  if (!['all', 'held-out', 'first'].includes(o.set)) { console.error(`unknown set ${o.set}`); process.exit(2); }
  o.dir = resolve(o.dir);
  return o;
}

/** Returns {code, stdout, stderr, ms} of one whole process. */
function exec(cmd, args, env) {
  return new Promise((res) => {
    const t0 = process.hrtime.bigint();
    const p = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = []; const err = [];
    p.stdout.on('data', (d) => out.push(d));
    p.stderr.on('data', (d) => err.push(d));
    p.on('close', (code) => res({
      code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8'),
      ms: Number(process.hrtime.bigint() - t0) / 1e6,
    }));
  });
}

function parseManifest(stdout) {
  const i = stdout.indexOf('{');
  if (i < 0) return null;
  try { return JSON.parse(stdout.slice(i)); } catch { return null; }
}

/** Returns the manifest of one slice; retries a few times when the CLI itself fails (dist/ being rebuilt). */
async function slice(root, symptom, env, extra = []) {
  let last;
  for (let attempt = 0; attempt < 4; attempt++) {
    last = await exec(process.execPath, [CLI, 'slice', root, '--symptom-file', symptom, '--budget', '30000', '--format', 'json', ...extra], env);
    const manifest = parseManifest(last.stdout);
    if (manifest) return { manifest, code: last.code, ms: last.ms };
    await new Promise((r) => setTimeout(r, 3000));
  }
  return { manifest: null, code: last.code, ms: last.ms, error: last.stderr.trim().split('\n').slice(-3).join(' | ') };
}

/** Returns how the target file shows in the manifest: 'full', 'symbols+line', 'symbols', 'skeleton' or null. */
function visibility(manifest, root, target, line) {
  const want = resolve(root, target);
  let best = null;
  for (const f of manifest.files ?? []) {
    if (resolve(root, f.path) !== want) continue;
    if (f.tier === 'full') return 'full';
    if (f.tier === 'symbols') {
      if ((f.ranges ?? []).some(([a, b]) => a <= line && line <= b)) return 'symbols+line';
      best = 'symbols';
    } else if (!best) best = f.tier;
  }
  return best;
}

async function pool(items, n, fn) {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, async () => {
    while (next < items.length) { const i = next++; await fn(items[i], i); }
  }));
}

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (!s.length) return null;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const pct = (n, d) => (d ? Math.round((1000 * n) / d) / 10 : null);

function summarize(rows) {
  const visible = rows.filter((r) => r.visible).length;
  return { cases: rows.length, visible, rate: pct(visible, rows.length), median_task_state: median(rows.map((r) => r.task_state)) };
}

function groupBy(rows, key) {
  const m = new Map();
  for (const r of rows) { const k = key(r); if (!m.has(k)) m.set(k, []); m.get(k).push(r); }
  return m;
}

function countFiles(dir) {
  let n = 0;
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name)); else n++;
    }
  };
  walk(dir);
  return n;
}

async function speed(opt, cases, baseEnv) {
  const py = cases.filter((c) => c.ecosystem === 'python' && c.layout === 'venv');
  if (!py.length) return null;
  let pick = py.find((c) => c.library === 'django');
  if (!pick) {
    pick = py.map((c) => [c, countFiles(join(opt.dir, c.project, '.venv'))]).sort((a, b) => b[1] - a[1])[0][0];
  }
  const root = join(opt.dir, pick.project);
  const symptom = join(opt.dir, pick.forms.full);
  const runs = 5;
  const baseline = []; const cold = []; const warm = [];
  for (let i = 0; i < runs; i++) baseline.push((await exec(process.execPath, ['-e', '0'], baseEnv)).ms);
  for (let i = 0; i < runs; i++) {
    const fresh = mkdtempSync(join(tmpdir(), 'ck-deps-cold-'));
    const r = await slice(root, symptom, { ...baseEnv, XDG_CACHE_HOME: fresh }, ['--no-cache']);
    cold.push(r.ms);
    rmSync(fresh, { recursive: true, force: true });
  }
  const warmDir = mkdtempSync(join(tmpdir(), 'ck-deps-warm-'));
  await slice(root, symptom, { ...baseEnv, XDG_CACHE_HOME: warmDir });
  for (let i = 0; i < runs; i++) warm.push((await slice(root, symptom, { ...baseEnv, XDG_CACHE_HOME: warmDir })).ms);
  rmSync(warmDir, { recursive: true, force: true });
  const r1 = (x) => Math.round(x);
  return {
    case: pick.id, root, files_in_venv: countFiles(join(root, '.venv')), runs,
    node_baseline_ms: r1(median(baseline)), cold_ms: r1(median(cold)), warm_ms: r1(median(warm)),
    cold_all_ms: cold.map(r1), warm_all_ms: warm.map(r1),
  };
}

async function main() {
  const opt = parseArgs(process.argv.slice(2));
  const casesFile = join(opt.dir, 'cases.json');
  if (!existsSync(casesFile)) { console.error(`no ${casesFile}: run node bench/devsets/deps/capture.mjs first`); process.exit(2); }
  const devset = JSON.parse(readFileSync(casesFile, 'utf8'));
  const tuningFile = join(ROOT, 'bench/devsets/deps/tuning.json');
  const tuning = existsSync(tuningFile) ? JSON.parse(readFileSync(tuningFile, 'utf8')) : {};
  const lookedAt = new Set(tuning.looked_at ?? []);
  const heldOut = new Set(tuning.held_out ?? []);
  const inSet = (c) => opt.set === 'all' || (opt.set === 'held-out') === heldOut.has(`${c.ecosystem}:${c.library}`);
  const cases = devset.cases.filter((c) => (!opt.only || c.library === opt.only) && inSet(c));

  const cache = mkdtempSync(join(tmpdir(), 'ck-deps-bench-'));
  const baseEnv = { ...process.env };
  delete baseEnv.CK_BUDGET_MAX;
  const env = { ...baseEnv, XDG_CACHE_HOME: cache };

  const jobs = [];
  for (const c of cases) for (const layout of opt.layouts) for (const form of opt.forms) jobs.push({ c, layout, form });
  const t0 = Date.now();
  const rows = [];
  let done = 0;
  await pool(jobs, opt.jobs, async ({ c, layout, form }) => {
    const root = join(opt.dir, layout === 'project' ? c.project : c.checkout);
    const target = layout === 'project' ? (c.raise.project_path ?? c.raise.absolute) : c.raise.checkout_path;
    const r = await slice(root, join(opt.dir, c.forms[form]), env);
    const m = r.manifest;
    const vis = m ? visibility(m, root, target, c.raise.line) : null;
    rows.push({
      case: c.id, ecosystem: c.ecosystem, library: c.library, install: c.layout, layout, form,
      visible: vis === 'full' || vis === 'symbols+line', shown_as: vis, exit: r.code, ms: Math.round(r.ms),
      task_state: m?.tokens?.task_state ?? null, files: m?.files?.length ?? null,
      raise: `${target}:${c.raise.line}`,
      seeds: (m?.seeds ?? []).slice(0, 5).map((s) => `${s.path}:${s.line} (${s.why})`),
      error: r.error,
    });
    if (++done % 50 === 0) process.stderr.write(`[deps] ${done}/${jobs.length} slices, ${Math.round((Date.now() - t0) / 1000)}s\n`);
  });
  rmSync(cache, { recursive: true, force: true });
  const order = (r) => `${r.ecosystem}\0${r.case}\0${LAYOUTS.indexOf(r.layout)}${FORMS.indexOf(r.form)}`;
  rows.sort((a, b) => order(a).localeCompare(order(b), 'en', { numeric: true }));

  // Aggregates: ecosystem × layout × form, then per library, then the held-out split.
  const report = { ecosystems: {} };
  for (const [eco, er] of groupBy(rows, (r) => r.ecosystem)) {
    const e = report.ecosystems[eco] = { overall: {}, per_library: {}, held_out: {}, by_install: {} };
    for (const [k, g] of groupBy(er, (r) => `${r.layout}/${r.form}`)) {
      e.overall[k] = summarize(g);
      e.held_out[k] = {
        all: summarize(g),
        looked_at: summarize(g.filter((r) => lookedAt.has(r.library) && !heldOut.has(`${r.ecosystem}:${r.library}`))),
        never_looked_at: summarize(g.filter((r) => !lookedAt.has(r.library) || heldOut.has(`${r.ecosystem}:${r.library}`))),
      };
    }
    for (const [k, g] of groupBy(er.filter((r) => r.layout === 'project'), (r) => `${r.install}/${r.form}`)) e.by_install[k] = summarize(g);
    for (const [lib, g] of groupBy(er, (r) => r.library)) {
      e.per_library[lib] = Object.fromEntries([...groupBy(g, (r) => `${r.layout}/${r.form}`)].map(([k, gg]) => [k, `${gg.filter((r) => r.visible).length}/${gg.length}`]));
    }
  }
  const misses = rows.filter((r) => !r.visible).map((r) => ({
    case: r.case, layout: r.layout, form: r.form, raise: r.raise, shown_as: r.shown_as, seeds: r.seeds, ...(r.error ? { error: r.error } : {}),
  }));
  const elapsed = Math.round((Date.now() - t0) / 1000);
  const speedRes = opt.speed ? await speed(opt, cases, baseEnv) : null;

  const out = {
    bench: 'deps', date: new Date().toISOString(), dir: opt.dir, cases: cases.length,
    libraries: { python: new Set(cases.filter((c) => c.ecosystem === 'python').map((c) => c.library)).size, npm: new Set(cases.filter((c) => c.ecosystem === 'npm').map((c) => c.library)).size },
    looked_at: [...lookedAt], slices: rows.length, slice_seconds: elapsed, report, speed: speedRes, misses, rows,
  };
  mkdirSync(dirname(opt.out), { recursive: true });
  writeFileSync(opt.out, JSON.stringify(out, null, 1) + '\n');

  // Text summary.
  const lines = [];
  lines.push(`deps bench: ${cases.length} cases, ${rows.length} slices in ${elapsed}s (jobs ${opt.jobs})`);
  for (const [eco, e] of Object.entries(report.ecosystems)) {
    lines.push('', `== ${eco} ==`, 'layout/form          visible        median task_state   (looked-at | never-looked-at)');
    for (const [k, s] of Object.entries(e.overall).sort()) {
      const h = e.held_out[k];
      const hs = (x) => (x.cases ? `${x.visible}/${x.cases}` : '-');
      lines.push(`${k.padEnd(20)} ${`${s.visible}/${s.cases}`.padStart(7)} ${String(s.rate ?? '-').padStart(5)}%   ${String(s.median_task_state ?? '-').padStart(8)}            (${hs(h.looked_at)} | ${hs(h.never_looked_at)})`);
    }
    if (new Set(Object.keys(e.by_install).map((k) => k.split('/')[0])).size > 1) {
      lines.push('project layout by install:');
      for (const [k, s] of Object.entries(e.by_install).sort()) lines.push(`  ${k.padEnd(32)} ${s.visible}/${s.cases}`);
    }
    const keys = Object.keys(e.overall).sort();
    lines.push(`per library (${keys.join(' ')}):`);
    for (const [lib, v] of Object.entries(e.per_library).sort()) lines.push(`  ${lib.padEnd(18)} ${keys.map((k) => (v[k] ?? '-').padStart(5)).join(' ')}`);
  }
  lines.push('', `misses: ${misses.length} (all in ${opt.out})`);
  if (speedRes) lines.push('', `speed (${speedRes.case}, ${speedRes.files_in_venv} files in .venv, medians of ${speedRes.runs}): node -e 0 ${speedRes.node_baseline_ms} ms, cold ${speedRes.cold_ms} ms, warm ${speedRes.warm_ms} ms`);
  console.log(lines.join('\n'));
}

main().catch((e) => { console.error(e.stack ?? e); process.exit(1); });
