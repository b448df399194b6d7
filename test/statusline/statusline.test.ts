/** `ck statusline` as Claude Code runs it: the statusLine JSON of 2.1.197 on stdin, one line on stdout. */
import { describe, it, expect } from 'vitest';
import { appendFileSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../helpers/cli.js';
import { fixture, hookEnv } from '../hooks/helpers.js';
import { updateSession } from '../../src/session/index.js';
import { writeWorkingSet } from '../../src/session/working-set.js';

const rec = (session: string, id: string, before: number, after: number) =>
  JSON.stringify({ event: 'replace', ts: 1, session, tool: 'Bash', kind: 'normalize', before, after, id, toolUseId: `t-${id}`, canary: 'pending' });

describe('ck statusline', () => {
  it('prints occupancy, tokens saved in this session, the canary state and the working set on one line', () => {
    const { env, transcript } = hookEnv();
    const state = join(env.XDG_STATE_HOME!, 'context-kernel');
    mkdirSync(state, { recursive: true });
    const log = join(state, 'savings.jsonl');
    writeFileSync(log, [rec('fixture-session', 'aaaa0001', 10_000, 2_000), rec('other-session', 'bbbb0001', 50_000, 1_000), rec('fixture-session', 'aaaa0002', 3_000, 1_000)].join('\n') + '\n');
    const input = JSON.stringify(fixture('statusline', { transcript_path: transcript }));
    const first = runCli(['statusline'], { input, env });
    expect(first.code).toBe(0);
    expect(first.stdout).toBe('ck | ctx 42% of 200k | saved ~10k | canary -\n');

    // Appended lines are read incrementally; a canary failure moves a replacement's saving to "dropped".
    appendFileSync(log, `${rec('fixture-session', 'aaaa0003', 1_500, 500)}\n${JSON.stringify({ event: 'canary', ts: 2, session: 'fixture-session', toolUseId: 't-aaaa0002', id: 'aaaa0002', status: 'failed' })}\n`);
    process.env.XDG_STATE_HOME = env.XDG_STATE_HOME;
    updateSession('fixture-session', (s) => { s.canary.verified = 3; s.canary.failed = 1; });
    writeWorkingSet('fixture-session', { version: 1, repo: '/r', ts: 1, seeds: [], files: [{ path: 'a.py' }, { path: 'b.py' }], head: '' });
    expect(runCli(['statusline'], { input, env }).stdout).toBe('ck | ctx 42% of 200k | saved ~9.0k (~2.0k dropped) | canary 3 ok, 1 failed | slice 2 files\n');

    updateSession('fixture-session', (s) => { s.canary.degraded = true; });
    expect(runCli(['statusline'], { input, env }).stdout).toMatch(/\| canary FAILED 1: pass-through \|/);
    expect(runCli(['statusline'], { input, env: { ...env, CK_CANARY: '0' } }).stdout).toMatch(/\| canary off \|/);

    // A rotated log is a new file: counted from its start.
    renameSync(log, join(state, 'savings.1.jsonl'));
    writeFileSync(log, `${rec('fixture-session', 'aaaa0009', 900, 100)}\n`);
    expect(runCli(['statusline'], { input, env }).stdout).toMatch(/^ck \| ctx 42% of 200k \| saved ~800 \|/);
  });

  it('without the client context_window, reads occupancy from the transcript; without input, says so', () => {
    const { env, transcript } = hookEnv();
    const input = JSON.stringify({ ...fixture('statusline', { transcript_path: transcript }), context_window: undefined });
    expect(runCli(['statusline'], { input, env }).stdout).toBe('ck | ctx 22% of 200k | saved ~0 | canary -\n');
    expect(runCli(['statusline'], { input: '', env }).stdout).toBe('ck | ctx - | no session\n');
    expect(runCli(['statusline'], { input: 'not json', env }).stdout).toBe('ck | ctx - | no session\n');
    const bad = runCli(['statusline', 'extra'], { input, env });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe("ck statusline: unexpected argument 'extra'\n");
    expect(runCli(['statusline', '--help'], { env }).stdout).toMatch(/^usage: ck statusline/);
  });
});
