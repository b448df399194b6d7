/**
 * Work a hook leaves until its answer is out: the copy of a large output into the spill store (large-output.ts), which
 * costs tens of milliseconds for a few MB and which nothing in the answer needs, since the key it prints is already
 * recallable through a spill reference (normalize/spill-ref.ts). The hook server runs these tasks right after it has
 * sent the answer (server.ts); the in-process hook after it has written it (run.ts).
 */
import { hookLog } from '../store/log.js';

const tasks: (() => void)[] = [];

/** Returns nothing; queues `task` to run once the current hook's answer has been sent. */
export function afterReply(task: () => void): void {
  tasks.push(task);
}

/** Returns the number of tasks run; runs every queued task in order, each failing alone (logged). */
export function runAfterReply(): number {
  let n = 0;
  while (tasks.length > 0) {
    const task = tasks.shift()!;
    n++;
    try {
      task();
    } catch (err) {
      hookLog('after-reply', `failed: ${(err as Error)?.message ?? String(err)}`);
    }
  }
  return n;
}
