// The ambient slice as the plugin runs it: `sh hooks/ck-hook.sh post-tool-use` (hooks/hooks.json) with a warm hook
// server answering through the Python client. The first call answers in-process and starts the server, as in a real
// session: it leaves the slice to that server (src/hooks/ambient-deferred.ts), and the session's next call delivers
// it, once. Later calls reach the server, which keeps the slice backend loaded (src/hooks/slice-head.ts).
import { describe, it, expect, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BASE = join(ROOT, 'test', 'fixtures', 'ambient');
const dir = mkdtempSync(join(tmpdir(), 'ck-ambient-server-'));
const serverDir = join(dir, 'state', 'context-kernel', 'hook-server');
const { CK_HOOK_SERVER: _off, ...inherited } = process.env;
const env: NodeJS.ProcessEnv = {
  ...inherited, XDG_STATE_HOME: join(dir, 'state'), XDG_CACHE_HOME: join(dir, 'cache'), CK_HOOK_SERVER_IDLE_MS: '60000', NODE_EXTRA_CA_CERTS: '',
  CK_AMBIENT_SLICE_MIN_FILES: '1', CK_AMBIENT_SLICE_MS: '20000', CK_HOOK_DEADLINE_MS: '30000',
};
const sliceBuilt = existsSync(join(ROOT, 'dist', 'cli', 'slice-api.bundle.cjs'));

async function until(cond: () => boolean, ms = 15_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

afterAll(() => {
  spawnSync(process.execPath, [join(ROOT, 'bin', 'context-kernel.js'), 'hook', 'servers', '--stop'], { env, timeout: 30_000 });
});

describe('ambient slice through hooks/ck-hook.sh and the hook server', () => {
  it.skipIf(!sliceBuilt)('answers a failing pytest run with the slice head, in-process first, then from the warm server', { timeout: 180_000 }, async (ctx) => {
    const repo = join(dir, 'py');
    cpSync(join(BASE, 'projects', 'py'), repo, { recursive: true });
    const failure = readFileSync(join(BASE, 'failing', 'pytest-fail.txt'), 'utf8').split('/tmp/fx22/py').join(repo);
    const call = (n: number, session = `server-${n}`, error = `Exit code 1\n${failure}`.trim()) => {
      const payload = JSON.stringify({
        session_id: session, transcript_path: join(dir, 'none.jsonl'), cwd: repo, permission_mode: 'default', hook_event_name: 'PostToolUseFailure',
        tool_name: 'Bash', tool_input: { command: 'python3 -m pytest -q tests', description: 'Run the tests' }, tool_use_id: `toolu_srv_${n}`,
        error, is_interrupt: false, duration_ms: 4000,
      });
      const r = spawnSync('/bin/sh', [join(ROOT, 'hooks', 'ck-hook.sh'), 'post-tool-use'], { input: payload, env, encoding: 'utf8', cwd: repo, timeout: 60_000 });
      expect(r.status).toBe(0);
      return JSON.parse(r.stdout) as Record<string, any>;
    };
    const head = /^\[ck: task slice for the pytest failure in this Bash output .*\n(?:.*\n)*full manifest: ck slice '.*' --symptom-file '.*' --format json$/;
    // The first call of the session answers at once and queues the slice for the server it starts.
    expect(call(0).hookSpecificOutput?.additionalContext).toBeUndefined();
    await until(() => existsSync(join(serverDir, 'python')));
    if (readFileSync(join(serverDir, 'python'), 'utf8').trim() === 'none') {
      console.warn('[skip] no Python 3 here, so no hook server starts (hooks run in-process)');
      ctx.skip();
    }
    expect(await until(() => existsSync(serverDir) && readdirSync(serverDir).some((f) => f.endsWith('.json'))), 'a hook server record').toBe(true);
    // The server computes it; the session's next call (another output) hands it over, naming the earlier command.
    const ready = join(dir, 'state', 'context-kernel', 'ambient-deferred', 'ready');
    expect(await until(() => existsSync(ready) && readdirSync(ready).some((f) => f.endsWith('.json')), 60_000), 'the deferred slice computed').toBe(true);
    const earlier = /^\[ck: task slice for the pytest failure in the output of an earlier Bash call \(`python3 -m pytest -q tests`\) .*\n(?:.*\n)*full manifest: ck slice '.*' --symptom-file '.*' --format json$/;
    expect(call(100, 'server-0', 'Exit code 2\nusage: nothing here').hookSpecificOutput?.additionalContext).toMatch(earlier);
    expect(call(101, 'server-0', 'Exit code 2\nusage: nothing here').hookSpecificOutput?.additionalContext).toBeUndefined(); // delivered once
    const info = JSON.parse(readFileSync(join(serverDir, readdirSync(serverDir).find((f) => f.endsWith('.json'))!), 'utf8')) as { pid: number };
    const cpu = () => { const f = readFileSync(`/proc/${info.pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return Number(f[11]) + Number(f[12]); };
    const before = existsSync(`/proc/${info.pid}`) ? cpu() : NaN;
    for (let n = 1; n <= 5; n++) {
      const out = call(n);
      expect(out.hookSpecificOutput).toEqual({ hookEventName: 'PostToolUseFailure', additionalContext: expect.stringMatching(head) });
    }
    // The server did the work (where /proc tells): its CPU time grew while it answered.
    if (!Number.isNaN(before)) expect(cpu()).toBeGreaterThan(before);
  });
});
