/**
 * Entry of the hook server process (bundled into dist/hooks/server.cjs by scripts/bundle-hook.mjs; started detached by
 * server-spawn.ts). Exits at once when another server already answers for the same identity. The same bundle, started
 * as a worker thread by the server, is its lines worker (large-output-worker.ts).
 */
import { fileURLToPath } from 'node:url';
import { isMainThread, workerData } from 'node:worker_threads';
import { serveHooks } from './server.js';
import { hookLog } from './log.js';
import { LINES_WORKER_ROLE, serveLinesJobs, startLinesWorker } from './large-output-worker.js';

if (!isMainThread && (workerData as { role?: string } | undefined)?.role === LINES_WORKER_ROLE) {
  serveLinesJobs();
} else {
  serveHooks({ root: fileURLToPath(new URL('../../', import.meta.url)) }).then(
    (server) => {
      if (!server) process.exit(0);
      startLinesWorker(fileURLToPath(import.meta.url));
    },
    (err: unknown) => {
      hookLog('server', `could not start: ${(err as Error)?.message ?? String(err)}`);
      process.exit(0);
    },
  );
}
