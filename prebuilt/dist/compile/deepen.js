/**
 * The share of the budget a lazy compile fills only from what it already knows: below it, neither the full
 * resolution nor a parse to size one more whole skeleton is worth its cost (either could only fill a sliver of the
 * budget). At the default 30k budget, 600 tokens.
 */
export const SETTLE_SHARE = 0.02;
/**
 * Returns true when a lazy resolution (`reached`) will surely need the full one, known before any file but the
 * target is parsed: every reached file in full, the target included, leaves more than `SETTLE_SHARE` of the budget
 * (a small target whose whole neighbourhood fits). The lazy passes are then skipped.
 */
export function surelyDeeper(index, reached, budget) {
    let tokens = 0;
    for (const id of reached.keys())
        tokens += index.files[id].tokens;
    return budget - tokens >= budget * SETTLE_SHARE;
}
/** Returns true when the compile must resolve names from every hop: see the module comment. */
export function needsDeeperResolution(fit, budget) {
    if (!fit.asm.fits)
        return false; // even the target does not fit: nothing else is shown
    return budget - fit.asm.tokens >= budget * SETTLE_SHARE;
}
