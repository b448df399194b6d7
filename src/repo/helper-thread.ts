// Starting one of the index's helper threads (lex-helper.ts for a cold index's lexing, stat-helper.ts for an
// incremental one's stat pass): each is one CommonJS bundle under dist/workers/, started only in the CLI (the launcher
// turns helper threads on: lex-helper-enable.ts) and where a second thread would get a core of its own.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import type { Worker } from 'node:worker_threads';
import { lexHelperEnabled } from './lex-helper-enable.js';
import { spareCore, type SpareCoreOptions } from '../runtime/spare-core.js';

/**
 * Returns a started, unref'd Worker running `bundle`, or null where there is none to start: helper threads not
 * enabled, one core, no idle core (spareCore, with `gate`; not asked with `anyLoad`), the bundle not built, or the
 * start failed.
 * Its errors are swallowed: each caller does on its own thread whatever the helper did not finish.
 */
export function startHelperThread(bundle: string, anyLoad = false, gate: SpareCoreOptions = {}): Worker | null {
  if (!lexHelperEnabled() || availableParallelism() < 2 || !(anyLoad || spareCore(gate)) || !existsSync(bundle)) return null;
  try {
    // Required here, not imported: a warm or small run never loads worker_threads.
    const wt = createRequire(import.meta.url)('node:worker_threads') as typeof import('node:worker_threads');
    const worker = new wt.Worker(bundle, { stdout: true, stderr: true, env: wt.SHARE_ENV, trackUnmanagedFds: false });
    worker.unref(); // never delays exit by itself: a caller that waits for it refs it
    worker.on('error', () => { /* what it did not finish is done on the caller's thread */ });
    return worker;
  } catch {
    return null;
  }
}
