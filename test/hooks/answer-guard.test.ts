// The answer guard in the PostToolUse path (issue 43): an output whose answers the normalized text would change is
// passed through raw with a log line saying which answers; outputs whose answers survive are still replaced.
import { describe, it, expect } from 'vitest';
import { fixture, noisyLog, hookEnv, hook, hookLogText } from './helpers.js';

/**
 * `git status` after a refactor: 200 modified files. Every path is an answer, and none is a signal line to T1 (no
 * signal word, no line number), so T1 would elide the middle of the list.
 */
function gitStatusOutput(): string {
  const rows = ['On branch main', 'Changes not staged for commit:', '  (use "git add <file>..." to update what will be committed)', ''];
  for (let i = 0; i < 200; i++) rows.push(`\tmodified:   src/components/widget${i}/index.tsx`);
  return [...rows, '', 'no changes added to commit (use "git add" and/or "git commit -a")', ''].join('\n');
}

describe('answer guard (PostToolUse)', () => {
  it('keeps a long git status raw when eliding its middle would lose paths, and logs the lost answers', () => {
    const { env, transcript } = hookEnv();
    const r = hook('post-tool-use', fixture('bash', { transcript_path: transcript, tool_use_id: 'toolu_guard_1', tool_input: { command: 'git status' }, tool_response: { stdout: gitStatusOutput(), stderr: '' } }), env);
    expect(r.code).toBe(0);
    expect(r.json.hookSpecificOutput?.updatedToolOutput).toBeUndefined();
    expect(hookLogText(env)).toMatch(/Bash stdout: the git-status oracle's answers changed \(lost "path modified src\/components\/widget\d+\/index\.tsx".* and \d+ more\): raw output kept/);
  });

  it('with CK_ANSWER_GUARD=0 the same output is replaced (the guard is what kept it)', () => {
    const { env, transcript } = hookEnv({ CK_ANSWER_GUARD: '0' });
    const r = hook('post-tool-use', fixture('bash', { transcript_path: transcript, tool_use_id: 'toolu_guard_2', tool_input: { command: 'git status' }, tool_response: { stdout: gitStatusOutput(), stderr: '' } }), env);
    expect(r.json.hookSpecificOutput?.updatedToolOutput?.stdout).toMatch(/\[ck: elided lines/);
  });

  it('replaces an output whose answers survive (a build log with its two errors)', () => {
    const { env, transcript } = hookEnv();
    const r = hook('post-tool-use', fixture('bash', { transcript_path: transcript, tool_use_id: 'toolu_guard_3', tool_response: { stdout: noisyLog(), stderr: '' } }), env);
    const out = r.json.hookSpecificOutput?.updatedToolOutput?.stdout as string;
    expect(out).toContain("src/app.ts:12:5 - error TS2322: Type 'string' is not assignable to type 'number'.");
    expect(hookLogText(env)).not.toMatch(/oracle's answers changed/);
  });
});
