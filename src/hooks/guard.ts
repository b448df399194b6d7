/**
 * The edit guard (PreToolUse): before a tool call writes a file the active charter cites, the constraints citing it
 * go into `additionalContext`, with their current line numbers. Never blocks (no permission decision is added); at
 * most once per file, charter and session within a time window; any error leaves the answer as it was (fail open).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { asRecord, type HookOutput, type HookPayload } from './payload.js';
import { hookLog } from '../store/log.js';
import { sessionDir } from '../session/index.js';
import { withLock } from '../store/lock.js';
import { writeFileAtomic } from '../store/atomic.js';
import { activeCharter, refreshCharter } from '../charter/charter.js';
import { extractCitations } from '../charter/citations.js';
import { constraintAt, splitConstraints } from '../charter/constraints.js';
import { relativeToRoot, repoRootOf } from '../charter/repo.js';
import type { CharterState } from '../charter/store.js';
import { writeTargets } from './write-targets.js';

/** Longest additionalContext the guard adds, in characters (the rest is named, not silently dropped). */
export const MAX_GUARD_CHARS = 6000;
/** Most files remembered per session for deduplication. */
const MAX_SEEN = 500;

/** The guard's settings, from the environment: CK_GUARD (on unless `0`/`false`/`off`), CK_GUARD_WINDOW_S (default 600). */
export interface GuardConfig {
  readonly enabled: boolean;
  readonly windowMs: number;
}

/** Returns the guard's settings read from `env`. */
export function resolveGuardConfig(env: NodeJS.ProcessEnv = process.env): GuardConfig {
  const off = ['0', 'false', 'off', 'no'].includes((env.CK_GUARD ?? '').trim().toLowerCase());
  const w = Number(env.CK_GUARD_WINDOW_S);
  return { enabled: !off, windowMs: (Number.isFinite(w) && w >= 0 ? w : 600) * 1000 };
}

/** The constraints one written file triggers. */
interface Hit {
  readonly root: string;
  readonly rel: string;
  readonly state: CharterState;
  readonly constraints: string[];
  readonly unresolvable: string[];
}

/** Returns the hit of `file` on the active charter of its repository, or undefined when the charter does not cite it. */
function hitFor(file: string): Hit | undefined {
  const root = repoRootOf(dirname(file));
  let state = activeCharter(root);
  if (!state) return undefined;
  const rel = relativeToRoot(root, file);
  if (rel === undefined) return undefined;
  const cites = (s: CharterState) => s.citations.some((c) => c.path === rel || c.path.startsWith(`${rel}/`));
  if (!cites(state)) return undefined;
  // Show the line numbers as they are now: the file may have moved since the charter was saved.
  state = refreshCharter(root)?.state ?? state;
  const constraints = splitConstraints(state.text);
  const picked = new Set<number>();
  const unresolvable: string[] = [];
  extractCitations(state.text).forEach((c, i) => {
    const sc = state!.citations[i];
    if (!sc || !(sc.path === rel || sc.path.startsWith(`${rel}/`))) return;
    const k = constraintAt(constraints, c.start);
    if (k >= 0) picked.add(k);
    if (sc.status !== 'anchored') unresolvable.push(`${sc.path}:${sc.line} (${sc.status}: ${sc.detail})`);
  });
  if (picked.size === 0) return undefined;
  return { root, rel, state, constraints: [...picked].sort((a, b) => a - b).map((k) => constraints[k]!.text), unresolvable };
}

/** Returns the hits not shown in this session within the window, and records them as shown (under a lock). */
function unseen(sessionId: string | undefined, hits: Hit[], config: GuardConfig, now: number): Hit[] {
  if (!sessionId || config.windowMs === 0) return hits;
  const file = join(sessionDir(sessionId), 'charter-guard.json');
  return withLock(`${file}.lock`, () => {
    let seen: Record<string, number> = {};
    try {
      seen = JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
    } catch {
      seen = {};
    }
    const fresh = hits.filter((h) => {
      const key = `${h.root}/${h.rel}@${h.state.savedAt}`;
      if (typeof seen[key] === 'number' && now - seen[key]! < config.windowMs) return false;
      seen[key] = now;
      return true;
    });
    if (fresh.length > 0) {
      const kept = Object.entries(seen).filter(([, t]) => now - t < config.windowMs).sort((a, b) => b[1] - a[1]).slice(0, MAX_SEEN);
      writeFileAtomic(file, `${JSON.stringify(Object.fromEntries(kept))}\n`);
    }
    return fresh;
  }, { waitMs: 300 });
}

/** Returns the additionalContext text for `hits`, bounded by MAX_GUARD_CHARS. */
function renderHits(hits: readonly Hit[]): string {
  const parts = hits.map((h) => {
    const head = `[ck: charter] ${h.rel} is cited by ${h.constraints.length} constraint(s) of the active charter of ${h.root}; keep them true in this edit:`;
    const notes = h.unresolvable.map((u) => `[ck: citation ${u}; re-check it before relying on its line number]`);
    return [head, ...h.constraints, ...notes].join('\n');
  });
  let text = parts.join('\n\n');
  if (text.length > MAX_GUARD_CHARS) {
    text = `${text.slice(0, MAX_GUARD_CHARS)}\n[ck: charter excerpt cut at ${MAX_GUARD_CHARS} of ${text.length} characters; the whole charter: ck charter get --repo '${hits[0]!.root}']`;
  }
  return text;
}

/** Returns the constraints text the tool call in `p` triggers, or undefined when it writes no file the charter cites. */
export function guardContext(p: HookPayload, config: GuardConfig = resolveGuardConfig(), now = Date.now()): string | undefined {
  if (!config.enabled) return undefined;
  const targets = writeTargets(p.tool_name, asRecord(p.tool_input), p.cwd || process.cwd());
  const hits = targets.map(hitFor).filter((h): h is Hit => h !== undefined);
  if (hits.length === 0) return undefined;
  const shown = unseen(p.session_id, hits, config, now);
  return shown.length ? renderHits(shown) : undefined;
}

/**
 * Returns `answer` (the PreToolUse hook's own) with the edit guard's constraints added as `additionalContext`, or
 * `answer` unchanged when none apply or anything fails (logged; the edit always goes ahead).
 */
export function withEditGuard(answer: HookOutput, p: HookPayload): HookOutput {
  try {
    const context = guardContext(p);
    if (!context) return answer;
    const prev = answer.hookSpecificOutput;
    const joined = prev?.additionalContext ? `${prev.additionalContext}\n\n${context}` : context;
    return { ...answer, hookSpecificOutput: { ...(prev ?? { hookEventName: 'PreToolUse' }), hookEventName: 'PreToolUse', additionalContext: joined } };
  } catch (err) {
    hookLog('pre-tool-use', `edit guard failed open: ${(err as Error)?.message ?? String(err)}`);
    return answer;
  }
}
