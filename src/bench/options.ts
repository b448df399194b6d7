/**
 * The benchmarks' defaults, in one place: how many cases the sufficiency bench samples, at which budgets, from
 * which seed. `ck bench` passes what the user gave (undefined otherwise) and `benchSufficiency` applies these.
 *
 * ```ts
 * resolveSufficiencyOptions({ cases: 10 });   // { cases: 10, budgets: [8000, 30000], seed: 1, onProgress: undefined }
 * ```
 */
import type { SufficiencyOptions } from './sufficiency.js';

/** Raise sites sampled when not told otherwise. */
export const DEFAULT_SUFFICIENCY_CASES = 40;
/** The budgets (tokens) every case is sliced at when none are given (an empty list counts as none). */
export const DEFAULT_SUFFICIENCY_BUDGETS: readonly number[] = Object.freeze([8000, 30000]);
/** The sampling PRNG's seed when none is given: the same cases on every run. */
export const DEFAULT_SUFFICIENCY_SEED = 1;

/** SufficiencyOptions with their defaults applied. */
export interface ResolvedSufficiencyOptions {
  readonly cases: number;
  readonly budgets: readonly number[];
  readonly seed: number;
  readonly onProgress?: (done: number, total: number) => void;
}

/** Returns the sufficiency bench options with defaults applied. */
export function resolveSufficiencyOptions(opts: SufficiencyOptions): ResolvedSufficiencyOptions {
  return {
    cases: opts.cases ?? DEFAULT_SUFFICIENCY_CASES,
    budgets: opts.budgets?.length ? opts.budgets : DEFAULT_SUFFICIENCY_BUDGETS,
    seed: opts.seed ?? DEFAULT_SUFFICIENCY_SEED,
    onProgress: opts.onProgress,
  };
}
