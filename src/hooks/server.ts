/**
 * The hook server: one long-lived process per (package, build, environment) that answers post-tool-use and
 * pre-tool-use requests from hooks/client.py over a Unix socket, with its code and kernels warm. A hook process then
 * costs a Python start (~12 ms) and the warm work, instead of a Node start (~35-45 ms here) plus cold work.
 *
 * It is an accelerator, never a dependency: hooks/ck-hook.sh runs the in-process hook whenever no server answers, and
 * that hook starts a server for the next calls (server-spawn.ts). Requests run one at a time (the session state's
 * file locks are per process, so two requests interleaving at an await could wait on each other). The server exits
 * after CK_HOOK_SERVER_IDLE_MS (default 10 min) without requests, removing its socket.
 *
 * Protocol (one request per connection): the client sends `CKH1 <event> <identity bytes> <cwd bytes>\n`, the identity
 * (server-identity.ts), its cwd, then the payload, and shuts down its writing side; the server answers `ok\n<json>\n`,
 * or `no <reason>\n` when the request is not one it may answer (the client then runs the hook in-process).
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { chmodSync, existsSync, readdirSync, readFileSync, rmSync, statSync, watch } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { writeFileAtomic } from '../store/atomic.js';
import { claimMarker, ensurePrivateDir } from '../store/private.js';
import { resolveHookConfig, resolveServerIdleMs } from './config.js';
import { hookLog } from '../store/log.js';
import { runHook, type HookEvent } from './run.js';
import { deferredQueueDir, runDeferredSlices } from './ambient-deferred.js';
import { runAfterReply } from './after-reply.js';
import { MAX_SOCKET_PATH, PYTHON_RETRY_MS, serverIdentity, type ServerIdentity } from './server-identity.js';
import { stateDir } from '../store/paths.js';

/** Events a server answers; user-prompt-submit runs a slice with its own time limit and stays in-process. */
const SERVED: readonly string[] = ['post-tool-use', 'pre-tool-use'];
/** A start-up lock older than this is left over from a crashed start. */
const STALE_LOCK_MS = 10_000;

/** Returns true when something accepts connections on `socket` (a live server). */
function listening(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const c = connect(socket);
    c.once('connect', () => { c.destroy(); resolve(true); });
    c.once('error', () => resolve(false));
  });
}

/** Returns true when `py` is a Python 3 that starts with `-S -I` and has `_socket` with Unix sockets. */
function usablePython(py: string | undefined): py is string {
  if (!py || !py.startsWith('/') || !existsSync(py)) return false;
  const r = spawnSync(py, ['-S', '-I', '-c', 'import _socket, sys; sys.exit(0 if sys.version_info >= (3, 6) and hasattr(_socket, "AF_UNIX") else 1)'], { timeout: 3000, stdio: 'ignore' });
  return r.status === 0;
}

/** Returns the first usable Python (usablePython), or undefined. */
function findPython(env: NodeJS.ProcessEnv): string | undefined {
  // pyenv/asdf shims are shell scripts that cost ~100 ms per start: the point is a fast start, so they are skipped.
  const fromPath = (env.PATH ?? '').split(delimiter).filter((d) => d && !/shims/.test(d)).map((d) => join(d, 'python3'));
  const candidates = [resolveHookConfig(env).serverPython, '/usr/bin/python3', '/usr/local/bin/python3', '/opt/homebrew/bin/python3', ...fromPath];
  return candidates.find(usablePython);
}

/**
 * Writes the interpreter marker when it is missing, names an interpreter that no longer works (checked at every
 * server start, so a broken marker heals itself), or says `none` and is old enough to look again.
 */
function ensurePythonMarker(id: ServerIdentity, env: NodeJS.ProcessEnv = process.env): void {
  try {
    const text = readFileSync(id.pythonMarker, 'utf8').trim();
    if (text === 'none' ? Date.now() - statSync(id.pythonMarker).mtimeMs < PYTHON_RETRY_MS : usablePython(text)) return;
  } catch { /* absent */ }
  const py = findPython(env);
  writeFileAtomic(id.pythonMarker, `${py ?? 'none'}\n`);
  hookLog('server', py ? `hook clients will run with ${py}` : 'no Python 3 with -S -I found: hooks stay in-process');
}

/** Returns the request's parts, or a reason it is malformed. */
function parseRequest(buf: Buffer): { event: string; identity: string; cwd: string; payload: Buffer } | string {
  const nl = buf.indexOf(10);
  if (nl < 0) return 'no header';
  const m = /^CKH1 ([a-z-]+) (\d+) (\d+)$/.exec(buf.toString('latin1', 0, nl));
  if (!m) return 'bad header';
  const idLen = Number(m[2]);
  const cwdLen = Number(m[3]);
  const start = nl + 1;
  if (start + idLen + cwdLen > buf.length) return 'truncated request';
  return {
    event: m[1]!,
    identity: buf.toString('utf8', start, start + idLen),
    cwd: buf.toString('utf8', start + idLen, start + idLen + cwdLen),
    payload: buf.subarray(start + idLen + cwdLen),
  };
}

/** Returns the reply to one request (never throws: a failing hook answers `{}`, as in-process). */
async function answer(id: ServerIdentity, buf: Buffer): Promise<string> {
  const receivedAt = Date.now(); // the client's own deadline started a little earlier: deadline.ts keeps a margin
  const req = parseRequest(buf);
  if (typeof req === 'string') return `no ${req}\n`;
  if (!SERVED.includes(req.event)) return `no event ${req.event} is not served\n`;
  if (req.identity !== id.identity) return 'no identity mismatch\n';
  try {
    if (req.cwd && req.cwd !== process.cwd()) process.chdir(req.cwd); // payloads without a cwd fall back to it
  } catch { /* gone: keep ours */ }
  const out = await runHook(req.event as HookEvent, req.payload, undefined, receivedAt); // config from this environment: the client's (identity)
  return `ok\n${JSON.stringify(out)}\n`;
}

/** Options of serveHooks. */
export interface ServeOptions {
  /** Package root whose hook bundle the server runs (its identity). */
  root: string;
  /** Exit after this long without a request. */
  idleMs?: number;
}

/**
 * Returns once the server listens (resolving to it), or undefined when it should not run: another server already
 * answers for this identity, another is starting, or the socket path is too long. Never rejects for those.
 */
export async function serveHooks(opts: ServeOptions): Promise<Server | undefined> {
  const idleMs = resolveServerIdleMs(opts.idleMs);
  const id = serverIdentity(opts.root);
  if (id.socket.length > MAX_SOCKET_PATH) {
    hookLog('server', `socket path ${id.socket} is too long for a Unix socket: no hook server`);
    return undefined;
  }
  const dir = dirname(id.socket);
  ensurePrivateDir(dir); // only this user may connect
  const lock = `${id.socket}.lock`;
  if (!claimMarker(lock)) {
    let age = 0;
    try { age = Date.now() - statSync(lock).mtimeMs; } catch { /* just released */ }
    if (age < STALE_LOCK_MS) return undefined; // another server is starting
    rmSync(lock, { force: true });
    if (!claimMarker(lock)) return undefined; // another server took the stale lock first
  }
  try {
    if (await listening(id.socket)) return undefined;
    rmSync(id.socket, { force: true }); // left by a server that crashed
    ensurePythonMarker(id);
    // Half-open: the client ends its side after the payload and still reads the answer.
    const server = createServer({ allowHalfOpen: true }, (c) => serveConnection(c, id, touch));
    let timer: NodeJS.Timeout | undefined;
    let ino = 0n;
    const info = infoFile(id.socket);
    const stop = (why: string): void => {
      // Before server.close(), which unlinks the socket: while it is still ours (a newer server may have replaced a
      // stale-looking one), remove it.
      try {
        if (statSync(id.socket, { bigint: true }).ino === ino) rmSync(id.socket, { force: true });
      } catch { /* gone */ }
      server.close();
      // The record goes whenever it is ours: a record left behind listed this server as running after it stopped.
      try {
        if ((JSON.parse(readFileSync(info, 'utf8')) as HookServerInfo).pid === process.pid) rmSync(info, { force: true });
      } catch { /* gone, or another server's being written */ }
      hookLog('server', `pid ${process.pid} stopped: ${why}`);
    };
    function touch(): void {
      clearTimeout(timer);
      timer = setTimeout(() => stop(`idle for ${idleMs} ms`), idleMs);
    }
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(id.socket, () => resolve());
    });
    chmodSync(id.socket, 0o600); // inside a 0700 folder already; the socket itself owner-only too
    // After start-up, a server error (e.g. out of descriptors) ends the server cleanly: clients fall back in-process
    // and the next in-process hook starts a fresh one.
    server.on('error', (err) => { stop(`server error: ${err.message}`); process.exit(0); });
    ino = statSync(id.socket, { bigint: true }).ino;
    const me: HookServerInfo = { pid: process.pid, root: opts.root, socket: id.socket, started: new Date().toISOString(), idleMs };
    writeFileAtomic(info, `${JSON.stringify(me)}\n`);
    touch();
    for (const sig of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.once(sig, () => { stop(sig); process.exit(0); });
    hookLog('server', `pid ${process.pid} listening on ${id.socket}`);
    watchDeferredSlices();
    return server;
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Queue of requests: one runs at a time. */
let queue: Promise<void> = Promise.resolve();

let deferredScheduled = false;
/**
 * Returns nothing; runs the ambient slices in-process hooks left for a server (ambient-deferred.ts) in the request
 * queue, after what is already there, so they never interleave with a request's session-state updates.
 */
function drainDeferredSlices(): void {
  if (deferredScheduled) return;
  deferredScheduled = true;
  queue = queue.then(async () => {
    deferredScheduled = false;
    try {
      await runDeferredSlices(resolveHookConfig());
    } catch (err) {
      hookLog('server', `deferred slices failed: ${(err as Error)?.message ?? String(err)}`);
    }
  });
}

/**
 * Returns nothing; drains the deferred-slice queue now and whenever a file lands in it (the first call of a session
 * queues its slice just before it starts this server, or while it starts). Without a watcher (a platform or file
 * system that lacks one), the drain after each answer still takes them.
 */
function watchDeferredSlices(): void {
  drainDeferredSlices();
  try {
    const dir = deferredQueueDir();
    ensurePrivateDir(dir);
    watch(dir, { persistent: false }, () => drainDeferredSlices()).on('error', () => { /* dir removed: answers still drain */ });
  } catch (err) {
    hookLog('server', `no watcher on the deferred-slice queue (${(err as Error).message}): drained after each answer`);
  }
}

function serveConnection(c: Socket, id: ServerIdentity, touch: () => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  c.on('data', (d: Buffer) => { chunks.push(d); size += d.length; });
  c.on('error', () => { /* the client went away: nothing to answer */ });
  c.on('end', () => {
    touch();
    const buf = Buffer.concat(chunks, size);
    queue = queue.then(async () => {
      let reply: string;
      try {
        reply = await answer(id, buf);
      } catch (err) {
        hookLog('server', `request failed open: ${(err as Error)?.message ?? String(err)}`);
        reply = 'ok\n{}\n';
      }
      if (!c.destroyed) c.end(reply);
      touch();
      // Once the answer and the end of the stream are out ('finish' follows the socket's shutdown: the client reads
      // to the end of the stream), the work the answer did not need.
      await new Promise<void>((resolve) => {
        if (c.destroyed || c.writableFinished) return resolve();
        c.once('finish', resolve);
        c.once('close', resolve);
      });
      runAfterReply();
      drainDeferredSlices();
    });
  });
}

/** What a running server records next to its socket (`<socket name>.json`), for `ck hook servers`. */
export interface HookServerInfo {
  pid: number;
  root: string;
  socket: string;
  started: string;
  idleMs: number;
}

const infoFile = (socket: string): string => socket.replace(/\.sock$/, '.json');

/**
 * Returns the hook servers of this state dir that are running: the process lives (and is not a zombie left for its
 * parent to reap) and its socket is still there. Records of the others are removed.
 */
export function listHookServers(): HookServerInfo[] {
  const dir = stateDir('hook-server');
  let names: string[];
  try { names = readdirSync(dir); } catch { return []; }
  const out: HookServerInfo[] = [];
  for (const n of names.filter((x) => x.endsWith('.json')).sort()) {
    const file = join(dir, n);
    try {
      const info = JSON.parse(readFileSync(file, 'utf8')) as HookServerInfo;
      if (!isRunning(info.pid) || !existsSync(info.socket)) throw new Error('stopped');
      out.push(info);
    } catch {
      rmSync(file, { force: true });
    }
  }
  return out;
}

/** A hook server `stopHookServers` asked to end, and whether it did. */
export interface StoppedServer extends HookServerInfo {
  readonly ended: boolean;
}

/**
 * Returns the hook servers of this state dir, each asked to end (SIGTERM) and said whether it did within `waitMs`
 * (default 3 s). Their records are dropped for those that ended.
 */
export async function stopHookServers(waitMs = 3000): Promise<StoppedServer[]> {
  const list = listHookServers();
  for (const s of list) {
    try { process.kill(s.pid, 'SIGTERM'); } catch { /* ended meanwhile */ }
  }
  const deadline = Date.now() + waitMs;
  while (list.some((s) => isRunning(s.pid)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  const out = list.map((s) => ({ ...s, ended: !isRunning(s.pid) }));
  listHookServers(); // drops the records of the servers that ended
  return out;
}

/** Returns whether process `pid` runs: it exists and, where /proc tells, is not a zombie. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0); // throws when it is gone
  } catch {
    return false;
  }
  try {
    // /proc/<pid>/stat: "pid (comm) state …"; comm may hold spaces and parentheses, the state follows the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc (macOS): kill(pid, 0) is all there is
  }
}
