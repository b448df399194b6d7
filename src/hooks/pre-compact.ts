/**
 * The PreCompact hook: snapshots the session's task state (charter and working-set head) before the client
 * summarizes the conversation, for SessionStart (source `compact`) to hand back. The client gives this hook's raw
 * stdout to the summarizer as extra instructions, so the answer is a short plain-text instruction, or nothing. It also
 * forgets the session's reads (read-view.ts), which the summary drops.
 */
import { makeSnapshot, writeRepoSnapshot, writeSessionSnapshot } from '../session/snapshot.js';
import { hookLog } from '../store/log.js';
import { forgetReadsAtCompaction } from './read-view.js';
import type { HookOutput, HookPayload } from './payload.js';
import { DEFAULT_TASK_STATE_DEPS, taskStateOf, type TaskStateDeps } from './task-state.js';

/**
 * Returns `{compactInstructions}` after writing the snapshot (per session, and per repository for the next session),
 * or `{}` when the session has neither a charter nor a working set. Throws only on internal errors (fail open above).
 */
export async function preCompact(p: HookPayload, deps: TaskStateDeps = DEFAULT_TASK_STATE_DEPS): Promise<HookOutput> {
  try {
    if (p.session_id) forgetReadsAtCompaction(p.session_id);
  } catch (err) {
    hookLog('pre-compact', `re-read records not forgotten: ${(err as Error).message}`);
  }
  const state = await taskStateOf(p, deps);
  if (!state || (!state.charter && !state.workingSet)) return {};
  const snap = makeSnapshot({ repo: state.repo, sessionId: state.sessionId, ts: deps.now(), by: 'pre-compact', ...(p.trigger ? { detail: p.trigger } : {}), charter: state.charter, workingSet: state.workingSet });
  writeSessionSnapshot(snap);
  try {
    writeRepoSnapshot(snap);
  } catch (err) {
    hookLog('pre-compact', `repository snapshot not written: ${(err as Error).message}`);
  }
  const held = [state.charter ? 'the task charter' : '', state.workingSet ? `the working-set manifest (${state.workingSet.files.length} file(s))` : ''].filter(Boolean).join(' and ');
  return {
    compactInstructions:
      `context-kernel re-injects ${held} right after this compaction: do not copy them or the contents of those files into the summary; ` +
      'keep the symptom being worked on, the decisions taken, the edits made and what remains to do.',
  };
}
