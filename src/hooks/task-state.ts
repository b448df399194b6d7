/**
 * What the compaction and restart hooks read about a session's task: its repository, the active charter and the
 * working set. The charter source is a parameter so tests (and the lead's wiring) can pass one in.
 */
import { charterTextFor } from '../session/charter-source.js';
import { lexicalRepoRootOf } from '../session/repo-root.js';
import { readWorkingSet, type WorkingSet } from '../session/working-set.js';
import type { HookPayload } from './payload.js';

/** What the task-state hooks depend on besides the payload. */
export interface TaskStateDeps {
  /** Returns the active charter of a repository, or null. */
  readonly charterText: (repoRoot: string) => Promise<string | null>;
  /** Current time in ms (tests move it). */
  readonly now: () => number;
}

/** The production dependencies: the charter store through session/charter-source.ts, the wall clock. */
export const DEFAULT_TASK_STATE_DEPS: TaskStateDeps = { charterText: charterTextFor, now: () => Date.now() };

/** A session's task state at one moment. */
export interface TaskState {
  readonly sessionId: string;
  readonly repo: string;
  readonly charter: string | null;
  readonly workingSet: WorkingSet | null;
}

/**
 * Returns the task state of the payload's session, or undefined when the payload lacks a session id or a working
 * directory. The working set counts only when it was taken of the same repository.
 */
export async function taskStateOf(p: HookPayload, deps: TaskStateDeps): Promise<TaskState | undefined> {
  if (!p.session_id || !p.cwd) return undefined;
  const repo = lexicalRepoRootOf(p.cwd);
  const ws = readWorkingSet(p.session_id);
  const charter = await deps.charterText(repo);
  return { sessionId: p.session_id, repo, charter: charter && charter.trim() ? charter : null, workingSet: ws && ws.repo === repo ? ws : null };
}
