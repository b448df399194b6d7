// The edit guard as Claude Code runs it: `sh hooks/ck-hook.sh pre-tool-use` (hooks/hooks.json), answered by the warm
// hook server once the first call has started it. A call made with no node on PATH can only be answered by the server.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { A_PY, CHARTER, scratchRepo } from './helpers.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LAUNCHER = join(ROOT, 'hooks', 'ck-hook.sh');
const dir = mkdtempSync(join(tmpdir(), 'ck-guard-server-'));
const state = join(dir, 'state');
const serverDir = join(state, 'context-kernel', 'hook-server');
const { CK_HOOK_SERVER: _off, ...inherited } = process.env;
const env: NodeJS.ProcessEnv = { ...inherited, XDG_STATE_HOME: state, XDG_CACHE_HOME: join(dir, 'cache'), CK_HOOK_SERVER_IDLE_MS: '60000', NODE_EXTRA_CA_CERTS: '' };
const repo = scratchRepo({ 'src/a.py': A_PY });
let seq = 0;
const edit = () => JSON.stringify({
  session_id: `guard-srv-${seq++}`, transcript_path: join(dir, 't.jsonl'), cwd: repo, permission_mode: 'default', hook_event_name: 'PreToolUse',
  tool_name: 'Edit', tool_input: { file_path: join(repo, 'src/a.py'), old_string: 'return x', new_string: 'return x + 1', replace_all: false }, tool_use_id: `toolu_gs_${seq}`,
});
const hook = (input: string, e: NodeJS.ProcessEnv = env) => spawnSync('/bin/sh', [LAUNCHER, 'pre-tool-use'], { input, env: e, encoding: 'utf8', timeout: 30_000 });
const serverPids = (): number[] => {
  try { return [...readFileSync(join(state, 'context-kernel', 'logs', 'hook.log'), 'utf8').matchAll(/pid (\d+) listening/g)].map((m) => Number(m[1])); } catch { return []; }
};

let python = '';
beforeAll(async () => {
  expect(spawnSync(process.execPath, [join(ROOT, 'bin', 'context-kernel.js'), 'charter', 'save', '--repo', repo], { input: CHARTER, env }).status).toBe(0);
  expect(JSON.parse(hook(edit()).stdout).hookSpecificOutput.additionalContext).toContain('src/a.py is cited by 2 constraint(s)');
  const end = Date.now() + 15_000;
  while (!(existsSync(join(serverDir, 'python')) && (readFileSync(join(serverDir, 'python'), 'utf8').trim() === 'none' || readdirSync(serverDir).some((f) => f.endsWith('.sock'))))) {
    if (Date.now() > end) throw new Error('timed out waiting for the hook server');
    await new Promise((r) => setTimeout(r, 50));
  }
  python = readFileSync(join(serverDir, 'python'), 'utf8').trim();
});

afterAll(() => {
  spawnSync(process.execPath, [join(ROOT, 'bin', 'context-kernel.js'), 'hook', 'servers', '--stop'], { env });
  for (const pid of serverPids()) {
    try { process.kill(pid, 'SIGTERM'); } catch { /* gone */ }
  }
});

describe('edit guard through the warm hook server', () => {
  it('answers with the constraints, served without node on PATH', (ctx) => {
    if (python === 'none') ctx.skip(); // no usable python3: the server has no client here
    const r = hook(edit(), { ...env, PATH: '/nonexistent' });
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.hookSpecificOutput.hookEventName).toBe('PreToolUse');
    expect(out.hookSpecificOutput.additionalContext).toContain('- `src/a.py:3` must keep raising ValueError on empty input');
  });
});
