/** Raise sites sampled when not told otherwise. */
export const DEFAULT_SUFFICIENCY_CASES = 40;
/** The budgets (tokens) every case is sliced at when none are given (an empty list counts as none). */
export const DEFAULT_SUFFICIENCY_BUDGETS = Object.freeze([8000, 30000]);
/** The sampling PRNG's seed when none is given: the same cases on every run. */
export const DEFAULT_SUFFICIENCY_SEED = 1;
/** Returns the sufficiency bench options with defaults applied. */
export function resolveSufficiencyOptions(opts) {
    return {
        cases: opts.cases ?? DEFAULT_SUFFICIENCY_CASES,
        budgets: opts.budgets?.length ? opts.budgets : DEFAULT_SUFFICIENCY_BUDGETS,
        seed: opts.seed ?? DEFAULT_SUFFICIENCY_SEED,
        onProgress: opts.onProgress,
    };
}
