/**
 * What the compaction and restart hooks read about a session's task: its repository, the active charter and the
 * working set. The charter source is a parameter so tests (and the lead's wiring) can pass one in.
 */
import { charterTextFor } from '../session/charter-source.js';
import { repoRootOf } from '../session/repo-root.js';
import { readWorkingSet } from '../session/working-set.js';
/** The production dependencies: the charter store through session/charter-source.ts, the wall clock. */
export const DEFAULT_TASK_STATE_DEPS = { charterText: charterTextFor, now: () => Date.now() };
/**
 * Returns the task state of the payload's session, or undefined when the payload lacks a session id or a working
 * directory. The working set counts only when it was taken of the same repository.
 */
export async function taskStateOf(p, deps) {
    if (!p.session_id || !p.cwd)
        return undefined;
    const repo = repoRootOf(p.cwd);
    const ws = readWorkingSet(p.session_id);
    const charter = await deps.charterText(repo);
    return { sessionId: p.session_id, repo, charter: charter && charter.trim() ? charter : null, workingSet: ws && ws.repo === repo ? ws : null };
}
