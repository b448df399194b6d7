import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corporaRoot } from '../helpers/cli.js';
import { fixture, hookEnv, hook, hookLogText } from './helpers.js';
import { detectSymptom } from '../../src/hooks/symptom.js';

const TRACEBACK = `Traceback (most recent call last):
  File "/home/u/app/run.py", line 8, in <module>
    df.merge(other, on="key")
  File "/usr/lib/python3/dist-packages/pandas/core/frame.py", line 10090, in merge
    return merge(
  File "/usr/lib/python3/dist-packages/pandas/core/reshape/merge.py", line 110, in merge
    op = _MergeOperation(
  File "/usr/lib/python3/dist-packages/pandas/core/reshape/merge.py", line 703, in __init__
    ) = self._get_merge_keys()
  File "/usr/lib/python3/dist-packages/pandas/core/generic.py", line 1850, in _get_label_or_level_values
    raise KeyError(key)
KeyError: 'key'`;

describe('ck hook user-prompt-submit', () => {
  it('detects strong symptoms and nothing else', () => {
    expect(detectSymptom(`why?\n${TRACEBACK}`)).toBe('python-traceback');
    expect(detectSymptom('TypeError: x is not a function\n    at run (/app/src/index.js:12:5)\n    at main (/app/src/main.ts:3:1)')).toBe('node-stack');
    expect(detectSymptom('FAILED tests/test_api.py::test_merge - KeyError')).toBe('pytest-failed');
    expect(detectSymptom('src/lib.rs:10:5: error: mismatched types')).toBe('compiler-error');
    expect(detectSymptom('please refactor the merge function and add tests')).toBeUndefined();
    // An issue pasted as a prompt: prose with a word of failure and code-shaped names.
    expect(detectSymptom('ccode(sinc(x)) does not work: it prints `// Not supported in C` instead of a Piecewise.\nI think `math.h` has no sinc.')).toBe('problem-report');
    expect(detectSymptom('Can you explain what this project does and how the README is organized? Thanks a lot!')).toBeUndefined();
  });

  it('answers {} without a symptom, or in a small repository', () => {
    const { env } = hookEnv();
    const small = mkdtempSync(join(tmpdir(), 'ck-small-'));
    writeFileSync(join(small, 'a.py'), 'x = 1\n');
    expect(hook('user-prompt-submit', fixture('user-prompt-submit', { cwd: small, prompt: 'add a README' }), env).json).toEqual({});
    expect(hook('user-prompt-submit', fixture('user-prompt-submit', { cwd: small, prompt: TRACEBACK }), env).json).toEqual({});
  });

  const root = corporaRoot();
  const sliceBuilt = existsSync(fileURLToPath(new URL('../../dist/slice/index.js', import.meta.url)));
  it.skipIf(!root || !sliceBuilt)('slices pandas for a real traceback and returns the manifest head (needs corpora and the slice backend)', { timeout: 180_000 }, () => {
    // A cold index of pandas (11k files, fresh XDG dirs) under a loaded machine has taken more than 20 s: the limit is
    // generous so the test checks the slice, not the machine's load; the hook log says why when it still answers {}.
    const { env } = hookEnv({ CK_PROMPT_SLICE_MS: '100000' });
    const r = hook('user-prompt-submit', fixture('user-prompt-submit', { cwd: join(root!, 'pandas'), prompt: `this fails:\n${TRACEBACK}` }), env);
    expect(r.code).toBe(0);
    const ctx: string = r.json.hookSpecificOutput?.additionalContext;
    expect(ctx, `answer ${r.stdout.slice(0, 200)}; hook log: ${hookLogText(env)}`).toBeDefined();
    expect(ctx).toMatch(/^\[ck: task slice for the symptom in this prompt/);
    expect(ctx).toContain('pandas/core/reshape/merge.py');
    expect(ctx).toMatch(/full manifest: ck slice '.*' --symptom-file '.*' --format json/);
    // Again in the same state dir: the other hooks' code caches are warm by now, and this one must still reach its
    // slice backend (an import() that code run from a V8 cache cannot make on Node 20).
    const again = hook('user-prompt-submit', fixture('user-prompt-submit', { cwd: join(root!, 'pandas'), prompt: `still:\n${TRACEBACK}` }), env);
    expect(again.json.hookSpecificOutput?.additionalContext, hookLogText(env)).toMatch(/^\[ck: task slice for the symptom in this prompt/);
  });

  it.skipIf(!root || !sliceBuilt)('slices sympy for an issue described in prose (needs corpora and the slice backend)', { timeout: 180_000 }, () => {
    const { env } = hookEnv({ CK_PROMPT_SLICE_MS: '100000' });
    const prompt = 'ccode(sinc(x)) doesn\'t work\n```\nIn [30]: ccode(sinc(x))\nOut[30]: \'// Not supported in C:\\n// sinc\\nsinc(x)\'\n```\nI don\'t think `math.h` has `sinc`, but the C code printer could print a Piecewise instead.\n';
    const r = hook('user-prompt-submit', fixture('user-prompt-submit', { cwd: join(root!, 'sympy'), prompt }), env);
    expect(r.code).toBe(0);
    const ctx: string = r.json.hookSpecificOutput?.additionalContext;
    expect(ctx, `answer ${r.stdout.slice(0, 200)}; hook log: ${hookLogText(env)}`).toBeDefined();
    expect(ctx).toContain('sympy/printing/codeprinter.py'); // where sympy 1.11 defines ccode
  });
});
