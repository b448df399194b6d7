// Scanning seed files' lines for a query's terms (src/rank/line-terms.ts), as one slice does it: once, in a fresh
// process, where the TypeScript twin runs mostly before V8 has optimized it. Each run is its own process; the kernel
// path (term-scan kernel, lines mode) and the twin (lineTerms) alternate, and the CPU time of the scan itself is
// reported (median), with the kernel's instantiation counted in. Both must give the same lines (checked by a hash).
//
// usage: node bench/line-terms.bench.mjs [--repo DIR] [--query-file F] [--files N] [--runs N]
//   --repo DIR         a source tree (default: the sympy corpus, npm run corpora)
//   --query-file F     the query text (default: a made-up issue about printing matrices)
//   --files N          scan the N largest .py/.js/.ts files of the tree (default 10, about what a slice ranks)
//   --runs N           processes per path (default 9)
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { homedir, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const USAGE = 'usage: node bench/line-terms.bench.mjs [--repo DIR] [--query-file F] [--files N] [--runs N]';
const here = fileURLToPath(new URL('.', import.meta.url));
const o = { repo: join(process.env.CK_CORPORA ?? join(homedir(), '.cache', 'context-kernel-corpora'), 'sympy'), query: undefined, files: 10, runs: 9 };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  const val = () => { const v = argv[++i]; if (v === undefined) { console.error(`line-terms.bench: ${a} needs a value\n${USAGE}`); process.exit(2); } return v; };
  if (a === '--repo') o.repo = resolve(val());
  else if (a === '--query-file') o.query = resolve(val());
  else if (a === '--files') o.files = Number(val());
  else if (a === '--runs') o.runs = Number(val());
  else if (a === '-h' || a === '--help') { console.log(USAGE); process.exit(0); }
  else { console.error(`line-terms.bench: unknown argument ${a}\n${USAGE}`); process.exit(2); }
}
if (!Number.isInteger(o.files) || o.files < 1 || !Number.isInteger(o.runs) || o.runs < 1) { console.error(USAGE); process.exit(2); }

// The N largest source files (skipping dot folders and node_modules).
const found = [];
const walk = (dir) => {
  let names;
  try { names = readdirSync(dir, { withFileTypes: true }); } catch { return; }
  for (const d of names) {
    if (d.name.startsWith('.') || d.name === 'node_modules') continue;
    const p = join(dir, d.name);
    if (d.isDirectory()) walk(p);
    else if (/\.(py|js|ts)$/.test(d.name)) found.push({ p, size: statSync(p).size });
  }
};
walk(o.repo);
if (!found.length) { console.error(`line-terms.bench: no source files under ${o.repo} (npm run corpora for the default)`); process.exit(1); }
const files = found.sort((a, b) => b.size - a.size || (a.p < b.p ? -1 : 1)).slice(0, o.files).map((f) => f.p);
const query = o.query ? readFileSync(o.query, 'utf8') : 'The LaTeX printer prints a Matrix of symbols wrongly: _print_MatrixBase loses the exponent of Pow, and pretty printing of series limits fails';

// One process: import the build, scan the files once, print the scan's CPU ms and a hash of the lines.
const child = `
const [dist, mode, query, ...files] = process.argv.slice(1);
const { readFileSync } = await import('node:fs');
const { createHash } = await import('node:crypto');
const lt = await import(dist + '/rank/line-terms.js');
const { tokenizeQuery } = await import(dist + '/rank/tokenize.js');
const texts = files.map((f) => readFileSync(f, 'utf8'));
const qIndex = new Map();
for (const t of tokenizeQuery(query)) if (!qIndex.has(t.term)) qIndex.set(t.term, qIndex.size);
const c0 = process.cpuUsage();
const out = mode === 'twin' ? texts.map((t) => lt.lineTerms(t, qIndex, new Map())) : lt.lineTermsOf(texts, [...qIndex.keys()], qIndex, new Map());
const cu = process.cpuUsage(c0);
const h = createHash('sha1');
for (const x of out) { h.update(Buffer.from(x.count.buffer)); h.update(JSON.stringify(x.hits)); }
console.log(JSON.stringify({ cpu: (cu.user + cu.system) / 1000, hash: h.digest('hex') }));
`;
const dist = join(here, '..', process.env.CK_DIST ?? 'dist');
const samples = { kernel: [], twin: [] };
const hashes = new Set();
for (let r = 0; r < o.runs; r++) {
  for (const mode of ['kernel', 'twin']) {
    const p = spawnSync(process.execPath, ['--input-type=module', '-e', child, dist, mode, query, ...files], { encoding: 'utf8' });
    if (p.status !== 0) { console.error(`line-terms.bench: the ${mode} run failed: ${p.stderr.trim().slice(0, 400)}`); process.exit(1); }
    const { cpu, hash } = JSON.parse(p.stdout);
    samples[mode].push(cpu);
    hashes.add(hash);
  }
}
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const bytes = files.reduce((n, f) => n + statSync(f).size, 0);
console.log(`line scan of the ${files.length} largest files of ${o.repo} (${(bytes / 1e6).toFixed(2)} MB), ${o.runs} fresh processes per path, load average ${loadavg()[0].toFixed(2)}`);
console.log(`kernel  ${median(samples.kernel).toFixed(1).padStart(7)} ms CPU (median)   ${(median(samples.kernel) / median(samples.twin)).toFixed(2)}× the twin`);
console.log(`twin    ${median(samples.twin).toFixed(1).padStart(7)} ms CPU (median)`);
if (hashes.size !== 1) { console.error('line-terms.bench: the kernel and the twin gave different lines'); process.exit(1); }
console.log('same lines from both: yes');
