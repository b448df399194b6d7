/**
 * The answer deadline, seen from inside a hook. The process (run.ts) or the client of the hook server (hooks/client.py)
 * answers `{}` once CK_HOOK_DEADLINE_MS has passed; a replacement registered with the canary after that point was never
 * sent, and the canary would later count the original output in the transcript as a failure. So a hook that reaches
 * the point of no return too late passes the output through instead of registering it.
 */

/**
 * Returns true when a hook that started at `startedAt` (ms) can no longer be sure its answer beats the `deadlineMs`
 * deadline: less than a margin (a quarter of the deadline, at most 200 ms: writing the answer and the savings line) left.
 */
export function pastDeadline(startedAt: number, deadlineMs: number, now: number = Date.now()): boolean {
  const margin = Math.min(200, deadlineMs / 4);
  return now - startedAt > deadlineMs - margin;
}
