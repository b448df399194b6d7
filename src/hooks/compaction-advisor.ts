/**
 * The compaction advisor: once per session, when the context window is fuller than CK_COMPACT_ADVISE_AT percent
 * (default 75), one line says so. A compaction chosen at a task boundary keeps what the user picks; the automatic
 * one near the limit summarizes whatever is there, mid-task. Occupancy is the session's own, read from its transcript
 * the way the `auto` slice budget reads it (session/index.ts, sessionOccupancy). Advisory only: it never blocks,
 * and CK_COMPACT_ADVISOR=0 turns it off.
 */
import { existsSync } from 'node:fs';
import { claimMarker } from '../store/private.js';
import { join } from 'node:path';
import { sessionDir, sessionOccupancy } from '../session/index.js';
import { formatTokens } from '../tokens.js';
import type { HookConfig } from './config.js';
import type { HookPayload } from './payload.js';

const MARKER = 'compaction-advised';

/** Returns true when this process is the first to advise `sessionId` (an `O_EXCL` marker: concurrent-safe). */
function claimAdvice(sessionId: string): boolean {
  return claimMarker(join(sessionDir(sessionId), MARKER));
}

/**
 * Returns the one advice line when the session's window has crossed the threshold and it was not advised before (the
 * advice is then recorded), else undefined. Throws only on internal errors; callers fail open.
 */
export function compactionAdvice(p: HookPayload, config: HookConfig): string | undefined {
  if (!config.compactAdvisor || !p.session_id || !p.transcript_path || p.agent_id) return undefined;
  if (existsSync(join(sessionDir(p.session_id), MARKER))) return undefined; // advised already: no transcript read
  // The last 256 KiB only: this runs on every tool call, and an assistant message missing from the tail now will be
  // there after the next turn.
  const occ = sessionOccupancy(p.session_id, p.transcript_path, { maxTailBytes: 256 * 1024 });
  if (!occ || occ.window <= 0) return undefined;
  const percent = Math.floor((occ.used / occ.window) * 100);
  if (percent < config.compactAdviseAt || !claimAdvice(p.session_id)) return undefined;
  return `[ck: the context window is ${percent}% full (~${formatTokens(occ.used)} of ~${formatTokens(occ.window)} tokens): a /compact at the next task boundary keeps what you choose; the automatic compaction near the limit summarizes mid-task (advice given once per session; CK_COMPACT_ADVISOR=0 turns it off)]`;
}
