// Whole-process T1: `ck normalize` of a ≥ 50 MB log of real tool outputs (test/fixtures/outputs/ concatenated with
// shifted numbers, bench/fixtures/long-log.mjs), read from a file and from a pipe, spill store included (a fresh one
// per run: the first normalize of an output), against another build of ck in the same run, interleaved run by run
// (the order alternating), on each Node runtime given. Each row: median wall ms and MB/s, median CPU ms (user + system of the whole process),
// median peak RSS (and its ratio to the input), and the ratios to the base build.
// Before timing, it checks the two builds print byte-identical outputs on every captured output fixture
// (test/fixtures/outputs, terminal, signal) and on the log: the "no loss" half of the comparison.
//
// usage: node bench/t1-process.bench.mjs [--base CK] [--also CK]… [--runs N] [--mb N] [--node PATH]… [--json OUT]
//   --also: another build measured in the same runs (interleaved too), with its ratios to the base; not checked for
//   identical outputs.
//   e.g. git clone /work/main /tmp/ck-base && git -C /tmp/ck-base checkout eb69797 && (cd /tmp/ck-base && npm ci),
//        then --base /tmp/ck-base/bin/context-kernel.js --node /path/to/node24 --node /path/to/node26
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CK, floorEnv } from './ck-process.mjs';
import { buildLongLog } from './fixtures/long-log.mjs';

const USAGE = 'usage: node bench/t1-process.bench.mjs [--base CK] [--also CK]… [--runs N] [--mb N] [--node PATH]… [--json OUT]';
const o = { base: undefined, also: [], runs: 7, mb: 55, nodes: [], json: undefined };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  const val = () => { if (i + 1 >= argv.length) { console.error(USAGE); process.exit(2); } return argv[++i]; };
  if (a === '--base') o.base = resolve(val());
  else if (a === '--also') o.also.push(resolve(val()));
  else if (a === '--runs') o.runs = Number(val());
  else if (a === '--mb') o.mb = Number(val());
  else if (a === '--node') o.nodes.push(resolve(val()));
  else if (a === '--json') o.json = resolve(val());
  else if (a === '-h' || a === '--help') { console.log(USAGE); process.exit(0); }
  else { console.error(`t1-process.bench: unknown argument ${a}\n${USAGE}`); process.exit(2); }
}
if (o.nodes.length === 0) o.nodes.push(process.execPath);
const here = dirname(fileURLToPath(import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'ck-t1-bench-'));
const log = buildLongLog({ minBytes: o.mb * 1024 * 1024 });
const logFile = join(work, 'log.txt');
writeFileSync(logFile, log);
const builds = [{ name: 'this build', ck: CK }, ...(o.base ? [{ name: 'base build', ck: o.base }] : []),
  ...o.also.map((ck, i) => ({ name: `also ${i + 1}`, ck }))];
const hasTime = existsSync('/usr/bin/time');

/** Returns the environment that runs `ck` under `node` (first on PATH, as bench/ck-process.mjs does) with its own state. */
const envFor = (node, state) => ({ ...floorEnv(), PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}`, XDG_STATE_HOME: state, XDG_CACHE_HOME: join(state, 'cache') });

/** Returns { wall, cpu, rss (KiB), stdout } of one `ck normalize` whose stdin is the log file or a pipe of it. */
function once(node, ck, state, how, args = []) {
  const cmd = hasTime ? '/usr/bin/time' : ck;
  const cmdArgs = hasTime ? ['-f', '%e %U %S %M', '-o', join(work, 'time.txt'), ck, 'normalize', ...args] : ['normalize', ...args];
  const fd = how === 'file' ? openSync(logFile, 'r') : undefined;
  const t = performance.now();
  const r = spawnSync(cmd, cmdArgs, { env: envFor(node, state), stdio: [fd ?? 'pipe', 'pipe', 'pipe'], input: fd === undefined ? log : undefined, maxBuffer: 256 << 20 });
  const wall = performance.now() - t;
  if (fd !== undefined) closeSync(fd);
  if (r.status !== 0) { console.error(`ck normalize failed (${ck}): ${r.stderr}`); process.exit(1); }
  let cpu = NaN;
  let rss = NaN;
  if (hasTime) {
    const [, u, s, m] = readFileSync(join(work, 'time.txt'), 'utf8').trim().split(/\s+/).map(Number);
    cpu = (u + s) * 1000;
    rss = m;
  }
  return { wall, cpu, rss, stdout: r.stdout };
}

// No loss: the two builds print the same bytes on every captured output and on the log.
if (o.base) {
  const fixtures = ['outputs', 'terminal', 'signal'].flatMap((d) => {
    const dir = join(here, '..', 'test', 'fixtures', d);
    return existsSync(dir) ? readdirSync(dir).filter((f) => /\.(txt|log|out)$/.test(f)).map((f) => join(dir, f)) : [];
  });
  let same = 0;
  const differ = [];
  for (const f of [...fixtures, logFile]) {
    const input = readFileSync(f);
    const outs = builds.slice(0, 2).map((b) => spawnSync(b.ck, ['normalize', '--no-spill'], { env: envFor(o.nodes[0], join(work, 'state-eq')), input, maxBuffer: 256 << 20 }).stdout);
    if (outs[0].equals(outs[1])) same++;
    else differ.push(f);
  }
  console.log(`byte-identical outputs: ${same} of ${fixtures.length + 1} (every output fixture and the ${(log.length / 1048576).toFixed(1)} MB log)${differ.length ? `; differ: ${differ.join(', ')}` : ''}`);
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const rows = [];
for (const node of o.nodes) {
  const version = spawnSync(node, ['-v'], { encoding: 'utf8' }).stdout.trim();
  const samples = new Map();
  const put = (k, v) => { if (!samples.has(k)) samples.set(k, []); samples.get(k).push(v); };
  for (let run = 0; run < o.runs; run++) {
    for (const how of ['file', 'pipe']) {
      for (const b of run % 2 ? [...builds].reverse() : builds) {
        const state = join(work, `state-${b.name.replace(' ', '-')}`);
        rmSync(join(state, 'context-kernel', 'spill'), { recursive: true, force: true }); // a first normalize; the code caches stay
        const r = once(node, b.ck, state, how);
        put(`${b.name}|${how}`, r);
      }
    }
  }
  for (const how of ['file', 'pipe']) {
    const base = samples.get(`base build|${how}`);
    for (const b of builds) {
      const s = samples.get(`${b.name}|${how}`);
      const wall = median(s.map((x) => x.wall));
      const cpu = median(s.map((x) => x.cpu));
      const rss = median(s.map((x) => x.rss));
      const row = { node: version, build: b.name, stdin: how, wallMs: +wall.toFixed(0), mbPerSec: +((log.length / 1048576) / (wall / 1000)).toFixed(1), cpuMs: +cpu.toFixed(0), peakRssMiB: +(rss / 1024).toFixed(1), rssPerInput: +(rss * 1024 / log.length).toFixed(2) };
      if (base && b.name !== 'base build') {
        row.throughputVsBase = +(median(base.map((x) => x.wall)) / wall).toFixed(2);
        row.cpuVsBase = +(cpu / median(base.map((x) => x.cpu))).toFixed(2);
      }
      rows.push(row);
    }
  }
}
console.table(rows);
console.log(`input ${(log.length / 1048576).toFixed(1)} MiB, ${o.runs} interleaved runs per row, load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
if (o.json) writeFileSync(o.json, JSON.stringify({ input: log.length, runs: o.runs, rows, loadavg: loadavg() }, null, 2) + '\n');
rmSync(work, { recursive: true, force: true });
