// The edit guard through the real contract: `ck hook pre-tool-use` as a subprocess, with Claude Code's PreToolUse
// payload shapes (Edit, Write, MultiEdit, NotebookEdit, Bash) on stdin.
import { describe, it, expect } from 'vitest';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isolatedEnv, runCli } from '../helpers/cli.js';
import { fixture, hook, hookAsync } from '../hooks/helpers.js';
import { A_PY, CHARTER, scratchRepo } from './helpers.js';

/** Returns a repository with an active charter citing src/a.py, and an environment whose state holds it. */
function setup(extra: Record<string, string> = {}) {
  const env = isolatedEnv({ CK_HOOK_DEADLINE_MS: '30000', CK_HOOK_SERVER: '0', ...extra });
  const repo = scratchRepo({ 'src/a.py': A_PY, 'src/other.py': 'x = 1\n', 'nb/n.ipynb': '{}\n' });
  const saved = runCli(['charter', 'save', '--repo', repo], { input: `${CHARTER}- the notebook nb/n.ipynb:1 stays valid JSON\n`, env });
  expect(saved.code, saved.stderr).toBe(0);
  return { env, repo };
}

let seq = 0;
/** Returns the payload of fixture `name` for `repo`, with a fresh session (no dedup across cases) unless given. */
function payload(name: string, repo: string, input: Record<string, unknown>, session = `s${process.pid}-${seq++}`) {
  return { ...fixture(name), cwd: repo, session_id: session, tool_input: input };
}

const context = (r: { json: Record<string, any> }) => r.json.hookSpecificOutput?.additionalContext as string | undefined;

describe('edit guard (PreToolUse)', () => {
  it.each([
    ['pre-tool-use-edit', (repo: string) => ({ file_path: join(repo, 'src/a.py'), old_string: 'return x', new_string: 'return x + 1', replace_all: false })],
    ['pre-tool-use-write', (repo: string) => ({ file_path: join(repo, 'src/a.py'), content: 'print(1)\n' })],
    ['pre-tool-use-multiedit', (repo: string) => ({ file_path: join(repo, 'src/a.py'), edits: [{ old_string: 'a', new_string: 'b' }] })],
  ])('%s of a cited file: the constraints citing it go into additionalContext, nothing is blocked', (name, input) => {
    const { env, repo } = setup();
    const r = hook('pre-tool-use', payload(name, repo, input(repo)), env);
    expect(r.code).toBe(0);
    expect(Object.keys(r.json.hookSpecificOutput).sort()).toEqual(['additionalContext', 'hookEventName']);
    expect(r.json.hookSpecificOutput.hookEventName).toBe('PreToolUse');
    expect(context(r)).toBe(
      `[ck: charter] src/a.py is cited by 2 constraint(s) of the active charter of ${JSON.parse(runCli(['charter', 'get', '--repo', repo, '--json'], { env }).stdout).repo}; keep them true in this edit:\n` +
        '- `src/a.py:3` must keep raising ValueError on empty input\n- g returns 1 (src/a.py:7-8)',
    );
  });

  it('NotebookEdit of a cited notebook', () => {
    const { env, repo } = setup();
    const r = hook('pre-tool-use', payload('pre-tool-use-notebook', repo, { notebook_path: join(repo, 'nb/n.ipynb'), cell_id: 'c1', new_source: 'x', edit_mode: 'replace' }), env);
    expect(context(r)).toContain('- the notebook nb/n.ipynb:1 stays valid JSON');
  });

  it('shows current line numbers: the file moved since the charter was saved', () => {
    const { env, repo } = setup();
    writeFileSync(join(repo, 'src/a.py'), `import os\n${A_PY}`);
    const r = hook('pre-tool-use', payload('pre-tool-use-edit', repo, { file_path: join(repo, 'src/a.py'), old_string: 'a', new_string: 'b' }), env);
    expect(context(r)).toContain('- `src/a.py:4` must keep raising');
    expect(context(r)).toContain('(src/a.py:8-9)');
  });

  it.each([
    ['sed -i "s/x/y/" src/a.py'],
    ['sed -i.bak -e s/x/y/ src/a.py'],
    ['echo hi > src/a.py'],
    ['cat foo >> ./src/a.py 2>&1'],
    ['python3 gen.py | tee -a src/a.py'],
    ['mv src/a.py src/b.py'],
    ['cp src/other.py src/a.py'],
    ['rm -f src/a.py'],
    ['rm -rf src'],
    ['git checkout HEAD~1 -- src/a.py'],
    ['git restore --staged src/a.py'],
    ['cd /tmp && echo x > ' + 'REPO/src/a.py'],
  ])('Bash that writes a cited file: %s', (command) => {
    const { env, repo } = setup();
    const r = hook('pre-tool-use', payload('pre-tool-use', repo, { command: command.replace('REPO', repo), description: 'x' }), env);
    expect(r.code).toBe(0);
    expect(context(r)).toMatch(/^\[ck: charter\] src(\/a\.py)? is cited by 2 constraint\(s\)/); // `rm -rf src` names the folder
  });

  it.each([
    ['cat src/a.py'],
    ['sed -n 1,5p src/a.py'],
    ['grep -n raise src/a.py > /tmp/out.txt'],
    ['echo hi > src/other.py'],
    ['cp src/a.py /tmp/copy.py'],
    ['git checkout main'],
    ['echo "unterminated'],
  ])('Bash that writes no cited file answers {}: %s', (command) => {
    const { env, repo } = setup();
    const r = hook('pre-tool-use', payload('pre-tool-use', repo, { command, description: 'x' }), env);
    expect(r.code).toBe(0);
    expect(r.json).toEqual({});
  });

  it('keeps the Bash rewrite of the same call and adds the context to it', () => {
    const { env, repo } = setup();
    const r = hook('pre-tool-use', payload('pre-tool-use', repo, { command: 'sed -i s/a/b/ src/a.py && npm install', description: 'x' }), env);
    expect(r.json.hookSpecificOutput.updatedInput.command).toBe('sed -i s/a/b/ src/a.py && npm install --no-fund --no-audit --no-progress');
    expect(context(r)).toContain('src/a.py is cited by 2 constraint(s)');
  });

  it('an edit of an uncited file, or in a repository without a charter, answers {}', () => {
    const { env, repo } = setup();
    expect(hook('pre-tool-use', payload('pre-tool-use-edit', repo, { file_path: join(repo, 'src/other.py'), old_string: 'a', new_string: 'b' }), env).json).toEqual({});
    const bare = scratchRepo({ 'src/a.py': A_PY });
    expect(hook('pre-tool-use', payload('pre-tool-use-edit', bare, { file_path: join(bare, 'src/a.py'), old_string: 'a', new_string: 'b' }), env).json).toEqual({});
  });

  it('dedupes per file and session within the window; another session, or a re-saved charter, sees it again', () => {
    const { env, repo } = setup();
    const edit = (session: string) => hook('pre-tool-use', payload('pre-tool-use-edit', repo, { file_path: join(repo, 'src/a.py'), old_string: 'a', new_string: 'b' }, session), env);
    expect(context(edit('dedupe-1'))).toBeDefined();
    expect(edit('dedupe-1').json).toEqual({});
    expect(context(edit('dedupe-2'))).toBeDefined();
    runCli(['charter', 'save', '--repo', repo], { input: CHARTER, env });
    expect(context(edit('dedupe-1'))).toBeDefined();
  });

  it('CK_GUARD_WINDOW_S=0 shows it on every edit; CK_GUARD=0 turns the guard off', () => {
    const { env, repo } = setup({ CK_GUARD_WINDOW_S: '0' });
    const p = payload('pre-tool-use-edit', repo, { file_path: join(repo, 'src/a.py'), old_string: 'a', new_string: 'b' }, 'same');
    expect(context(hook('pre-tool-use', p, env))).toBeDefined();
    expect(context(hook('pre-tool-use', p, env))).toBeDefined();
    expect(hook('pre-tool-use', p, { ...env, CK_GUARD: '0' }).json).toEqual({});
  });

  it('fails open on a corrupt charter state: answers {}, exits 0, logs why', () => {
    const { env, repo } = setup();
    const dir = join(env.XDG_STATE_HOME!, 'context-kernel', 'charter');
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) writeFileSync(join(dir, f), '{not json');
    const r = hook('pre-tool-use', payload('pre-tool-use-edit', repo, { file_path: join(repo, 'src/a.py'), old_string: 'a', new_string: 'b' }), env);
    expect(r.code).toBe(0);
    expect(r.json).toEqual({});
    expect(readFileSync(join(env.XDG_STATE_HOME!, 'context-kernel', 'logs', 'hook.log'), 'utf8')).toContain('edit guard failed open');
  });

  it('concurrent edits in one session: the constraints are shown exactly once', async () => {
    const { env, repo } = setup();
    const p = payload('pre-tool-use-edit', repo, { file_path: join(repo, 'src/a.py'), old_string: 'a', new_string: 'b' }, 'concurrent');
    const answers = await Promise.all(Array.from({ length: 6 }, () => hookAsync('pre-tool-use', p, env)));
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(answers.filter((a) => context(a)).length).toBe(1);
  });

  it('a write into a new folder of the repository (no such directory yet) is not an error', () => {
    const { env, repo } = setup();
    mkdirSync(join(repo, 'new'), { recursive: true });
    const r = hook('pre-tool-use', payload('pre-tool-use-write', repo, { file_path: join(repo, 'new/deep/x.py'), content: '' }), env);
    expect(r.code).toBe(0);
    expect(r.json).toEqual({});
  });
});
