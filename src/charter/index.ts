/**
 * T3 charter and T4 citation check: a charter is the task's constraints with `file:line` citations; each citation
 * is anchored on the content it cited, re-anchored by a refresh when that content moved, declared unresolvable when
 * it cannot be found exactly once. The edit guard shows the constraints citing a file before a tool writes it.
 *
 * ```ts
 * saveCharter(root, '- `src/a.py:12` must keep raising ValueError on empty input\n');
 * const text = await activeCharterText(root); // the text with the line numbers as they are now, or null
 * ```
 */
import { activeCharter, refreshCharter, renderCharter } from './charter.js';
import { repoRootOf } from './repo.js';

export { extractCitations, rewriteLines, type Citation } from './citations.js';
export { makeAnchor, resolveAnchor, splitLines, hashLines, type Anchor, type AnchorResolution } from './anchor.js';
export { splitConstraints, type Constraint } from './constraints.js';
export { saveCharter, refreshCharter, refreshState, clearCharter, activeCharter, renderCharter, anchorCitations, unguardedConstraints, charterTextProblem, type RefreshChange } from './charter.js';
export { readCharter, charterFile, MAX_TEXT_CHARS, MAX_CITATIONS, type CharterState, type StoredCitation, type CitationStatus } from './store.js';
export { verifyCitations, renderVerifyTable, type VerifyReport, type CitationCheck } from './verify.js';
export { repoRootOf } from './repo.js';

/**
 * Returns the active charter of the repository holding `repoRoot` as the agent should read it — the text with its
 * line numbers refreshed against the files as they are now (and stored so), followed by `[ck: …]` notes on
 * unresolvable or broken citations — or null when none was saved or it was cleared. Never rejects: an unreadable
 * state or a lock held too long yields the stored text unrefreshed, or null.
 */
export async function activeCharterText(repoRoot: string): Promise<string | null> {
  try {
    const root = repoRootOf(repoRoot);
    let state;
    try {
      state = refreshCharter(root)?.state;
    } catch {
      state = activeCharter(root); // the lock was busy: the stored text is still the best answer
    }
    return state && state.text ? renderCharter(state) : null;
  } catch {
    return null;
  }
}
