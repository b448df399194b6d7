// `ck hook servers --stop`, then `ck hook servers`: the listing after a stop must not call the stopped server
// running. The server is started as Claude Code starts it (the first hook call through hooks/ck-hook.sh spawns it
// detached, and the hook process exits), so it outlives its parent as in a real session.
import { describe, it, expect, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isRunning } from '../../src/hooks/server.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'ck-servers-test-'));
const serverDir = join(dir, 'state', 'context-kernel', 'hook-server');
const { CK_HOOK_SERVER: _off, ...inherited } = process.env;
const env: NodeJS.ProcessEnv = {
  ...inherited, XDG_STATE_HOME: join(dir, 'state'), XDG_CACHE_HOME: join(dir, 'cache'), CK_HOOK_SERVER_IDLE_MS: '60000', NODE_EXTRA_CA_CERTS: '',
};
const ck = (...args: string[]) => spawnSync(process.execPath, [join(ROOT, 'bin', 'context-kernel.js'), ...args], { env, encoding: 'utf8', timeout: 30_000 });
const records = (): string[] => (existsSync(serverDir) ? readdirSync(serverDir).filter((f) => f.endsWith('.json')) : []);

async function until(cond: () => boolean, ms = 10_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

afterAll(() => {
  ck('hook', 'servers', '--stop');
});

describe('ck hook servers', () => {
  it('lists a started server as running, and not after --stop', async (ctx) => {
    const payload = JSON.stringify({
      session_id: 'servers', transcript_path: join(dir, 'none.jsonl'), cwd: dir, hook_event_name: 'PostToolUse', tool_name: 'Bash',
      tool_input: { command: 'make' }, tool_use_id: 'toolu_servers_1',
      tool_response: { stdout: Array.from({ length: 3000 }, (_, i) => `step ${i % 30} ok`).join('\n'), stderr: '', interrupted: false, isImage: false },
    });
    const first = spawnSync('/bin/sh', [join(ROOT, 'hooks', 'ck-hook.sh'), 'post-tool-use'], { input: payload, env, encoding: 'utf8', timeout: 30_000 });
    expect(first.status).toBe(0);
    await until(() => existsSync(join(serverDir, 'python')));
    if (readFileSync(join(serverDir, 'python'), 'utf8').trim() === 'none') {
      console.warn('[skip] ck hook servers: no Python 3 here, so no hook server starts (hooks run in-process)');
      ctx.skip();
    }
    expect(await until(() => records().length > 0), 'a hook server record').toBe(true);

    const listed = ck('hook', 'servers');
    expect(listed.status).toBe(0);
    const pid = Number(/^running {2}pid (\d+) /m.exec(listed.stdout)?.[1]);
    expect(pid, listed.stdout).toBeGreaterThan(0);

    const stopped = ck('hook', 'servers', '--stop');
    expect(stopped.status, stopped.stdout + stopped.stderr).toBe(0);
    expect(stopped.stdout).toMatch(new RegExp(`^stopped {2}pid ${pid} `, 'm'));

    const after = ck('hook', 'servers');
    expect(after.status).toBe(0);
    expect(after.stdout).toBe('no hook server running\n');
    expect(records()).toEqual([]);
    expect(isRunning(pid)).toBe(false); // gone, or a zombie its new parent has not reaped yet
  });

  it('rejects an unknown argument with exit 2', () => {
    const r = ck('hook', 'servers', '--bogus');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("unexpected argument '--bogus'");
  });
});
