/**
 * The SessionEnd hook: snapshots the session's task state under its repository, so the next session there starts
 * with it while it is fresh (SessionStart, source `startup` or `resume`).
 */
import { makeSnapshot, writeRepoSnapshot, writeSessionSnapshot } from '../session/snapshot.js';
import { DEFAULT_TASK_STATE_DEPS, taskStateOf } from './task-state.js';
/** Returns `{}` (the client ignores SessionEnd output) after writing the snapshots, when there is a task state. */
export async function sessionEnd(p, deps = DEFAULT_TASK_STATE_DEPS) {
    const state = await taskStateOf(p, deps);
    if (!state || (!state.charter && !state.workingSet))
        return {};
    const snap = makeSnapshot({ repo: state.repo, sessionId: state.sessionId, ts: deps.now(), by: 'session-end', ...(p.reason ? { detail: p.reason } : {}), charter: state.charter, workingSet: state.workingSet });
    writeSessionSnapshot(snap);
    writeRepoSnapshot(snap);
    return {};
}
