import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fixture, noisyLog, hookEnv, hookAsync, savingsLines, hookLogText } from './helpers.js';

describe('20 hook processes at once on one session', () => {
  it('lose no savings line and leave a valid state with every pending footer', async () => {
    const { env, transcript } = hookEnv();
    const log = noisyLog(2000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        hookAsync('post-tool-use', fixture('bash', { transcript_path: transcript, tool_use_id: `toolu_par_${i}`, tool_response: { stdout: `${log}run ${i}\n` } }), env),
      ),
    );
    expect(answers.every((a) => a.code === 0)).toBe(true);
    const missed = answers.filter((a) => !a.json.hookSpecificOutput?.updatedToolOutput);
    expect(missed.map((a) => a.stdout.slice(0, 200)), `hook.log:\n${hookLogText(env)}`).toEqual([]);
    const lines = savingsLines(env);
    expect(lines.filter((l) => l.event === 'replace')).toHaveLength(20);
    expect(new Set(lines.map((l) => l.toolUseId)).size).toBe(20);
    const dir = join(env.XDG_STATE_HOME!, 'context-kernel', 'sessions', 'fixture-session');
    const state = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8'));
    expect(state.canary.pending).toHaveLength(20);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp') || f.endsWith('.lock'))).toEqual([]);
  });

  it('the same tool call seen by 20 processes (plugin + settings hooks) is replaced exactly once', async () => {
    const { env, transcript } = hookEnv();
    const payload = fixture('bash', { transcript_path: transcript, tool_use_id: 'toolu_same', tool_response: { stdout: noisyLog(2000) } });
    const answers = await Promise.all(Array.from({ length: 20 }, () => hookAsync('post-tool-use', payload, env)));
    expect(answers.filter((a) => a.json.hookSpecificOutput?.updatedToolOutput)).toHaveLength(1);
    expect(savingsLines(env).filter((l) => l.event === 'replace')).toHaveLength(1);
  });
});
