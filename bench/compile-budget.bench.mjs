// `ck compile` under its default budget, as whole processes, against a baseline build measured in the same run:
// cold (empty cache directory: index, parses and manifest all computed) and warm (same cache, repeated), medians;
// plus the compiled tokens, whether it fits, and reference coverage at the default budget, 100k and 30k.
//
// usage: node bench/compile-budget.bench.mjs [--base DIR] [--runs N] [--warm N]   (after `npm run build`)
// --base DIR: a built checkout of the baseline commit (git worktree add /tmp/ck-base19 <commit>; symlink
// node_modules; npm run build there). Without it only this build is measured and the output says so.
// Targets: pandas/core/frame.py (--max-hops 2) and rxjs src/internal/Observable.ts (--max-hops 2) from the corpora.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, homedir, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ckEnv, floorEnv } from './ck-process.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const arg = (name, d) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : d; };
const base = arg('--base');
const runs = Number(arg('--runs', '3'));
const warmRuns = Number(arg('--warm', '5'));
const corpora = process.env.CK_CORPORA ?? join(homedir(), '.cache', 'context-kernel-corpora');
const TARGETS = [
  { repo: join(corpora, 'pandas'), target: 'pandas/core/frame.py' },
  { repo: join(corpora, 'rxjs'), target: 'src/internal/Observable.ts' },
].filter((t) => existsSync(join(t.repo, t.target)));
const builds = [{ name: 'this build', bin: join(here, '..', 'bin', 'context-kernel.js') }];
if (base) builds.unshift({ name: `baseline (${base})`, bin: join(base, 'bin', 'context-kernel.js') });
else console.log('baseline: not measured (pass --base DIR)');

/** Returns wall ms, exit status and the parsed manifest of one `ck compile … --format json` process. */
function compile(bin, t, xdg, extra = []) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(bin, ['compile', t.repo, t.target, '--max-hops', '2', '--format', 'json', ...extra], {
    env: ckEnv({ ...process.env, XDG_CACHE_HOME: xdg, CK_SESSION_ID: '', CK_BUDGET_MAX: '' }), maxBuffer: 1 << 30,
  });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  let m = null;
  try { m = JSON.parse(r.stdout.toString()); } catch { /* reported below */ }
  return { ms, status: r.status, m, stderr: r.stderr.toString() };
}
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };

console.log(`${availableParallelism()} cores, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}; ${runs} cold and ${warmRuns} warm runs per build, interleaved`);
const rows = [];
for (const t of TARGETS) {
  const cold = new Map(builds.map((b) => [b.name, []]));
  const warm = new Map(builds.map((b) => [b.name, []]));
  const last = new Map();
  for (let i = 0; i < runs; i++) {
    for (const b of builds) {
      const xdg = mkdtempSync(join(tmpdir(), 'ck-cbb-'));
      const c = compile(b.bin, t, xdg);
      cold.get(b.name).push(c.ms);
      for (let w = 0; w < (i === runs - 1 ? warmRuns : 0); w++) {
        const r = compile(b.bin, t, xdg);
        warm.get(b.name).push(r.ms);
        last.set(b.name, r);
      }
      if (i !== runs - 1) rmSync(xdg, { recursive: true, force: true });
      else last.set(`${b.name}:xdg`, xdg);
    }
  }
  for (const b of builds) {
    const r = last.get(b.name);
    const m = r?.m;
    const row = {
      target: t.target, build: b.name, 'cold median ms': Math.round(median(cold.get(b.name))), 'warm median ms': Math.round(median(warm.get(b.name))),
      exit: r?.status, tokens: m?.tokens?.task_state, fits: m?.budget?.fits, budget: m?.budget?.requested,
      coverage: m?.compile?.coverage ? `${(m.compile.coverage.rate * 100).toFixed(1)}% (${m.compile.coverage.covered}/${m.compile.coverage.references})` : '—',
      warnings: m ? `${m.warnings.length} listed of ${m.compile.warning_counts ? Object.values(m.compile.warning_counts).reduce((s, n) => s + n, 0) : m.warnings.length}` : '—',
    };
    rows.push(row);
    if (b.bin.startsWith(join(here, '..'))) {
      // This build only: coverage at explicit budgets (warm: the same cache directory).
      for (const budget of ['100k', '30k']) {
        const x = compile(b.bin, t, last.get(`${b.name}:xdg`), ['--budget', budget]);
        rows.push({ target: t.target, build: `${b.name} --budget ${budget}`, 'cold median ms': '', 'warm median ms': Math.round(x.ms), exit: x.status, tokens: x.m?.tokens?.task_state, fits: x.m?.budget?.fits, budget,
          coverage: x.m ? `${(x.m.compile.coverage.rate * 100).toFixed(1)}% (${x.m.compile.coverage.covered}/${x.m.compile.coverage.references})` : '—', warnings: x.m ? `${x.m.warnings.length} listed` : '—' });
      }
    }
    rmSync(last.get(`${b.name}:xdg`), { recursive: true, force: true });
  }
}
// The process floor in the same conditions: what any whole-process figure above cannot go below.
const floor = [];
for (let i = 0; i < 5; i++) {
  const t0 = process.hrtime.bigint();
  spawnSync(process.execPath, ['-e', '0'], { env: floorEnv() });
  floor.push(Number(process.hrtime.bigint() - t0) / 1e6);
}
console.table(rows);
console.log(`node -e 0 (the process floor), median of 5: ${Math.round(median(floor))} ms; load now ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
writeFileSync(join(tmpdir(), 'ck-compile-budget-bench.json'), JSON.stringify({ date: new Date().toISOString(), load: loadavg(), floorMs: median(floor), rows }, null, 2));
console.log(`results also in ${join(tmpdir(), 'ck-compile-budget-bench.json')}`);
