/**
 * Starts a hook server (server.ts) for the next hook calls, from a hook process that had to answer in-process.
 * Only hooks/ck-hook.sh and hooks/client.py ask for it (CK_HOOK_SERVER_SPAWN=1): a server is useful only to their
 * Python client, so `ck hook` and older configurations that run run-hook.cjs directly never leave one behind.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveHookConfig } from './config.js';
import { hookLog } from '../store/log.js';
import { MAX_SOCKET_PATH, PYTHON_RETRY_MS, serverIdentity } from './server-identity.js';

/** Where this build's server entry is, and its identity, when this process is asked to start a server. */
function spawnTarget(env: NodeJS.ProcessEnv): { entry: string; root: string; id: ReturnType<typeof serverIdentity> } | undefined {
  const config = resolveHookConfig(env);
  if (!config.serverSpawn || !config.server) return undefined;
  const here = dirname(fileURLToPath(import.meta.url)); // dist/hooks, bundled or not
  const entry = join(here, 'server.cjs');
  if (!existsSync(entry)) return undefined;
  const root = join(here, '..', '..');
  const id = serverIdentity(root, env);
  if (id.socket.length > MAX_SOCKET_PATH) return undefined; // the server would refuse to start (server.ts)
  try {
    // No usable Python found recently: a server would have no client.
    if (readFileSync(id.pythonMarker, 'utf8').trim() === 'none' && Date.now() - statSync(id.pythonMarker).mtimeMs < PYTHON_RETRY_MS) return undefined;
  } catch { /* not searched yet */ }
  return { entry, root, id };
}

/**
 * Returns true when this hook process runs in-process only until a hook server takes over: the launcher asked it to
 * start one and one can run (or already runs). Work that may wait for the server (ambient-deferred.ts) is left to it.
 */
export function hookServerComing(env: NodeJS.ProcessEnv = process.env): boolean {
  try {
    return spawnTarget(env) !== undefined;
  } catch {
    return false;
  }
}

/**
 * The exit code by which a hook process asks its launcher to start the server (CK_HOOK_SERVER_SPAWN=launcher): never
 * seen by the client, which gets the launcher's own exit code 0 (EX_TEMPFAIL, which no hook process exits with).
 */
export const SERVER_LAUNCH_EXIT = 75;

/**
 * Returns 'launcher' when the launcher is to start the server (CK_HOOK_SERVER_SPAWN=launcher: the hook process then
 * exits with SERVER_LAUNCH_EXIT), else nothing; otherwise spawns a detached server when asked to and none is there (or
 * the client found it dead). The launcher's way is the cheaper: a shell or Python process forks in a millisecond or
 * two, where this process, after a large output, first loads node:child_process (~8 ms of CPU) and then forks ~60 MB
 * of mappings and waits for the child's exec (measured on a 5 MB first call: ~22 ms of CPU and ~30 ms of wall).
 */
export function spawnHookServerIfAbsent(env: NodeJS.ProcessEnv = process.env): 'launcher' | undefined {
  try {
    const target = spawnTarget(env);
    if (!target) return undefined;
    const { entry, root, id } = target;
    const config = resolveHookConfig(env);
    if (existsSync(id.socket) && !config.serverRespawn) return undefined;
    if (config.serverSpawnByLauncher) return 'launcher';
    const childEnv = { ...env };
    delete childEnv.CK_HOOK_SERVER_SPAWN;
    delete childEnv.CK_HOOK_SERVER_RESPAWN;
    const { spawn } = createRequire(import.meta.url)('node:child_process') as typeof import('node:child_process');
    spawn(process.execPath, [entry], { detached: true, stdio: 'ignore', env: childEnv, cwd: root }).unref();
  } catch (err) {
    hookLog('server', `could not start a hook server: ${(err as Error)?.message ?? String(err)}`);
  }
  return undefined;
}
