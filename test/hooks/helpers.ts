import { readFileSync, mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CLI, runCli, isolatedEnv } from '../helpers/cli.js';

export const FIXTURES = fileURLToPath(new URL('../fixtures/hooks/', import.meta.url));

/** Returns a hook payload fixture (a real Claude Code payload shape) with `patch` merged in (one level deep). */
export function fixture(name: string, patch: Record<string, unknown> = {}): Record<string, unknown> {
  const base = JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as Record<string, unknown>;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) {
    const b = base[k];
    out[k] = v && typeof v === 'object' && !Array.isArray(v) && b && typeof b === 'object' && !Array.isArray(b) ? { ...(b as object), ...(v as object) } : v;
  }
  return out;
}

/** Returns a noisy build log: progress redraws, runs of identical lines, a long uneventful middle, and 2 errors. */
export function noisyLog(lines = 4000): string {
  const out: string[] = ['> project@1.0.0 build', '> tsc && node build.mjs'];
  for (let i = 0; i <= 100; i += 2) out.push(`\r[${'#'.repeat(i / 5).padEnd(20)}] ${i}% fetching packages`);
  for (let i = 0; i < lines; i++) out.push(i % 7 === 0 ? `  compiling module ${i % 50}` : 'npm WARN deprecated inflight@1.0.6: This module is not supported');
  out.push("src/app.ts:12:5 - error TS2322: Type 'string' is not assignable to type 'number'.");
  for (let i = 0; i < lines / 2; i++) out.push(`  processing chunk ${i}`);
  out.push('Error: build failed with 1 error', '    at main (/work/build.mjs:40:11)');
  return out.join('\n') + '\n';
}

/** Returns a fresh isolated environment plus a transcript path inside it (the file starts as the fixture head). */
export function hookEnv(extra: Record<string, string> = {}): { env: NodeJS.ProcessEnv; dir: string; transcript: string } {
  // A generous deadline: the machine is shared and loaded during tests; the deadline itself has its own test.
  const env = isolatedEnv({ CK_HOOK_DEADLINE_MS: '30000', CK_AB_RATE: '0', ...extra }); // no A/B sampling unless a test asks (it adds savings lines)
  const dir = mkdtempSync(join(tmpdir(), 'ck-hook-'));
  const transcript = join(dir, 'transcript.jsonl');
  writeFileSync(transcript, readFileSync(join(FIXTURES, 'transcript-head.jsonl')));
  return { env, dir, transcript };
}

export interface HookAnswer {
  code: number;
  json: Record<string, any>;
  stdout: string;
  stderr: string;
}

/**
 * Runs `ck hook EVENT` with `payload` as a subprocess and returns its exit code and parsed answer. A hook that is still
 * running a minute past its own deadline (CK_HOOK_DEADLINE_MS, default 2000; the prompt slice's limit) is killed:
 * code -1, the reason on stderr.
 */
export function hook(event: string, payload: unknown, env: NodeJS.ProcessEnv): HookAnswer {
  const input = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload);
  // The prompt hook's deadline covers its slice time limit (src/hooks/run.ts): CK_PROMPT_SLICE_MS + 1 s at least.
  const deadline = Math.max(Number(env.CK_HOOK_DEADLINE_MS ?? 2000), Number(env.CK_PROMPT_SLICE_MS ?? 0) + 1000);
  const r = runCli(['hook', event], { input, env, timeoutMs: deadline + 60_000 });
  let json: Record<string, any> = {};
  try {
    json = JSON.parse(r.stdout) as Record<string, any>;
  } catch {
    json = { __unparsable: r.stdout };
  }
  return { code: r.code, json, stdout: r.stdout, stderr: r.stderr };
}

/** Runs `ck hook EVENT` asynchronously (for concurrency tests). */
export function hookAsync(event: string, payload: unknown, env: NodeJS.ProcessEnv): Promise<HookAnswer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, 'hook', event], { env });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      const stdout = Buffer.concat(out).toString('utf8');
      let json: Record<string, any> = {};
      try { json = JSON.parse(stdout) as Record<string, any>; } catch { json = { __unparsable: stdout }; }
      resolve({ code: code ?? -1, json, stdout, stderr: Buffer.concat(err).toString('utf8') });
    });
    child.stdin.end(JSON.stringify(payload));
  });
}

/** Returns the parsed lines of the savings log of `env` (empty when absent). */
/** What a hook process did when its stdin was left open: its exit code (null when it had to be killed), its output. */
export interface OpenStdinRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** True when the process was still running `limitMs` after it started and was killed. */
  killed: boolean;
}

/**
 * Returns once `ck hook EVENT` has exited, given `head` on a stdin that is never closed — its deadline
 * (CK_HOOK_DEADLINE_MS in `env`) must end it. Waits for the process's exit, not for its pipes to close (a process
 * it leaves behind could hold them), and kills it after `limitMs`, so a hook that misses its deadline fails the test
 * with what it printed instead of hanging the suite.
 */
export function hookWithOpenStdin(event: string, head: string, env: NodeJS.ProcessEnv, limitMs = 30_000): Promise<OpenStdinRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, 'hook', event], { env });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.stdin.on('error', () => {}); // EPIPE once the hook has exited: expected, it never reads the rest
    child.stdin.write(head);
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, limitMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      child.stdin.destroy();
      // What the process wrote before exiting is in the pipe: read it to its end, but never wait on a pipe that
      // something else still holds open.
      const done = () => resolve({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), killed });
      const grace = setTimeout(done, 2000);
      child.stdout.once('end', () => {
        clearTimeout(grace);
        done();
      });
    });
  });
}

export function savingsLines(env: NodeJS.ProcessEnv): Record<string, any>[] {
  const file = join(env.XDG_STATE_HOME!, 'context-kernel', 'savings.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, any>);
}

/** Returns the hook diagnostic log of `env` ('' when absent). */
export function hookLogText(env: NodeJS.ProcessEnv): string {
  const file = join(env.XDG_STATE_HOME!, 'context-kernel', 'logs', 'hook.log');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** The footer grammar: one line starting `[ck: `. */
export const FOOTER_RE = /^\[ck: [^\n]*→ [^\n]* tokens \(-\d+%\); id [0-9a-f]{8}\]$/;

/** Returns the last line of `text` (without a trailing newline). */
export function lastLine(text: string): string {
  const lines = text.replace(/\n$/, '').split('\n');
  return lines[lines.length - 1]!;
}

/** Returns a transcript line: the user message carrying a tool_result, as Claude Code writes it. */
export function toolResultLine(toolUseId: string, content: string | { type: 'text'; text: string }[], toolUseResult?: unknown): string {
  return JSON.stringify({
    parentUuid: 'u2', isSidechain: false, userType: 'external', cwd: '/tmp', sessionId: 'fixture-session', version: '2.1.233', type: 'user',
    message: { role: 'user', content: [{ tool_use_id: toolUseId, type: 'tool_result', content, is_error: false }] },
    uuid: `r-${toolUseId}`, timestamp: '2026-11-29T20:00:02.000Z', ...(toolUseResult ? { toolUseResult } : {}),
  });
}

/** Returns a transcript line: a plain user or assistant text message (where quoted footers must not count). */
export function textLine(role: 'user' | 'assistant', text: string): string {
  return role === 'user'
    ? JSON.stringify({ type: 'user', message: { role: 'user', content: text }, uuid: `t-${text.length}` })
    : JSON.stringify({ type: 'assistant', message: { role: 'assistant', model: 'claude-sonnet-4-5-20250929', content: [{ type: 'text', text }], usage: { input_tokens: 10, cache_read_input_tokens: 50000, cache_creation_input_tokens: 0, output_tokens: 40 } } });
}
