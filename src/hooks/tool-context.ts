/**
 * What the PostToolUse and PostToolUseFailure hooks add NEXT TO a tool's output, never in place of it: the ambient
 * slice head for a failing Bash output (ambient-slice.ts; on the first call of a session it is left to the hook server
 * and arrives with the next call: ambient-deferred.ts) and the one-time compaction advice (compaction-advisor.ts).
 * Each part fails open on its own: an error in one is logged and costs neither the other nor the normalized output.
 */
import { ambientSlice } from './ambient-slice.js';
import { deferAmbientSlice, takeDeferredSlices } from './ambient-deferred.js';
import { hookServerComing } from './server-spawn.js';
import { compactionAdvice } from './compaction-advisor.js';
import type { HookConfig } from './config.js';
import { hookLog } from '../store/log.js';
import type { HookOutput, HookPayload } from './payload.js';

/** Extra context for one tool call: text for the model, and a line for the user. */
export interface ToolContext {
  readonly additionalContext?: string;
  readonly systemMessage?: string;
}

/**
 * Returns the extra context for this tool call (both fields absent when there is none). Never rejects. `willServe`:
 * a hook server takes over after this in-process call, so a slice is queued for it rather than computed now.
 */
export async function toolContext(p: HookPayload, config: HookConfig, willServe: boolean = hookServerComing()): Promise<ToolContext> {
  let earlier: string | undefined;
  let slice: string | undefined;
  let advice: string | undefined;
  try {
    if (config.ambientSlice && p.session_id) earlier = takeDeferredSlices(p.session_id);
  } catch (err) {
    hookLog('ambient-slice', `failed open delivering a deferred slice: ${(err as Error)?.message ?? String(err)}`);
  }
  try {
    if (!deferAmbientSlice(p, config, willServe)) slice = await ambientSlice(p, config);
  } catch (err) {
    hookLog('ambient-slice', `failed open: ${(err as Error)?.message ?? String(err)}`);
  }
  try {
    advice = compactionAdvice(p, config);
  } catch (err) {
    hookLog('compaction-advisor', `failed open: ${(err as Error)?.message ?? String(err)}`);
  }
  const text = [earlier, slice, advice].filter(Boolean).join('\n');
  return { ...(text ? { additionalContext: text } : {}), ...(advice ? { systemMessage: advice } : {}) };
}

/**
 * Returns `out` with `extra` added: its `additionalContext` joined after any the hook already had (the canary's
 * message), its `systemMessage` at the top level. `event` names the hook when `out` had no hookSpecificOutput yet.
 */
export function withToolContext(out: HookOutput, extra: ToolContext, event: 'PostToolUse' | 'PostToolUseFailure'): HookOutput {
  if (!extra.additionalContext && !extra.systemMessage) return out;
  const result: HookOutput = { ...out };
  if (extra.additionalContext) {
    const spec = out.hookSpecificOutput ?? { hookEventName: event };
    const joined = [spec.additionalContext, extra.additionalContext].filter(Boolean).join('\n');
    result.hookSpecificOutput = { ...spec, additionalContext: joined };
  }
  if (extra.systemMessage) result.systemMessage = extra.systemMessage;
  return result;
}
