// The cost of reading a symptom, and of finding a project's installed packages, on inputs built to be slow:
// a megabyte of mixed traceback dialects, single lines of a megabyte shaped like the start of a pattern (unclosed
// brackets, repeated separators, a stack frame's prefix a hundred thousand times), and a node_modules of 1,000
// packages. The unit tests check what these inputs parse to; the speed is checked here, where a loaded machine
// gives a slow median, not a failed test.
//
// Linear time is the property that matters (a quadratic path on a 1 MB line takes minutes, not milliseconds), so
// each input is parsed at its full size and at half of it, in the same run: the ratio full/half is ~2 when the
// cost is linear and ~4 when it is quadratic. Discovery is reported beside its floor: the bare system calls it
// cannot avoid (list the folders, read each package.json head, look for a nested node_modules).
//
// usage: node bench/parse-cost.bench.mjs [--runs N] [--json OUT]     (reads dist/: npm run build:ts first)
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, readSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const USAGE = 'usage: node bench/parse-cost.bench.mjs [--runs N] [--json OUT]';
const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DIST = resolve(ROOT, process.env.CK_DIST ?? 'dist');
const o = { runs: 7, json: undefined };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  const val = () => { const v = argv[++i]; if (v === undefined) { console.error(`parse-cost.bench: ${a} needs a value\n${USAGE}`); process.exit(2); } return v; };
  if (a === '--runs') o.runs = Number(val());
  else if (a === '--json') o.json = resolve(val());
  else if (a === '-h' || a === '--help') { console.log(USAGE); process.exit(0); }
  else { console.error(`parse-cost.bench: unknown argument ${a}\n${USAGE}`); process.exit(2); }
}
if (!Number.isInteger(o.runs) || o.runs < 1) { console.error(`parse-cost.bench: --runs must be a positive integer\n${USAGE}`); process.exit(2); }
if (!existsSync(join(DIST, 'slice/symptom/index.js'))) { console.error(`parse-cost.bench: ${DIST} is not built (npm run build:ts)`); process.exit(2); }

const load = (p) => import(pathToFileURL(join(DIST, p)).href);
const { parseSymptom } = await load('slice/symptom/index.js');
const { extractMentions } = await load('slice/symptom/mentions.js');
const { discoverDependencies } = await load('deps/discover.js');

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
function time(fn) {
  const t = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t) / 1e6;
}

// Each case: a name and a builder of its input at a given size (characters); parsed at SIZE and SIZE/2.
const SIZE = 1_000_000;
const FIX = join(ROOT, 'test/fixtures/symptoms/dialects/');
const mixed = ['ipython7_classic.txt', 'pytest_tb_long.txt', 'doctest_module.txt', 'python_log_prefixed.txt', 'firefox.txt', 'pyright.txt', 'bun.txt'].map((n) => readFileSync(FIX + n, 'utf8')).join('\n');
const fill = (unit, n) => unit.repeat(Math.max(1, Math.floor(n / unit.length)));
const cases = [
  ['symptom: mixed dialects', (n) => fill(`${mixed}\n`, n), parseSymptom],
  ['symptom: one long token', (n) => 'x'.repeat(n), parseSymptom],
  ['symptom: " in " repeated', (n) => fill(' in ', n), parseSymptom],
  ['symptom: ----> arrow', (n) => `${'-'.repeat(n - 1)}>`, parseSymptom],
  ['symptom: Traceback prefix repeated', (n) => fill('Traceback (most recent call last)', n), parseSymptom],
  ['symptom: a@ url frames', (n) => `a@${fill('http://h/', n)}`, parseSymptom],
  ['mentions: unclosed calls', (n) => fill('a(', n * 0.4), extractMentions],
  ['mentions: dotted chain', (n) => fill('a.', n * 0.4), extractMentions],
  ['mentions: long path', (n) => `${fill("/a", n * 0.4)}.py`, extractMentions],
  ['mentions: path:line repeated', (n) => fill('x.py:', n * 0.4), extractMentions],
  ['mentions: backticks', (n) => fill('`a` ', n * 0.4), extractMentions],
  ['mentions: identifiers', (n) => fill('_x ', n * 0.4), extractMentions],
];

const rows = [];
for (const [name, build, fn] of cases) {
  const full = build(SIZE);
  const half = build(SIZE / 2);
  fn(half); // warm the code paths
  const tf = [];
  const th = [];
  for (let r = 0; r < o.runs; r++) {
    th.push(time(() => fn(half)));
    tf.push(time(() => fn(full)));
  }
  rows.push({ name, chars: full.length, ms: median(tf), halfMs: median(th), ratio: median(tf) / Math.max(median(th), 1e-3) });
}

// Discovery of a 1,000-package node_modules, beside the system calls it cannot avoid.
const dir = realpathSync(mkdtempSync(join(tmpdir(), 'ck-parse-cost-')));
let discovery;
try {
  const root = join(dir, 'proj');
  mkdirSync(root);
  writeFileSync(join(root, 'package.json'), '{"name":"big","version":"1.0.0"}');
  const filler = JSON.stringify({ description: 'x'.repeat(300), scripts: { build: 'tsc', test: 'vitest' }, exports: { '.': { import: './index.mjs', require: './index.cjs' } } });
  for (let i = 0; i < 1000; i++) {
    const name = i % 10 === 0 ? `@scope${i % 7}/p${i}` : `p${i}`;
    mkdirSync(join(root, 'node_modules', name), { recursive: true });
    writeFileSync(join(root, 'node_modules', name, 'package.json'), `{"name":"${name}","version":"1.0.${i}",${filler.slice(1)}`);
  }
  const opts = { python: false, cacheDir: join(dir, 'cache') };
  const floor = () => {
    const nm = join(root, 'node_modules');
    const buf = Buffer.alloc(1024);
    for (const e of readdirSync(nm)) {
      for (const name of e.startsWith('@') ? readdirSync(join(nm, e)).map((s) => `${e}/${s}`) : [e]) {
        const fd = openSync(join(nm, name, 'package.json'), 'r');
        readSync(fd, buf, 0, 1024, 0);
        closeSync(fd);
        existsSync(join(nm, name, 'node_modules'));
      }
    }
  };
  discoverDependencies(root, opts);
  floor();
  const ds = [];
  const fs = [];
  let found = 0;
  for (let r = 0; r < Math.max(o.runs, 9); r++) {
    fs.push(time(floor));
    ds.push(time(() => { found = discoverDependencies(root, opts).packages.length; }));
  }
  discovery = { packages: found, ms: median(ds), floorMs: median(fs), ratio: median(ds) / median(fs) };
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log(`parse cost, medians of ${o.runs} (node ${process.version}, load ${loadavg()[0].toFixed(1)})`);
console.log(`${'input'.padEnd(36)} ${'chars'.padStart(9)} ${'full ms'.padStart(9)} ${'half ms'.padStart(9)}  full/half`);
for (const r of rows) console.log(`${r.name.padEnd(36)} ${String(r.chars).padStart(9)} ${r.ms.toFixed(1).padStart(9)} ${r.halfMs.toFixed(1).padStart(9)}  ${r.ratio.toFixed(2)}`);
console.log(`discovery of ${discovery.packages} npm packages: ${discovery.ms.toFixed(1)} ms, floor ${discovery.floorMs.toFixed(1)} ms (${discovery.ratio.toFixed(2)}x the floor)`);
const worst = rows.reduce((a, b) => (b.ratio > a.ratio ? b : a));
console.log(`largest full/half ratio: ${worst.ratio.toFixed(2)} (${worst.name}); ~2 is linear, ~4 quadratic`);
if (o.json) writeFileSync(o.json, `${JSON.stringify({ node: process.version, load: loadavg()[0], runs: o.runs, rows, discovery }, null, 2)}\n`);
