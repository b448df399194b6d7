// What the cold-index benches (bench/<lang>-index.bench.mjs) share: trees of copied corpora of about the same number of
// files, built once as git work trees under ~/.cache/context-kernel-devsets/index-size, and whole `ck index --no-cache`
// processes (the CLI bundle, its lex helper thread included) timed by /usr/bin/time, interleaved A B A B.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const corpora = process.env.CK_CORPORA ?? join(homedir(), '.cache', 'context-kernel-corpora');
const base = join(homedir(), '.cache', 'context-kernel-devsets', 'index-size');
const bundle = join(here, '..', '..', 'dist', 'cli', 'index.bundle.cjs');

/** Returns the tree `name` made of `copies` ([source folder, copies]), built once as a git work tree; `fetch` says how to get an absent source. */
export function tree(name, copies, fetch) {
  const root = join(base, name);
  if (existsSync(join(root, '.git'))) return root;
  mkdirSync(root, { recursive: true });
  for (const [src, n] of copies) {
    if (!existsSync(src)) throw new Error(`index bench: ${src} is absent (${fetch})`);
    for (let k = 0; k < n; k++) cpSync(src, join(root, `${src.split('/').pop()}-${k}`), { recursive: true, filter: (p) => !p.split('/').includes('.git') });
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  execFileSync('git', ['add', '-A'], { cwd: root });
  return root;
}

/** Returns the number of files and bytes under `dir` (not in .git). */
export function size(dir) {
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
export function once(root) {
  const r = spawnSync('/usr/bin/time', ['-f', '%e %U %S', process.execPath, bundle, root, '--no-cache'], { encoding: 'utf8', env: { ...process.env, XDG_CACHE_HOME: join(base, 'xdg-cache') } });
  const [wall, user, sys] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { wall: wall * 1000, cpu: (user + sys) * 1000 };
}

/**
 * Returns nothing; times `runs` cold indexes of tree `a` and of tree `b` ({ label, root }) interleaved A B A B after one
 * warm-up each, and prints the median wall and CPU time of each, and the a/b ratios per tree, per file and per MB.
 */
export function compare(a, b, runs) {
  const sizes = [size(a.root), size(b.root)];
  once(a.root); once(b.root); // warm the OS page cache, the state dir's compiled kernels
  const t = [[], []];
  for (let i = 0; i < runs; i++) { t[0].push(once(a.root)); t[1].push(once(b.root)); }
  const med = (xs) => { const s = [...xs].sort((x, y) => x - y); return s[s.length >> 1]; };
  const [x, y] = [0, 1].map((k) => ({ files: sizes[k].files, mb: sizes[k].bytes / 1e6, wall: med(t[k].map((r) => r.wall)), cpu: med(t[k].map((r) => r.cpu)) }));
  console.log(`runs: ${runs} each, interleaved`);
  console.log('| tree | files | MB | wall ms (median) | cpu ms (median) | wall ms / 1k files | wall ms / MB |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [label, r] of [[a.label, x], [b.label, y]]) {
    console.log(`| ${label} | ${r.files} | ${r.mb.toFixed(1)} | ${r.wall.toFixed(0)} | ${r.cpu.toFixed(0)} | ${(r.wall / (r.files / 1000)).toFixed(0)} | ${(r.wall / r.mb).toFixed(1)} |`);
  }
  console.log(`${a.label.split(' ')[0]} / ${b.label.split(' ')[0]}: wall ${(x.wall / y.wall).toFixed(2)}x, cpu ${(x.cpu / y.cpu).toFixed(2)}x; per file ${((x.wall / x.files) / (y.wall / y.files)).toFixed(2)}x; per MB ${((x.wall / x.mb) / (y.wall / y.mb)).toFixed(2)}x`);
}

/** Returns the `--runs N` argument (default 7). */
export function runsArg() {
  const i = process.argv.indexOf('--runs');
  return i > 0 ? Number(process.argv[i + 1]) : 7;
}
