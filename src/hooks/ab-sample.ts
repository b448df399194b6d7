/**
 * The sampled A/B on live traffic (issue 43): one normalized output in CK_AB_RATE has its (original, normalized) pair
 * stored (src/store/ab-samples.ts), written after the answer is sent; `ck ab judge` later asks a judge whether the
 * normalized text kept every actionable signal. Re-read deltas are exact (hash equality, a diff) and never sampled;
 * nor are large outputs cut to the client's limit (their original is the client's file, not the payload).
 */
import { putAbSample, AB_SAMPLE_MAX_CHARS } from '../store/ab-samples.js';
import type { SavingsEntry } from '../savings/log.js';
import type { ShapeDecision } from './shapes.js';
import { afterReply } from './after-reply.js';
import { hookLog } from '../store/log.js';

/** Returns true when the replacement named `id` (hex) is one of the 1 in `every` sampled: chosen by the id, so stateless. */
export function sampledId(id: string, every: number): boolean {
  if (every <= 0) return false;
  const n = parseInt(id.slice(0, 8), 16);
  return Number.isFinite(n) && n % every === 0;
}

/** What the hook knows of the call besides the decision. */
export interface SampleContext {
  readonly session: string;
  readonly tool: string;
  readonly toolUseId: string;
  readonly command?: string;
  readonly every: number;
  readonly now: number;
}

/**
 * Returns the savings record of a sampled replacement (and queues the sample's write until after the answer), or
 * undefined when `decision` is not sampled.
 */
export function sampleReplacement(decision: Extract<ShapeDecision, { kind: 'replace' }>, ctx: SampleContext): SavingsEntry | undefined {
  if (decision.savingsKind !== 'normalize' || !decision.pair || !sampledId(decision.id, ctx.every)) return undefined;
  const { original, normalized } = decision.pair();
  if (original.length + normalized.length > AB_SAMPLE_MAX_CHARS) {
    hookLog('ab', `replacement ${decision.id} not sampled: ${original.length + normalized.length} characters exceed the per-sample cap`);
    return undefined;
  }
  afterReply(() => {
    putAbSample({
      version: 1, id: decision.id, ts: ctx.now, session: ctx.session, tool: ctx.tool, toolUseId: ctx.toolUseId,
      ...(ctx.command ? { command: ctx.command.slice(0, 2000) } : {}), original, normalized, status: 'pending', tries: 0,
    });
  });
  return { event: 'ab', ts: ctx.now, session: ctx.session, tool: ctx.tool, id: decision.id, verdict: 'sampled' };
}
