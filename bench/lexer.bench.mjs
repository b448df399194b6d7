// Import-lexer throughput and record-to-blob cost, on every .py of pandas/sympy and every .ts/.js of rxjs/lodash-es.
//
// usage: node bench/lexer.bench.mjs [--quick] [--old DIR] [--corpus NAME] [--cold N]   (after `npm run build`)
//   --old DIR: a previous build to compare against in the same run: DIR/wasm/{pylex,jslex}.wasm and DIR/dist/.
//   Default $CK_LEX_OLD or /tmp/ck-lex-old. Make one from a commit: `npm run build && mkdir -p DIR && cp -r wasm dist DIR/`.
//   --cold N: also time N fresh processes per build (interleaved) doing one lex+blobs pass, as `ck index` does.
//
// Per corpus it prints:
// - kernel: median MB/s of the wasm lexer, the previous build's and the TypeScript twin (records only; each rep runs
//   the three in turn over all files, so machine noise hits them alike);
// - per-file min: each file lexed by the current and previous kernels in turn, reps times; MB/s from the sum over
//   files of each kernel's fastest run (the figure least moved by other processes on a shared machine);
// - lex+blobs: median time of what the index does per file (lex, then the defs/dynamic/imports column blobs),
//   previous build (lexRecords + decode + columns' blobs) vs current (fileBlobs: the kernel writes the blobs).
// Times are process CPU time (single-threaded; on a shared machine steadier than wall time).
// Differential check (exit 1 on any mismatch): every file's records are identical between the current kernel, the
// previous kernel and the twin; every file's blobs and raw imports are identical between the previous decoders, the
// current kernel-written blobs and the current twin-built blobs.
import { existsSync, readFileSync, readdirSync, statSync, mkdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { homedir, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const argv = process.argv.slice(2);
const opt = (name, dflt) => { const i = argv.indexOf(name); return i >= 0 ? argv[i + 1] : dflt; };
const quick = argv.includes('--quick');
const oldDir = opt('--old', process.env.CK_LEX_OLD ?? '/tmp/ck-lex-old');
const only = opt('--corpus', undefined);
const coldRuns = Number(opt('--cold', '0'));
const corporaDir = join(homedir(), '.cache', 'context-kernel-corpora');
const REC = 6;
const MB = 1 << 20;

const CORPORA = [
  { name: 'pandas', kernel: 'pylex', exts: ['.py'] },
  { name: 'sympy', kernel: 'pylex', exts: ['.py'] },
  { name: 'rxjs', kernel: 'jslex', exts: ['.ts'] },
  { name: 'lodash-es', kernel: 'jslex', exts: ['.js'] },
].filter((c) => !only || c.name === only);

const load = (dir, mod) => import(pathToFileURL(join(dir, 'dist', 'repo', mod)).href);
const hasOld = existsSync(join(oldDir, 'dist', 'repo', 'lex', 'decode.js')) && existsSync(join(oldDir, 'wasm', 'pylex.wasm'));

/** Returns the files under `dir` whose names end with one of `exts`, sorted, as Buffers. */
function sources(dir, exts) {
  const out = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = join(d, e.name);
      if (e.isDirectory()) { if (e.name !== '.git' && e.name !== 'node_modules') walk(p); }
      else if (e.isFile() && exts.some((x) => e.name.endsWith(x)) && statSync(p).size <= 4 * MB) out.push({ path: p, buf: readFileSync(p) });
    }
  };
  walk(dir);
  return out;
}

/** Returns the index's per-file work for build `dir`: (kernel, buf) -> [defs, dynamic, imports] blobs and raw imports. */
async function indexPath(dir, current) {
  if (current) {
    const { fileBlobs } = await load(dir, 'lex/blobs.js');
    return (kernel, buf, impl = 'wasm') => { const r = fileBlobs(kernel, buf, impl); return [r.defs, r.dynamic, r.imports, r.rawImports]; };
  }
  const { lexRecords } = await load(dir, 'lex/kernel.js');
  const { decodePython, decodeJs } = await load(dir, 'lex/decode.js');
  const { defsBlob, dynamicBlob, importBlob } = await load(dir, 'columns.js');
  return (kernel, buf, impl = 'wasm') => {
    const { records, chars } = lexRecords(kernel, buf, impl);
    const lex = kernel === 'pylex' ? decodePython(buf, records, chars) : decodeJs(buf, records, chars);
    return [defsBlob(lex.defs), dynamicBlob(lex.dynamic), importBlob(lex.imports), () => lex.imports];
  };
}

/** Returns a function lexing one source with the kernel in `file`: records copied out, as the host does. */
function runner(file) {
  const { exports: k } = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(file)), {
    env: { abort() { throw new Error(`${file}: abort`); }, seed: () => 0 },
  });
  return (buf) => {
    const ptr = k.a(buf.length);
    new Uint8Array(k.memory.buffer, ptr, buf.length).set(buf);
    const count = k.r(buf.length);
    return new Int32Array(k.memory.buffer, k.o(), count * REC).slice();
  };
}

/** Returns the CPU milliseconds (user + system) since `t0`. */
const cpuMs = (t0) => { const d = process.cpuUsage(t0); return (d.user + d.system) / 1000; };
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[s.length >> 1]; };
const eqI32 = (a, b) => a.length === b.length && Buffer.compare(Buffer.from(a.buffer, a.byteOffset, a.byteLength), Buffer.from(b.buffer, b.byteOffset, b.byteLength)) === 0;

// A cold child: one lex+blobs pass over a corpus in a fresh process; prints its wall and CPU milliseconds.
if (argv[0] === '--cold-child') {
  const [, build, name] = argv;
  const c = CORPORA.find((x) => x.name === name) ?? { name, kernel: name === 'pandas' || name === 'sympy' ? 'pylex' : 'jslex', exts: name === 'rxjs' ? ['.ts'] : name === 'lodash-es' ? ['.js'] : ['.py'] };
  const files = sources(join(corporaDir, c.name), c.exts);
  const run = await indexPath(build === 'current' ? root : oldDir, build === 'current');
  const t0 = performance.now(), c0 = process.cpuUsage();
  for (const f of files) run(c.kernel, f.buf);
  console.log(JSON.stringify({ wallMs: performance.now() - t0, cpuMs: cpuMs(c0) }));
  process.exit(0);
}

const reps = quick ? 3 : 11;
const rows = [];
let mismatches = 0;
const mismatch = (what, path) => { mismatches++; if (mismatches <= 10) console.log(`MISMATCH ${what}: ${path}`); };
// The twins of this build's kernels, as the language packs register them (dist/languages/index.js).
const { lexerKernel } = await import(pathToFileURL(join(root, 'dist', 'languages', 'index.js')).href);
const twins = { pylex: lexerKernel('pylex').records, jslex: lexerKernel('jslex').records };
const current = await indexPath(root, true);
const previous = hasOld ? await indexPath(oldDir, false) : null;
console.log(`lexer bench: ${reps} reps, previous build ${hasOld ? oldDir : '(none)'}, load ${loadavg()[0].toFixed(2)}`);
for (const c of CORPORA) {
  const dir = join(corporaDir, c.name);
  if (!existsSync(dir)) { console.log(`${c.name}: corpus missing (${dir}), skipped`); continue; }
  const files = sources(dir, c.exts);
  const bytes = files.reduce((s, f) => s + f.buf.length, 0);
  const impls = { wasm: runner(join(root, 'wasm', `${c.kernel}.wasm`)) };
  if (hasOld) impls.previous = runner(join(oldDir, 'wasm', `${c.kernel}.wasm`));
  impls.twin = (buf) => twins[c.kernel](buf).records;

  // Differential check first (it also warms every implementation up).
  const records = files.map((f) => impls.wasm(f.buf));
  for (const [name, fn] of Object.entries(impls)) {
    if (name === 'wasm') continue;
    for (let i = 0; i < files.length; i++) if (!eqI32(records[i], fn(files[i].buf))) mismatch(`records ${name} vs wasm`, files[i].path);
  }
  for (let i = 0; i < files.length; i++) {
    const want = (previous ?? current)(c.kernel, files[i].buf, previous ? 'wasm' : 'js');
    for (const impl of ['wasm', 'js']) {
      const got = current(c.kernel, files[i].buf, impl);
      if (got.slice(0, 3).some((x, j) => x !== want[j])) mismatch(`blobs (${impl})`, files[i].path);
      if (JSON.stringify(got[3]()) !== JSON.stringify(want[3]())) mismatch(`raw imports (${impl})`, files[i].path);
    }
  }

  const inner = Math.max(1, Math.round((8 * MB) / bytes)); // small corpora: several passes per rep
  const times = Object.fromEntries(Object.keys(impls).map((k) => [k, []]));
  const blobTimes = { previous: [], current: [] };
  for (let r = 0; r < reps; r++) {
    for (const [name, fn] of Object.entries(impls)) {
      const t0 = process.cpuUsage();
      for (let k = 0; k < inner; k++) for (const f of files) fn(f.buf);
      times[name].push(cpuMs(t0) / inner);
    }
    for (const [name, run] of [['previous', previous], ['current', current]]) {
      if (!run) continue;
      const t0 = process.cpuUsage();
      for (let k = 0; k < inner; k++) for (const f of files) run(c.kernel, f.buf);
      blobTimes[name].push(cpuMs(t0) / inner);
    }
  }
  // Noise-robust A/B: each file lexed by both kernels in turn, `reps` times; the sum over files of each one's minimum.
  if (impls.previous) {
    let sumWasm = 0, sumPrev = 0;
    for (const f of files) {
      let a = Infinity, b = Infinity;
      for (let r = 0; r < reps; r++) {
        let t0 = performance.now(); impls.wasm(f.buf); a = Math.min(a, performance.now() - t0);
        t0 = performance.now(); impls.previous(f.buf); b = Math.min(b, performance.now() - t0);
      }
      sumWasm += a; sumPrev += b;
    }
    times.perFileMin = { wasm: sumWasm, previous: sumPrev };
  }
  const perFileMin = times.perFileMin;
  delete times.perFileMin;
  const row = { corpus: c.name, files: files.length, mb: +(bytes / MB).toFixed(2), records: records.reduce((s, x) => s + x.length / REC, 0) };
  for (const [name, ts] of Object.entries(times)) {
    row[`${name}Ms`] = +median(ts).toFixed(2); row[`${name}MinMs`] = +Math.min(...ts).toFixed(2);
    row[`${name}MBs`] = +((bytes / MB) / (median(ts) / 1000)).toFixed(0);
  }
  if (times.previous) row.speedup = +(median(times.previous) / median(times.wasm)).toFixed(2);
  if (perFileMin) {
    row.perFileMinWasmMBs = +((bytes / MB) / (perFileMin.wasm / 1000)).toFixed(0);
    row.perFileMinPreviousMBs = +((bytes / MB) / (perFileMin.previous / 1000)).toFixed(0);
    row.perFileMinSpeedup = +(perFileMin.previous / perFileMin.wasm).toFixed(2);
  }
  for (const [name, ts] of Object.entries(blobTimes)) if (ts.length) row[`lexBlobs_${name}Ms`] = +median(ts).toFixed(2);
  if (coldRuns > 0 && hasOld) {
    const cold = { previous: [], current: [] };
    for (let r = 0; r < coldRuns; r++) {
      for (const build of ['previous', 'current']) {
        const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--cold-child', build, c.name, '--old', oldDir], { encoding: 'utf8' });
        cold[build].push(JSON.parse(out));
      }
    }
    for (const [build, xs] of Object.entries(cold)) {
      row[`cold_${build}WallMs`] = +median(xs.map((x) => x.wallMs)).toFixed(1);
      row[`cold_${build}CpuMs`] = +median(xs.map((x) => x.cpuMs)).toFixed(1);
    }
  }
  rows.push(row);
  const fmt = (k) => (row[`${k}MBs`] !== undefined ? `${k} ${row[`${k}MBs`]} MB/s` : '');
  console.log(`${c.name.padEnd(10)} ${String(files.length).padStart(5)} files ${String(row.mb).padStart(6)} MB | kernel ${['wasm', 'previous', 'twin'].map(fmt).filter(Boolean).join(', ')}` +
    (row.speedup ? ` (x${row.speedup})` : '') +
    (row.perFileMinSpeedup ? ` | per-file min wasm ${row.perFileMinWasmMBs} vs ${row.perFileMinPreviousMBs} MB/s (x${row.perFileMinSpeedup})` : '') +
    ` | lex+blobs ${row.lexBlobs_previousMs !== undefined ? `previous ${row.lexBlobs_previousMs} ms, ` : ''}current ${row.lexBlobs_currentMs} ms` +
    (row.cold_currentWallMs !== undefined ? ` | cold pass wall/cpu previous ${row.cold_previousWallMs}/${row.cold_previousCpuMs} ms, current ${row.cold_currentWallMs}/${row.cold_currentCpuMs} ms` : ''));
}
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'lexer.json'), JSON.stringify({ date: new Date().toISOString(), reps, load: loadavg()[0], rows }, null, 2) + '\n');
if (mismatches) { console.log(`${mismatches} mismatch(es): outputs differ`); process.exit(1); }
console.log('differential check: all records, blobs and raw imports identical');
