// An output the hook never replaced is not a canary failure: a hook that passes its deadline answers `{}` (the process,
// or hooks/client.py for the hook server) and must not leave a pending replacement behind (src/hooks/deadline.ts).
import { describe, it, expect } from 'vitest';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { pastDeadline } from '../../src/hooks/deadline.js';
// @ts-expect-error plain ES module shared with the bench
import { largeOutput, clientBashResponse } from '../../bench/fixtures/large-outputs.mjs';
import { fixture, hookEnv, hook, savingsLines, toolResultLine } from './helpers.js';

describe('deadline and canary', () => {
  it('pastDeadline keeps a margin of a quarter of the deadline, at most 200 ms', () => {
    expect(pastDeadline(0, 2000, 1700)).toBe(false);
    expect(pastDeadline(0, 2000, 1801)).toBe(true);
    expect(pastDeadline(0, 200, 149)).toBe(false);
    expect(pastDeadline(0, 200, 151)).toBe(true);
  });

  it('a replacement too late for its deadline is neither sent nor registered, so the original output later is no failure', () => {
    const { env, dir, transcript } = hookEnv();
    // Late for sure: the shortest deadline the hook accepts (100 ms, 75 ms after the margin) on 20 MB. (5 MB and 150 ms
    // stopped being late once a large output's first call took ~200 ms.)
    const text: string = largeOutput('build', 20 * 1024 * 1024);
    const resp = clientBashResponse(text, join(dir, 'tool-results'), 'late');
    const late = hook('post-tool-use', fixture('bash', { transcript_path: transcript, tool_use_id: 'toolu_late', tool_response: resp }), { ...env, CK_HOOK_DEADLINE_MS: '100' });
    expect(late.code).toBe(0);
    expect(late.json).toEqual({});
    expect(savingsLines(env).filter((l) => l.event === 'replace')).toEqual([]);
    // The client shows its own preview of the original; a later call runs the canary: nothing pending, nothing failed.
    appendFileSync(transcript, `${toolResultLine('toolu_late', resp.stdout)}\n`);
    hook('post-tool-use', fixture('bash', { transcript_path: transcript, tool_use_id: 'toolu_after', tool_response: { stdout: 'ok\n' } }), env);
    expect(savingsLines(env).filter((l) => l.event === 'canary')).toEqual([]);
  });
});
