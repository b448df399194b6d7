/**
 * The one place the session layer reads the T3 charter from. The charter store (src/charter) is built on another
 * branch; until it lands this returns null, and the lead wires it to `activeCharterText(repoRoot)` of
 * src/charter/index.ts at merge. Everything else (snapshots, restores) takes the charter text as a parameter, so
 * its ordering and bounds are tested without the store.
 */

/** Returns the active charter text of the repository at `repoRoot`, or null when there is none (or no store yet). */
export async function charterTextFor(repoRoot: string): Promise<string | null> {
  // Wired at merge: `return (await import('../charter/index.js')).activeCharterText(repoRoot);`
  void repoRoot;
  return null;
}
