// The first hook call of a session, as the plugin runs it: `sh hooks/ck-hook.sh post-tool-use` (hooks/hooks.json) when
// no hook server runs yet, so the in-process hook answers (Node start, the bundle through the V8 code cache an earlier
// session left) and then starts the server for the next calls. Target (issue 18): ≤ 250 ms median.
//
// Outputs (each the first call of a fresh session):
//   - a failing pytest run (PostToolUseFailure) in the small project of test/fixtures/ambient/projects/py: the ambient
//     slice's case (CK_AMBIENT_SLICE_MIN_FILES=1; its index cached by an earlier session);
//   - the large real outputs of bench/fixtures/large-outputs.mjs (a tsc build log, a node:test run; 1 MB and 5 MB) as
//     the client gives them (30 KB head + persisted file), cwd this checkout.
// Each sample gets a fresh state dir holding only the code caches of an earlier session (what a later session finds)
// and the shared index cache; the server the call starts is killed once it listens, and gone before the next sample.
// `--baseline DIR`: another checkout's build (e.g. the branch point), measured interleaved in the same run.
//
// Besides wall time (the target), each row has the CPU time (user + sys) of the hook process itself, from
// /usr/bin/time where it exists: on a shared machine the steadier figure for comparing two builds (the server the call
// starts is detached, never waited for, so not counted).
//
// usage: node bench/first-call.bench.mjs [--runs N] [--baseline DIR]   (after `npm run build`; default N = 7)
// Writes bench/results/first-call.json.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir, loadavg, availableParallelism, cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { largeOutput, clientBashResponse } from './fixtures/large-outputs.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const arg = (name) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : undefined; };
const runs = Math.max(1, Number(arg('--runs') ?? 7));
const roots = [{ name: 'this build', dir: join(here, '..') }];
if (arg('--baseline')) roots.push({ name: 'baseline', dir: arg('--baseline') });
for (const r of roots) if (!existsSync(join(r.dir, 'dist', 'hooks', 'server.cjs'))) throw new Error(`${r.dir}: no build (run npm run build there)`);

const MB = 1024 * 1024;
const work = mkdtempSync(join(tmpdir(), 'ck-firstcall-'));
const { CK_HOOK_SERVER: _s, CK_HOOK_SERVER_SPAWN: _p, ...base } = process.env;

const ambient = join(here, '..', 'test', 'fixtures', 'ambient');
const repo = join(work, 'py');
cpSync(join(ambient, 'projects', 'py'), repo, { recursive: true });
const failure = readFileSync(join(ambient, 'failing', 'pytest-fail.txt'), 'utf8').split('/tmp/fx22/py').join(repo);
const outputs = [{ name: 'pytest failure (ambient slice)', cwd: () => repo, response: () => ({ hook_event_name: 'PostToolUseFailure', tool_input: { command: 'python3 -m pytest -q tests' }, error: `Exit code 1\n${failure}` }) }];
for (const size of [1, 5]) {
  for (const kind of ['build', 'tests']) {
    const resp = clientBashResponse(largeOutput(kind, size * MB), join(work, 'tool-results'), `${kind}-${size}`);
    outputs.push({ name: `${kind} ${size} MB (large output)`, cwd: (root) => root, response: () => ({ hook_event_name: 'PostToolUse', tool_input: { command: 'npm run build' }, tool_response: resp }) });
  }
}

const codeCacheOf = (state) => join(state, 'context-kernel', 'code-cache');
/** GNU time, for the CPU time of each call (absent: wall time only). */
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
let seq = 0;

/** Returns true while process `pid` exists and is not a zombie (a detached server's reaper may be slow). */
function alive(pid) {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    try { process.kill(pid, 0); return true; } catch { return false; }
  }
}

/**
 * Stops the server a first call started in `state` (its pid is in the hook log once it listens) and waits until it is
 * gone. SIGKILL, not SIGTERM: right after it listens the server computes the ambient slice the first call deferred to
 * it (hooks/ambient-deferred.ts), ~1-2 s of CPU on this checkout during which a SIGTERM waits; on a 2-core machine that
 * slice ran beside the next sample and skewed it by which sample came after which (a build log's slice is dearer).
 */
function stopServer(state) {
  const log = join(state, 'context-kernel', 'logs', 'hook.log');
  const end = Date.now() + 15_000;
  while (Date.now() < end) {
    const m = existsSync(log) ? /pid (\d+) listening/.exec(readFileSync(log, 'utf8')) : null;
    if (m) {
      const pid = Number(m[1]);
      try { process.kill(pid, 'SIGKILL'); } catch { /* gone */ }
      while (alive(pid) && Date.now() < end) spawnSync('sleep', ['0.01']);
      return;
    }
    spawnSync('sleep', ['0.05']);
  }
}

/** Runs one first call of a fresh session for `root` and `o`; returns its wall ms and the answer. */
function firstCall(root, o, seedDir) {
  const state = mkdtempSync(join(work, 'state-'));
  if (existsSync(seedDir)) cpSync(seedDir, codeCacheOf(state), { recursive: true });
  const env = { ...base, NODE_EXTRA_CA_CERTS: '', XDG_STATE_HOME: state, XDG_CACHE_HOME: join(work, `cache-${root.name}`), CK_HOOK_DEADLINE_MS: '60000', CK_AMBIENT_SLICE_MIN_FILES: '1', CK_HOOK_SERVER_IDLE_MS: '20000' };
  const payload = JSON.stringify({ session_id: `first-${seq}`, transcript_path: join(work, 'none.jsonl'), cwd: o.cwd(root.dir), tool_name: 'Bash', tool_use_id: `toolu_first_${seq++}`, ...o.response() });
  const hook = ['/bin/sh', join(root.dir, 'hooks', 'ck-hook.sh'), 'post-tool-use'];
  const timeFile = join(state, 'cpu.txt');
  const cmd = TIME ? [TIME, '-f', '%U %S', '-o', timeFile, ...hook] : hook;
  const t = process.hrtime.bigint();
  const r = spawnSync(cmd[0], cmd.slice(1), { input: payload, env, cwd: o.cwd(root.dir), maxBuffer: 64 * MB });
  const wall = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0) throw new Error(`ck-hook.sh exited ${r.status}: ${r.stderr}`);
  const cpu = TIME ? readFileSync(timeFile, 'utf8').trim().split(/\s+/).reduce((n, x) => n + Number(x) * 1000, 0) : NaN;
  stopServer(state);
  if (!existsSync(seedDir) && existsSync(codeCacheOf(state))) cpSync(codeCacheOf(state), seedDir, { recursive: true });
  return { wall, cpu, answer: JSON.parse(r.stdout.toString() || '{}') };
}

const samples = new Map();
const cpuSamples = new Map();
const shapes = new Map();
for (let round = 0; round < runs + 1; round++) {
  for (const o of outputs) {
    for (const root of roots) {
      const s = firstCall(root, o, join(work, `seed-${root.name}`));
      if (round === 0) continue; // warm-up: code-cache seed, index cache, disk cache
      const key = `${o.name} · ${root.name}`;
      if (!samples.has(key)) samples.set(key, []);
      samples.get(key).push(s.wall);
      if (!cpuSamples.has(key)) cpuSamples.set(key, []);
      cpuSamples.get(key).push(s.cpu);
      const h = s.answer.hookSpecificOutput ?? {};
      shapes.set(key, { replaced: !!h.updatedToolOutput, slice: /task slice/.test(h.additionalContext ?? '') });
    }
  }
}
rmSync(work, { recursive: true, force: true });

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const rows = [...samples].map(([task, xs]) => ({
  task, runs: xs.length, 'median ms': +median(xs).toFixed(1), 'min ms': +Math.min(...xs).toFixed(1),
  ...(TIME ? { 'median cpu ms': +median(cpuSamples.get(task)).toFixed(1) } : {}), ...shapes.get(task),
}));
console.table(rows);
console.log(`load average: ${loadavg().map((x) => x.toFixed(1)).join(' ')}; node ${process.version}`);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'first-call.json'), `${JSON.stringify({ machine: { node: process.version, cpus: availableParallelism(), model: cpus()[0]?.model, loadavg: loadavg() }, runs, roots, targets: { firstCallMs: 250 }, rows }, null, 2)}\n`);
console.log('wrote bench/results/first-call.json');
