/**
 * What names a hook server: the package root it runs from, the build of the hook bundle, and the environment that
 * shapes a hook's answer. hooks/client.py computes the same identity (keep the two in step), so a client only ever
 * reaches a server that would answer exactly as an in-process hook with the client's own environment would.
 */
import { realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { stateDir } from '../store/paths.js';
/** How long after finding no usable Python a server start looks again (server.ts; server-spawn.ts waits as long). */
export const PYTHON_RETRY_MS = 24 * 3600 * 1000;
/** Variables a hook reads besides its payload (CK_HOOK_SERVER* steer the server itself and are left out). */
function identityEnv(env) {
    const keys = Object.keys(env)
        .filter((k) => (k.startsWith('CK_') && !k.startsWith('CK_HOOK_SERVER')) || k === 'XDG_STATE_HOME' || k === 'XDG_CACHE_HOME' || k === 'HOME')
        .sort();
    return keys.map((k) => `${k}=${env[k] ?? ''}\n`).join('');
}
/** Returns the 32-bit FNV-1a hash of `text`'s UTF-8 bytes as 8 hex digits (hooks/client.py has the same function). */
export function fnv1a(text) {
    let h = 0x811c9dc5;
    for (const b of Buffer.from(text, 'utf8'))
        h = Math.imul(h ^ b, 0x01000193) >>> 0;
    return h.toString(16).padStart(8, '0');
}
/** Returns the identity of a hook server for package root `root` in `env`; throws when the hook bundle is not built. */
export function serverIdentity(root, env = process.env) {
    const real = realpathSync(root);
    const st = statSync(join(real, 'dist', 'hooks', 'hook.core.cjs'), { bigint: true });
    const identity = `${real}\0${st.size}:${st.mtimeNs}\0${identityEnv(env)}`;
    const dir = stateDir('hook-server');
    return { identity, socket: join(dir, `${fnv1a(identity)}.sock`), pythonMarker: join(dir, 'python') };
}
/** Unix socket paths longer than this do not fit sockaddr_un on every platform (103 on macOS, 107 on Linux). */
export const MAX_SOCKET_PATH = 100;
