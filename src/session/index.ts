/**
 * Per-session hook state: one small JSON file per Claude Code session under `stateDir('sessions')`, updated under a
 * lock file and written atomically, so 20 hook processes racing on one session lose no update and tear no file.
 */
import { readFileSync, readdirSync, statSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { stateDir } from '../store/paths.js';
import { resolveEnvConfig } from '../config/env.js';
import { writeFileAtomic } from '../store/atomic.js';
import { claimMarker, ensurePrivateDir } from '../store/private.js';
import { lifetimeMs } from '../store/lifetime.js';
import { withLock } from '../store/lock.js';
import { readTranscript, type TranscriptEntry } from './transcript.js';
import { resolveOccupancyOptions, type OccupancyOptions } from './options.js';

export { readTranscript, toolResults, toolResultText } from './transcript.js';
export type { TranscriptEntry, TranscriptWindow } from './transcript.js';
export { withLock } from '../store/lock.js';

/** A replacement whose footer has not yet been seen (or not seen) in the transcript. */
export interface CanaryPending {
  readonly toolUseId: string;
  readonly footer: string;
  readonly tool: string;
  readonly id: string;
  readonly ts: number;
  /** Transcript size when the replacement was made: the tool result can only appear after it. */
  readonly offset: number;
  /** True when this replacement was a probe made while the session was degraded. */
  readonly probe?: boolean;
}

/** Canary bookkeeping for one session. */
export interface CanaryState {
  pending: CanaryPending[];
  consecutiveFailures: number;
  degraded: boolean;
  verified: number;
  failed: number;
  expired: number;
  /** Eligible outputs passed through since the session degraded; a probe replacement is made every PROBE_EVERY. */
  sinceProbe: number;
}

/** Context-window occupancy of a session, read from its own transcript. */
export interface Occupancy {
  /** Context window in tokens (from CK_CONTEXT_WINDOW, or inferred). */
  readonly window: number;
  /** Tokens in use after the last assistant message (input + cache read + cache creation + output). */
  readonly used: number;
  /** Where `window` came from: `env` (CK_CONTEXT_WINDOW) or `inferred` (model and usage). `used` is always measured. */
  readonly source: 'env' | 'inferred';
  readonly model?: string;
  readonly sessionId?: string;
  /** CK_BUDGET_MAX as a token count (default 80000, config/env.ts): the cap a budget resolver should apply. */
  readonly budgetMax: number;
}

/** Everything the hooks remember about one session. */
export interface SessionState {
  version: 1;
  sessionId: string;
  transcriptPath?: string;
  cwd?: string;
  updatedAt: number;
  occupancy?: Occupancy & { ts: number };
  canary: CanaryState;
  /** Namespace for normalize's re-read delta store (one per session: deltas never cross sessions). */
  deltaNamespace: string;
  claimsSincePrune: number;
}

const MAX_PENDING = 64;
const MAX_SESSIONS = 300;

/** Returns a file-name-safe form of a session id (ids that are not `[A-Za-z0-9._-]{1,128}` are hashed). */
export function safeSessionId(id: string): string {
  return /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/.test(id) ? id : `h${createHash('sha1').update(id).digest('hex').slice(0, 20)}`;
}

/** Returns the directory that holds one session's state. */
export function sessionDir(sessionId: string): string {
  return stateDir('sessions', safeSessionId(sessionId));
}

/** Returns a fresh state for a session that has none yet. */
export function emptySession(sessionId: string): SessionState {
  return {
    version: 1,
    sessionId,
    updatedAt: 0,
    canary: { pending: [], consecutiveFailures: 0, degraded: false, verified: 0, failed: 0, expired: 0, sinceProbe: 0 },
    deltaNamespace: `session-${safeSessionId(sessionId)}`,
    claimsSincePrune: 0,
  };
}

function parseState(sessionId: string, raw: string): SessionState {
  const v = JSON.parse(raw) as Partial<SessionState>;
  const base = emptySession(sessionId);
  if (!v || v.version !== 1) return base;
  return { ...base, ...v, canary: { ...base.canary, ...(v.canary ?? {}) }, sessionId };
}

/** Returns the stored state of a session, or a fresh one when none exists or the file is unreadable/corrupt. */
export function readSession(sessionId: string): SessionState {
  try {
    return parseState(sessionId, readFileSync(join(sessionDir(sessionId), 'state.json'), 'utf8'));
  } catch {
    return emptySession(sessionId);
  }
}

/**
 * Returns the session's state after applying `mutate` to it under the session lock (waiting up to `opts.waitMs`,
 * default 1500), then writing it atomically.
 * Pending canary entries are bounded (oldest dropped and counted as expired). Throws if the lock or the write fails.
 */
export function updateSession(sessionId: string, mutate: (s: SessionState) => void, opts: { waitMs?: number } = {}): SessionState {
  const dir = sessionDir(sessionId);
  const fresh = !existsDir(dir);
  ensurePrivateDir(dir);
  if (fresh) pruneSessions(safeSessionId(sessionId));
  return withLock(join(dir, 'state.lock'), () => {
    const s = readSession(sessionId);
    mutate(s);
    if (s.canary.pending.length > MAX_PENDING) {
      s.canary.expired += s.canary.pending.length - MAX_PENDING;
      s.canary.pending = s.canary.pending.slice(-MAX_PENDING);
    }
    s.updatedAt = Date.now();
    writeFileAtomic(join(dir, 'state.json'), `${JSON.stringify(s)}\n`);
    return s;
  }, { waitMs: opts.waitMs });
}

function existsDir(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/** Removes session directories untouched for the content lifetime (a week unless CK_CONTENT_MAX_AGE_DAYS), and the oldest beyond MAX_SESSIONS; returns how many went. */
function pruneSessions(keep: string): number {
  const root = stateDir('sessions');
  let removed = 0;
  try {
    const dirs = readdirSync(root)
      .filter((d) => d !== keep && d !== 'by-pid')
      .map((d) => {
        try {
          return { d, m: statSync(join(root, d)).mtimeMs };
        } catch {
          return { d, m: 0 };
        }
      })
      .sort((a, b) => b.m - a.m);
    const now = Date.now();
    const ttl = lifetimeMs('content');
    dirs.forEach((x, i) => {
      if (now - x.m > ttl || i >= MAX_SESSIONS) {
        rmSync(join(root, x.d), { recursive: true, force: true });
        removed++;
      }
    });
  } catch { /* nothing to prune */ }
  return removed;
}

/**
 * Returns true when this process is the first to claim `toolUseId` in the session (an `O_EXCL` marker file), false
 * when another hook process (e.g. the same hook installed both as plugin and in settings.json) already did.
 */
export function claimToolUse(sessionId: string, toolUseId: string): boolean {
  const name = createHash('sha1').update(toolUseId).digest('hex').slice(0, 24);
  return claimMarker(join(sessionDir(sessionId), 'claims', name));
}

/** Removes claim markers older than an hour; returns how many were removed. */
export function pruneClaims(sessionId: string): number {
  const dir = join(sessionDir(sessionId), 'claims');
  let n = 0;
  try {
    const now = Date.now();
    for (const f of readdirSync(dir)) {
      try {
        if (now - statSync(join(dir, f)).mtimeMs > 3600_000) {
          rmSync(join(dir, f), { force: true });
          n++;
        }
      } catch { /* raced with another pruner */ }
    }
  } catch { /* no claims yet */ }
  return n;
}

// ---------------------------------------------------------------------------------------------------------------
// Which session is this process part of? Hooks record the ids of their ancestor processes (the Claude Code process
// among them); a `ck slice --budget auto` run from the Bash tool walks its own ancestors and finds that record. This
// never guesses "the most recent session", which is wrong as soon as two sessions run at once.

/** Returns the parent pid of `pid` from /proc (Linux), or undefined elsewhere or when the process is gone. */
function parentPid(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(after[1]);
    return Number.isInteger(ppid) && ppid > 1 ? ppid : undefined;
  } catch {
    return undefined;
  }
}

/** Returns the pids of this process's ancestors, nearest first (at most `depth`; empty where /proc is absent). */
export function ancestorPids(depth = 8): number[] {
  const out: number[] = [];
  let pid: number | undefined = process.ppid;
  while (pid !== undefined && pid > 1 && out.length < depth) {
    out.push(pid);
    pid = parentPid(pid);
  }
  return out;
}

/** Returns true when `/proc/<pid>/cmdline` names the Claude Code CLI (native binary or the npm package). */
function isClaudeProcess(pid: number): boolean {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').slice(0, 3);
    return args.some((a) => /(^|\/)claude(\.exe)?$/.test(a) || a.includes('@anthropic-ai/claude-code') || a.includes('/claude-code/'));
  } catch {
    return false;
  }
}

/** Returns the start time of `pid` (clock ticks since boot, /proc/<pid>/stat field 22): tells a reused pid apart. */
function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** Returns the pid of the nearest ancestor that is the Claude Code process, or undefined (not Linux, not found). */
export function claudeAncestor(): number | undefined {
  return ancestorPids().find(isClaudeProcess);
}

/**
 * Returns nothing; records that the Claude Code process this hook runs under belongs to `sessionId`, so commands it
 * runs (e.g. `ck slice --budget auto`) find their own session. Only that process is recorded — never a terminal
 * shell above it, which other sessions share. Never throws.
 */
export function recordProcessSession(sessionId: string, transcriptPath: string | undefined): void {
  try {
    const pid = claudeAncestor();
    if (pid === undefined) return;
    const file = join(stateDir('sessions', 'by-pid'), String(pid));
    const body = `${JSON.stringify({ sessionId, transcriptPath, started: startTime(pid) })}\n`;
    let current = '';
    try { current = readFileSync(file, 'utf8'); } catch { /* first time */ }
    if (current !== body) writeFileAtomic(file, body);
  } catch { /* best effort: occupancy falls back to CK_SESSION_ID or null */ }
}

/** Returns the session (id and transcript) recorded for the nearest ancestor process, or undefined. */
export function sessionOfThisProcess(): { sessionId: string; transcriptPath?: string } | undefined {
  const dir = stateDir('sessions', 'by-pid');
  for (const pid of ancestorPids()) {
    try {
      const v = JSON.parse(readFileSync(join(dir, String(pid)), 'utf8')) as { sessionId?: unknown; transcriptPath?: unknown; started?: unknown };
      // A record left by an earlier process that had the same pid does not count.
      if (typeof v.sessionId === 'string' && v.started === startTime(pid)) {
        return { sessionId: v.sessionId, transcriptPath: typeof v.transcriptPath === 'string' ? v.transcriptPath : undefined };
      }
    } catch { /* no record for this ancestor */ }
  }
  return undefined;
}

/** Returns tokens in use from one `usage` object: input + cache read + cache creation + output. */
export function usageTokens(usage: Record<string, unknown>): number {
  const n = (k: string) => (typeof usage[k] === 'number' && Number.isFinite(usage[k]) ? (usage[k] as number) : 0);
  return n('input_tokens') + n('cache_read_input_tokens') + n('cache_creation_input_tokens') + n('output_tokens');
}

/** Returns the usage and model of the last assistant message among `entries`, or undefined. */
export function lastAssistantUsage(entries: readonly TranscriptEntry[]): { used: number; model?: string } | undefined {
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i]!;
    const usage = e.message?.usage;
    if (e.type === 'assistant' && usage && typeof usage === 'object') {
      return { used: usageTokens(usage), model: typeof e.message?.model === 'string' ? e.message.model : undefined };
    }
  }
  return undefined;
}

/** Returns the context window to assume for `model` given `used` tokens: 1M when usage already exceeds 200k. */
function inferWindow(model: string | undefined, used: number): number {
  if (model && /\[1m\]|-1m\b/i.test(model)) return 1_000_000;
  return used > 200_000 ? 1_000_000 : 200_000;
}

/**
 * Returns the context-window occupancy of a session — `{window, used, source}` — from the LAST assistant message's
 * `usage` in that session's own transcript, or null when the session or its transcript cannot be determined.
 * The session is `sessionId`, else `$CK_SESSION_ID`, else the session recorded by a hook for an ancestor process;
 * the transcript is `transcriptPath`, else the one recorded in the session's state. `CK_CONTEXT_WINDOW` overrides the
 * window; `CK_BUDGET_MAX` (a token count such as 40k; default 80000) is passed through as `budgetMax`. `opts.maxTailBytes` below 4 MiB keeps the
 * read to the last 256 KiB (for callers on every tool call, which can wait for the next assistant message).
 */
export function sessionOccupancy(sessionId?: string, transcriptPath?: string, opts: OccupancyOptions = {}): Occupancy | null {
  const { maxTailBytes } = resolveOccupancyOptions(opts);
  const env = resolveEnvConfig();
  let sid = sessionId ?? env.sessionId;
  let path = transcriptPath;
  if (!sid && !path) {
    const mine = sessionOfThisProcess();
    sid = mine?.sessionId;
    path = mine?.transcriptPath;
  }
  if (!path && sid) path = readSession(sid).transcriptPath;
  if (!path) return null;
  // The last assistant message is almost always in the last few hundred KB: read that tail first, widen only if not.
  let last: ReturnType<typeof lastAssistantUsage>;
  for (const maxBytes of [256 * 1024, 4 * 1024 * 1024].filter((b, i) => i === 0 || b <= maxTailBytes)) {
    const window = readTranscript(path, { maxBytes });
    if (!window) return null;
    last = lastAssistantUsage(window.entries);
    if (last || window.start === 0) break;
  }
  if (!last) return null;
  const envWindow = env.contextWindow;
  return {
    window: envWindow ?? inferWindow(last.model, last.used),
    used: last.used,
    source: envWindow ? 'env' : 'inferred',
    model: last.model,
    sessionId: sid,
    budgetMax: env.budgetCap,
  };
}
