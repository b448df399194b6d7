import { describe, it, expect } from 'vitest';
import { writeFileSync, openSync, closeSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { CLI } from '../helpers/cli.js';
import { fixture, noisyLog, hookEnv, hookLogText } from './helpers.js';

/** Runs `ck hook post-tool-use` with stdin redirected from a file holding `payload`; returns the parsed answer. */
function hookFromFile(payload: string, env: NodeJS.ProcessEnv, dir: string): Record<string, any> {
  const file = join(dir, `payload-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, payload);
  const fd = openSync(file, 'r');
  try {
    const r = spawnSync(process.execPath, [CLI, 'hook', 'post-tool-use'], { stdio: [fd, 'pipe', 'pipe'], env, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as Record<string, any>;
  } finally {
    closeSync(fd);
  }
}

describe('hook stdin', () => {
  it('a payload redirected from a file is read whole (synchronously) and answered like a piped one', () => {
    const { env, transcript, dir } = hookEnv();
    const payload = JSON.stringify(fixture('bash', { transcript_path: transcript, tool_response: { stdout: noisyLog(20000) } }));
    const out = hookFromFile(payload, env, dir).hookSpecificOutput?.updatedToolOutput;
    expect(out?.stdout).toContain('Error: build failed with 1 error');
  });

  it('a file payload above CK_HOOK_MAX_BYTES passes through with a diagnostic', () => {
    const { env, transcript, dir } = hookEnv({ CK_HOOK_MAX_BYTES: '100000' });
    const payload = JSON.stringify(fixture('bash', { transcript_path: transcript, tool_response: { stdout: noisyLog(20000) } }));
    expect(hookFromFile(payload, env, dir)).toEqual({});
    expect(hookLogText(env)).toContain('exceeds CK_HOOK_MAX_BYTES');
  });

  it('a writer that pauses mid-payload (longer than the sync read waits) still gets the whole payload read', async () => {
    const { env, transcript } = hookEnv();
    const payload = Buffer.from(JSON.stringify(fixture('bash', { transcript_path: transcript, tool_response: { stdout: noisyLog(20000) } })));
    const child = spawn(process.execPath, [CLI, 'hook', 'post-tool-use'], { env });
    const out: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    const cut = payload.length >> 1;
    child.stdin.write(payload.subarray(0, cut));
    await new Promise((r) => setTimeout(r, 300));
    child.stdin.end(payload.subarray(cut));
    const code = await new Promise<number | null>((res) => child.on('close', res));
    expect(code).toBe(0);
    const json = JSON.parse(Buffer.concat(out).toString('utf8')) as Record<string, any>;
    expect(json.hookSpecificOutput?.updatedToolOutput?.stdout).toContain('Error: build failed with 1 error');
  });
});
