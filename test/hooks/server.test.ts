// The hook server path, end to end as Claude Code runs it: `sh hooks/ck-hook.sh EVENT` with the payload on stdin.
// The first call answers in-process and starts a server; later calls go through hooks/client.py to it. Answers must
// be byte-identical to the in-process hook's, and every failure (dead server, other environment, malformed input)
// must still answer.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LAUNCHER = join(ROOT, 'hooks', 'ck-hook.sh');
const IN_PROCESS = join(ROOT, 'hooks', 'run-hook.cjs');
const dir = mkdtempSync(join(tmpdir(), 'ck-server-test-'));
const state = join(dir, 'state');
const serverDir = join(state, 'context-kernel', 'hook-server');
const { CK_HOOK_SERVER: _off, ...inherited } = process.env;
const env: NodeJS.ProcessEnv = { ...inherited, XDG_STATE_HOME: state, XDG_CACHE_HOME: join(dir, 'cache'), CK_HOOK_SERVER_IDLE_MS: '60000', NODE_EXTRA_CA_CERTS: '' };
/** The same environment without node on PATH: a call that answers a replacement there was answered by the server. */
const noNode: NodeJS.ProcessEnv = { ...env, PATH: '/nonexistent' };

const LOG = Array.from({ length: 4000 }, (_, i) => (i % 500 === 7 ? `src/app.ts:${i}:5 - error TS2322: Type mismatch` : `compiling module ${i % 40} ok`)).join('\n');
let seq = 0;
const payload = (extra: Record<string, unknown> = {}): string =>
  JSON.stringify({
    session_id: 'srv', transcript_path: join(dir, 'none.jsonl'), cwd: dir, hook_event_name: 'PostToolUse', tool_name: 'Bash',
    tool_input: { command: 'make' }, tool_response: { stdout: LOG, stderr: '', interrupted: false, isImage: false }, tool_use_id: `toolu_srv_${seq++}`, ...extra,
  });

function hook(input: string, e: NodeJS.ProcessEnv = env, event = 'post-tool-use'): { code: number | null; out: string } {
  const r = spawnSync('/bin/sh', [LAUNCHER, event], { input, env: e, encoding: 'utf8', timeout: 30_000 });
  return { code: r.status, out: r.stdout };
}

function serverPids(): number[] {
  let text = '';
  try { text = readFileSync(join(state, 'context-kernel', 'logs', 'hook.log'), 'utf8'); } catch { return []; }
  return [...text.matchAll(/pid (\d+) listening/g)].map((m) => Number(m[1]));
}

const sockets = (): string[] => (existsSync(serverDir) ? readdirSync(serverDir).filter((f) => f.endsWith('.sock')) : []);

async function until(what: string, cond: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let python = '';
beforeAll(async () => {
  const first = hook(payload());
  expect(first.code).toBe(0);
  expect(JSON.parse(first.out).hookSpecificOutput?.updatedToolOutput).toBeDefined();
  await until('the python marker', () => existsSync(join(serverDir, 'python')));
  python = readFileSync(join(serverDir, 'python'), 'utf8').trim();
  if (python !== 'none') await until('a server socket', () => sockets().length > 0);
});

afterAll(() => {
  spawnSync(process.execPath, [join(ROOT, 'bin', 'context-kernel.js'), 'hook', 'servers', '--stop'], { env });
  for (const pid of serverPids()) {
    try { process.kill(pid, 'SIGTERM'); } catch { /* gone */ }
  }
});

const served = () => python !== 'none';

describe('hook server (hooks/ck-hook.sh → hooks/client.py → dist/hooks/server.cjs)', () => {
  it('answers post-tool-use byte-for-byte as the in-process hook does', (ctx) => {
    if (!served()) ctx.skip(); // no Python 3 here: every hook runs in-process, which the other hook tests cover
    const p = payload({ tool_use_id: 'toolu_same' });
    const viaServer = hook(p, noNode);
    const fresh = { ...env, XDG_STATE_HOME: join(dir, 'other-state') };
    const inProcess = spawnSync(process.execPath, [IN_PROCESS, 'post-tool-use'], { input: p, env: fresh, encoding: 'utf8' });
    expect(viaServer.code).toBe(0);
    expect(JSON.parse(viaServer.out).hookSpecificOutput.updatedToolOutput.stdout).toContain('error TS2322');
    expect(viaServer.out).toBe(inProcess.stdout);
  });

  it('answers pre-tool-use as the in-process hook does', (ctx) => {
    if (!served()) ctx.skip();
    const p = JSON.stringify({ session_id: 'srv', cwd: dir, hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'npm install left-pad' } });
    const viaServer = hook(p, noNode, 'pre-tool-use');
    const inProcess = spawnSync(process.execPath, [IN_PROCESS, 'pre-tool-use'], { input: p, env, encoding: 'utf8' });
    expect(viaServer.out).toBe(inProcess.stdout);
    expect(viaServer.out).toContain('--no-fund');
  });

  it('`ck hook servers` lists the running server; a mistyped event through the launcher still fails open', (ctx) => {
    if (!served()) ctx.skip();
    const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'context-kernel.js'), 'hook', 'servers'], { env, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^running  pid ${serverPids().at(-1)}  since `, 'm'));
    const typo = hook('{}', env, 'post-tool-usage'); // ck-hook.sh hands anything but the two served events to node
    expect(typo.code).toBe(0);
    expect(typo.out.trim()).toBe('{}');
  });

  it('fails open on malformed JSON, as in-process', (ctx) => {
    if (!served()) ctx.skip();
    const r = hook('{"tool_name": "Bash", ', noNode);
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe('{}');
  });

  it('never serves a client whose environment differs: that one answers in-process, with its own settings', () => {
    const r = hook(payload(), { ...env, CK_MIN_TOKENS: '100000000' });
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe('{}'); // the server (default CK_MIN_TOKENS) would have replaced this output
  });

  it('answers 20 concurrent calls of one session, and logs each', async (ctx) => {
    if (!served()) ctx.skip();
    const savings = join(state, 'context-kernel', 'savings.jsonl');
    const before = existsSync(savings) ? readFileSync(savings, 'utf8').split('\n').filter(Boolean).length : 0;
    const outs = await Promise.all(
      Array.from({ length: 20 }, () =>
        new Promise<string>((resolve, reject) => {
          const c = spawn('/bin/sh', [LAUNCHER, 'post-tool-use'], { env: noNode });
          let out = '';
          c.stdout.on('data', (d: Buffer) => { out += d.toString(); });
          c.on('error', reject);
          c.on('close', () => resolve(out));
          c.stdin.end(payload());
        }),
      ),
    );
    for (const out of outs) expect(JSON.parse(out).hookSpecificOutput.updatedToolOutput.stdout).toContain('error TS2322');
    if (existsSync(savings)) {
      const lines = readFileSync(savings, 'utf8').split('\n').filter(Boolean).slice(before);
      expect(lines.filter((l) => JSON.parse(l).event === 'replace')).toHaveLength(20);
    }
  });

  it('a dead server is replaced: the call answers in-process and the next one is served again', async (ctx) => {
    if (!served()) ctx.skip();
    const pids = serverPids();
    for (const pid of pids) {
      try { process.kill(pid, 'SIGKILL'); } catch { /* gone */ } // leaves its socket behind
    }
    await until('the old server to die', () => pids.every((pid) => { try { process.kill(pid, 0); return false; } catch { return true; } }));
    expect(sockets().length).toBeGreaterThan(0);
    const r = hook(payload());
    expect(JSON.parse(r.out).hookSpecificOutput.updatedToolOutput).toBeDefined();
    await until('a new server', () => serverPids().length > pids.length);
    await until('the new server to listen', () => hook(payload(), noNode).out.includes('updatedToolOutput'));
  });

  it('exits after its idle time and removes its socket', async (ctx) => {
    if (!served()) ctx.skip();
    const idleState = join(dir, 'idle-state');
    const idle = { ...env, XDG_STATE_HOME: idleState, CK_HOOK_SERVER_IDLE_MS: '1000' };
    hook(payload(), idle);
    const idleDir = join(idleState, 'context-kernel', 'hook-server');
    await until('a server socket', () => existsSync(idleDir) && readdirSync(idleDir).some((f) => f.endsWith('.sock')));
    await until('the idle exit', () => !readdirSync(idleDir).some((f) => f.endsWith('.sock')), 15_000);
    // The server removes its socket, then logs why it stopped: give the log line the moment between the two.
    const logFile = join(idleState, 'context-kernel', 'logs', 'hook.log');
    await until('the stop logged', () => /stopped: /.test(readFileSync(logFile, 'utf8')), 2_000).catch(() => {});
    expect(readFileSync(logFile, 'utf8')).toMatch(/stopped: idle for 1000 ms/);
  });

  it('the in-process hook leaves the server to its launcher: exit 75 and no server of its own under CK_HOOK_SERVER_SPAWN=launcher, as ck-hook.sh and client.py ask', async () => {
    const own = join(dir, 'launcher-state');
    const e = { ...env, XDG_STATE_HOME: own, CK_HOOK_SERVER_IDLE_MS: '1000' };
    const logOf = (): string => { try { return readFileSync(join(own, 'context-kernel', 'logs', 'hook.log'), 'utf8'); } catch { return ''; } };
    const r = spawnSync(process.execPath, [IN_PROCESS, 'post-tool-use'], { input: payload(), env: { ...e, CK_HOOK_SERVER_SPAWN: 'launcher' }, encoding: 'utf8' });
    expect(r.status).toBe(75);
    expect(JSON.parse(r.stdout).hookSpecificOutput.updatedToolOutput).toBeDefined();
    await new Promise((res) => setTimeout(res, 1500));
    expect(logOf()).not.toMatch(/listening/);
    // The same call through the shell launcher exits 0 to the client, and the launcher's server listens.
    const viaLauncher = hook(payload(), e);
    expect(viaLauncher.code).toBe(0);
    expect(JSON.parse(viaLauncher.out).hookSpecificOutput.updatedToolOutput).toBeDefined();
    await until('the launcher\'s server', () => /listening/.test(logOf()));
    // CK_HOOK_SERVER_SPAWN=1 (an older launcher) still has the hook process start the server itself, exiting 0.
    const older = join(dir, 'older-state');
    const o = spawnSync(process.execPath, [IN_PROCESS, 'post-tool-use'], { input: payload(), env: { ...env, XDG_STATE_HOME: older, CK_HOOK_SERVER_IDLE_MS: '1000', CK_HOOK_SERVER_SPAWN: '1' }, encoding: 'utf8' });
    expect(o.status).toBe(0);
    await until('the hook process\'s server', () => { try { return /listening/.test(readFileSync(join(older, 'context-kernel', 'logs', 'hook.log'), 'utf8')); } catch { return false; } });
  });

  it('CK_HOOK_SERVER=0 keeps every call in-process and starts no server', () => {
    const offState = join(dir, 'off-state');
    const r = hook(payload(), { ...env, XDG_STATE_HOME: offState, CK_HOOK_SERVER: '0' });
    expect(JSON.parse(r.out).hookSpecificOutput.updatedToolOutput).toBeDefined();
    expect(existsSync(join(offState, 'context-kernel', 'hook-server'))).toBe(false);
  });

  it('the shell launcher runs the in-process hook when the interpreter it names is gone or fails', async () => {
    const goneState = join(dir, 'gone-state');
    const marker = join(goneState, 'context-kernel', 'hook-server');
    spawnSync('mkdir', ['-p', marker]);
    writeFileSync(join(marker, 'python'), '/nonexistent/python3\n');
    const r = hook(payload(), { ...env, XDG_STATE_HOME: goneState, CK_HOOK_SERVER_IDLE_MS: '1000' });
    expect(JSON.parse(r.out).hookSpecificOutput.updatedToolOutput).toBeDefined();
    // An interpreter that fails to start leaves stdin unread: the in-process hook answers instead.
    const failing = join(dir, 'failing-state');
    spawnSync('mkdir', ['-p', join(failing, 'context-kernel', 'hook-server')]);
    writeFileSync(join(failing, 'context-kernel', 'hook-server', 'python'), '/bin/false\n');
    const f = hook(payload(), { ...env, XDG_STATE_HOME: failing, CK_HOOK_SERVER: '1', CK_HOOK_SERVER_IDLE_MS: '1000' });
    expect(f.code).toBe(0);
    expect(JSON.parse(f.out).hookSpecificOutput.updatedToolOutput).toBeDefined();
    // … and the server that call started replaces the broken marker with an interpreter that works.
    if (served()) await until('a healed marker', () => readFileSync(join(failing, 'context-kernel', 'hook-server', 'python'), 'utf8').trim() === python);
  });
});
