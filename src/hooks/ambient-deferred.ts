/**
 * The ambient slice off the first call's critical path. The first hook call of a session runs in-process (no hook
 * server answers yet) and pays the slice on top of a cold Node start; so when that process is about to start a hook
 * server (server-spawn.ts), it only checks that the call is one the slice may act on and queues the payload here.
 * The server computes the slice right after it starts (and after each answer it sends), as the in-process hook would
 * have, and the next PostToolUse or PostToolUseFailure call of the same session hands it to the model as
 * `additionalContext`, saying which earlier command it is for. Nothing the slice gives the model is lost; it arrives
 * one tool call later.
 *
 * Layout under stateDir('ambient-deferred'): `queue/<session>.<tool use>.json` (a payload to slice), renamed to
 * `….run-<pid>` by the server that takes it (atomic: one server slices it), and `ready/<session>.<tool use>.json` (the
 * text for the model), renamed to `….take-<pid>` by the hook call that delivers it (atomic: one call delivers it).
 * Files are written atomically; entries older than MAX_AGE_MS are dropped unread.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../store/atomic.js';
import { stateDir } from '../store/paths.js';
import { safeSessionId } from '../session/index.js';
import { ambientSlice, sliceableCall } from './ambient-slice.js';
import type { HookConfig } from './config.js';
import { hookLog } from '../store/log.js';
import type { HookPayload } from './payload.js';

/** A queued slice or an undelivered text older than this is dropped: the session has moved on. */
export const MAX_AGE_MS = 30 * 60 * 1000;

/** One slice result waiting for the session's next hook call (its text names the command it is for). */
interface ReadySlice {
  readonly session: string;
  readonly text: string;
  readonly ts: number;
}

const dirOf = (kind: 'queue' | 'ready'): string => stateDir('ambient-deferred', kind);

/** Returns the folder in-process hooks queue slices in (the hook server watches it). */
export function deferredQueueDir(): string {
  return dirOf('queue');
}
/** A name made only of safe characters, unique per session and tool use. */
const entryName = (session: string, toolUseId: string): string => `${safeSessionId(session)}.${safeSessionId(toolUseId || `t${Date.now()}`)}.json`;

/**
 * Returns true when the ambient slice of this call was queued for the hook server instead of computed now: only in a
 * hook process that will start (or restart) a server (`willServe`), and only for a call the slice may act on
 * (sliceableCall, which does not read the output). Whether the output shows a failure not sliced yet is left to the
 * server, whose ambientSlice checks it first (failureToSlice) and drops the entry when it does not: the first call of
 * a session, which the client waits for, never scans the output for it. Never throws: on any error it returns false,
 * and the caller computes the slice in-process as before.
 */
export function deferAmbientSlice(p: HookPayload, config: HookConfig, willServe: boolean): boolean {
  if (!willServe) return false;
  try {
    if (!sliceableCall(p, config)) return false;
    // The fields ambientSlice reads; a persisted output stays in the client's file (persistedOutputPath).
    const keep: HookPayload = {
      hook_event_name: p.hook_event_name, session_id: p.session_id, transcript_path: p.transcript_path, cwd: p.cwd,
      tool_name: p.tool_name, tool_input: p.tool_input, tool_response: p.tool_response, tool_use_id: p.tool_use_id,
      agent_type: p.agent_type, error: p.error,
    };
    writeFileAtomic(join(dirOf('queue'), entryName(p.session_id || 'unknown', p.tool_use_id ?? '')), JSON.stringify({ ts: Date.now(), payload: keep }));
    return true;
  } catch (err) {
    hookLog('ambient-slice', `could not queue the slice for the hook server (${(err as Error).message}): computed now`);
    return false;
  }
}

/** Returns the names in `dir` ending in `suffix` ([] when it does not exist). */
function listing(dir: string, suffix: string): string[] {
  try {
    return readdirSync(dir).filter((n) => n.endsWith(suffix)).sort();
  } catch {
    return [];
  }
}

/** Removes `file` when it is older than MAX_AGE_MS at `now` (entries left behind: a killed server, another session). */
function dropIfStale(file: string, now: number): void {
  try {
    if (now - statSync(file).mtimeMs > MAX_AGE_MS) rmSync(file, { force: true });
  } catch { /* taken or removed meanwhile */ }
}

/** Returns `file` renamed to `file` + `tag` when this process won it (another may take it at the same time). */
function claim(file: string, tag: string): string | undefined {
  try {
    renameSync(file, `${file}${tag}`);
    return `${file}${tag}`;
  } catch {
    return undefined;
  }
}

/**
 * Computes every queued slice (hook server only: after it starts and after each answer) and leaves each text for the
 * session's next call. Returns the number of queue entries taken. Never rejects: a failing slice is logged and dropped.
 */
export async function runDeferredSlices(config: HookConfig, now: () => number = Date.now): Promise<number> {
  const queue = dirOf('queue');
  let taken = 0;
  // Entries a server took and never finished (it was killed) are dropped once stale.
  for (const name of listing(queue, '')) if (/\.run-\d+$/.test(name)) dropIfStale(join(queue, name), now());
  for (const name of listing(queue, '.json')) {
    const file = claim(join(queue, name), `.run-${process.pid}`);
    if (!file) continue;
    taken++;
    try {
      const entry = JSON.parse(readFileSync(file, 'utf8')) as { ts: number; payload: HookPayload };
      if (now() - entry.ts > MAX_AGE_MS) continue;
      const text = await ambientSlice(entry.payload, config, true);
      if (!text) continue;
      const ready: ReadySlice = { session: entry.payload.session_id || 'unknown', text, ts: now() };
      writeFileAtomic(join(dirOf('ready'), name), JSON.stringify(ready));
    } catch (err) {
      hookLog('ambient-slice', `deferred slice ${name} failed: ${(err as Error)?.message ?? String(err)}`);
    } finally {
      rmSync(file, { force: true });
    }
  }
  return taken;
}

/**
 * Returns the slice texts computed for earlier calls of `session` and not delivered yet, joined (undefined when there
 * are none), each removed as it is taken. Never throws.
 */
export function takeDeferredSlices(session: string, now: number = Date.now()): string | undefined {
  const ready = dirOf('ready');
  if (!existsSync(ready)) return undefined;
  const prefix = `${safeSessionId(session)}.`;
  const texts: string[] = [];
  for (const name of listing(ready, '.json')) {
    if (!name.startsWith(prefix)) {
      dropIfStale(join(ready, name), now); // another session's: dropped once stale, so the folder stays small
      continue;
    }
    const file = claim(join(ready, name), `.take-${process.pid}`);
    if (!file) continue;
    try {
      const r = JSON.parse(readFileSync(file, 'utf8')) as ReadySlice;
      if (r.session === session && now - r.ts <= MAX_AGE_MS) texts.push(r.text);
    } catch (err) {
      hookLog('ambient-slice', `unreadable deferred slice ${name}: ${(err as Error).message}`);
    } finally {
      rmSync(file, { force: true });
    }
  }
  return texts.length > 0 ? texts.join('\n') : undefined;
}
