// Import-lexer throughput and record decoding, on every .py of pandas/sympy and every .ts/.js of rxjs/lodash-es.
//
// usage: node bench/lexer.bench.mjs [--quick] [--old DIR] [--corpus NAME]   (after `npm run build`)
//   --old DIR: a previous build to compare against in the same run: DIR/wasm/{pylex,jslex}.wasm and (optionally)
//   DIR/dist/ (its decode.js and columns.js). Default $CK_LEX_OLD or /tmp/ck-lex-old. Make one from a commit with
//   `npm run build && mkdir -p DIR && cp -r wasm dist DIR/`.
//
// Times are process CPU time (the bench is single-threaded; on a shared machine CPU time is steadier than wall time).
// Prints, per corpus: the median MB/s of the wasm kernel, the previous wasm kernel and the TypeScript twin (each rep
// runs the three in turn over all files, so machine noise hits them alike), and the median time of turning the
// records into the per-file column blobs (decode + defsBlob/dynamicBlob/importBlob), previous vs current.
// Differential check (exit 1 on any mismatch): every file's records are identical between the current kernel, the
// previous kernel and the twin, and every file's blobs are identical between the previous and current decoders.
import { existsSync, readFileSync, readdirSync, statSync, mkdirSync, writeFileSync } from 'node:fs';
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
const cur = {
  twin: { pylex: (await load(root, 'lex/py-twin.js')).lexPythonRecords, jslex: (await load(root, 'lex/js-twin.js')).lexJsRecords },
  decode: await load(root, 'lex/decode.js'),
  columns: await load(root, 'columns.js'),
};
const oldDist = existsSync(join(oldDir, 'dist', 'repo', 'lex', 'decode.js'));
const old = oldDist ? { decode: await load(oldDir, 'lex/decode.js'), columns: await load(oldDir, 'columns.js') } : null;

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

/** Returns the CPU milliseconds (user + system) since `t0`: steadier than wall time on a shared machine. */
const cpuMs = (t0) => { const d = process.cpuUsage(t0); return (d.user + d.system) / 1000; };
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[s.length >> 1]; };
const eqI32 = (a, b) => a.length === b.length && Buffer.compare(Buffer.from(a.buffer, a.byteOffset, a.byteLength), Buffer.from(b.buffer, b.byteOffset, b.byteLength)) === 0;

/** Returns the column blobs of one file's records, through decoder set `d` (decode.js + columns.js). */
function blobs(d, kernel, buf, rec) {
  const lex = kernel === 'pylex' ? d.decode.decodePython(buf, rec, buf.length) : d.decode.decodeJs(buf, rec, buf.length);
  return [d.columns.defsBlob(lex.defs), d.columns.dynamicBlob(lex.dynamic), d.columns.importBlob(lex.imports)];
}

const reps = quick ? 3 : 11;
const rows = [];
let mismatches = 0;
console.log(`lexer bench: ${reps} reps, previous build ${existsSync(join(oldDir, 'wasm')) ? oldDir : '(none)'}, load ${loadavg()[0].toFixed(2)}`);
for (const c of CORPORA) {
  const dir = join(corporaDir, c.name);
  if (!existsSync(dir)) { console.log(`${c.name}: corpus missing (${dir}), skipped`); continue; }
  const files = sources(dir, c.exts);
  const bytes = files.reduce((s, f) => s + f.buf.length, 0);
  const impls = { wasm: runner(join(root, 'wasm', `${c.kernel}.wasm`)) };
  const oldWasm = join(oldDir, 'wasm', `${c.kernel}.wasm`);
  if (existsSync(oldWasm)) impls.previous = runner(oldWasm);
  const twin = cur.twin[c.kernel];
  impls.twin = (buf) => twin(buf).records;

  // Differential check first (also warms every implementation up).
  const records = files.map((f) => impls.wasm(f.buf));
  for (const [name, fn] of Object.entries(impls)) {
    if (name === 'wasm') continue;
    for (let i = 0; i < files.length; i++) {
      if (!eqI32(records[i], fn(files[i].buf))) { mismatches++; if (mismatches <= 10) console.log(`MISMATCH ${name} vs wasm: ${files[i].path}`); }
    }
  }
  if (old) {
    for (let i = 0; i < files.length; i++) {
      const a = blobs(old, c.kernel, files[i].buf, records[i]), b = blobs(cur, c.kernel, files[i].buf, records[i]);
      if (a.some((x, j) => x !== b[j])) { mismatches++; if (mismatches <= 10) console.log(`MISMATCH blobs: ${files[i].path}`); }
    }
  }

  const inner = Math.max(1, Math.round((8 * MB) / bytes)); // small corpora: several passes per rep
  const times = Object.fromEntries(Object.keys(impls).map((k) => [k, []]));
  const decodeTimes = { previous: [], current: [] };
  for (let r = 0; r < reps; r++) {
    for (const [name, fn] of Object.entries(impls)) {
      const t0 = process.cpuUsage();
      for (let k = 0; k < inner; k++) for (const f of files) fn(f.buf);
      times[name].push(cpuMs(t0) / inner);
    }
    for (const [name, d] of [['previous', old], ['current', cur]]) {
      if (!d) continue;
      const t0 = process.cpuUsage();
      for (let k = 0; k < inner; k++) for (let i = 0; i < files.length; i++) blobs(d, c.kernel, files[i].buf, records[i]);
      decodeTimes[name].push(cpuMs(t0) / inner);
    }
  }
  const row = { corpus: c.name, files: files.length, mb: +(bytes / MB).toFixed(2), records: records.reduce((s, x) => s + x.length / REC, 0) };
  for (const [name, ts] of Object.entries(times)) { row[`${name}Ms`] = +median(ts).toFixed(2); row[`${name}MBs`] = +((bytes / MB) / (median(ts) / 1000)).toFixed(0); }
  if (times.previous) row.speedup = +(median(times.previous) / median(times.wasm)).toFixed(2);
  for (const [name, ts] of Object.entries(decodeTimes)) if (ts.length) row[`decode_${name}Ms`] = +median(ts).toFixed(2);
  rows.push(row);
  const fmt = (k) => (row[`${k}MBs`] !== undefined ? `${k} ${row[`${k}MBs`]} MB/s (${row[`${k}Ms`]} ms)` : '');
  console.log(`${c.name.padEnd(10)} ${String(files.length).padStart(5)} files ${row.mb} MB | ${['wasm', 'previous', 'twin'].map(fmt).filter(Boolean).join(' | ')}` +
    (row.speedup ? ` | wasm/previous x${row.speedup}` : '') +
    ` | decode+blobs ${row.decode_previousMs !== undefined ? `previous ${row.decode_previousMs} ms, ` : ''}current ${row.decode_currentMs} ms`);
}
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'lexer.json'), JSON.stringify({ date: new Date().toISOString(), reps, rows }, null, 2) + '\n');
if (mismatches) { console.log(`${mismatches} mismatch(es): outputs differ`); process.exit(1); }
console.log('differential check: all records and blobs identical');
