/**
 * Makes a slice handed to the model the session's active working set, and says when that is a task switch: the
 * declaration and difference of session/task-switch.ts go before the new manifest head.
 */
import { lexicalRepoRootOf } from '../session/repo-root.js';
import { detectTaskSwitch } from '../session/task-switch.js';
import { readWorkingSet, writeWorkingSet, type WorkingSetFile, type WorkingSetSeed } from '../session/working-set.js';
import { hookLog } from '../store/log.js';

/** The parts of a slice manifest a working set keeps. */
export interface SliceSummary {
  readonly seeds?: readonly WorkingSetSeed[];
  readonly files?: readonly WorkingSetFile[];
}

/**
 * Returns the task-switch text to put before `head` (the manifest head the model gets), or undefined when the slice
 * continues the session's task (or starts its first); records the slice as the session's working set either way.
 * Never throws: state that cannot be read or written costs the declaration, not the slice.
 */
export function activateSlice(sessionId: string | undefined, cwd: string, manifest: SliceSummary, head: string, symptomFile?: string, now = Date.now()): string | undefined {
  if (!sessionId) return undefined;
  try {
    const repo = lexicalRepoRootOf(cwd);
    const seeds = manifest.seeds ?? [];
    const files = manifest.files ?? [];
    const change = detectTaskSwitch({ seeds, files }, readWorkingSet(sessionId), repo);
    writeWorkingSet(sessionId, { version: 1, repo, ts: now, seeds, files, head, ...(symptomFile ? { symptomFile } : {}) });
    return change?.text;
  } catch (err) {
    hookLog('user-prompt-submit', `working set not recorded: ${(err as Error).message}`);
    return undefined;
  }
}
