/**
 * Entry of the hook server process (bundled into dist/hooks/server.cjs by scripts/bundle-hook.mjs; started detached by
 * server-spawn.ts). Exits at once when another server already answers for the same identity.
 */
import { fileURLToPath } from 'node:url';
import { serveHooks } from './server.js';
import { hookLog } from '../store/log.js';

serveHooks({ root: fileURLToPath(new URL('../../', import.meta.url)) }).then(
  (server) => {
    if (!server) process.exit(0);
  },
  (err: unknown) => {
    hookLog('server', `could not start: ${(err as Error)?.message ?? String(err)}`);
    process.exit(0);
  },
);
