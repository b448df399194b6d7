// A cold `ck index` of one language's repository tree against a Python tree of about the same number of files, in
// whole `ck index --no-cache` processes (the CLI bundle, its lex helper thread included), interleaved A B A B. The
// trees are copies of corpus checkouts, built once as git work trees under ~/.cache/context-kernel-devsets/index-size;
// the Python tree is 2 copies of pandas 1.5.3 and 2 of sympy 1.11.1 (~6k files, ~63 MB) for every language.
// Used by the Go, Rust, Java and PHP index benches (bench/<lang>-index.bench.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const corpora = process.env.CK_CORPORA ?? join(homedir(), '.cache', 'context-kernel-corpora');
const base = join(homedir(), '.cache', 'context-kernel-devsets', 'index-size');
const bundle = join(here, '..', '..', 'dist', 'cli', 'index.bundle.cjs');

/** Returns the path of a corpus checkout under $CK_CORPORA. */
export const corpus = (...parts) => join(corpora, ...parts);

/** Returns the tree `name` made of `copies` ([source folder, copies]), built once as a git work tree; `hint` says how to fetch a missing source. */
export function tree(name, copies, hint) {
  const root = join(base, name);
  if (existsSync(join(root, '.git'))) return root;
  mkdirSync(root, { recursive: true });
  for (const [src, n] of copies) {
    if (!existsSync(src)) throw new Error(`index-size: ${src} is absent (${hint})`);
    for (let k = 0; k < n; k++) cpSync(src, join(root, `${src.split('/').pop()}-${k}`), { recursive: true, filter: (p) => !p.split('/').includes('.git') });
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  execFileSync('git', ['add', '-A'], { cwd: root });
  return root;
}

/** Returns the Python tree every language is compared with. */
export const pythonTree = () => tree('python', [[corpus('pandas'), 2], [corpus('sympy'), 2]], 'npm run corpora');

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
function once(root) {
  const r = spawnSync('/usr/bin/time', ['-f', '%e %U %S', process.execPath, bundle, root, '--no-cache'], { encoding: 'utf8', env: { ...process.env, XDG_CACHE_HOME: join(base, 'xdg-cache') } });
  const [wall, user, sys] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { wall: wall * 1000, cpu: (user + sys) * 1000 };
}

/**
 * Prints the medians of `runs` interleaved cold indexes of `trees` ({ label, root } each, the first measured against
 * the others) as a markdown table, and the first tree's ratios to the second, per tree, per 1,000 files and per MB.
 */
export function compareColdIndex(trees, runs) {
  const sizes = trees.map((t) => size(t.root));
  for (const t of trees) once(t.root); // warm the OS page cache, the state dir's compiled kernels
  const times = trees.map(() => []);
  for (let i = 0; i < runs; i++) trees.forEach((t, k) => times[k].push(once(t.root)));
  const med = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[s.length >> 1]; };
  const rows = trees.map((t, k) => ({ label: t.label, files: sizes[k].files, mb: sizes[k].bytes / 1e6, wall: med(times[k].map((x) => x.wall)), cpu: med(times[k].map((x) => x.cpu)) }));
  console.log(`runs: ${runs} each, interleaved`);
  console.log('| tree | files | MB | wall ms (median) | cpu ms (median) | wall ms / 1k files | wall ms / MB |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.label} | ${r.files} | ${r.mb.toFixed(1)} | ${r.wall.toFixed(0)} | ${r.cpu.toFixed(0)} | ${(r.wall / (r.files / 1000)).toFixed(0)} | ${(r.wall / r.mb).toFixed(1)} |`);
  const [a, b] = rows;
  console.log(`${a.label} / ${b.label}: wall ${(a.wall / b.wall).toFixed(2)}x, cpu ${(a.cpu / b.cpu).toFixed(2)}x; per file ${((a.wall / a.files) / (b.wall / b.files)).toFixed(2)}x; per MB ${((a.wall / a.mb) / (b.wall / b.mb)).toFixed(2)}x`);
  return rows;
}

/** Returns the `--runs N` argument (default 7). */
export function runsArg() {
  const at = process.argv.indexOf('--runs');
  return at > 0 ? Number(process.argv[at + 1]) : 7;
}
