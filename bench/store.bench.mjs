// What owner-only stores and their lifetimes (issue 44) add to a write. A store write through writeFileAtomic does
// two things more than before: ensurePrivateDir on its folder (lstat of each folder the first time in a process, a Set
// lookup after) and afterStoreWrite (the store of the path, then a Map lookup of its next expiry; a stat of the
// expiry marker the first time). Both are timed alone, warm, beside a whole store write (whose cost is the file
// system's: it varies by ±50% from run to run here, far more than what is added). Also the hook log's append through
// openPrivate against a plain appendFileSync, and what a fresh process pays for its first store write against its
// second (child processes).
//
// usage: node bench/store.bench.mjs [--quick]     (after `npm run build`)
// Prints medians in µs and ratios; writes bench/results/store.json.
import { Bench } from 'tinybench';
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist', 'store');
const quick = process.argv.includes('--quick');
const home = mkdtempSync(join(tmpdir(), 'ck-store-bench-'));
process.env.XDG_STATE_HOME = join(home, 'state');
process.env.XDG_CACHE_HOME = join(home, 'cache');
const { writeFileAtomic } = await import(join(dist, 'atomic.js'));
const { openPrivate, ensurePrivateDir } = await import(join(dist, 'private.js'));
const { afterStoreWrite } = await import(join(dist, 'lifetime.js'));
const { stateDir } = await import(join(dist, 'paths.js'));
const { closeSync, writeSync } = await import('node:fs');

const body = 'x'.repeat(2048);
const plainDir = join(home, 'plain');
mkdirSync(plainDir, { recursive: true });
let n = 0;
const bench = new Bench({ time: quick ? 300 : 1500, warmupTime: 200 });
bench
  .add('store write (private, lifetime applied)', () => writeFileAtomic(stateDir('delta', 'ns', `e${n++ % 64}.txt`), body))
  .add('ensurePrivateDir, warm (added to a write)', () => ensurePrivateDir(stateDir('delta', 'ns')))
  .add('afterStoreWrite, warm (added to a write)', () => afterStoreWrite(stateDir('delta', 'ns', 'e1.txt')))
  .add('hook log append (openPrivate)', () => { const fd = openPrivate(stateDir('logs', 'bench.log'), 'append'); try { writeSync(fd, 'a line of the hook log\n'); } finally { closeSync(fd); } })
  .add('plain append (appendFileSync)', () => appendFileSync(join(plainDir, 'bench.log'), 'a line of the hook log\n'));
await bench.run();

// A fresh process's first store write against its second (each in its own child, 15 interleaved pairs).
const child = (writes) => {
  const script = `const t0=process.hrtime.bigint();const {writeFileAtomic}=await import(${JSON.stringify(join(dist, 'atomic.js'))});const {stateDir}=await import(${JSON.stringify(join(dist, 'paths.js'))});const t1=process.hrtime.bigint();writeFileAtomic(stateDir('spill','a.txt'),'x');const t2=process.hrtime.bigint();${writes > 1 ? "writeFileAtomic(stateDir('spill','b.txt'),'y');" : ''}const t3=process.hrtime.bigint();console.log(JSON.stringify({first:Number(t2-t1)/1e3,second:Number(t3-t2)/1e3}));`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env: process.env, encoding: 'utf8' });
  return JSON.parse(r.stdout);
};
const firsts = [];
const seconds = [];
for (let i = 0; i < (quick ? 5 : 15); i++) {
  const r = child(2);
  firsts.push(r.first);
  seconds.push(r.second);
}
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

const rows = bench.tasks.map((t) => ({ name: t.name, medianUs: (t.result.latency?.p50 ?? t.result.median) * 1000 }));
const get = (name) => rows.find((r) => r.name.startsWith(name)).medianUs;
console.log(`load ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`);
for (const r of rows) console.log(`${r.name.padEnd(42)} ${r.medianUs.toFixed(1).padStart(8)} µs`);
console.log(`added to a store write: ${(get('ensurePrivateDir') + get('afterStoreWrite')).toFixed(2)} µs of its ${get('store write').toFixed(0)} µs`);
console.log(`hook log append / plain append:   ×${(get('hook log') / get('plain append')).toFixed(2)} (+${(get('hook log') - get('plain append')).toFixed(1)} µs)`);
console.log(`fresh process: first store write ${median(firsts).toFixed(0)} µs, second ${median(seconds).toFixed(0)} µs (median of ${firsts.length})`);
const out = join(here, 'results');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'store.json'), JSON.stringify({ load: loadavg()[0], rows, firstWriteUs: median(firsts), secondWriteUs: median(seconds) }, null, 2));
