// `ck verify-citations` as a whole process over an answer with 100 citations, against `node -e 0` in the same run.
// The answer cites 100 lines of 20 source files of this repository (a fixed-seed choice), half of them with a quote of
// the cited code after the citation (`path:12` — `code`), a tenth of them broken or stale on purpose (so the run
// exercises every verdict and exits 1, as a real check of a wrong answer does). Target (issue 20): ≤ 150 ms median.
//
// usage: node bench/verify-citations.bench.mjs [--runs N]   (after `npm run build`; default 15)
// Writes bench/results/verify-citations.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, dirname, relative } from 'node:path';
import { tmpdir, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { spawnCk, floorEnv, caCertsNote } from './ck-process.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const i = process.argv.indexOf('--runs');
const runs = i > 0 ? Math.max(3, Number(process.argv[i + 1])) : 15;

let seed = 7;
const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
const files = [];
const walk = (d) => { for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) { if (e.isDirectory()) walk(join(d, e.name)); else if (e.name.endsWith('.ts')) files.push(join(d, e.name)); } };
walk(join(root, 'src'));
const picked = files.map((f) => ({ f, k: rand() })).sort((a, b) => a.k - b.k).slice(0, 20).map((x) => x.f);
const rows = [];
for (let n = 0; n < 100; n++) {
  const f = picked[n % picked.length];
  const lines = readFileSync(f, 'utf8').split('\n');
  const line = 1 + Math.floor(rand() * (lines.length - 1));
  const rel = relative(root, f);
  const code = lines[line - 1].trim().replace(/`/g, '');
  if (n % 10 === 9) rows.push(`- ${rel}:${lines.length + 50} is past the end`);
  else if (n % 10 === 8 && code) rows.push(`- \`${rel}:${line}\` — \`${code}_changed\``);
  else if (n % 2 === 0 && code) rows.push(`- \`${rel}:${line}\` — \`${code.slice(0, 60)}\``);
  else rows.push(`- ${rel}:${line} is where it happens`);
}
const work = mkdtempSync(join(tmpdir(), 'ck-verifybench-'));
const answer = join(work, 'answer.md');
writeFileSync(answer, `# Answer\n\n${rows.join('\n')}\n`);
// Every child reports its own user+sys CPU at exit (a --require'd module, through NODE_OPTIONS so the `ck` launcher's
// exec'd node loads it too): on a loaded shared machine wall time mostly measures the other processes.
const cpuFile = join(work, 'cpu.txt');
const reporter = join(work, 'cpu-at-exit.cjs');
writeFileSync(reporter, `process.on('exit', () => { const r = process.resourceUsage(); require('node:fs').writeFileSync(${JSON.stringify(cpuFile)}, String((r.userCPUTime + r.systemCPUTime) / 1000)); });\n`);
const env = { ...process.env, XDG_STATE_HOME: join(work, 'state'), XDG_CACHE_HOME: join(work, 'cache'), NODE_OPTIONS: `--require ${reporter}` };
const mainJs = join(root, 'dist', 'cli', 'main.js');
const unbundled = `const m = await import(${JSON.stringify(mainJs)}); m.exitWhenDrained(await m.main(process.argv.slice(1), m.processIO()));`;

const variants = [
  { name: 'baseline: node -e 0', run: () => spawnSync(process.execPath, ['-e', '0'], { env: floorEnv(env) }) },
  { name: 'ck verify-citations answer.md (table)', run: () => spawnCk(['verify-citations', answer, '--repo', root], { env }) },
  { name: 'ck verify-citations answer.md --json', run: () => spawnCk(['verify-citations', answer, '--repo', root, '--json'], { env }) },
  { name: 'the same through dist/cli/main.js (no bundle)', run: () => spawnSync(process.execPath, ['--input-type=module', '-e', unbundled, 'verify-citations', answer, '--repo', root], { env: floorEnv(env) }) },
];
const check = variants[2].run();
const report = JSON.parse(check.stdout.toString());
if (check.status !== 1 || report.citations.length !== 100) throw new Error(`unexpected check run: exit ${check.status}, ${report.citations?.length} citations`);
const samples = new Map(variants.map((v) => [v.name, []]));
const cpus = new Map(variants.map((v) => [v.name, []]));
for (let r = 0; r < runs + 2; r++) {
  for (const v of variants) {
    rmSync(cpuFile, { force: true });
    const t = process.hrtime.bigint();
    const res = v.run();
    const ms = Number(process.hrtime.bigint() - t) / 1e6;
    if (v.name !== variants[0].name && res.status !== 1) throw new Error(`${v.name} exited ${res.status}: ${res.stderr}`);
    if (r >= 2) {
      samples.get(v.name).push(ms);
      cpus.get(v.name).push(Number(readFileSync(cpuFile, 'utf8')));
    }
  }
}
rmSync(work, { recursive: true, force: true });
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const base = median(samples.get(variants[0].name));
const baseCpu = median(cpus.get(variants[0].name));
const table = variants.map((v) => ({
  task: v.name,
  runs: samples.get(v.name).length,
  'wall ms': +median(samples.get(v.name)).toFixed(1),
  'wall x node -e 0': +(median(samples.get(v.name)) / base).toFixed(2),
  'cpu ms': +median(cpus.get(v.name)).toFixed(1),
  'cpu x node -e 0': +(median(cpus.get(v.name)) / baseCpu).toFixed(2),
}));
console.table(table);
console.log(`answer: 100 citations (${JSON.stringify(report.counts)}); ${caCertsNote()}; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'verify-citations.json'), `${JSON.stringify({ runs, targetMs: 150, counts: report.counts, rows: table }, null, 2)}\n`);
