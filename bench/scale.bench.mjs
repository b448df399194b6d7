// Scale benchmark: cold `ck index` on generated repositories of 10k, 50k and 100k Python/TypeScript files.
//
// usage: node bench/scale.bench.mjs [--sizes 10000,50000,100000] [--runs N]     (after `npm run build`)
//
// Each repository is made of renamed copies of real corpora: pandas (every .py under pandas/, the package renamed
// pandas_0001, pandas_0002, … and every `pandas` identifier rewritten so absolute imports stay real edges) and
// rxjs src/ (every .ts, copied to rxjs_0001/, … — its imports are relative). The last copy is cut in path order so a
// repository holds exactly N files. Generation is deterministic; copies are written once into a pool under
// $CK_SCALE_DIR (default <tmpdir>/ck-scale) and each repository hard-links them, so 160k files cost ~1.4 GB once.
//
// Each run is a whole `ck index --no-cache --json` process with an empty cache directory, measured by
// /usr/bin/time -v (wall, peak RSS); without it (or with CK_SCALE_NO_TIME=1), the CLI runs inside a Node wrapper
// that reports its own process.resourceUsage().maxRSS on exit.
// Not part of the tests (minutes of I/O). Writes bench/results/scale.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync, linkSync, copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { join, dirname, relative, sep } from 'node:path';
import { homedir, tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

const GENERATOR_VERSION = 1;
const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, '..', 'bin', 'context-kernel.js');
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const sizes = flag('--sizes', '10000,50000,100000').split(',').map(Number);
const runs = Number(flag('--runs', '3'));
const corpora = process.env.CK_CORPORA ?? join(homedir(), '.cache', 'context-kernel-corpora');
const scaleDir = process.env.CK_SCALE_DIR ?? join(tmpdir(), 'ck-scale');

/** Returns the sorted repo-relative files under dir whose names match `re`. */
function listFiles(dir, re) {
  const out = [];
  const visit = (d) => {
    for (const ent of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, ent.name);
      if (ent.isDirectory()) visit(full);
      else if (ent.isFile() && re.test(ent.name)) out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  visit(dir);
  return out.sort();
}

const pandasRoot = join(corpora, 'pandas');
const rxjsSrc = join(corpora, 'rxjs', 'src');
for (const p of [join(pandasRoot, 'pandas'), rxjsSrc]) {
  if (!existsSync(p)) {
    console.error(`scale.bench: corpus directory ${p} is missing (run ../shared/corpora/fetch.sh)`);
    process.exit(1);
  }
}
const pandasFiles = listFiles(pandasRoot, /\.py$/).filter((p) => p.startsWith('pandas/'));
const rxjsFiles = listFiles(rxjsSrc, /\.ts$/).filter((p) => !p.endsWith('.d.ts'));
const perCopy = pandasFiles.length + rxjsFiles.length;

/** Returns the [relative path in the repo, pool file] pairs of copy `c` (1-based), in path order. */
function copyEntries(c) {
  const tag = String(c).padStart(4, '0');
  return [
    ...pandasFiles.map((p) => [p.replace(/^pandas\//, `pandas_${tag}/`), join('pool', `copy-${tag}`, p)]),
    ...rxjsFiles.map((p) => [`rxjs_${tag}/${p}`, join('pool', `copy-${tag}`, 'rxjs', p)]),
  ].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

// Writes copy `c` into the pool once (renamed package, rewritten absolute imports).
function ensureCopy(c) {
  const tag = String(c).padStart(4, '0');
  const dir = join(scaleDir, 'pool', `copy-${tag}`);
  const stamp = join(dir, `.complete-v${GENERATOR_VERSION}`);
  if (existsSync(stamp)) return;
  for (const p of pandasFiles) {
    const text = readFileSync(join(pandasRoot, p), 'utf8').replace(/\bpandas\b/g, `pandas_${tag}`);
    mkdirSync(dirname(join(dir, p)), { recursive: true });
    writeFileSync(join(dir, p), text);
  }
  for (const p of rxjsFiles) {
    mkdirSync(dirname(join(dir, 'rxjs', p)), { recursive: true });
    copyFileSync(join(rxjsSrc, p), join(dir, 'rxjs', p));
  }
  writeFileSync(stamp, '');
}

/** Returns the root of a generated repository of exactly `n` files (generated on first use). */
function ensureRepo(n) {
  const root = join(scaleDir, `repo-${n}`);
  const stamp = `${root}.complete-v${GENERATOR_VERSION}`; // beside the repository, so it is not indexed
  if (existsSync(stamp)) return root;
  rmSync(root, { recursive: true, force: true });
  let left = n;
  for (let c = 1; left > 0; c++) {
    ensureCopy(c);
    for (const [rel, pool] of copyEntries(c).slice(0, left)) {
      const dst = join(root, rel);
      mkdirSync(dirname(dst), { recursive: true });
      try {
        linkSync(join(scaleDir, pool), dst);
      } catch {
        copyFileSync(join(scaleDir, pool), dst);
      }
    }
    left -= Math.min(left, perCopy);
  }
  writeFileSync(stamp, '');
  return root;
}

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
