// Context compiler on pandas: `compile pandas/core/frame.py --max-hops 2` cold (empty parse cache; index cached) and
// warm, tier sizes and the token reduction, side by side with Repomix's `--compress` on the SAME file set (tier 1 +
// tier 2) measured in the same run, plus both as whole processes writing the packed text.
//
// usage: node bench/compile.bench.mjs [--quick] [--repomix DIR]   (after `npm run build`; corpora from ../shared/corpora/fetch.sh)
// Repomix is not a project dependency: install it in a temp dir (`cd $(mktemp -d) && npm i repomix`) and pass that
// dir with --repomix (or set REPOMIX_DIR); without it the Repomix rows are skipped and the output says so.
import { Bench } from 'tinybench';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { availableParallelism, homedir, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnCk, floorEnv } from './ck-process.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
const quick = process.argv.includes('--quick');
const argRepomix = process.argv.indexOf('--repomix');
const repomixDir = argRepomix > 0 ? process.argv[argRepomix + 1] : process.env.REPOMIX_DIR;
const corpora = process.env.CK_CORPORA ?? join(homedir(), '.cache', 'context-kernel-corpora');
const root = join(corpora, 'pandas');
const TARGET = 'pandas/core/frame.py';
if (!existsSync(join(root, TARGET))) {
  console.error(`compile bench: pandas corpus not found under ${corpora} (run ../shared/corpora/fetch.sh)`);
  process.exit(1);
}
const xdg = mkdtempSync(join(tmpdir(), 'ck-compilebench-'));
process.env.XDG_CACHE_HOME = xdg;
const { compileContext } = await import(join(dist, 'compile', 'index.js'));
const { renderCompileContext } = await import(join(dist, 'compile', 'render.js'));
const { closePool } = await import(join(dist, 'parse', 'pool.js'));
const { buildIndex } = await import(join(dist, 'repo', 'index.js'));

console.log(`${availableParallelism()} cores, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
await buildIndex(root); // the index cache is warm in every row: this bench measures the compiler
const iterations = quick ? 2 : 5;
const rows = [];
async function measure(name, fn, setup) {
  const bench = new Bench({ iterations, time: 0, warmupIterations: 0, warmupTime: 0 });
  bench.add(name, fn, { beforeEach: setup });
  await bench.run();
  const r = bench.tasks[0].result;
  rows.push({ name, medianMs: +r.latency.p50.toFixed(1), minMs: +r.latency.min.toFixed(1) });
}

let parseCache;
const fresh = () => { if (parseCache) rmSync(parseCache, { recursive: true, force: true }); parseCache = mkdtempSync(join(tmpdir(), 'ck-cparse-')); };
let manifest;
await measure('ck compileContext cold (parse cache empty)', async () => {
  manifest = await compileContext(root, TARGET, { maxHops: 2, cacheDir: parseCache });
  await closePool();
}, fresh);
await measure('ck compileContext warm', async () => { manifest = await compileContext(root, TARGET, { maxHops: 2, cacheDir: parseCache }); });
const context = await renderCompileContext(manifest, { cacheDir: parseCache });

// Whole processes writing the packed text: ours (warm parse cache = the user cache) and Repomix.
const fileSet = manifest.files.map((f) => f.path);
const fullSetChars = fileSet.reduce((s, p) => s + readFileSync(join(root, p), 'utf8').length, 0);
const env = { ...process.env, XDG_CACHE_HOME: xdg };
spawnCk(['compile', root, TARGET, '--format', 'context'], { env, maxBuffer: 1 << 30 });
await measure('ck compile --format context (process, warm)', () => {
  const r = spawnCk(['compile', root, TARGET, '--format', 'context'], { env, maxBuffer: 1 << 30 });
  if (r.status !== 0) throw new Error(r.stderr.toString());
});

let repomix = null;
const repomixBin = repomixDir ? join(repomixDir, 'node_modules', 'repomix', 'bin', 'repomix.cjs') : '';
if (repomixDir && existsSync(repomixBin)) {
  const outDir = mkdtempSync(join(tmpdir(), 'ck-repomix-'));
  const run = (compress) => {
    const out = join(outDir, compress ? 'compressed.txt' : 'plain.txt');
    const args = [repomixBin, '--stdin', '--style', 'plain', '-o', out, '--quiet', '--no-file-summary', '--no-directory-structure', '--no-security-check', '--no-gitignore', '--no-default-patterns'];
    if (compress) args.push('--compress');
    // Without NODE_EXTRA_CA_CERTS, as ck starts (bench/ck-process.mjs): neither pays for parsing a CA bundle.
    const r = spawnSync(process.execPath, args, { cwd: root, env: floorEnv(), input: fileSet.join('\n'), maxBuffer: 1 << 30 });
    if (r.status !== 0) throw new Error(`repomix failed: ${r.stderr.toString().slice(0, 400)}`);
    return readFileSync(out, 'utf8');
  };
  let compressed = '';
  let plain = '';
  await measure('repomix --compress, same file set (process)', () => { compressed = run(true); });
  await measure('repomix (no compress), same file set (process)', () => { plain = run(false); });
  repomix = { version: JSON.parse(readFileSync(join(repomixDir, 'node_modules', 'repomix', 'package.json'), 'utf8')).version, compressedTokens: Math.ceil(compressed.length / 4), plainTokens: Math.ceil(plain.length / 4) };
  rmSync(outDir, { recursive: true, force: true });
} else {
  console.log('repomix: not measured (pass --repomix DIR with repomix installed there: cd $(mktemp -d) && npm i repomix)');
}

const c = manifest.compile;
console.table(rows.map((r) => ({ case: r.name, 'median ms': r.medianMs, 'min ms': r.minMs })));
const tok = (n) => `${n.toLocaleString('en-US')} tokens`;
const sizes = [
  ['naive full dump (every source file of pandas)', c.report.naive_tokens],
  [`tier 1 + tier 2 files in full (${fileSet.length} files)`, Math.ceil(fullSetChars / 4)],
  ['ck compile: target full + skeletons', c.report.compiled_tokens],
  [`  of which ${TARGET} in full`, manifest.files[0].tokens],
  ['  of which tier-2 skeletons', c.report.compiled_tokens - manifest.files[0].tokens],
  ['ck compile --format context (with headers)', Math.ceil(context.length / 4)],
];
if (repomix) {
  sizes.push([`repomix ${repomix.version} --compress, same file set`, repomix.compressedTokens]);
  sizes.push([`repomix ${repomix.version} plain, same file set`, repomix.plainTokens]);
}
console.log(`target ${TARGET}, max hops 2: tier 1 = 1 file, tier 2 = ${c.tiers.skeleton} files, tier 3 = ${c.tiers.excluded} files excluded; ${manifest.warnings.length} warnings`);
console.table(sizes.map(([k, v]) => ({ measure: k, tokens: tok(v), 'vs naive': `${((1 - v / c.report.naive_tokens) * 100).toFixed(1)}% smaller` })));
const out = join(here, 'results');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'compile.json'), JSON.stringify({ date: new Date().toISOString(), load: loadavg(), cores: availableParallelism(), target: TARGET, tiers: c.tiers, report: c.report, warnings: manifest.warnings.length, fileSetTokensFull: Math.ceil(fullSetChars / 4), contextTokens: Math.ceil(context.length / 4), repomix, rows }, null, 2));
rmSync(parseCache, { recursive: true, force: true });
rmSync(xdg, { recursive: true, force: true });
