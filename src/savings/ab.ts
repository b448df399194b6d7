/** The answer A/B in the savings report: how many replacements were sampled and judged, and the distortion found. */
import type { AbRecord, SavingsEntry } from './log.js';

/** One judged sample that lost signals. */
export interface AbLoss {
  readonly id: string;
  readonly tool: string;
  readonly ts: number;
  readonly losses: string;
}

/** The A/B figures of a savings log. */
export interface AbSummary {
  readonly sampled: number;
  readonly invariant: number;
  readonly degraded: number;
  /** Given up after the judge answered three times without a verdict line. */
  readonly unjudgeable: number;
  /** Sampled, no verdict yet. */
  readonly pending: number;
  /** degraded / (invariant + degraded); null before any verdict. */
  readonly distortion: number | null;
  readonly losses: readonly AbLoss[];
}

/** Returns the A/B summary of `entries`: each sample's latest verdict counts once. */
export function summarizeAb(entries: readonly SavingsEntry[]): AbSummary {
  const latest = new Map<string, AbRecord>();
  const sampled = new Set<string>();
  for (const e of entries) {
    if (e.event !== 'ab') continue;
    const key = `${e.session}\0${e.id}`;
    sampled.add(key);
    if (e.verdict !== 'sampled') latest.set(key, e);
  }
  let invariant = 0, degraded = 0, unjudgeable = 0;
  const losses: AbLoss[] = [];
  for (const r of latest.values()) {
    if (r.verdict === 'invariant') invariant++;
    else if (r.verdict === 'degraded') {
      degraded++;
      losses.push({ id: r.id, tool: r.tool, ts: r.ts, losses: r.losses ?? '' });
    } else if (r.verdict === 'unjudgeable') unjudgeable++;
  }
  const judged = invariant + degraded;
  return {
    sampled: sampled.size, invariant, degraded, unjudgeable, pending: sampled.size - latest.size,
    distortion: judged > 0 ? degraded / judged : null, losses: losses.sort((a, b) => b.ts - a.ts),
  };
}

/** Returns `x` as a percentage with one decimal when below 10%. */
export function percent(x: number): string {
  const p = x * 100;
  return `${p > 0 && p < 10 ? p.toFixed(1) : Math.round(p)}%`;
}

/** Returns the A/B lines of the text report ('' when nothing was sampled). `rate` is the report's token reduction. */
export function formatAb(ab: AbSummary, rate: string): string[] {
  if (ab.sampled === 0) return [];
  const judged = ab.invariant + ab.degraded;
  const head = `answer A/B: rate ${rate}, distortion ${ab.distortion === null ? 'not measured yet' : percent(ab.distortion)} (${ab.degraded} of ${judged} judged samples degraded; ${ab.sampled} sampled, ${ab.pending} pending${ab.unjudgeable ? `, ${ab.unjudgeable} unjudgeable` : ''}; run ck ab judge)`;
  return [head, ...ab.losses.slice(0, 10).map((l) => `  degraded ${l.id} (${l.tool}): ${l.losses}`), ''];
}
