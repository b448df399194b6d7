import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, existsSync } from 'node:fs';
import { tmpdir, homedir } from 'node:os';
import { join } from 'node:path';

/** Absolute path of the CLI launcher (runs the built dist/; `npm test` builds first when a source changed). */
export const CLI = fileURLToPath(new URL('../../bin/context-kernel.js', import.meta.url));

export interface CliResult { code: number; stdout: string; stderr: string; stdoutBytes: Buffer }

/** Returns a fresh, isolated XDG cache/state environment so tests never touch the user's real state. */
export function isolatedEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const dir = mkdtempSync(join(tmpdir(), 'ck-test-'));
  return { ...process.env, XDG_CACHE_HOME: join(dir, 'cache'), XDG_STATE_HOME: join(dir, 'state'), ...extra };
}

/** Runs `ck ...args` as a subprocess with optional stdin and returns its exit code and output. */
export function runCli(args: string[], opts: { input?: string | Buffer; env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number } = {}): CliResult {
  const res = spawnSync(process.execPath, [CLI, ...args], {
    input: opts.input,
    env: opts.env ?? isolatedEnv(),
    cwd: opts.cwd,
    maxBuffer: 512 * 1024 * 1024,
    // A process killed here ends with code -1 and the reason on stderr; spawnSync blocks the test worker, so vitest's
    // own test timeout could never stop it.
    ...(opts.timeoutMs ? { timeout: opts.timeoutMs, killSignal: 'SIGKILL' as const } : {}),
  } satisfies SpawnSyncOptions);
  if (res.error && (res.error as NodeJS.ErrnoException).code === 'ETIMEDOUT') {
    return { code: -1, stdout: String(res.stdout ?? ''), stderr: `killed after ${opts.timeoutMs} ms: ck ${args.join(' ')} did not exit\n${String(res.stderr ?? '')}`, stdoutBytes: res.stdout ?? Buffer.alloc(0) };
  }
  const stdoutBytes = res.stdout ?? Buffer.alloc(0);
  return { code: res.status ?? -1, stdout: stdoutBytes.toString('utf8'), stderr: (res.stderr ?? Buffer.alloc(0)).toString('utf8'), stdoutBytes };
}

/** Root of the development corpora (npm run corpora, or CK_CORPORA), or undefined when they are absent. */
export function corporaRoot(): string | undefined {
  const root = process.env.CK_CORPORA ?? join(homedir(), '.cache', 'context-kernel-corpora');
  return existsSync(join(root, 'pandas', '.stamp')) ? root : undefined;
}
