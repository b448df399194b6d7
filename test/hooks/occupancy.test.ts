import { describe, it, expect, afterEach } from 'vitest';
import { appendFileSync } from 'node:fs';
import { hookEnv, textLine } from './helpers.js';
import { sessionOccupancy } from '../../src/session/index.js';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('sessionOccupancy', () => {
  it('reads the last assistant usage of the given transcript (input + cache read + cache creation + output)', () => {
    const { transcript } = hookEnv();
    delete process.env.CK_CONTEXT_WINDOW;
    const occ = sessionOccupancy('fixture-session', transcript)!;
    expect(occ).toMatchObject({ window: 200_000, used: 6 + 2100 + 41000 + 180, source: 'inferred', budgetMax: 80_000 });
    appendFileSync(transcript, textLine('assistant', 'later') + '\n' + '{"type":"user","message":{"role":"user","content":"no usage here"}}\n');
    expect(sessionOccupancy('fixture-session', transcript)!.used).toBe(10 + 50000 + 0 + 40);
  });

  it('honours CK_CONTEXT_WINDOW and CK_BUDGET_MAX; infers a 1M window when usage exceeds 200k', () => {
    const { transcript } = hookEnv();
    process.env.CK_CONTEXT_WINDOW = '500000';
    process.env.CK_BUDGET_MAX = '40000';
    expect(sessionOccupancy('fixture-session', transcript)).toMatchObject({ window: 500_000, source: 'env', budgetMax: 40_000 });
    delete process.env.CK_CONTEXT_WINDOW;
    appendFileSync(transcript, JSON.stringify({ type: 'assistant', message: { role: 'assistant', usage: { input_tokens: 1, cache_read_input_tokens: 250_000, output_tokens: 5 } } }) + '\n');
    expect(sessionOccupancy('fixture-session', transcript)!.window).toBe(1_000_000);
  });

  it('returns null without a transcript it can read, and never falls back to another session', () => {
    process.env.XDG_STATE_HOME = hookEnv().env.XDG_STATE_HOME;
    delete process.env.CK_SESSION_ID;
    expect(sessionOccupancy('no-such-session')).toBeNull();
    expect(sessionOccupancy(undefined, '/nonexistent/t.jsonl')).toBeNull();
  });
});

describe('session of a command run by Claude Code', () => {
  it.skipIf(process.platform !== 'linux')('a process under the Claude Code process finds the session its hook recorded (not another one)', async () => {
    const { spawnSync } = await import('node:child_process');
    const { mkdtempSync, writeFileSync, chmodSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { CLI } = await import('../helpers/cli.js');
    const { env, transcript } = hookEnv();
    const dir = mkdtempSync(join(tmpdir(), 'ck-fake-claude-'));
    const session = join(new URL('../../dist/session/index.js', import.meta.url).pathname);
    // A stand-in for the Claude Code process: it runs the PostToolUse hook, then a command that asks for its session.
    const fake = join(dir, 'claude');
    writeFileSync(fake, `#!/bin/sh\nprintf '%s' "$PAYLOAD" | "${process.execPath}" "${CLI}" hook post-tool-use >/dev/null\n"${process.execPath}" --input-type=module -e "import('${session}').then(m => console.log(JSON.stringify(m.sessionOccupancy())))"\n`);
    chmodSync(fake, 0o755);
    const payload = JSON.stringify({ session_id: 'sess-under-claude', transcript_path: transcript, tool_name: 'Bash', tool_input: { command: 'ls' }, tool_response: { stdout: 'a', stderr: '' }, tool_use_id: 't1' });
    const r = spawnSync(fake, { env: { ...env, PAYLOAD: payload, CK_SESSION_ID: '' }, encoding: 'utf8' });
    expect(JSON.parse(r.stdout)).toMatchObject({ sessionId: 'sess-under-claude', used: 43286 });
    // The same query from outside that process tree finds nothing.
    const outside = spawnSync(process.execPath, ['--input-type=module', '-e', `import('${session}').then(m => console.log(JSON.stringify(m.sessionOccupancy())))`], { env: { ...env, CK_SESSION_ID: '' }, encoding: 'utf8' });
    expect(outside.stdout.trim()).toBe('null');
  });
});
