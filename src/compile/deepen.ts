/**
 * When a budgeted compile follows names past the target. Resolution first follows the names the target calls and
 * every import edge, but not the names its first-hop files call: finding those takes a parse of every first-hop
 * file, and the files they add (two hops or more away) come last in assembly's order, after every file the target
 * references and every first-hop file. So they matter only when the budget still has room once the nearer files
 * are placed. (A definition the target references in a file that only they reach would stay uncovered: on the
 * bench targets no such file exists — the one unreached referenced file of pandas frame.py is not reached by the
 * full resolution either.)
 */
import type { Fit } from './fit.js';

/**
 * The share of the budget a lazy compile fills only from what it already knows: below it, neither the full
 * resolution nor a parse to size one more whole skeleton is worth its cost (either could only fill a sliver of the
 * budget). At the default 30k budget, 600 tokens.
 */
export const SETTLE_SHARE = 0.02;

/** Returns true when the compile must resolve names from every hop: see the module comment. */
export function needsDeeperResolution(fit: Fit, budget: number): boolean {
  if (!fit.asm.fits) return false; // even the target does not fit: nothing else is shown
  return budget - fit.asm.tokens >= budget * SETTLE_SHARE;
}
