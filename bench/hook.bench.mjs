// Hook latency: the whole `ck hook post-tool-use` process on a 1 MB real Bash output (the captured terminal outputs of
// test/fixtures/outputs/, concatenated by bench/fixtures/long-log.mjs), measured against `node -e 0` in the same run.
// Entry points compared: the CLI (`bin/context-kernel.js hook …`), the compiled entry (`dist/hooks/entry.js`) and the
// single-file bundle (`dist/hooks/hook.bundle.js`, scripts/bundle-hook.mjs). Also pre-tool-use on a typical command.
//
// usage: node bench/hook.bench.mjs [--iterations N]   (after `npm run build` and `node scripts/bundle-hook.mjs`)
// Writes bench/results/hook.json. The machine may be shared: compare the ratios against `node -e 0`.
import { Bench } from 'tinybench';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync, mkdtempSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildLongLog } from './fixtures/long-log.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const MB = 1024 * 1024;
const itArg = process.argv.indexOf('--iterations');
const iterations = itArg > 0 ? Number(process.argv[itArg + 1]) : 15;

const log = Buffer.from(buildLongLog({ minBytes: MB })).subarray(0, MB).toString('utf8');
const env = { ...process.env, XDG_STATE_HOME: mkdtempSync(join(tmpdir(), 'ck-hookbench-')), CK_HOOK_DEADLINE_MS: '60000' };
let seq = 0;
const postPayload = () =>
  JSON.stringify({
    session_id: 'bench', transcript_path: join(env.XDG_STATE_HOME, 'none.jsonl'), cwd: root, hook_event_name: 'PostToolUse',
    tool_name: 'Bash', tool_input: { command: 'make all' }, tool_response: { stdout: log, stderr: '', interrupted: false, isImage: false },
    tool_use_id: `toolu_bench_${seq++}`,
  });
const prePayload = JSON.stringify({ session_id: 'bench', cwd: root, hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'cd web && npm ci 2>&1 | tail -20' } });

function run(args, input) {
  const r = spawnSync(process.execPath, args, { input, env, maxBuffer: 64 * MB });
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return r.stdout;
}

// Check once that each entry really replaces the output (a fast `{}` would be a meaningless figure).
const entries = {
  'cli (bin/context-kernel.js hook)': [join(root, 'bin', 'context-kernel.js'), 'hook'],
  'compiled entry (dist/hooks/entry.js)': [join(root, 'dist', 'hooks', 'entry.js')],
  'bundle (dist/hooks/hook.bundle.js)': [join(root, 'dist', 'hooks', 'hook.bundle.js')],
};
for (const [name, args] of Object.entries(entries)) {
  if (!existsSync(args[0])) { delete entries[name]; continue; }
  const out = JSON.parse(run([...args, 'post-tool-use'], postPayload()).toString());
  if (!out.hookSpecificOutput?.updatedToolOutput) throw new Error(`${name} did not replace the 1 MB output: ${JSON.stringify(out).slice(0, 200)}`);
}

const bench = new Bench({ iterations, time: 0, warmupIterations: 2, warmupTime: 0 });
bench.add('baseline: node -e 0', () => run(['-e', '0']));
for (const [name, args] of Object.entries(entries)) bench.add(`post-tool-use 1 MB · ${name}`, () => run([...args, 'post-tool-use'], postPayload()));
for (const [name, args] of Object.entries(entries)) bench.add(`pre-tool-use · ${name}`, () => run([...args, 'pre-tool-use'], prePayload));
await bench.run();
for (const t of bench.tasks) if (!t.result?.latency) throw new Error(`${t.name} failed: ${t.result?.error?.message ?? JSON.stringify(t.result).slice(0, 300)}`);

const base = bench.tasks[0].result.latency.p50;
const rows = bench.tasks.map((t) => ({
  task: t.name,
  'median ms': +t.result.latency.p50.toFixed(1),
  'p90 ms': +(t.result.latency.p90 ?? t.result.latency.p75).toFixed(1),
  'x node -e 0': +(t.result.latency.p50 / base).toFixed(2),
  'over node -e 0 (ms)': +(t.result.latency.p50 - base).toFixed(1),
}));
console.table(rows);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'hook.json'), `${JSON.stringify({ inputBytes: MB, iterations, rows }, null, 2)}\n`);
