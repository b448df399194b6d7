import { closeSync, writeSync, unlinkSync, statSync, readFileSync } from 'node:fs';
import { openPrivate } from './private.js';
import { resolveLockOptions, type LockOptions } from './options.js';
import { lockBusy } from '../errors.js';

export type { LockOptions } from './options.js';

const SLEEP_CELL = new Int32Array(new SharedArrayBuffer(4));

/** Returns nothing; blocks the thread for `ms` milliseconds (hooks are short synchronous processes). */
function sleepSync(ms: number): void {
  Atomics.wait(SLEEP_CELL, 0, 0, ms);
}

/**
 * Returns true when the lock file names a process that no longer exists (a hook killed while holding it), so the
 * lock can be broken at once instead of after `staleMs`. False when the holder lives, or the file is unreadable or
 * still empty (its holder is between open and write).
 */
function holderDead(lockFile: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(lockFile, 'utf8').split(' ')[0]);
  } catch {
    return false;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Returns the value of `fn()` run while holding an exclusive lock file (`O_CREAT|O_EXCL`).
 * Waits with short sleeps while another process holds it; breaks locks older than `staleMs`.
 * Throws when the lock cannot be taken within `waitMs`, so the caller can fail open.
 */
export function withLock<T>(lockFile: string, fn: () => T, opts: LockOptions = {}): T {
  const { waitMs, staleMs } = resolveLockOptions(opts);
  const start = Date.now();
  let delay = 1;
  for (;;) {
    let fd: number | undefined;
    try {
      fd = openPrivate(lockFile, 'exclusive');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    if (fd !== undefined) {
      try {
        writeSync(fd, `${process.pid} ${Date.now()}\n`);
      } finally {
        closeSync(fd);
      }
      try {
        return fn();
      } finally {
        try { unlinkSync(lockFile); } catch { /* broken as stale by another process: nothing to release */ }
      }
    }
    try {
      if (Date.now() - statSync(lockFile).mtimeMs > staleMs || holderDead(lockFile)) {
        try { unlinkSync(lockFile); } catch { /* another waiter removed it first */ }
        continue;
      }
    } catch {
      // Released between our open and stat: retry at once, within the wait like any other try.
      if (Date.now() - start > waitMs) throw lockBusy(lockFile, waitMs, false);
      continue;
    }
    if (Date.now() - start > waitMs) throw lockBusy(lockFile, waitMs, true);
    sleepSync(delay);
    delay = Math.min(delay * 2, 16);
  }
}
