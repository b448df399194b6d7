// Zeller and Hildebrandt's ddmin ("Simplifying and Isolating Failure-Inducing Input", TSE 2002), over indices: the
// caller's units never enter this module, so the same search serves lines, characters or anything else that splits.

/** Whether a candidate still reproduces the failure. `undefined` means the search must stop now (time is up). */
export type OracleVerdict = boolean | undefined;

/** Tests one candidate: `indices` are increasing positions into the caller's units. */
export type CandidateTest = (indices: readonly number[]) => Promise<OracleVerdict>;

/** What ddmin reports while it works: the size of the smallest reproducing candidate and the current granularity. */
export interface DdminProgress {
  readonly size: number;
  readonly granularity: number;
}

/** The result of a search. */
export interface DdminResult {
  /** Increasing indices of the smallest candidate found that reproduces. */
  readonly indices: number[];
  /** True when the search ran to its end: `indices` is then 1-minimal (removing any one unit no longer reproduces). */
  readonly complete: boolean;
}

/**
 * Returns the smallest reproducing subset ddmin finds of `0..count-1`, assuming the whole set reproduces (the caller
 * checks that first). Subsets are tried before complements, partitions are contiguous and equal within one unit, so
 * the sequence of candidates depends only on the verdicts: with a deterministic test the search is deterministic.
 * When `test` answers `undefined` the search stops and returns the best candidate so far with `complete: false`.
 */
export async function ddmin(count: number, test: CandidateTest, onProgress?: (p: DdminProgress) => void): Promise<DdminResult> {
  let current = Array.from({ length: count }, (_, i) => i);
  let n = 2;
  while (current.length >= 2) {
    onProgress?.({ size: current.length, granularity: n });
    const parts = partition(current, n);
    let next: number[] | undefined;
    let nextN = n;
    // Reduce to a subset: the failure lies in one part alone.
    for (const part of parts) {
      const v = await test(part);
      if (v === undefined) return { indices: current, complete: false };
      if (v) {
        next = part;
        nextN = 2;
        break;
      }
    }
    // Reduce to a complement: one part can go.
    if (!next && n > 2) {
      for (let i = 0; i < parts.length; i++) {
        const complement = parts.flatMap((p, j) => (j === i ? [] : p));
        const v = await test(complement);
        if (v === undefined) return { indices: current, complete: false };
        if (v) {
          next = complement;
          nextN = Math.max(n - 1, 2);
          break;
        }
      }
    }
    if (next) {
      current = next;
      n = nextN;
      continue;
    }
    // Increase granularity; at one unit per part with every complement passing, `current` is 1-minimal.
    if (n >= current.length) break;
    n = Math.min(current.length, 2 * n);
  }
  // A single unit is 1-minimal only if the empty input does not reproduce; ddmin (like Zeller's) does not ask.
  return { indices: current, complete: true };
}

/**
 * Returns `items` split into `n` contiguous parts whose sizes differ by at most one (the earlier parts are the larger).
 * With n = 2 the complements are the subsets themselves, which is why ddmin skips them there.
 */
export function partition<T>(items: readonly T[], n: number): T[][] {
  const parts: T[][] = [];
  const base = Math.floor(items.length / n);
  const extra = items.length % n;
  let start = 0;
  for (let i = 0; i < n; i++) {
    const len = base + (i < extra ? 1 : 0);
    parts.push(items.slice(start, start + len));
    start += len;
  }
  return parts.filter((p) => p.length > 0);
}
