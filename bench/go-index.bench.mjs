// A cold index of a Go repository against one of a Python repository of about the same number of files, in whole
// `ck index --no-cache` processes (the CLI bundle, its lex helper thread included), interleaved A B A B.
//
//   Go:     6 copies of cli/cli v2.60.0 (each its own module folder): ~5.4k files, ~31 MB ($CK_CORPORA/go/cli)
//   Python: 2 copies of pandas 1.5.3 and 2 of sympy 1.11.1: ~6k files, ~63 MB ($CK_CORPORA)
// Both trees are git work trees (built once under ~/.cache/context-kernel-devsets/index-size). Reports the median wall
// and CPU (user + sys) time of each, and the Go/Python ratios per tree, per 1,000 files and per MB.
//
// usage: node bench/go-index.bench.mjs [--runs N]     (after `npm run build`)
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 7;
const corpora = process.env.CK_CORPORA ?? join(homedir(), '.cache', 'context-kernel-corpora');
const base = join(homedir(), '.cache', 'context-kernel-devsets', 'index-size');
const bundle = join(here, '..', 'dist', 'cli', 'index.bundle.cjs');

/** Returns the tree `name` made of `copies` ([source folder, copies]), built once as a git work tree. */
function tree(name, copies) {
  const root = join(base, name);
  if (existsSync(join(root, '.git'))) return root;
  mkdirSync(root, { recursive: true });
  for (const [src, n] of copies) {
    if (!existsSync(src)) throw new Error(`go-index.bench: ${src} is absent (npm run corpora; bash bench/oracles/fetch-go-corpora.sh)`);
    for (let k = 0; k < n; k++) cpSync(src, join(root, `${src.split('/').pop()}-${k}`), { recursive: true, filter: (p) => !p.split('/').includes('.git') });
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  execFileSync('git', ['add', '-A'], { cwd: root });
  return root;
}

/** Returns the number of files and bytes under `dir` (not in .git). */
function size(dir) {
  let files = 0, bytes = 0;
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === '.git') continue;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p); else { files++; bytes += statSync(p).size; }
    }
  };
  walk(dir);
  return { files, bytes };
}

/** Returns the wall and CPU milliseconds of one cold `ck index` of `root`. */
function once(root) {
  const r = spawnSync('/usr/bin/time', ['-f', '%e %U %S', process.execPath, bundle, root, '--no-cache'], { encoding: 'utf8', env: { ...process.env, XDG_CACHE_HOME: join(base, 'xdg-cache') } });
  const [wall, user, sys] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { wall: wall * 1000, cpu: (user + sys) * 1000 };
}

const go = tree('go', [[join(corpora, 'go', 'cli'), 6]]);
const py = tree('python', [[join(corpora, 'pandas'), 2], [join(corpora, 'sympy'), 2]]);
const sizes = { go: size(go), python: size(py) };
once(go); once(py); // warm the OS page cache, the state dir's compiled kernels
const t = { go: [], python: [] };
for (let i = 0; i < runs; i++) { t.go.push(once(go)); t.python.push(once(py)); }
const med = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[s.length >> 1]; };
const row = (k) => ({ files: sizes[k].files, mb: sizes[k].bytes / 1e6, wall: med(t[k].map((x) => x.wall)), cpu: med(t[k].map((x) => x.cpu)) });
const g = row('go'), p = row('python');
console.log(`runs: ${runs} each, interleaved`);
console.log('| tree | files | MB | wall ms (median) | cpu ms (median) | wall ms / 1k files | wall ms / MB |');
console.log('|---|---|---|---|---|---|---|');
for (const [name, r] of [['Go (cli/cli ×6)', g], ['Python (pandas ×2 + sympy ×2)', p]]) {
  console.log(`| ${name} | ${r.files} | ${r.mb.toFixed(1)} | ${r.wall.toFixed(0)} | ${r.cpu.toFixed(0)} | ${(r.wall / (r.files / 1000)).toFixed(0)} | ${(r.wall / r.mb).toFixed(1)} |`);
}
console.log(`Go / Python: wall ${(g.wall / p.wall).toFixed(2)}x, cpu ${(g.cpu / p.cpu).toFixed(2)}x; per file ${((g.wall / g.files) / (p.wall / p.files)).toFixed(2)}x; per MB ${((g.wall / g.mb) / (p.wall / p.mb)).toFixed(2)}x`);
