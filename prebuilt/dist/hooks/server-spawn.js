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
import { hookLog } from './log.js';
import { MAX_SOCKET_PATH, PYTHON_RETRY_MS, serverIdentity } from './server-identity.js';
/** Where this build's server entry is, and its identity, when this process is asked to start a server. */
function spawnTarget(env) {
    const config = resolveHookConfig(env);
    if (!config.serverSpawn || !config.server)
        return undefined;
    const here = dirname(fileURLToPath(import.meta.url)); // dist/hooks, bundled or not
    const entry = join(here, 'server.cjs');
    if (!existsSync(entry))
        return undefined;
    const root = join(here, '..', '..');
    const id = serverIdentity(root, env);
    if (id.socket.length > MAX_SOCKET_PATH)
        return undefined; // the server would refuse to start (server.ts)
    try {
        // No usable Python found recently: a server would have no client.
        if (readFileSync(id.pythonMarker, 'utf8').trim() === 'none' && Date.now() - statSync(id.pythonMarker).mtimeMs < PYTHON_RETRY_MS)
            return undefined;
    }
    catch { /* not searched yet */ }
    return { entry, root, id };
}
/**
 * Returns true when this hook process runs in-process only until a hook server takes over: the launcher asked it to
 * start one and one can run (or already runs). Work that may wait for the server (ambient-deferred.ts) is left to it.
 */
export function hookServerComing(env = process.env) {
    try {
        return spawnTarget(env) !== undefined;
    }
    catch {
        return false;
    }
}
/** Returns nothing; spawns a detached server when asked to and none is there (or the client found it dead). */
export function spawnHookServerIfAbsent(env = process.env) {
    try {
        const target = spawnTarget(env);
        if (!target)
            return;
        const { entry, root, id } = target;
        if (existsSync(id.socket) && !resolveHookConfig(env).serverRespawn)
            return;
        const childEnv = { ...env };
        delete childEnv.CK_HOOK_SERVER_SPAWN;
        delete childEnv.CK_HOOK_SERVER_RESPAWN;
        const { spawn } = createRequire(import.meta.url)('node:child_process');
        spawn(process.execPath, [entry], { detached: true, stdio: 'ignore', env: childEnv, cwd: root }).unref();
    }
    catch (err) {
        hookLog('server', `could not start a hook server: ${err?.message ?? String(err)}`);
    }
}
