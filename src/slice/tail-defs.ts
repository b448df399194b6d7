/**
 * How a prose task's further seed file shows itself: those past the first ones whose definitions the plan weighs
 * against the whole file (fuse.ts rankTaskSymbols, which gives them tailWeights). Such a file was seeded as a whole
 * at its first line, so its ranges were its module header; it shows its best definitions for the text instead, and
 * the knapsack offers its others one by one (plan.ts).
 */

/**
 * Returns the start lines of the definitions a further seed file shows as its ranges: its best one, and the next
 * ones whose relevance is at least TAIL_NEAR of it (the text matches them about as well).
 */
export function bestTailLines(w: ReadonlyMap<number, number>): number[] {
  const sorted = [...w].filter(([, v]) => v > 0).sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  if (!sorted.length) return [];
  const top = sorted[0]![1];
  return sorted.filter(([, v], k) => k < TAIL_DEFS && v >= TAIL_NEAR * top).map(([l]) => l);
}

/** Definitions a further seed file shows at most as its ranges, and how close to the best one the others must be. */
const TAIL_DEFS = 2;
const TAIL_NEAR = 0.8;
