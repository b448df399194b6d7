// A cold index of a repository of one language against one of a Python repository of about the same number of files,
// in whole `ck index --no-cache` processes (the CLI bundle, its lex helper thread included), interleaved A B A B.
// Trees are copies of corpora, made once as git work trees under ~/.cache/context-kernel-devsets/index-size. Reports
// the median wall and CPU (user + sys) time of each, and the ratios per tree, per 1,000 files and per MB.
// Used by bench/go-index.bench.mjs and bench/rust-index.bench.mjs (after `npm run build`).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const corpora = process.env.CK_CORPORA ?? join(homedir(), '.cache', 'context-kernel-corpora');
const base = join(homedir(), '.cache', 'context-kernel-devsets', 'index-size');
const bundle = join(here, '..', '..', 'dist', 'cli', 'index.bundle.cjs');

/** Returns the tree `name` made of `copies` ([source folder, copies]), built once as a git work tree. */
function tree(name, copies, fetchHint) {
  const root = join(base, name);
  if (existsSync(join(root, '.git'))) return root;
  mkdirSync(root, { recursive: true });
  for (const [src, n] of copies) {
    if (!existsSync(src)) throw new Error(`index bench: ${src} is absent (${fetchHint})`);
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

/**
 * Returns nothing; prints the table of `runs` interleaved cold indexes of the tree of `lang` (`{ name, label, copies,
 * fetchHint }`) and of the Python tree (pandas ×2 + sympy ×2).
 */
export function compareWithPython(lang, runs) {
  const a = tree(lang.name, lang.copies, lang.fetchHint);
  const py = tree('python', [[join(corpora, 'pandas'), 2], [join(corpora, 'sympy'), 2]], 'npm run corpora');
  const sizes = { a: size(a), python: size(py) };
  once(a); once(py); // warm the OS page cache, the state dir's compiled kernels
  const t = { a: [], python: [] };
  for (let i = 0; i < runs; i++) { t.a.push(once(a)); t.python.push(once(py)); }
  const med = (xs) => { const s = [...xs].sort((x, y) => x - y); return s[s.length >> 1]; };
  const row = (k) => ({ files: sizes[k].files, mb: sizes[k].bytes / 1e6, wall: med(t[k].map((x) => x.wall)), cpu: med(t[k].map((x) => x.cpu)) });
  const g = row('a'), p = row('python');
  console.log(`runs: ${runs} each, interleaved`);
  console.log('| tree | files | MB | wall ms (median) | cpu ms (median) | wall ms / 1k files | wall ms / MB |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, r] of [[lang.label, g], ['Python (pandas ×2 + sympy ×2)', p]]) {
    console.log(`| ${name} | ${r.files} | ${r.mb.toFixed(1)} | ${r.wall.toFixed(0)} | ${r.cpu.toFixed(0)} | ${(r.wall / (r.files / 1000)).toFixed(0)} | ${(r.wall / r.mb).toFixed(1)} |`);
  }
  const title = lang.label.split(' ')[0];
  console.log(`${title} / Python: wall ${(g.wall / p.wall).toFixed(2)}x, cpu ${(g.cpu / p.cpu).toFixed(2)}x; per file ${((g.wall / g.files) / (p.wall / p.files)).toFixed(2)}x; per MB ${((g.wall / g.mb) / (p.wall / p.mb)).toFixed(2)}x`);
}

/** Returns the `--runs N` of the command line, or `dflt`. */
export function runsArg(dflt = 7) {
  const i = process.argv.indexOf('--runs');
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
}
