// Whole-process latency of `ck statusline` as Claude Code runs it (the statusLine JSON of 2.1.197 on stdin), warm —
// its savings tally cache exists, so only lines appended since the last call are read — against `node -e ''` in the
// same run (the floor of any node command). Also the single-file bundle started directly, and a cold row (the tally
// cache removed before each run, so the whole savings log is read).
// State: a savings log of ~5 MB (20k replacements over 50 sessions), this session's state, canary and working set.
// usage: node bench/statusline.bench.mjs [--runs N]   (after `npm run build`)
// Writes bench/results/statusline.json. Target: warm `ck statusline` <= 20 ms over the `node -e ''` baseline.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir, cpus, availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { CK, ckEnv, floorEnv, caCertsNote } from './ck-process.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const argRuns = process.argv.indexOf('--runs');
const runs = argRuns > 0 ? Number(process.argv[argRuns + 1]) : 25;
const bundle = join(root, 'dist', 'cli', 'statusline.bundle.cjs');

const stateHome = mkdtempSync(join(tmpdir(), 'ck-statusline-bench-'));
const env = floorEnv({ ...process.env, XDG_STATE_HOME: stateHome });
const state = join(stateHome, 'context-kernel');
const session = 'bench-session';
mkdirSync(join(state, 'sessions', session), { recursive: true });
const lines = [];
for (let i = 0; i < 20_000; i++) {
  const s = i % 50 === 0 ? session : `other-${i % 50}`;
  lines.push(JSON.stringify({ event: 'replace', ts: 1_700_000_000_000 + i, session: s, tool: 'Bash', kind: 'normalize', before: 5000 + i, after: 800, id: (i >>> 0).toString(16).padStart(8, '0'), toolUseId: `toolu_${i}`, canary: 'pending' }));
  if (i % 7 === 0) lines.push(JSON.stringify({ event: 'canary', ts: 1_700_000_000_000 + i, session: s, toolUseId: `toolu_${i}`, id: (i >>> 0).toString(16).padStart(8, '0'), status: 'verified' }));
}
writeFileSync(join(state, 'savings.jsonl'), lines.join('\n') + '\n');
writeFileSync(join(state, 'sessions', session, 'state.json'), JSON.stringify({ version: 1, sessionId: session, updatedAt: 1, canary: { pending: [], consecutiveFailures: 0, degraded: false, verified: 12, failed: 0, expired: 0, sinceProbe: 0 }, deltaNamespace: `session-${session}`, claimsSincePrune: 0 }));
writeFileSync(join(state, 'sessions', session, 'working-set.json'), JSON.stringify({ version: 1, repo: '/r', ts: 1, seeds: [{ path: 'a.py', line: 1 }], files: Array.from({ length: 30 }, (_, i) => ({ path: `f${i}.py`, role: 'dependency', tier: 'full' })), head: 'h' }));
const input = JSON.stringify({
  session_id: session, transcript_path: join(stateHome, 'none.jsonl'), cwd: '/r', model: { id: 'claude-sonnet-4-5-20250929', display_name: 'Sonnet 4.5' },
  workspace: { current_dir: '/r', project_dir: '/r', added_dirs: [] }, version: '2.1.197', output_style: { name: 'default' },
  cost: { total_cost_usd: 0.1, total_duration_ms: 1000, total_api_duration_ms: 500, total_lines_added: 0, total_lines_removed: 0 },
  context_window: { total_input_tokens: 84000, total_output_tokens: 100, context_window_size: 200000, current_usage: { input_tokens: 6, output_tokens: 100, cache_creation_input_tokens: 0, cache_read_input_tokens: 83994 }, used_percentage: 42, remaining_percentage: 58 },
  exceeds_200k_tokens: false,
});
const tally = join(state, 'sessions', session, 'statusline.json');

const variants = [
  { name: "node -e '' (baseline)", args: ['-e', ''] },
  { name: 'ck statusline, warm (the ck command)', file: CK, args: ['statusline'], input },
  { name: 'ck statusline, warm (bundle)', args: [bundle], input },
  { name: 'ck statusline, cold tally (the ck command)', file: CK, args: ['statusline'], input, before: () => rmSync(tally, { force: true }) },
];

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const samples = new Map(variants.map((v) => [v.name, { wall: [], cpu: [] }]));

/** Returns the child's CPU ms (user + sys), from bash's `times`. */
function childCpuMs(file, args, stdin) {
  const res = spawnSync('bash', ['-c', '"$0" "$@" >/dev/null; s=$?; times >&2; exit $s', file, ...args], { input: stdin, env: file === CK ? ckEnv(env) : env });
  if (res.status !== 0) throw new Error(`${args.join(' ')} exited ${res.status}: ${res.stderr}`);
  const line = res.stderr.toString().trim().split('\n').pop();
  const [user, sys] = line.split(/\s+/).map((t) => { const m = /^(\d+)m([\d.]+)s$/.exec(t); return m ? Number(m[1]) * 60000 + Number(m[2]) * 1000 : NaN; });
  return user + sys;
}

let sample = '';
for (let r = 0; r < runs + 2; r++) {
  for (const v of variants) {
    const file = v.file ?? process.execPath;
    v.before?.();
    const t = process.hrtime.bigint();
    const res = spawnSync(file, v.args, { input: v.input, env: file === CK ? ckEnv(env) : env });
    const ms = Number(process.hrtime.bigint() - t) / 1e6;
    if (res.status !== 0) throw new Error(`${v.name} exited ${res.status}: ${res.stderr}`);
    if (v.input) sample = res.stdout.toString().trim();
    v.before?.();
    const cpu = childCpuMs(file, v.args, v.input);
    if (r >= 2) {
      samples.get(v.name).wall.push(ms);
      samples.get(v.name).cpu.push(cpu);
    }
  }
}
const base = median(samples.get(variants[0].name).wall);
const baseCpu = median(samples.get(variants[0].name).cpu);
const rows = variants.map((v) => {
  const m = median(samples.get(v.name).wall);
  const c = median(samples.get(v.name).cpu);
  return { variant: v.name, runs: samples.get(v.name).wall.length, medianMs: +m.toFixed(1), overBaselineMs: +(m - base).toFixed(1), cpuMs: +c.toFixed(1), cpuOverBaselineMs: +(c - baseCpu).toFixed(1) };
});
console.table(rows);
console.log(`line: ${sample}`);
console.log(`savings log: ${lines.length} lines; load average: ${loadavg().map((x) => x.toFixed(1)).join(' ')}; ${caCertsNote()}`);
const results = { machine: { node: process.version, cpus: availableParallelism(), model: cpus()[0]?.model, loadavg: loadavg() }, savingsLines: lines.length, rows, sample, targetOverBaselineMs: 20, caCerts: caCertsNote() };
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'statusline.json'), JSON.stringify(results, null, 2) + '\n');
rmSync(stateHome, { recursive: true, force: true });
console.log('wrote bench/results/statusline.json');
