// Scale benchmark: cold `ck index` on generated repositories of 10k, 50k and 100k Python/TypeScript files.
//
// usage: node bench/scale.bench.mjs [--sizes 10000,50000,100000] [--runs N]     (after `npm run build`)
//
// The repositories are generated once by lib/scale-repo.mjs (renamed copies of pandas and rxjs, hard-linked from a
// pool under $CK_SCALE_DIR).
//
// Each run is a whole `ck index --no-cache --json` process with an empty cache directory, measured by
// /usr/bin/time -v (wall, peak RSS); without it (or with CK_SCALE_NO_TIME=1), the CLI runs inside a Node wrapper
// that reports its own process.resourceUsage().maxRSS on exit.
// Not part of the tests (minutes of I/O). Writes bench/results/scale.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ensureRepo, perCopy } from './lib/scale-repo.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, '..', 'bin', 'context-kernel.js');
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const sizes = flag('--sizes', '10000,50000,100000').split(',').map(Number);
const runs = Number(flag('--runs', '3'));

const indexHelp = spawnSync(process.execPath, [cli, 'index', '--help'], { encoding: 'utf8' }).stdout ?? '';
const noCacheFlag = indexHelp.includes('--no-cache') ? ['--no-cache'] : [];
const haveTime = existsSync('/usr/bin/time') && !process.env.CK_SCALE_NO_TIME;

/** Returns wall ms, peak RSS MB and the reported stats of one cold `ck index` process on root. */
function measure(root) {
  const cache = mkdtempSync(join(tmpdir(), 'ck-scale-cache-'));
  const env = { ...process.env, XDG_CACHE_HOME: cache, XDG_STATE_HOME: cache };
  const cmd = [process.execPath, cli, 'index', root, ...noCacheFlag, '--json'];
  try {
    if (haveTime) {
      const t0 = process.hrtime.bigint();
      const r = spawnSync('/usr/bin/time', ['-v', ...cmd], { env, encoding: 'utf8', maxBuffer: 1 << 30 });
      const wall = Number(process.hrtime.bigint() - t0) / 1e6;
      if (r.status !== 0) throw new Error(`ck index failed (${r.status}): ${r.stderr.slice(-500)}`);
      const rssKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr)?.[1] ?? NaN);
      // CPU seconds (user + sys, all threads) are less sensitive than wall time to other load on the machine.
      const cpu = Number(/User time \(seconds\): ([\d.]+)/.exec(r.stderr)?.[1] ?? NaN) + Number(/System time \(seconds\): ([\d.]+)/.exec(r.stderr)?.[1] ?? NaN);
      return { wall_ms: wall, cpu_s: cpu, rss_mb: rssKb / 1024, stats: JSON.parse(r.stdout) };
    }
    // The CLI runs inside this wrapper process, so its own resourceUsage().maxRSS is the CLI's peak RSS.
    const wrapper = `const fs=require('fs');const t=process.hrtime.bigint();` +
      `process.on('exit',(code)=>fs.writeSync(2,'\\n'+JSON.stringify({wall:Number(process.hrtime.bigint()-t)/1e6,status:code,rss:process.resourceUsage().maxRSS})+'\\n'));` +
      `import(require('url').pathToFileURL(process.argv[1]).href);`;
    const r = spawnSync(process.execPath, ['-e', wrapper, ...cmd.slice(1)], { env, encoding: 'utf8', maxBuffer: 1 << 30 });
    const info = JSON.parse(r.stderr.trim().split('\n').pop());
    if (info.status !== 0) throw new Error(`ck index failed (${info.status}): ${r.stderr.slice(-500)}`);
    return { wall_ms: info.wall, rss_mb: info.rss / 1024, stats: JSON.parse(r.stdout) };
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
const phases = {};
for (const n of sizes) {
  const t0 = Date.now();
  const root = ensureRepo(n);
  console.error(`scale.bench: ${root} ready (${n} files, ${((Date.now() - t0) / 1000).toFixed(1)} s to generate/verify)`);
  const samples = [];
  for (let i = 0; i < runs; i++) {
    samples.push(measure(root));
    const s = samples.at(-1);
    console.error(`scale.bench:   run ${i + 1}/${runs}: ${s.wall_ms.toFixed(0)} ms wall, ${s.cpu_s?.toFixed(1) ?? '?'} s CPU, ${s.rss_mb.toFixed(0)} MB peak RSS`);
  }
  const wall = median(samples.map((s) => s.wall_ms));
  const stats = samples[0].stats;
  rows.push({
    files: n,
    indexed: stats.files ?? stats.stats?.files,
    edges: stats.edges ?? stats.stats?.edges,
    wall_ms: Math.round(wall),
    ms_per_10k: Math.round((wall / n) * 10_000),
    cpu_s: samples[0].cpu_s === undefined ? null : +median(samples.map((s) => s.cpu_s)).toFixed(1),
    peak_rss_mb: Math.round(median(samples.map((s) => s.rss_mb))),
    runs,
  });
  // Phase breakdown reported by the index itself (first run), kept out of the table to keep it narrow.
  phases[n] = stats.timingMs ?? stats.timing_ms ?? null;
}
console.table(rows);
for (const [n, t] of Object.entries(phases)) if (t) console.error(`scale.bench: ${n} files, phases (ms): ${Object.entries(t).map(([k, v]) => `${k} ${Math.round(v)}`).join(', ')}`);
const target = rows.find((r) => r.files === 100_000);
if (target) console.error(`scale.bench: 100k files: ${(target.wall_ms / 1000).toFixed(2)} s (target ≤ 15 s), ${target.peak_rss_mb} MB (target ≤ 2048 MB)`);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'scale.json'), `${JSON.stringify({ node: process.version, measured_by: haveTime ? '/usr/bin/time -v' : 'resourceUsage', flags: noCacheFlag, per_copy: perCopy, rows, phases }, null, 2)}\n`);
