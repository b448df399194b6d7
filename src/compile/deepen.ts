/**
 * When a budgeted compile follows names past the target. Resolution first follows the names the target calls and
 * every import edge, but not the names its first-hop files call: finding those takes a parse of every first-hop
 * file, and the files they add (two hops or more away) come last in assembly's order, after every file the target
 * references and every first-hop file. So they matter only when the budget still has room once the nearer files
 * are placed. (A definition the target references in a file that only they reach would stay uncovered: on the
 * bench targets no such file exists — the one unreached referenced file of pandas frame.py is not reached by the
 * full resolution either.)
 */
import type { RepoIndex } from '../repo/index.js';
import type { Fit } from './fit.js';

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
export function surelyDeeper(index: RepoIndex, reached: ReadonlyMap<number, unknown>, budget: number): boolean {
  let tokens = 0;
  for (const id of reached.keys()) tokens += index.files[id].tokens;
  return budget - tokens >= budget * SETTLE_SHARE;
}

/** Returns true when the compile must resolve names from every hop: see the module comment. */
export function needsDeeperResolution(fit: Fit, budget: number): boolean {
  if (!fit.asm.fits) return false; // even the target does not fit: nothing else is shown
  return budget - fit.asm.tokens >= budget * SETTLE_SHARE;
}
