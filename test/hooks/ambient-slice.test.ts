// The ambient slice through the real contract: `ck hook post-tool-use` as a subprocess, with the payloads Claude Code
// 2.1.197 sends — PostToolUse for a Bash command that exited 0 (output in tool_response), PostToolUseFailure for one
// that exited non-zero (output in `error`: "Exit code N" + the output, cut to 5000 + 5000 characters past 10000, as
// the client's error formatter does). Fixtures: test/fixtures/ambient (README there says where each comes from).
import { describe, it, expect } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, readdirSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixture, hook, hookAsync, hookEnv, hookLogText } from './helpers.js';

const BASE = fileURLToPath(new URL('../fixtures/ambient/', import.meta.url));
interface Case { file: string; command: string; exit: number; kind?: string; project?: string; quotes?: boolean; documented?: boolean }
const CASES = JSON.parse(readFileSync(join(BASE, 'cases.json'), 'utf8')) as { failing: Case[]; passing: Case[] };
const sliceBuilt = existsSync(fileURLToPath(new URL('../../dist/cli/slice-api.bundle.cjs', import.meta.url)));

/** Returns a copy of fixture project `name` in a fresh directory (the outputs name it /tmp/fx22/<name>). */
function project(name: string | undefined): string {
  const dir = mkdtempSync(join(tmpdir(), `ck-ambient-${name ?? 'empty'}-`));
  if (name) cpSync(join(BASE, 'projects', name), dir, { recursive: true });
  else writeFileSync(join(dir, 'main.py'), 'print(1)\n');
  return dir;
}

/** Returns Claude Code's `error` text for a Bash command that exited `code` with `output` (its PHe formatter). */
function clientError(code: number, output: string): string {
  const n = `Exit code ${code}\n${output}`.trim();
  return n.length <= 10_000 ? n : `${n.slice(0, 5000)}\n\n... [${n.length - 10_000} characters truncated] ...\n\n${n.slice(-5000)}`;
}

/** Returns the payload Claude Code sends for `c` run in `cwd` (PostToolUse when it exited 0, else PostToolUseFailure). */
function payload(c: Case, cwd: string, transcript: string, session: string, id = 'toolu_ambient_1'): Record<string, unknown> {
  let out = readFileSync(join(BASE, c.file), 'utf8');
  if (c.project) out = out.split(`/tmp/fx22/${c.project}`).join(cwd);
  const common = { session_id: session, transcript_path: transcript, cwd, tool_input: { command: c.command, description: 'run' }, tool_use_id: id };
  return c.exit === 0
    ? fixture('bash', { ...common, tool_response: { stdout: out, stderr: '', interrupted: false, isImage: false, noOutputExpected: false } })
    : fixture('bash-failure', { ...common, error: clientError(c.exit, out) });
}

const context = (json: Record<string, any>): string | undefined => json.hookSpecificOutput?.additionalContext;

describe('ambient slice (PostToolUse / PostToolUseFailure on Bash)', () => {
  it.skipIf(!sliceBuilt)('injects a slice head for every failing fixture whose project is at hand', { timeout: 300_000 }, () => {
    const { env, transcript } = hookEnv({ CK_AMBIENT_SLICE_MIN_FILES: '1', CK_AMBIENT_SLICE_MS: '20000' });
    const withProject = CASES.failing.filter((c) => c.project);
    expect(withProject.map((c) => c.kind)).toEqual(expect.arrayContaining(['pytest', 'node-test', 'vitest', 'jest', 'cargo-test', 'go-test', 'python-traceback', 'stack-trace']));
    for (const [i, c] of withProject.entries()) {
      const cwd = project(c.project);
      const r = hook('post-tool-use', payload(c, cwd, transcript, `s-fail-${i}`), env);
      expect(r.code).toBe(0);
      const ctx = context(r.json);
      expect(ctx, `${c.file}: ${r.stdout.slice(0, 300)}\n${hookLogText(env)}`).toMatch(new RegExp(`^\\[ck: task slice for the ${c.kind} failure in this Bash output`));
      expect(ctx).toMatch(/full manifest: ck slice '.*' --symptom-file '.*' --format json$/);
      expect(r.json.hookSpecificOutput.hookEventName).toBe(c.exit === 0 ? 'PostToolUse' : 'PostToolUseFailure');
    }
    // The slice backend ran from the launcher's V8 code cache after the first case (slice-head.ts loadSliceBackend).
    const caches = readdirSync(join(env.XDG_STATE_HOME!, 'context-kernel', 'code-cache'));
    expect(caches.some((f) => f.startsWith('slice-api.bundle.cjs-slice-api-'))).toBe(true);
  });

  it('injects nothing on the held-out outputs that show no failure (zero false positives)', { timeout: 300_000 }, () => {
    const { env, transcript } = hookEnv({ CK_AMBIENT_SLICE_MIN_FILES: '1', CK_AMBIENT_SLICE_MS: '20000' });
    const cwd = project('py');
    const injected: string[] = [];
    for (const [i, c] of CASES.passing.entries()) {
      const r = hook('post-tool-use', payload(c, cwd, transcript, `s-pass-${i}`), env);
      expect(r.code).toBe(0);
      if (context(r.json)) injected.push(c.file);
    }
    expect(injected).toEqual([]);
  });

  it.skipIf(!sliceBuilt)('adds the head next to the normalized output: updatedToolOutput and additionalContext together', { timeout: 120_000 }, () => {
    const { env, transcript } = hookEnv({ CK_AMBIENT_SLICE_MIN_FILES: '1', CK_AMBIENT_SLICE_MS: '20000', CK_MIN_TOKENS: '10' });
    const cwd = project('py');
    const c = CASES.failing.find((x) => x.file === 'failing/pytest-default-fail.txt')!;
    const p = payload(c, cwd, transcript, 's-both');
    // A long uneventful head, as a real run prints before its failures: the normalizer has something to elide.
    const r0 = p.tool_response as { stdout: string };
    r0.stdout = `${'collecting tests... ok\n'.repeat(400)}${r0.stdout}`;
    const r = hook('post-tool-use', p, env);
    const spec = r.json.hookSpecificOutput;
    expect(spec?.updatedToolOutput?.stdout, r.stdout.slice(0, 300)).toContain('FAILED tests/test_ops.py::test_parse_pair');
    expect(spec.additionalContext).toMatch(/^\[ck: task slice for the pytest failure in this Bash output/);
    expect(spec.additionalContext).toContain('calc/ops.py');
  });

  it.skipIf(!sliceBuilt)('reads the tail of an output the client persisted to a file (the payload holds only its head)', { timeout: 120_000 }, () => {
    const { env, transcript, dir } = hookEnv({ CK_AMBIENT_SLICE_MIN_FILES: '1', CK_AMBIENT_SLICE_MS: '20000' });
    const cwd = project('py');
    const c = CASES.failing.find((x) => x.file === 'failing/pytest-default-fail.txt')!;
    const full = `${'tests/test_many.py::test_case PASSED\n'.repeat(2000)}${readFileSync(join(BASE, c.file), 'utf8').split('/tmp/fx22/py').join(cwd)}`;
    const persisted = join(dir, 'bash-output.txt');
    writeFileSync(persisted, full);
    // Claude Code's shape for a Bash stdout over 30,000 bytes: the head, and where the whole output is.
    const p = payload(c, cwd, transcript, 's-persisted');
    p.tool_response = { stdout: full.slice(0, 30_000), stderr: '', interrupted: false, isImage: false, persistedOutputPath: persisted, persistedOutputSize: full.length };
    expect(context(hook('post-tool-use', p, env).json), hookLogText(env)).toMatch(/^\[ck: task slice for the pytest failure in this Bash output/);
  });

  it.skipIf(!sliceBuilt)('slices the same failure once per window in a session, again in another session or after the window', { timeout: 120_000 }, () => {
    const c = CASES.failing.find((x) => x.file === 'failing/pytest-fail.txt')!;
    const cwd = project('py');
    const { env, transcript } = hookEnv({ CK_AMBIENT_SLICE_MIN_FILES: '1', CK_AMBIENT_SLICE_MS: '20000' });
    expect(context(hook('post-tool-use', payload(c, cwd, transcript, 'same', 'toolu_a'), env).json)).toBeDefined();
    // Same failures, other timings and order of the run: still the same failure.
    const again = payload(c, cwd, transcript, 'same', 'toolu_b');
    again.error = String(again.error).replace(/in [\d.]+s/, 'in 9.99s');
    expect(hook('post-tool-use', again, env).json).toEqual({});
    expect(hookLogText(env)).toMatch(/already sliced in this session/);
    expect(context(hook('post-tool-use', payload(c, cwd, transcript, 'other', 'toolu_c'), env).json)).toBeDefined();
    const short = { ...env, CK_AMBIENT_DEDUPE_S: '0' };
    expect(context(hook('post-tool-use', payload(c, cwd, transcript, 'same', 'toolu_d'), short).json)).toBeDefined();
  });

  it.skipIf(!sliceBuilt)('injects once when concurrent hook processes see the same failure', { timeout: 120_000 }, async () => {
    const c = CASES.failing.find((x) => x.file === 'failing/python-traceback.txt')!;
    const cwd = project('py');
    const { env, transcript } = hookEnv({ CK_AMBIENT_SLICE_MIN_FILES: '1', CK_AMBIENT_SLICE_MS: '20000' });
    const answers = await Promise.all([1, 2, 3, 4].map((i) => hookAsync('post-tool-use', payload(c, cwd, transcript, 'race', `toolu_r${i}`), env)));
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(answers.filter((a) => context(a.json)).length).toBe(1);
  });

  it('stays silent when switched off, for small repositories, for other tools and for read-only commands', () => {
    const c = CASES.failing.find((x) => x.file === 'failing/pytest-fail.txt')!;
    const cwd = project('py');
    const { env, transcript } = hookEnv({ CK_AMBIENT_SLICE_MIN_FILES: '1' });
    expect(hook('post-tool-use', payload(c, cwd, transcript, 'off'), { ...env, CK_AMBIENT_SLICE: '0' }).json).toEqual({});
    expect(hook('post-tool-use', payload(c, cwd, transcript, 'small'), { ...env, CK_AMBIENT_SLICE_MIN_FILES: '200' }).json).toEqual({});
    const quoted = { ...c, command: `cat ${c.file}` };
    expect(hook('post-tool-use', payload(quoted, cwd, transcript, 'cat'), env).json).toEqual({});
    // Outside a project (no VCS root, no project file: a scratch directory such as /tmp): nothing to slice.
    const scratch = project('py');
    rmSync(join(scratch, 'pyproject.toml'));
    expect(hook('post-tool-use', payload({ ...c, project: 'py' }, scratch, transcript, 'scratch'), env).json).toEqual({});
    const notBash = { ...payload(c, cwd, transcript, 'tool'), tool_name: 'mcp__other__run' };
    expect(hook('post-tool-use', notBash, env).json).toEqual({});
  });

  it('fails open: an unusable session directory costs the slice, never the answer', () => {
    const c = CASES.failing.find((x) => x.file === 'failing/pytest-fail.txt')!;
    const cwd = project('py');
    const { env, transcript } = hookEnv({ CK_AMBIENT_SLICE_MIN_FILES: '1' });
    // The state dir is a file: nothing can be recorded, so the hook must still answer valid JSON and exit 0.
    const broken = join(mkdtempSync(join(tmpdir(), 'ck-broken-')), 'state');
    writeFileSync(broken, 'not a directory');
    const r = hook('post-tool-use', payload(c, cwd, transcript, 'broken'), { ...env, XDG_STATE_HOME: broken });
    expect(r.code).toBe(0);
    expect(r.json).toEqual({});
  });
});
