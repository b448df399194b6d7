/**
 * The token budget of a slice: resolving `auto|N|none` into a number (with a note saying how), and the LADDER of
 * configurations a slice descends until one fits.
 *
 * The ladder, richest first (a rung "fits" when its task state is ≤ the budget):
 *   1. full-closure        seeds + dependencies (≤ depsDepth) + importers (≤ importersDepth) + tests, all full files
 *   2. near-closure        seeds + dependencies ≤ 1 hop + importers ≤ 1 hop + tests, full files
 *   3. seeds+deps1         seeds + dependencies ≤ 1 hop, full files
 *   4. seeds+skeletons     seeds full; neighbours (1-hop dependencies, importers, tests) as skeletons
 *   5. symbols+skeletons   seed files as symbol ranges around frames/raise sites; neighbours as skeletons
 *   6. symbols             seed symbol ranges only, strongest seeds first, as many as fit
 * Rung 4 applies only while the seed files take at most HALF the budget, and on rungs 4–5 neighbour skeletons are
 * added best-ranked first while the task state stays under half the budget: once files are being trimmed, the other
 * half is headroom for the page faults the agent may still take. If even the strongest seed's ranges do
 * not fit, the slice keeps them anyway and says `fits: false`.
 */
import { resolveEnvConfig } from '../config/env.js';
import { sessionOccupancy } from '../session/index.js';
/** Rung names, richest first. */
export const RUNGS = ['full-closure', 'near-closure', 'seeds+deps1', 'seeds+skeletons', 'symbols+skeletons', 'symbols'];
/** Tokens kept free in the window for the agent's own work when deriving `auto`. */
const RESERVE_MIN = 20_000;
/**
 * Returns the budget in tokens for `requested`. `auto` reads the calling session's live occupancy (the last
 * assistant message's usage in that session's own transcript) and takes window − used − reserve, capped by
 * CK_BUDGET_MAX; without a session it falls back to CK_BUDGET_MAX or 30000, and the note says which.
 */
export function resolveBudget(requested, session = {}) {
    if (requested === 'none')
        return { requested: 'none', tokens: Infinity, note: 'no budget (--budget none): the full closure' };
    if (typeof requested === 'number')
        return { requested: String(requested), tokens: requested, note: `budget ${requested} tokens (explicit)` };
    const env = resolveEnvConfig();
    const envMax = env.budgetMax;
    // A CK_BUDGET_MAX that is not a token count is ignored, and the note says so (never silently).
    const badMax = env.budgetMaxInvalid ? `; CK_BUDGET_MAX '${env.budgetMaxInvalid}' is not a token count (such as 40000 or 40k), ignored` : '';
    let occ = null;
    try {
        occ = sessionOccupancy(session.sessionId, session.transcriptPath);
    }
    catch {
        occ = null; // an unreadable transcript must not fail the slice
    }
    if (!occ) {
        const t = env.autoBudget;
        return { requested: 'auto', tokens: t, note: `auto: no session transcript to measure (pass --session or set CK_SESSION_ID); using ${envMax ? 'CK_BUDGET_MAX' : 'the conservative default'} ${t}${badMax}` };
    }
    const reserve = Math.max(RESERVE_MIN, Math.round(occ.window * 0.1));
    const free = occ.window - occ.used - reserve;
    const cap = occ.budgetMax;
    const t = Math.max(2_000, Math.min(free, cap));
    return {
        requested: 'auto',
        tokens: t,
        note: `auto: window ${occ.window} (${occ.source === 'env' ? 'CK_CONTEXT_WINDOW' : `inferred${occ.model ? ` from ${occ.model}` : ''}`}) − used ${occ.used} (last assistant message of ${occ.sessionId ? `session ${occ.sessionId}` : 'the given transcript'}) − reserve ${reserve} = ${free}, capped at ${cap}${envMax ? ' (CK_BUDGET_MAX)' : ''}${free < 2_000 ? ', floor 2000 (the window is nearly full)' : ''} → ${t}${badMax}`,
    };
}
