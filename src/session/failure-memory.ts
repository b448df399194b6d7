/**
 * Which failures a session has already been handed a slice for, and when: one small JSON file per session
 * (`failures.json` beside the session's `state.json`), changed only under the session directory's own lock file and
 * written atomically, so two hook processes that see the same failure at once inject it once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../store/atomic.js';
import { withLock } from '../store/lock.js';
import { sessionDir } from './index.js';
import { resolveClaimOptions, type ClaimOptions } from './options.js';

/** Most signatures remembered per session (the oldest are forgotten first). */
const MAX_REMEMBERED = 200;

type Seen = Record<string, number>;

function file(sessionId: string): string {
  return join(sessionDir(sessionId), 'failures.json');
}

function readSeen(sessionId: string): Seen {
  try {
    const v = JSON.parse(readFileSync(file(sessionId), 'utf8')) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Seen) : {};
  } catch {
    return {};
  }
}

/** Returns true when `signature` was claimed in this session less than `windowMs` before `now` (no lock: a hint). */
export function failureSeenRecently(sessionId: string, signature: string, windowMs: number, now = Date.now()): boolean {
  const t = readSeen(sessionId)[signature];
  return typeof t === 'number' && now - t < windowMs;
}

/**
 * Returns true when this process is the one to hand out `signature` now: it was not claimed within `windowMs`, and
 * the claim is recorded (under the lock, atomically) before returning. False when another claim is still fresh.
 * Throws when the lock cannot be taken within `waitMs`; the caller fails open (no injection).
 */
export function claimFailure(sessionId: string, signature: string, windowMs: number, opts: ClaimOptions = {}): boolean {
  const { now, waitMs } = resolveClaimOptions(opts);
  return withLock(join(sessionDir(sessionId), 'failures.lock'), () => {
    const seen = readSeen(sessionId);
    const t = seen[signature];
    if (typeof t === 'number' && now - t < windowMs) return false;
    seen[signature] = now;
    const kept = Object.entries(seen)
      .filter(([, ts]) => typeof ts === 'number' && now - ts < Math.max(windowMs, 1))
      .sort((a, b) => b[1] - a[1])
      .slice(0, MAX_REMEMBERED);
    writeFileAtomic(file(sessionId), `${JSON.stringify(Object.fromEntries(kept))}\n`);
    return true;
  }, { waitMs });
}
