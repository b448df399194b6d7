/**
 * The SessionStart hook: hands the task state back as `additionalContext`.
 * - `compact`: the snapshot this session's PreCompact took (else its live state), since the summary dropped it.
 * - `resume`: the session's own snapshot, else its repository's while fresh.
 * - `startup`: the repository's snapshot while fresh (CK_SNAPSHOT_TTL_HOURS), unless it is this session's own.
 * - `clear`: nothing, and the session's working set is dropped (the model no longer holds it).
 * A snapshot that carried a charter is not restored into another session once that charter was cleared.
 */
import { composeRestore, readFreshRepoSnapshot, readSessionSnapshot, resolveSnapshotConfig, type Snapshot, type SnapshotConfig } from '../session/snapshot.js';
import { dropWorkingSet, writeWorkingSet, type WorkingSet } from '../session/working-set.js';
import { hookLog } from '../store/log.js';
import type { HookOutput, HookPayload } from './payload.js';
import { DEFAULT_TASK_STATE_DEPS, taskStateOf, type TaskStateDeps } from './task-state.js';

/** Where a restored task state came from, for the header line. */
type Origin = { kind: 'compact' | 'own' | 'repo'; snap?: Snapshot };

function header(origin: Origin, repo: string, what: string): string {
  const when = origin.snap ? new Date(origin.snap.ts).toISOString() : undefined;
  switch (origin.kind) {
    case 'compact':
      return `[ck: task state of this session, restored after compaction${when ? ` (snapshot ${when})` : ''}: ${what}]`;
    case 'own':
      return `[ck: task state of this session, restored on resume (snapshot ${when}, ${origin.snap!.by}): ${what}]`;
    case 'repo':
      return `[ck: task state of the last session on ${repo} (snapshot ${when}, ${origin.snap!.by}), still fresh: ${what}; it may not be this session's task]`;
  }
}

/**
 * Returns `{hookSpecificOutput: {hookEventName: 'SessionStart', additionalContext}}` with the restored task state,
 * or `{}` when there is none to restore. Throws only on internal errors (fail open above).
 */
export async function sessionStart(p: HookPayload, deps: TaskStateDeps = DEFAULT_TASK_STATE_DEPS, config: SnapshotConfig = resolveSnapshotConfig()): Promise<HookOutput> {
  const source = p.source ?? 'startup';
  if (source === 'clear') {
    if (p.session_id) dropWorkingSet(p.session_id);
    return {};
  }
  const state = await taskStateOf(p, deps);
  if (!state) return {};
  let charter: string | null;
  let workingSet: WorkingSet | null;
  let origin: Origin;
  const own = readSessionSnapshot(state.sessionId);
  if (source === 'compact') {
    // The working set PreCompact captured, else what the session holds now. The charter is read live: the store is
    // the truth, and a charter cleared since the snapshot must not come back.
    const snap = own && own.repo === state.repo && own.by === 'pre-compact' ? own : undefined;
    charter = state.charter;
    workingSet = snap?.workingSet ?? state.workingSet;
    origin = { kind: 'compact', snap };
  } else {
    const snap = own && own.repo === state.repo && source === 'resume' ? own : readFreshRepoSnapshot(state.repo, config.ttlMs, deps.now());
    if (!snap || (snap.sessionId === state.sessionId && source !== 'resume')) return {};
    if (snap.charter && !state.charter) {
      hookLog('session-start', `snapshot of ${state.repo} not restored: its charter was cleared since ${new Date(snap.ts).toISOString()}`);
      return {};
    }
    charter = state.charter;
    workingSet = snap.workingSet;
    origin = { kind: snap === own ? 'own' : 'repo', snap };
    // The restored slice is this session's working set from now on: a new symptom is compared against it.
    if (workingSet && !state.workingSet) writeWorkingSet(state.sessionId, workingSet);
  }
  if (!charter && !workingSet) return {};
  const what = charter && workingSet ? 'charter first, then the working set' : charter ? 'the charter' : 'the working set';
  const restore = composeRestore({ charter, workingSet, repo: state.repo, header: header(origin, state.repo, what) }, config.maxTokens);
  return { hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: restore.text } };
}
