// First use, as a new user meets the plugin: a fresh $HOME (no state, no cache, no XDG variables), no CK_* setting,
// and every hook run through the very command hooks/hooks.json gives the client (`sh -c` with CLAUDE_PLUGIN_ROOT
// set), so the launcher, the Python client and the warm hook server it starts take part. Each test starts from its
// own empty home. Issue 45: the warm-up folder was never created, so a repository of 1,000+ files never got a slice.
import { describe, it, expect, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CLI } from '../helpers/cli.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HOOKS = JSON.parse(readFileSync(join(ROOT, 'hooks', 'hooks.json'), 'utf8')) as { hooks: Record<string, { hooks: { command: string }[] }[]> };
const built = existsSync(join(ROOT, 'dist', 'hooks', 'server.cjs')) && existsSync(join(ROOT, 'dist', 'cli', 'slice-api.bundle.cjs'));
const homes: string[] = [];

/** Returns a new user's environment: an empty home, the plugin root, and no CK_* or XDG_* variable. */
function newUser(): { home: string; env: NodeJS.ProcessEnv } {
  const home = mkdtempSync(join(tmpdir(), 'ck-first-use-'));
  homes.push(home);
  const env: NodeJS.ProcessEnv = { HOME: home, CLAUDE_PLUGIN_ROOT: ROOT };
  for (const [k, v] of Object.entries(process.env)) {
    if (!k.startsWith('CK_') && !k.startsWith('XDG_') && k !== 'HOME' && v !== undefined) env[k] ??= v;
  }
  return { home, env };
}

/** Returns the hook's stdout after running `event`'s command from hooks.json with `payload` on stdin (exit 0). */
function runHookText(event: string, payload: Record<string, unknown>, env: NodeJS.ProcessEnv, cwd: string): string {
  const command = HOOKS.hooks[event]![0]!.hooks[0]!.command;
  const r = spawnSync('/bin/sh', ['-c', command], { input: JSON.stringify({ hook_event_name: event, ...payload }), env, cwd, encoding: 'utf8', timeout: 60_000 });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

/** Returns the hook's JSON answer (see runHookText). */
function runHook(event: string, payload: Record<string, unknown>, env: NodeJS.ProcessEnv, cwd: string): Record<string, any> {
  return JSON.parse(runHookText(event, payload, env, cwd)) as Record<string, any>;
}

const hookLog = (home: string): string => {
  const f = join(home, '.local', 'state', 'context-kernel', 'logs', 'hook.log');
  return existsSync(f) ? readFileSync(f, 'utf8') : '';
};

/** Returns true once `cond` holds, polling for up to `ms`. */
async function until(cond: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

/** Returns true when some repository index is in the user's cache (the warm-up finished). */
const indexCached = (home: string): boolean => {
  const dir = join(home, '.cache', 'context-kernel', 'index');
  return existsSync(dir) && readdirSync(dir).some((d) => { try { return readdirSync(join(dir, d)).some((f) => f.endsWith('.msgpack')); } catch { return false; } });
};

/**
 * Returns the root of a git repository of `files` Python modules (packages of 50: each module imports the one before)
 * and the traceback of running its main.py: a real one when python3 runs here, else the same text written out.
 */
function pythonRepo(parent: string, files: number): { repo: string; traceback: string } {
  const repo = join(parent, `repo-${files}`);
  for (let p = 0; p < Math.ceil(files / 50); p++) {
    const d = join(repo, 'proj', `pkg${p}`);
    mkdirSync(d, { recursive: true });
    writeFileSync(join(d, '__init__.py'), '');
    for (let m = 0; m < 49; m++) {
      const prev = m ? `from proj.pkg${p}.mod${m - 1} import f${m - 1}\n` : '';
      writeFileSync(join(d, `mod${m}.py`), `${prev}\n\ndef f${m}(x):\n    """Step ${m} of package ${p}."""\n    if x < 0:\n        raise ValueError(f"negative input {x} at step ${m}")\n    return ${m ? `f${m - 1}(x) + 1` : 'x'}\n`);
    }
  }
  writeFileSync(join(repo, 'proj', '__init__.py'), '');
  writeFileSync(join(repo, 'main.py'), 'from proj.pkg0.mod20 import f20\n\nprint(f20(-1))\n');
  spawnSync('git', ['init', '-q', repo]);
  spawnSync('git', ['-C', repo, 'add', '-A']);
  spawnSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'init']);
  const run = spawnSync('python3', ['main.py'], { cwd: repo, encoding: 'utf8' });
  const traceback = run.stderr?.includes('Traceback') ? run.stderr : [
    'Traceback (most recent call last):',
    `  File "${repo}/main.py", line 3, in <module>`,
    '    print(f20(-1))',
    `  File "${repo}/proj/pkg0/mod20.py", line 7, in f20`,
    '    raise ValueError(f"negative input {x} at step 20")',
    'ValueError: negative input -1 at step 20',
  ].join('\n') + '\n';
  return { repo, traceback };
}

/** A failing Bash call as Claude Code 2.1.x hands it to PostToolUseFailure. */
function failingBash(repo: string, home: string, n: number, error: string): Record<string, unknown> {
  return {
    session_id: 'first-use', transcript_path: join(home, 'transcript.jsonl'), cwd: repo, permission_mode: 'default',
    tool_name: 'Bash', tool_input: { command: 'python3 main.py', description: 'Run the app' }, tool_use_id: `toolu_first_${n}`,
    error: `Exit code 1\n${error}`, is_interrupt: false, duration_ms: 300,
  };
}

afterAll(() => {
  for (const home of homes) {
    spawnSync(process.execPath, [CLI, 'hook', 'servers', '--stop'], { env: { ...newUserEnvOf(home) }, timeout: 30_000 });
  }
});

/** Returns the environment of the user whose home is `home` (to stop that user's hook servers). */
function newUserEnvOf(home: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { HOME: home };
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('CK_') && !k.startsWith('XDG_') && k !== 'HOME' && v !== undefined) env[k] ??= v;
  return env;
}

describe.skipIf(!built)('first use: empty home, no CK_* setting, hooks run as hooks.json runs them', () => {
  it('a failing Bash output in a 1,500-file repository gets its slice by the second failure (the warm-up)', { timeout: 180_000 }, async () => {
    const { home, env } = newUser();
    const { repo, traceback } = pythonRepo(home, 1500);
    const first = runHook('PostToolUseFailure', failingBash(repo, home, 1, traceback), env, repo);
    expect(first.hookSpecificOutput?.additionalContext).toBeUndefined();
    // The first failure starts the index warm-up in the background (and a hook server for the next calls).
    expect(await until(() => indexCached(home), 90_000), `no index warm-up; hook log:\n${hookLog(home)}`).toBe(true);
    const second = runHook('PostToolUseFailure', failingBash(repo, home, 2, traceback), env, repo);
    expect(second.hookSpecificOutput?.additionalContext, hookLog(home)).toMatch(/^\[ck: task slice for the python-traceback failure in (this Bash output|the output of an earlier Bash call)/);
    expect(second.hookSpecificOutput.additionalContext).toContain('proj/pkg0/mod20.py');
    const log = hookLog(home);
    expect(log).toMatch(/has no cached index yet \(python-traceback\): nothing added; index warm-up of .* started in the background/);
    expect(log).not.toMatch(/ ERROR /);
  });

  it('a repository under 200 source files gets nothing added, and the hook log says why', { timeout: 60_000 }, async () => {
    const { home, env } = newUser();
    const { repo, traceback } = pythonRepo(home, 50);
    for (const n of [1, 2]) expect(runHook('PostToolUseFailure', failingBash(repo, home, n, traceback), env, repo).hookSpecificOutput?.additionalContext).toBeUndefined();
    // The first call's decision is the hook server's (it slices a session's first failure after the answer).
    const why = /has fewer than 200 source files \(CK_AMBIENT_SLICE_MIN_FILES\) \(python-traceback\): nothing added/;
    expect(await until(() => why.test(hookLog(home)), 20_000), hookLog(home)).toBe(true);
  });

  it('a traceback pasted into a prompt gets its slice by the second prompt', { timeout: 180_000 }, async () => {
    const { home, env } = newUser();
    const { repo, traceback } = pythonRepo(home, 1500);
    const prompt = (n: number) => runHook('UserPromptSubmit', { session_id: 'first-use-prompt', transcript_path: join(home, 't.jsonl'), cwd: repo, permission_mode: 'default', prompt: `attempt ${n}: this fails, why?\n\n${traceback}` }, env, repo);
    const first = prompt(1).hookSpecificOutput?.additionalContext as string | undefined;
    if (first === undefined) expect(await until(() => indexCached(home), 90_000), `no warm-up; hook log:\n${hookLog(home)}`).toBe(true);
    const got = first ?? (prompt(2).hookSpecificOutput?.additionalContext as string | undefined);
    expect(got, hookLog(home)).toMatch(/^\[ck: task slice/);
    expect(got).toContain('proj/pkg0/mod20.py');
    expect(hookLog(home)).not.toMatch(/ ERROR /);
  });

  it('a large Bash output is normalized with a marker that `ck recall` gives back, and the canary verifies it', { timeout: 60_000 }, () => {
    const { home, env } = newUser();
    const transcript = join(home, 'transcript.jsonl');
    writeFileSync(transcript, '');
    const lines = Array.from({ length: 3000 }, (_, i) => (i % 500 === 7 ? `ERROR step ${i} failed` : `processing item ${i} of 3000 ok`));
    const output = lines.join('\n') + '\n';
    const bash = (id: string, stdout: string) => runHook('PostToolUse', { session_id: 'first-use-canary', transcript_path: transcript, cwd: home, permission_mode: 'default', tool_name: 'Bash', tool_input: { command: 'make build' }, tool_use_id: id, tool_response: { stdout, stderr: '', interrupted: false, isImage: false } }, env, home);
    const replaced: string = bash('toolu_big', output).hookSpecificOutput.updatedToolOutput.stdout;
    expect(replaced.length).toBeLessThan(output.length);
    for (const l of lines.filter((x) => x.startsWith('ERROR'))) expect(replaced).toContain(l);
    const m = /ck recall ([0-9a-f]+) --lines (\d+)-(\d+)/.exec(replaced);
    expect(m, replaced.slice(0, 2000)).not.toBeNull();
    const recalled = spawnSync(process.execPath, [CLI, 'recall', m![1]!, '--lines', `${m![2]}-${m![3]}`], { env, encoding: 'utf8' });
    expect(recalled.status, recalled.stderr).toBe(0);
    expect(recalled.stdout).toBe(lines.slice(Number(m![2]) - 1, Number(m![3])).join('\n') + '\n');
    // The client writes the replaced output into the transcript; the next tool call verifies that the footer arrived.
    writeFileSync(transcript, JSON.stringify({ type: 'user', message: { role: 'user', content: [{ tool_use_id: 'toolu_big', type: 'tool_result', content: replaced }] } }) + '\n');
    expect(bash('toolu_probe', 'ok\n')).toEqual({});
    const savings = readFileSync(join(home, '.local', 'state', 'context-kernel', 'savings.jsonl'), 'utf8');
    expect(savings).toMatch(/"event":"canary".*"status":"verified"/);
  });

  it('a re-read of an unchanged source file read whole gets the "unchanged" marker', { timeout: 60_000 }, () => {
    const { home, env } = newUser();
    const file = join(home, 'example.py');
    const text = Array.from({ length: 600 }, (_, i) => `def function_${i}(x):\n    return x * ${i}`).join('\n') + '\n';
    writeFileSync(file, text);
    const lines = text.split('\n').length - 1;
    const read = (id: string) => runHook('PostToolUse', { session_id: 'first-use-read', transcript_path: join(home, 't.jsonl'), cwd: home, permission_mode: 'default', tool_name: 'Read', tool_input: { file_path: file }, tool_use_id: id, tool_response: { type: 'text', file: { filePath: file, content: text, numLines: lines, startLine: 1, totalLines: lines } } }, env, home);
    expect(read('toolu_r1')).toEqual({});
    expect(read('toolu_r2').hookSpecificOutput.updatedToolOutput.file.content).toMatch(/unchanged re-read/);
  });

  it('compaction keeps the task state, and the next session starts with it', { timeout: 120_000 }, async () => {
    const { home, env } = newUser();
    const { repo } = pythonRepo(home, 50);
    const save = spawnSync(process.execPath, [CLI, 'charter', 'save', '--repo', repo], { env, input: `Keep the public API of proj/pkg0/mod3.py:4 stable.\n`, encoding: 'utf8' });
    expect(save.status, save.stderr).toBe(0);
    const base = { session_id: 'first-use-compact', transcript_path: join(home, 't.jsonl'), cwd: repo, permission_mode: 'default' };
    writeFileSync(base.transcript_path, '');
    // PreCompact answers in plain text: the compaction instructions (the client appends them to its own).
    expect(runHookText('PreCompact', { ...base, trigger: 'auto', custom_instructions: '' }, env, repo)).toMatch(/re-injects the task charter right after this compaction/);
    const started = runHook('SessionStart', { ...base, session_id: 'first-use-next', source: 'startup' }, env, repo);
    expect(started.hookSpecificOutput?.additionalContext, hookLog(home)).toContain('proj/pkg0/mod3.py:4');
    expect(hookLog(home)).not.toMatch(/ ERROR /);
  });

  it("the MCP server answers its first call", { timeout: 60_000 }, async () => {
    const { home, env } = newUser();
    const e = Object.fromEntries(Object.entries(env).filter((x): x is [string, string] => typeof x[1] === 'string'));
    const transport = new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp'], env: e, stderr: 'pipe', cwd: home });
    const client = new Client({ name: 'ck-first-use', version: '0.0.0' });
    await client.connect(transport);
    try {
      const text = 'same line\n'.repeat(500) + 'Error: boom\n';
      const r = (await client.callTool({ name: 'kernel_normalize', arguments: { text, tool: 'bash' } })) as { content: { text: string }[]; isError?: boolean };
      expect(r.isError).toBeFalsy();
      expect(r.content[0]!.text).toContain('Error: boom');
      expect(r.content[0]!.text).toMatch(/ck recall [0-9a-f]+/);
    } finally {
      await client.close();
    }
  });
});
