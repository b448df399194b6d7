/** Runs one hook event end to end and never fails: every error becomes `{}` plus a line in the hook log. */
import { resolveHookConfig, type HookConfig } from './config.js';
import { hookLog } from '../store/log.js';
import { parsePayload, type HookOutput } from './payload.js';
import { spawnHookServerIfAbsent, SERVER_LAUNCH_EXIT } from './server-spawn.js';
import { runAfterReply } from './after-reply.js';
import { markOneShotProcess } from './process-kind.js';

/** The hook events the CLI answers. */
export const HOOK_EVENTS = ['post-tool-use', 'pre-tool-use', 'user-prompt-submit', 'pre-compact', 'session-start', 'session-end'] as const;
export type HookEvent = (typeof HOOK_EVENTS)[number];

/** Returns true when `name` is one of HOOK_EVENTS. */
export function isHookEvent(name: string | undefined): name is HookEvent {
  return (HOOK_EVENTS as readonly string[]).includes(name ?? '');
}

/**
 * Returns the JSON answer (an object; `{}` for "no opinion") of hook `event` for the raw stdin bytes. Never throws
 * and never rejects: malformed JSON, missing engines, unreadable or unwritable state all yield `{}` and a diagnostic
 * line in `stateDir('logs')/hook.log`.
 */
export async function runHook(event: HookEvent, stdin: Uint8Array, config: HookConfig = resolveHookConfig(), startedAt: number = Date.now()): Promise<HookOutput> {
  try {
    if (stdin.byteLength > config.maxInputBytes) {
      hookLog(event, `input of ${stdin.byteLength} bytes exceeds CK_HOOK_MAX_BYTES (${config.maxInputBytes}): passed through`);
      return {};
    }
    const payload = parsePayload(stdin);
    switch (event) {
      case 'post-tool-use':
        return await (await import('./post-tool-use.js')).postToolUse(payload, config, undefined, startedAt);
      case 'pre-tool-use':
        // The edit guard (guard.ts) adds the charter's constraints before a write; it fails open alone.
        return (await import('./guard.js')).withEditGuard((await import('./pre-tool-use.js')).preToolUse(payload, config), payload);
      case 'user-prompt-submit':
        return await (await import('./user-prompt-submit.js')).userPromptSubmit(payload, config);
      case 'pre-compact':
        return await (await import('./pre-compact.js')).preCompact(payload);
      case 'session-start':
        return await (await import('./session-start.js')).sessionStart(payload);
      case 'session-end':
        return await (await import('./session-end.js')).sessionEnd(payload);
    }
  } catch (err) {
    hookLog(event, `failed open: ${(err as Error)?.message ?? String(err)}`);
    return {};
  }
}

/**
 * Returns what the hook process prints for `answer`: its JSON on one line, except for PreCompact, whose raw stdout the
 * client hands to the summarizer as instructions — there the instruction text, or nothing.
 */
export function answerText(event: HookEvent, answer: HookOutput): string {
  if (event === 'pre-compact') return answer.compactInstructions ? `${answer.compactInstructions}\n` : '';
  return `${JSON.stringify(answer)}\n`;
}

/** Where a hook process writes its answer; `exit` ends the process (tests pass a recorder). */
export interface HookProcessIO {
  /**
   * Returns stdin's bytes; may instead return `{ tooLarge: n }` once more than `maxBytes` arrived (the rest drained
   * and dropped), so an oversized payload never sits in memory whole.
   */
  readStdin(maxBytes: number): Promise<Buffer | { tooLarge: number }>;
  write(text: string, done: () => void): void;
  exit(code: number): void;
}

/**
 * Returns once the answer of hook `event` has been written: the computed JSON, or `{}` when the self-imposed deadline
 * (CK_HOOK_DEADLINE_MS, default 2000) passes first — in which case the process is ended at once. Exit code is 0 (SERVER_LAUNCH_EXIT when the launcher is to start a hook server: server-spawn.ts); the process is ended once the answer is written.
 */
export async function runHookProcess(event: HookEvent, io: HookProcessIO): Promise<number> {
  const startedAt = Date.now();
  markOneShotProcess();
  const config = resolveHookConfig();
  // The prompt hook's own slice time limit must fit inside the process deadline.
  const deadlineMs = event === 'user-prompt-submit' ? Math.max(config.deadlineMs, config.promptSliceMs + 1000) : config.deadlineMs;
  let settled = false;
  const timer = setTimeout(() => {
    if (settled) return;
    settled = true;
    hookLog(event, `deadline of ${deadlineMs} ms reached: answered {}`);
    io.write(answerText(event, {}), () => io.exit(0));
  }, deadlineMs);
  let answer: HookOutput = {};
  try {
    const input = await io.readStdin(config.maxInputBytes);
    if (Buffer.isBuffer(input)) answer = await runHook(event, input, config, startedAt);
    else hookLog(event, `input of ${input.tooLarge} bytes exceeds CK_HOOK_MAX_BYTES (${config.maxInputBytes}): passed through`);
  } catch (err) {
    hookLog(event, `failed open reading stdin: ${(err as Error).message}`);
  }
  if (settled) return 0;
  settled = true;
  clearTimeout(timer);
  await new Promise<void>((res) => io.write(answerText(event, answer), res));
  runAfterReply(); // e.g. a large output's spill entry, recallable meanwhile through its reference (after-reply.ts)
  // Answered in-process: when the launcher asks for it, start a server so the next calls are answered warm (or have
  // the launcher start it: it exits 0 to the client).
  const launch = event !== 'user-prompt-submit' ? spawnHookServerIfAbsent() : undefined;
  const code = launch === 'launcher' ? SERVER_LAUNCH_EXIT : 0;
  // A slice that lost the race against its time limit may still be running: the answer is out, so end now.
  io.exit(code);
  return code;
}
