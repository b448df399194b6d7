/**
 * The canary: proves each replacement reached the model. A replacement's footer is recorded as pending; later hook
 * runs parse the session transcript (JSONL, as JSON) and look for the footer inside the tool_result of that same
 * tool_use_id. Found → verified. The tool result present without it → failed (the harness dropped the replacement),
 * unless the client wrote that result itself (client-results.ts: a preview, a dedup notice, …) → no verdict.
 */
import { readTranscriptFor, toolResults } from '../session/transcript.js';
import type { CanaryPending, SessionState } from '../session/index.js';
import type { CanaryRecord } from '../savings/log.js';
import { footerIn } from './footer.js';
import { clientRewrite } from './client-results.js';
import { hookLog } from '../store/log.js';

/** Pending entries older than this with no tool result in sight are dropped as expired. */
export const CANARY_TTL_MS = 30 * 60 * 1000;

/** A pending entry whose tool result has not appeared within this many transcript bytes after it expires too. */
export const CANARY_WINDOW_BYTES = 4 * 1024 * 1024;

/** What one canary check found. */
export interface CanaryOutcome {
  readonly verified: CanaryPending[];
  readonly failed: CanaryPending[];
  readonly expired: CanaryPending[];
  readonly stillPending: CanaryPending[];
}

/**
 * Returns the verdict on each pending replacement, reading the transcript from the earliest pending offset.
 * Only `tool_result` blocks count, and only the one whose `tool_use_id` matches: a footer quoted by the user or the
 * assistant, or pasted into another tool's output, never verifies anything.
 */
export function checkCanary(transcriptPath: string, pending: readonly CanaryPending[], now = Date.now()): CanaryOutcome {
  const out: CanaryOutcome = { verified: [], failed: [], expired: [], stillPending: [] };
  if (pending.length === 0) return out;
  const from = Math.min(...pending.map((p) => p.offset));
  // Bounded: at most the last 5 MB, and only lines naming a pending tool_use_id are parsed.
  const ids = [...new Set(pending.map((p) => p.toolUseId))];
  const window = readTranscriptFor(transcriptPath, ids, { from, maxBytes: CANARY_WINDOW_BYTES + 1024 * 1024 });
  const byId = new Map<string, string[]>();
  for (const r of window ? toolResults(window.entries) : []) {
    const list = byId.get(r.toolUseId);
    if (list) list.push(r.text);
    else byId.set(r.toolUseId, [r.text]);
  }
  for (const p of pending) {
    const texts = byId.get(p.toolUseId);
    if (texts) {
      if (texts.some((t) => footerIn(t, p.footer))) out.verified.push(p);
      else {
        // A preview, a dedup notice, a cleared placeholder or a truncated page: the client showed something else,
        // which says nothing about whether it applied the replacement: no verdict (counted as expired).
        const rewrite = texts.map(clientRewrite).find((x) => x !== undefined);
        if (rewrite) {
          hookLog('canary', `replacement ${p.id} (${p.toolUseId}): the client showed a ${rewrite} instead; no verdict`);
          out.expired.push(p);
        } else out.failed.push(p);
      }
    }
    else if (now - p.ts > CANARY_TTL_MS || (window && window.size - p.offset > CANARY_WINDOW_BYTES)) out.expired.push(p);
    else out.stillPending.push(p);
  }
  return out;
}

/**
 * Returns the in-band message for the model (or undefined) after applying `outcome` to the session's canary state:
 * verified replacements reset the failure streak and lift a degradation; failures extend it, and at `maxFailures`
 * consecutive failures the session degrades to pass-through.
 */
export function applyCanary(state: SessionState, outcome: CanaryOutcome, maxFailures: number): string | undefined {
  const c = state.canary;
  c.pending = outcome.stillPending;
  c.verified += outcome.verified.length;
  c.failed += outcome.failed.length;
  c.expired += outcome.expired.length;
  const wasDegraded = c.degraded;
  if (outcome.verified.length > 0) {
    c.consecutiveFailures = 0;
    c.degraded = false;
    c.sinceProbe = 0;
  }
  if (outcome.failed.length > 0 && outcome.verified.length === 0) {
    c.consecutiveFailures += outcome.failed.length;
    if (c.consecutiveFailures >= maxFailures) c.degraded = true;
  }
  if (outcome.failed.length === 0) return wasDegraded && !c.degraded ? '[ck: canary: replacements are reaching the context again; normalization resumed]' : undefined;
  const ids = outcome.failed.map((p) => p.id).join(', ');
  const head = `[ck: canary: ${outcome.failed.length} normalized output(s) (id ${ids}) did not reach your context — the harness ignored the replacement, so you saw the original output and the savings log overstates savings.`;
  return c.degraded
    ? `${head} After ${c.consecutiveFailures} consecutive failures this session is now pass-through (outputs are no longer altered).]`
    : `${head}]`;
}

/** Returns the savings-log records for a canary outcome. */
export function canaryRecords(session: string, outcome: CanaryOutcome, now = Date.now()): CanaryRecord[] {
  const rec = (p: CanaryPending, status: CanaryRecord['status']): CanaryRecord => ({ event: 'canary', ts: now, session, toolUseId: p.toolUseId, id: p.id, status });
  return [
    ...outcome.verified.map((p) => rec(p, 'verified')),
    ...outcome.failed.map((p) => rec(p, 'failed')),
    ...outcome.expired.map((p) => rec(p, 'expired')),
  ];
}
