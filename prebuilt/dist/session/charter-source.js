/**
 * The one place the session layer reads the T3 charter from (src/charter): snapshots and restores take the charter
 * text as a parameter, so their ordering and bounds are tested without the store. Imported lazily: the charter store
 * is only loaded by the hooks that snapshot (PreCompact, SessionEnd, SessionStart).
 */
/** Returns the active charter text of the repository at `repoRoot` (line numbers refreshed), or null when none. */
export async function charterTextFor(repoRoot) {
    return (await import('../charter/index.js')).activeCharterText(repoRoot);
}
