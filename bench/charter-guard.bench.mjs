// The edit guard's cost per PreToolUse call, through the launcher hooks/hooks.json runs (`sh hooks/ck-hook.sh
// pre-tool-use`) answered by the warm hook server, against the same call that triggers nothing and `node -e 0`, in
// one interleaved run. The repository is a scratch copy of 10 source files of this project; the active charter cites
// 50 lines of them (5 per file, 10 constraints). Each guarded call uses a fresh session id, so the per-session
// dedup never short-cuts it: every sample pays the charter read, the refresh of the cited lines and the dedup write.
// Target (issue 20): ≤ 40 ms median with the warm hook server.
//
// usage: node bench/charter-guard.bench.mjs [--runs N]   (after `npm run build`; default 25)
// Writes bench/results/charter-guard.json.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { loadavg, tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { floorEnv } from './ck-process.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const ai = process.argv.indexOf('--runs');
const runs = ai > 0 ? Math.max(5, Number(process.argv[ai + 1])) : 25;

const work = mkdtempSync(join(tmpdir(), 'ck-guardbench-'));
const repo = join(work, 'repo');
mkdirSync(join(repo, '.git'), { recursive: true });
const sources = readdirSync(join(root, 'src', 'hooks')).filter((f) => f.endsWith('.ts')).sort().slice(0, 10);
const constraints = [];
for (const f of sources) {
  const rel = `src/${f}`;
  mkdirSync(join(repo, 'src'), { recursive: true });
  copyFileSync(join(root, 'src', 'hooks', f), join(repo, rel));
  const n = readFileSync(join(repo, rel), 'utf8').split('\n').length - 1;
  const lines = [1, 2, 3, 4, 5].map((k) => Math.max(1, Math.floor((n * k) / 6)));
  constraints.push(`- ${rel} keeps its contract: ${lines.map((l) => `\`${rel}:${l}\``).join(', ')}`);
}
const env = { ...process.env, XDG_STATE_HOME: join(work, 'state'), XDG_CACHE_HOME: join(work, 'cache'), CK_HOOK_DEADLINE_MS: '60000', NODE_EXTRA_CA_CERTS: '' };
delete env.CK_HOOK_SERVER;
const save = spawnSync(process.execPath, [join(root, 'bin', 'context-kernel.js'), 'charter', 'save', '--repo', repo], { input: `# Charter\n${constraints.join('\n')}\n`, env });
if (save.status !== 0) throw new Error(`charter save failed: ${save.stderr}`);

const hookSh = join(root, 'hooks', 'ck-hook.sh');
let seq = 0;
const edit = (file) => JSON.stringify({
  session_id: `bench-${seq++}`, transcript_path: join(work, 't.jsonl'), cwd: repo, permission_mode: 'default', hook_event_name: 'PreToolUse',
  tool_name: 'Edit', tool_input: { file_path: join(repo, file), old_string: 'a', new_string: 'b', replace_all: false }, tool_use_id: `toolu_${seq}`,
});
const bash = (command) => JSON.stringify({ session_id: `bench-${seq++}`, cwd: repo, hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command, description: 'x' }, tool_use_id: `toolu_${seq}` });
const cited = `src/${sources[3]}`;
const variants = [
  { name: 'baseline: node -e 0', run: () => spawnSync(process.execPath, ['-e', '0'], { env: floorEnv(env) }), expect: null },
  { name: 'Bash `npm ci` (no write; the pre-existing rewrite)', run: () => spawnSync('/bin/sh', [hookSh, 'pre-tool-use'], { input: bash('npm ci'), env }), expect: 'updatedInput' },
  { name: 'Edit of an uncited file', run: () => spawnSync('/bin/sh', [hookSh, 'pre-tool-use'], { input: edit('README.md'), env }), expect: '{}' },
  { name: 'Edit of a cited file (guard shows 1 constraint)', run: () => spawnSync('/bin/sh', [hookSh, 'pre-tool-use'], { input: edit(cited), env }), expect: 'additionalContext' },
  { name: 'Bash `sed -i` of a cited file', run: () => spawnSync('/bin/sh', [hookSh, 'pre-tool-use'], { input: bash(`sed -i s/a/b/ ${cited}`), env }), expect: 'additionalContext' },
];
const serverPid = () => { try { return Number([...readFileSync(join(work, 'state', 'context-kernel', 'logs', 'hook.log'), 'utf8').matchAll(/pid (\d+) listening/g)].pop()?.[1] ?? 0); } catch { return 0; } };
/** Returns the hook server's user+sys CPU so far in ms (Linux /proc, 10 ms ticks; NaN elsewhere). */
function serverCpuMs() {
  try {
    const f = readFileSync(`/proc/${serverPid()}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
  } catch { return NaN; }
}
// The first hook call answers in-process and starts the hook server; the two warm-up rounds reach it.
const samples = new Map(variants.map((v) => [v.name, []]));
const serverCpu = new Map(variants.map((v) => [v.name, 0]));
for (let r = 0; r < runs + 2; r++) {
  for (const v of variants) {
    const before = serverCpuMs();
    const t = process.hrtime.bigint();
    const res = v.run();
    const ms = Number(process.hrtime.bigint() - t) / 1e6;
    const out = res.stdout.toString();
    if (v.expect && !(v.expect === '{}' ? out.trim() === '{}' : out.includes(v.expect))) throw new Error(`${v.name}: unexpected answer ${out.slice(0, 300)}`);
    if (r >= 2) {
      samples.get(v.name).push(ms);
      serverCpu.set(v.name, serverCpu.get(v.name) + serverCpuMs() - before);
    }
  }
}
const pid = serverPid();
if (pid) { try { process.kill(pid, 'SIGTERM'); } catch { /* gone */ } }
rmSync(work, { recursive: true, force: true });

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const base = median(samples.get(variants[0].name));
const rows = variants.map((v) => ({
  task: v.name,
  runs: samples.get(v.name).length,
  'median ms': +median(samples.get(v.name)).toFixed(1),
  'x node -e 0': +(median(samples.get(v.name)) / base).toFixed(2),
  'server cpu ms/call': v === variants[0] ? null : +(serverCpu.get(v.name) / runs).toFixed(1),
}));
console.table(rows);
console.log(pid ? `served warm by the hook server (pid ${pid})` : 'no hook server came up (no usable python3): the rows ran in-process');
console.log(`charter: 10 constraints, 50 citations over 10 files; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'charter-guard.json'), `${JSON.stringify({ runs, targetMs: 40, served: Boolean(pid), rows }, null, 2)}\n`);
