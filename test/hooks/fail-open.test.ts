import { describe, it, expect } from 'vitest';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { runCli, isolatedEnv, CLI } from '../helpers/cli.js';
import { fixture, noisyLog, hookEnv, hook, hookLogText } from './helpers.js';

describe('hooks fail open', () => {
  it.each(['post-tool-use', 'pre-tool-use', 'user-prompt-submit'])('%s: malformed JSON, empty stdin, a JSON array → {} and exit 0, with a diagnostic', (event) => {
    const env = isolatedEnv();
    for (const input of ['{"tool_name": "Bash", ', '', '[1,2,3]', '\u0000\u00ff\u00fe garbage']) {
      const r = hook(event, input, env);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout.trim()).toBe('{}');
    }
    expect(hookLogText(env)).toMatch(new RegExp(`${event} failed open`));
  });

  it('a 50 MB input passes through quickly with {} (bounded work), exit 0', () => {
    const { env, transcript } = hookEnv();
    const big = 'progress 42%\n'.repeat(4 * 1024 * 1024);
    const payload = fixture('bash', { transcript_path: transcript, tool_response: { stdout: big } });
    const r = hook('post-tool-use', payload, env);
    expect(r.code).toBe(0);
    expect(r.json).toEqual({});
    expect(hookLogText(env)).toContain('exceeds CK_HOOK_MAX_BYTES');
  });

  it('unwritable state (XDG_STATE_HOME is a file) → {} and exit 0', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-ro-'));
    const file = join(dir, 'not-a-dir');
    writeFileSync(file, 'x');
    const env = { ...isolatedEnv(), XDG_STATE_HOME: file };
    const payload = fixture('bash', { transcript_path: join(dir, 't.jsonl'), tool_response: { stdout: noisyLog() } });
    for (const event of ['post-tool-use', 'pre-tool-use', 'user-prompt-submit']) {
      const r = hook(event, payload, env);
      expect(r.code).toBe(0);
      expect(r.stdout.trim().startsWith('{')).toBe(true);
    }
    expect(hook('post-tool-use', payload, env).json).toEqual({});
  });

  it('a missing or unreadable transcript does not break the hook', () => {
    const env = isolatedEnv();
    const payload = fixture('bash', { transcript_path: '/nonexistent/t.jsonl', tool_response: { stdout: noisyLog() } });
    const r = hook('post-tool-use', payload, env);
    expect(r.code).toBe(0);
    expect(r.json.hookSpecificOutput.updatedToolOutput).toBeDefined();
  });

  it('the self-imposed deadline answers {} and exits 0 even when stdin never closes', async () => {
    const env = isolatedEnv({ CK_HOOK_DEADLINE_MS: '300' });
    const child = spawn(process.execPath, [CLI, 'hook', 'post-tool-use'], { env });
    child.stdin.write('{"tool_name": "Bash", ');
    const out: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    const code = await new Promise<number | null>((res) => child.on('close', res));
    expect(code).toBe(0);
    expect(Buffer.concat(out).toString().trim()).toBe('{}');
    expect(hookLogText(env)).toContain('deadline of 300 ms reached');
  });

  it('an unknown event is a usage error (exit 2), not a silent pass', () => {
    const r = runCli(['hook', 'post-tool-usage'], { input: '{}' });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/expected one of post-tool-use, pre-tool-use, user-prompt-submit/);
  });
});
