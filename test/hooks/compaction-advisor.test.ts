// The compaction advisor through the real contract: `ck hook post-tool-use` as a subprocess with Claude Code's
// payload shapes, the session's occupancy read from its own transcript (the last assistant message's usage).
import { describe, it, expect } from 'vitest';
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixture, hook, hookAsync, hookEnv } from './helpers.js';

/** Returns a transcript line: an assistant message whose usage puts `used` tokens in the window. */
function assistant(used: number): string {
  return JSON.stringify({
    type: 'assistant',
    message: { role: 'assistant', model: 'claude-sonnet-4-5-20250929', content: [{ type: 'text', text: 'ok' }], usage: { input_tokens: 10, cache_read_input_tokens: used - 60, cache_creation_input_tokens: 0, output_tokens: 50 } },
  });
}

/** Returns a session whose transcript ends with an assistant message of `used` tokens (window 200k inferred). */
function session(used: number, extra: Record<string, string> = {}) {
  const h = hookEnv(extra);
  const transcript = join(h.dir, 'session.jsonl');
  writeFileSync(transcript, `${assistant(used)}\n`);
  return { ...h, transcript };
}

const bash = (transcript: string, sessionId: string, id: string) =>
  fixture('bash', { session_id: sessionId, transcript_path: transcript, tool_use_id: id, tool_response: { stdout: 'ok\n', stderr: '' } });

const ADVICE = /^\[ck: the context window is \d+% full \(~[\d.]+k of ~200k tokens\): a \/compact at the next task boundary/;

describe('compaction advisor', () => {
  it('advises once per session when the window crosses the threshold, as context and as a user-visible line', () => {
    const { env, transcript } = session(120_000);
    expect(hook('post-tool-use', bash(transcript, 'adv', 'toolu_1'), env).json).toEqual({}); // 60%: below 75%
    appendFileSync(transcript, `${assistant(160_000)}\n`); // 80%
    const r = hook('post-tool-use', bash(transcript, 'adv', 'toolu_2'), env);
    expect(r.code).toBe(0);
    expect(r.json.hookSpecificOutput).toEqual({ hookEventName: 'PostToolUse', additionalContext: expect.stringMatching(ADVICE) });
    expect(r.json.systemMessage).toMatch(ADVICE);
    expect(r.json.systemMessage).toContain('80% full');
    expect(r.json.systemMessage.split('\n')).toHaveLength(1);
    appendFileSync(transcript, `${assistant(170_000)}\n`);
    expect(hook('post-tool-use', bash(transcript, 'adv', 'toolu_3'), env).json).toEqual({});
    // Another session with the same fullness gets its own advice.
    expect(hook('post-tool-use', bash(transcript, 'adv-2', 'toolu_4'), env).json.systemMessage).toMatch(ADVICE);
  });

  it('also answers on PostToolUseFailure', () => {
    const { env, transcript } = session(190_000);
    const r = hook('post-tool-use', fixture('bash-failure', { session_id: 'fail', transcript_path: transcript, error: 'Exit code 2\nmake: *** No rule to make target' }), env);
    expect(r.json.hookSpecificOutput).toEqual({ hookEventName: 'PostToolUseFailure', additionalContext: expect.stringMatching(ADVICE) });
  });

  it('follows its settings: off, and a higher threshold', () => {
    const off = session(180_000, { CK_COMPACT_ADVISOR: '0' });
    expect(hook('post-tool-use', bash(off.transcript, 'off', 'toolu_1'), off.env).json).toEqual({});
    const high = session(180_000, { CK_COMPACT_ADVISE_AT: '95' });
    expect(hook('post-tool-use', bash(high.transcript, 'high', 'toolu_1'), high.env).json).toEqual({}); // 90% < 95%
    const window = session(180_000, { CK_CONTEXT_WINDOW: '1000000' });
    expect(hook('post-tool-use', bash(window.transcript, 'wide', 'toolu_1'), window.env).json).toEqual({}); // 18% of 1M
  });

  it('advises exactly once when concurrent hook processes cross the threshold together', async () => {
    const { env, transcript } = session(170_000);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((i) => hookAsync('post-tool-use', bash(transcript, 'race', `toolu_${i}`), env)));
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(answers.filter((a) => a.json.systemMessage).length).toBe(1);
  });

  it('stays silent without a readable transcript', () => {
    const { env, dir } = session(190_000);
    expect(hook('post-tool-use', bash(join(dir, 'missing.jsonl'), 'none', 'toolu_1'), env).json).toEqual({});
    const garbage = join(dir, 'garbage.jsonl');
    writeFileSync(garbage, '{"type":"assistant","message":\n not json\n');
    expect(hook('post-tool-use', bash(garbage, 'none', 'toolu_2'), env).json).toEqual({});
  });
});
