import { describe, it, expect } from 'vitest';
import { writeFileSync, mkdtempSync, mkdirSync, readFileSync, utimesSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, isolatedEnv } from '../helpers/cli.js';
import { fixture, noisyLog, hookEnv, hook, hookLogText, hookWithOpenStdin } from './helpers.js';
import { cpSync, symlinkSync } from 'node:fs';
import { largeOutput, clientBashResponse } from '../../bench/fixtures/large-outputs.mjs';

const RUN_HOOKS = ['run-hook.cjs', 'run-hook.mjs'].map((f) => fileURLToPath(new URL(`../../hooks/${f}`, import.meta.url)));

describe('hooks fail open', () => {
  it.each(['post-tool-use', 'pre-tool-use', 'user-prompt-submit'])('%s: malformed JSON, empty stdin, a JSON array → {} and exit 0, with a diagnostic', (event) => {
    const env = isolatedEnv();
    for (const input of ['{"tool_name": "Bash", ', '', '[1,2,3]', '\u0000\u00ff\u00fe garbage']) {
      const r = hook(event, input, env);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout.trim()).toBe('{}');
    }
    expect(hookLogText(env)).toMatch(new RegExp(`${event} failed open`));
  });

  it('a 50 MB input passes through quickly with {} (bounded work), exit 0', () => {
    const { env, transcript } = hookEnv();
    const big = 'progress 42%\n'.repeat(4 * 1024 * 1024);
    const payload = fixture('bash', { transcript_path: transcript, tool_response: { stdout: big } });
    const r = hook('post-tool-use', payload, env);
    expect(r.code).toBe(0);
    expect(r.json).toEqual({});
    expect(hookLogText(env)).toContain('exceeds CK_HOOK_MAX_BYTES');
  });

  it('unwritable state (XDG_STATE_HOME is a file) → {} and exit 0', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-ro-'));
    const file = join(dir, 'not-a-dir');
    writeFileSync(file, 'x');
    const env = { ...isolatedEnv(), XDG_STATE_HOME: file };
    const payload = fixture('bash', { transcript_path: join(dir, 't.jsonl'), tool_response: { stdout: noisyLog() } });
    for (const event of ['post-tool-use', 'pre-tool-use', 'user-prompt-submit']) {
      const r = hook(event, payload, env);
      expect(r.code).toBe(0);
      expect(r.stdout.trim().startsWith('{')).toBe(true);
    }
    expect(hook('post-tool-use', payload, env).json).toEqual({});
  });

  it('tool_response of an unexpected type (number, null, array, string, keyless object) → {} and exit 0', () => {
    const env = isolatedEnv();
    for (const [i, response] of [42, null, [1, 2], {}, { stdout: 5, stderr: null }].entries()) {
      const r = hook('post-tool-use', fixture('bash', { tool_use_id: `toolu_odd_${i}`, tool_response: response }), env);
      expect(r.code, r.stderr).toBe(0);
      expect(r.json).toEqual({});
    }
  });

  it('a transcript path naming a directory or a binary file leaves the replacement and the canary intact', () => {
    const { env, dir } = hookEnv();
    const binary = join(dir, 'binary.jsonl');
    writeFileSync(binary, Buffer.from(Array.from({ length: 65536 }, (_, i) => (i * 7919) % 256)));
    const asDir = join(dir, 'a-dir');
    mkdirSync(asDir);
    for (const [i, transcript] of [asDir, binary].entries()) {
      // Twice per path: the second run has a pending footer, so the canary reads the (bad) transcript.
      for (const n of [0, 1]) {
        const r = hook('post-tool-use', fixture('bash', { session_id: `odd-${i}`, tool_use_id: `toolu_t${i}_${n}`, transcript_path: transcript, tool_response: { stdout: noisyLog() } }), env);
        expect(r.code, r.stderr).toBe(0);
        expect(r.json.hookSpecificOutput?.updatedToolOutput, JSON.stringify(r.json).slice(0, 200)).toBeDefined();
      }
    }
  });

  it('a lock left by a killed hook is broken at once, not after the stale timeout', () => {
    const { env, transcript } = hookEnv();
    const first = hook('post-tool-use', fixture('bash', { session_id: 'killed', tool_use_id: 'toolu_k1', transcript_path: transcript, tool_response: { stdout: noisyLog() } }), env);
    expect(first.json.hookSpecificOutput).toBeDefined();
    // A holder that died: a pid that is certainly gone, and an mtime an hour ahead, so the stale timeout can never
    // break it and only the dead-pid check can. Without that check the hook waits out its lock wait and fails open
    // (no updatedToolOutput); with the default deadline, a loaded host cannot make the hook miss it instead.
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    const lock = join(env.XDG_STATE_HOME!, 'context-kernel', 'sessions', 'killed', 'state.lock');
    writeFileSync(lock, `${dead} ${Date.now()}\n`);
    const ahead = new Date(Date.now() + 3_600_000);
    utimesSync(lock, ahead, ahead);
    const r = hook('post-tool-use', fixture('bash', { session_id: 'killed', tool_use_id: 'toolu_k2', transcript_path: transcript, tool_response: { stdout: noisyLog() } }), env);
    expect(r.json.hookSpecificOutput?.updatedToolOutput, hookLogText(env)).toBeDefined();
    const state = JSON.parse(readFileSync(join(env.XDG_STATE_HOME!, 'context-kernel', 'sessions', 'killed', 'state.json'), 'utf8'));
    expect(state.canary.pending.map((p: { toolUseId: string }) => p.toolUseId)).toContain('toolu_k2');
  });

  it.each(RUN_HOOKS)('the plugin launcher %s fails open on a mistyped event (exit 0, {}), where `ck hook` reports a usage error', (launcher) => {
    const r = spawnSync(process.execPath, [launcher, 'post-tool-usage'], { input: '{}', env: isolatedEnv() });
    expect(r.status).toBe(0);
    expect(r.stdout.toString().trim()).toBe('{}');
    expect(r.stderr.toString().trim().split('\n')).toHaveLength(1);
  });

  it('a missing or unreadable transcript does not break the hook', () => {
    const env = isolatedEnv();
    const payload = fixture('bash', { transcript_path: '/nonexistent/t.jsonl', tool_response: { stdout: noisyLog() } });
    const r = hook('post-tool-use', payload, env);
    expect(r.code).toBe(0);
    expect(r.json.hookSpecificOutput.updatedToolOutput).toBeDefined();
  });

  it('the self-imposed deadline answers {} and exits 0 even when stdin never closes', async () => {
    const env = isolatedEnv({ CK_HOOK_DEADLINE_MS: '300' });
    const r = await hookWithOpenStdin('post-tool-use', '{"tool_name": "Bash", ', env);
    expect(r.killed, `the hook outlived its 300 ms deadline by 30 s and was killed; stderr: ${r.stderr}`).toBe(false);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe('{}');
    expect(hookLogText(env)).toContain('deadline of 300 ms reached');
  });

  it('an unknown event is a usage error (exit 2), not a silent pass', () => {
    const r = runCli(['hook', 'post-tool-usage'], { input: '{}' });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/expected one of post-tool-use, pre-tool-use, user-prompt-submit/);
  });
  it('a build whose wasm kernels are missing answers a persisted 5 MB output from the TypeScript twins: exit 0, valid JSON, never a crash', () => {
    // The hook switches V8 tiers around a large output; on Node 20 switching regexp tiering at run time crashed the
    // twins' strip (SIGSEGV) — this runs the in-process hook of a copy of the build without wasm/.
    const root = join(mkdtempSync(join(tmpdir(), 'ck-nowasm-')), 'ck');
    const here = fileURLToPath(new URL('../../', import.meta.url));
    for (const d of ['dist', 'hooks', 'bin']) cpSync(join(here, d), join(root, d), { recursive: true });
    cpSync(join(here, 'package.json'), join(root, 'package.json'));
    symlinkSync(join(here, 'node_modules'), join(root, 'node_modules'));
    const { env, dir, transcript } = hookEnv({ CK_HOOK_SERVER: '0' });
    const resp = clientBashResponse(largeOutput('tests', 5 * 1024 * 1024), join(dir, 'tool-results'), 'nowasm');
    const r = spawnSync(process.execPath, [join(root, 'hooks', 'run-hook.cjs'), 'post-tool-use'], { input: JSON.stringify(fixture('bash', { transcript_path: transcript, tool_response: resp })), env, encoding: 'utf8', maxBuffer: 1 << 28 });
    expect(r.signal, r.stderr).toBeNull();
    expect(r.status, r.stderr).toBe(0);
    expect(() => JSON.parse(r.stdout)).not.toThrow();
    expect(hookLogText(env)).toMatch(/kernel-fallback/);
  }, 120_000);
});
