// T1 on one huge line: wall and CPU time and peak memory of normalize() on a single line of N MB (default 50), in
// a fresh process per run so peak RSS is this input's alone. With `--dist DIR` it measures another build (e.g. the
// code before a change, built in a worktree) in the same session, for an A/B.
// usage: node bench/long-line.bench.mjs [--mb 50] [--runs 5] [--dist /path/to/other/dist]
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

const here = dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const mb = Number(arg('--mb', 50));
const runs = Number(arg('--runs', 5));
const dists = [resolve(here, '..', 'dist')];
if (arg('--dist')) dists.push(resolve(arg('--dist')));

// One run: builds the line, normalizes it with spill (what the hook does), prints the figures as JSON.
const child = `
const dist = process.argv[1]; const mb = Number(process.argv[2]);
const { normalize } = await import(dist + '/normalize/normalize.js');
const line = Buffer.alloc(mb * 1024 * 1024, 'x'); line.write('{"head":', 0); line[line.length - 1] = 10;
const rss0 = process.memoryUsage().rss;
const c0 = process.cpuUsage(); const t0 = performance.now();
const r = normalize(line, { tool: 'bash' });
const wall = performance.now() - t0; const c = process.cpuUsage(c0);
console.log(JSON.stringify({ wallMs: wall, cpuMs: (c.user + c.system) / 1000, outChars: r.text.length, elisions: r.elisions.map((e) => e.kind),
  peakRssMb: (process.resourceUsage().maxRSS / 1024), inputRssMb: rss0 / 1048576 }));
`;
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
const samples = dists.map(() => []);
for (let k = 0; k < runs; k++) {
  for (let d = 0; d < dists.length; d++) {
    // Interleaved, so machine load hits both builds alike.
    const state = mkdtempSync(join(tmpdir(), 'ck-ll-'));
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', child, dists[d], String(mb)], { env: { ...process.env, XDG_STATE_HOME: state }, maxBuffer: 256 * 1024 * 1024 });
    rmSync(state, { recursive: true, force: true });
    samples[d].push(JSON.parse(out.toString()));
  }
}
for (let d = 0; d < dists.length; d++) {
  const s = samples[d];
  rows.push({
    dist: dists[d], mb, runs,
    wallMs: +med(s.map((x) => x.wallMs)).toFixed(0), cpuMs: +med(s.map((x) => x.cpuMs)).toFixed(0),
    cpuMBps: +(mb / (med(s.map((x) => x.cpuMs)) / 1000)).toFixed(1),
    peakRssMb: +med(s.map((x) => x.peakRssMb)).toFixed(0), outChars: s[0].outChars, elisions: s[0].elisions.join(',') || 'none',
  });
}
console.table(rows);
