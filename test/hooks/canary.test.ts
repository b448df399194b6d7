import { describe, it, expect } from 'vitest';
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixture, noisyLog, hookEnv, hook, savingsLines, lastLine, toolResultLine, textLine } from './helpers.js';

/** Runs one replacement and returns its footer and the replaced stdout. */
function replace(env: NodeJS.ProcessEnv, transcript: string, id: string): { footer: string; stdout: string; original: string } {
  const original = noisyLog();
  const r = hook('post-tool-use', fixture('bash', { transcript_path: transcript, tool_use_id: id, tool_response: { stdout: original } }), env);
  const stdout: string = r.json.hookSpecificOutput.updatedToolOutput.stdout;
  return { footer: lastLine(stdout), stdout, original };
}

/** A later, small tool call in the same session: it carries the canary check. */
function probe(env: NodeJS.ProcessEnv, transcript: string, id: string) {
  return hook('post-tool-use', fixture('bash', { transcript_path: transcript, tool_use_id: id, tool_response: { stdout: 'ok\n' } }), env);
}

const canaryEvents = (env: NodeJS.ProcessEnv) => savingsLines(env).filter((l) => l.event === 'canary');

describe('canary', () => {
  it('verifies a replacement whose footer is in the tool_result of that tool_use_id', () => {
    const { env, transcript } = hookEnv();
    const a = replace(env, transcript, 'toolu_A');
    appendFileSync(transcript, toolResultLine('toolu_A', a.stdout) + '\n');
    const r = probe(env, transcript, 'toolu_B');
    expect(r.json).toEqual({});
    expect(canaryEvents(env)).toEqual([expect.objectContaining({ status: 'verified', toolUseId: 'toolu_A', session: 'fixture-session' })]);
  });

  it('verifies a Read result rendered with line-number gutters and block-array content', () => {
    const { env, transcript } = hookEnv();
    const a = replace(env, transcript, 'toolu_A');
    const numbered = a.stdout.split('\n').map((l, i) => `${String(i + 1).padStart(6)}→${l}`).join('\n');
    appendFileSync(transcript, toolResultLine('toolu_A', [{ type: 'text', text: numbered }]) + '\n');
    probe(env, transcript, 'toolu_B');
    expect(canaryEvents(env).map((e) => e.status)).toEqual(['verified']);
  });

  it('quoted footers do not count: a user pasting it, the assistant quoting it, another tool printing it', () => {
    const { env, transcript } = hookEnv();
    const a = replace(env, transcript, 'toolu_A');
    appendFileSync(
      transcript,
      [
        textLine('user', `I saw this: ${a.footer}`),
        textLine('user', a.footer),
        textLine('assistant', `The hook said:\n${a.footer}\n`),
        toolResultLine('toolu_OTHER', `cat savings\n${a.footer}\n`),
        // The harness ignored the replacement: the original output is what reached the model.
        toolResultLine('toolu_A', a.original, { stdout: a.stdout }),
      ].join('\n') + '\n',
    );
    const r = probe(env, transcript, 'toolu_B');
    expect(r.json.hookSpecificOutput.additionalContext).toMatch(/^\[ck: canary: 1 normalized output/);
    expect(canaryEvents(env)).toEqual([expect.objectContaining({ status: 'failed', toolUseId: 'toolu_A' })]);
  });

  it('a footer quoted before the tool result exists leaves the replacement pending (no verdict)', () => {
    const { env, transcript } = hookEnv();
    const a = replace(env, transcript, 'toolu_A');
    appendFileSync(transcript, textLine('assistant', a.footer) + '\n' + textLine('user', a.footer) + '\n');
    expect(probe(env, transcript, 'toolu_B').json).toEqual({});
    expect(canaryEvents(env)).toEqual([]);
    const state = JSON.parse(readFileSync(join(env.XDG_STATE_HOME!, 'context-kernel', 'sessions', 'fixture-session', 'state.json'), 'utf8'));
    expect(state.canary.pending.map((p: { toolUseId: string }) => p.toolUseId)).toEqual(['toolu_A']);
  });

  it('after 3 consecutive failures the session degrades to pass-through, and a verified probe restores it', () => {
    const { env, transcript } = hookEnv();
    let last;
    for (const id of ['toolu_1', 'toolu_2', 'toolu_3']) {
      const a = replace(env, transcript, id);
      appendFileSync(transcript, toolResultLine(id, a.original) + '\n');
      last = probe(env, transcript, `${id}_probe`);
    }
    expect(last!.json.hookSpecificOutput.additionalContext).toContain('this session is now pass-through');
    // Degraded: eligible outputs pass through untouched…
    const passed = hook('post-tool-use', fixture('bash', { transcript_path: transcript, tool_use_id: 'toolu_4', tool_response: { stdout: noisyLog() } }), env);
    expect(passed.json).toEqual({});
    // …until a probe replacement (every 10th eligible output) is verified.
    let probeOut;
    for (let i = 5; i < 20 && !probeOut; i++) {
      const r = hook('post-tool-use', fixture('bash', { transcript_path: transcript, tool_use_id: `toolu_${i}`, tool_response: { stdout: noisyLog() } }), env);
      if (r.json.hookSpecificOutput?.updatedToolOutput) probeOut = { id: `toolu_${i}`, stdout: r.json.hookSpecificOutput.updatedToolOutput.stdout as string };
    }
    expect(probeOut).toBeDefined();
    appendFileSync(transcript, toolResultLine(probeOut!.id, probeOut!.stdout) + '\n');
    const back = probe(env, transcript, 'toolu_back');
    expect(back.json.hookSpecificOutput.additionalContext).toContain('normalization resumed');
    const resumed = hook('post-tool-use', fixture('bash', { transcript_path: transcript, tool_use_id: 'toolu_after', tool_response: { stdout: noisyLog() } }), env);
    expect(resumed.json.hookSpecificOutput.updatedToolOutput).toBeDefined();
  });

  it('subagent replacements (their results live in another transcript) are logged as unchecked, never failed', () => {
    const { env, transcript } = hookEnv();
    const r = hook('post-tool-use', fixture('bash', { transcript_path: transcript, tool_use_id: 'toolu_sub', agent_id: 'agent-7', agent_type: 'general-purpose', tool_response: { stdout: noisyLog() } }), env);
    expect(r.json.hookSpecificOutput.updatedToolOutput).toBeDefined();
    appendFileSync(transcript, toolResultLine('toolu_other', 'x') + '\n');
    expect(probe(env, transcript, 'toolu_B').json).toEqual({});
    expect(savingsLines(env)).toEqual([expect.objectContaining({ toolUseId: 'toolu_sub', canary: 'off' })]);
  });

  it('CK_CANARY=0 records replacements as unchecked and keeps no pendings', () => {
    const { env, transcript } = hookEnv({ CK_CANARY: '0' });
    replace(env, transcript, 'toolu_A');
    expect(savingsLines(env)[0]).toMatchObject({ canary: 'off' });
  });
});
