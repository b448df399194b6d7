// Whole-process latency of `ck normalize` on a 1 MB real output (built from the captured fixtures), median of N
// runs, against `node -e 0` measured in the same run (the floor any node CLI pays), for the regular launcher and
// for the single-file bundle (dist/cli/normalize.bundle.cjs, built by scripts/bundle.mjs when missing).
//
// Each row: wall median (direct spawn) and CPU median (user + sys of the child, via bash's `times`; steadier on a
// shared machine), both also as a ratio to `node -e 0`.
// usage: node bench/process.bench.mjs [--runs N]   (after `npm run build`)
// Writes bench/results/process.json. Target: median <= 100 ms for the 1 MB output on this 2-core machine.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir, cpus, availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildLongLog } from './fixtures/long-log.mjs';
import { CK, ckEnv, floorEnv, caCertsNote } from './ck-process.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const argRuns = process.argv.indexOf('--runs');
const runs = argRuns > 0 ? Number(process.argv[argRuns + 1]) : 25;
const bundle = join(root, 'dist', 'cli', 'normalize.bundle.cjs');
if (!existsSync(bundle)) spawnSync(process.execPath, [join(root, 'scripts', 'bundle.mjs')], { stdio: 'inherit' });

const input = buildLongLog({ minBytes: 1 << 20 }).subarray(0, 1 << 20);
// Node runs without NODE_EXTRA_CA_CERTS in every row: `ck` is executed as a shell runs the command (its sh line drops
// the variable), and the other rows start node without it, so all pay the same startup (bench/ck-process.mjs).
const env = floorEnv({ ...process.env, XDG_STATE_HOME: mkdtempSync(join(tmpdir(), 'ck-proc-state-')) });
const variants = [
  { name: 'node -e 0 (baseline)', args: ['-e', '0'], input: undefined },
  { name: 'ck normalize (the ck command)', file: CK, args: ['normalize'], input },
  { name: 'ck normalize (bundle)', args: [bundle], input },
  { name: 'ck normalize --no-spill (bundle)', args: [bundle, '--no-spill'], input },
];

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const samples = new Map(variants.map((v) => [v.name, { wall: [], cpu: [] }]));

/** Returns the child's CPU ms (user + sys) of running `file` (node or the ck command) with `args`, from bash's `times`. */
function childCpuMs(file, args, input) {
  const res = spawnSync('bash', ['-c', '"$0" "$@" >/dev/null; s=$?; times >&2; exit $s', file, ...args], { input, env: file === CK ? ckEnv(env) : env, maxBuffer: 64 << 20 });
  if (res.status !== 0) throw new Error(`${args.join(' ')} exited ${res.status}: ${res.stderr}`);
  // `times` prints the shell's own user/sys line, then its children's: "0m0.061s 0m0.012s".
  const line = res.stderr.toString().trim().split('\n').pop();
  const [user, sys] = line.split(/\s+/).map((t) => { const m = /^(\d+)m([\d.]+)s$/.exec(t); return m ? Number(m[1]) * 60000 + Number(m[2]) * 1000 : NaN; });
  return user + sys;
}

// Interleave the variants so load changes on a shared machine hit them alike. Wall time from a direct spawn;
// CPU time (the steadier figure on a shared machine) from a second run under bash's `times`.
for (let r = 0; r < runs + 2; r++) {
  for (const v of variants) {
    const t = process.hrtime.bigint();
    const file = v.file ?? process.execPath;
    const res = spawnSync(file, v.args, { input: v.input, env: file === CK ? ckEnv(env) : env, maxBuffer: 64 << 20 });
    const ms = Number(process.hrtime.bigint() - t) / 1e6;
    if (res.status !== 0) throw new Error(`${v.name} exited ${res.status}: ${res.stderr}`);
    const cpu = childCpuMs(file, v.args, v.input);
    if (r >= 2) { // two warm-up rounds (disk cache)
      samples.get(v.name).wall.push(ms);
      samples.get(v.name).cpu.push(cpu);
    }
  }
}
const base = median(samples.get(variants[0].name).wall);
const baseCpu = median(samples.get(variants[0].name).cpu);
const rows = variants.map((v) => {
  const m = median(samples.get(v.name).wall);
  const c = median(samples.get(v.name).cpu);
  return {
    variant: v.name, runs: samples.get(v.name).wall.length,
    medianMs: +m.toFixed(1), overBaselineMs: +(m - base).toFixed(1), xBaseline: +(m / base).toFixed(2),
    cpuMs: +c.toFixed(1), cpuOverBaselineMs: +(c - baseCpu).toFixed(1), xBaselineCpu: +(c / baseCpu).toFixed(2),
  };
});
console.table(rows);
console.log(`input: ${input.length} bytes; load average during run: ${loadavg().map((x) => x.toFixed(1)).join(' ')}; ${caCertsNote()}`);
const results = { machine: { node: process.version, cpus: availableParallelism(), model: cpus()[0]?.model, loadavg: loadavg() }, inputBytes: input.length, rows, targetMs: 100, caCerts: caCertsNote() };
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'process.json'), JSON.stringify(results, null, 2) + '\n');
rmSync(env.XDG_STATE_HOME, { recursive: true, force: true }); // the throwaway spill store
console.log('wrote bench/results/process.json');
