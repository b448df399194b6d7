import { parseJsonBytes } from './json-bytes.js';
import { withBaselineTiers } from '../runtime/tiering.js';
import { badHookPayload } from '../errors.js';

/** The JSON a Claude Code hook receives on stdin, as far as the engine reads it. */
export interface HookPayload {
  readonly hook_event_name?: string;
  readonly session_id?: string;
  readonly transcript_path?: string;
  readonly cwd?: string;
  readonly tool_name?: string;
  readonly tool_input?: unknown;
  readonly tool_response?: unknown;
  readonly tool_use_id?: string;
  /** Set when the tool call comes from a subagent (its `name` from agents/*.md, or a built-in type). */
  readonly agent_type?: string;
  readonly agent_id?: string;
  readonly prompt?: string;
  /** SessionStart: `startup`, `resume`, `clear` or `compact`. */
  readonly source?: string;
  /** PreCompact: `manual` or `auto`. */
  readonly trigger?: string;
  /** SessionEnd: `clear`, `resume`, `logout`, `prompt_input_exit`, `other`, … */
  readonly reason?: string;
  /** PostToolUseFailure: the failed call's error text (for Bash, `Exit code N` followed by the output). */
  readonly error?: string;
}

/** What a hook prints: `{}` (no opinion) or a `hookSpecificOutput` for its event. */
export interface HookOutput {
  /** A warning shown to the user (not to the model), any event. */
  systemMessage?: string;
  hookSpecificOutput?: {
    hookEventName: 'PostToolUse' | 'PostToolUseFailure' | 'PreToolUse' | 'UserPromptSubmit' | 'SessionStart';
    additionalContext?: string;
    updatedToolOutput?: unknown;
    updatedMCPToolOutput?: unknown;
    updatedInput?: Record<string, unknown>;
    permissionDecision?: 'allow' | 'ask';
    permissionDecisionReason?: string;
  };
  /**
   * PreCompact only: the client passes that hook's raw stdout to the summarizer as extra instructions, so this text is
   * printed as it is (nothing at all when absent) instead of JSON.
   */
  compactInstructions?: string;
}

/** Returns `v` when it is a plain object, else undefined. */
export function asRecord(v: unknown): Record<string, unknown> | undefined {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

/** Returns the payload parsed from stdin bytes, or throws an Error naming what is wrong. */
export function parsePayload(bytes: Uint8Array): HookPayload {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Under the hook's tier switch, its regex scan of a large payload compiles at once instead of being interpreted.
  const fast = withBaselineTiers(buf.length, () => parseJsonBytes(buf));
  const v = fast ? fast.value : parseText(buf.toString('utf8'));
  const rec = asRecord(v);
  if (!rec) throw badHookPayload(`hook payload is ${Array.isArray(v) ? 'an array' : typeof v}, expected an object`);
  const str = (k: string) => (typeof rec[k] === 'string' ? (rec[k] as string) : undefined);
  return {
    hook_event_name: str('hook_event_name'),
    session_id: str('session_id'),
    transcript_path: str('transcript_path'),
    cwd: str('cwd'),
    tool_name: str('tool_name'),
    tool_input: rec.tool_input,
    tool_response: rec.tool_response,
    tool_use_id: str('tool_use_id'),
    agent_type: str('agent_type'),
    agent_id: str('agent_id'),
    prompt: str('prompt'),
    source: str('source'),
    trigger: str('trigger'),
    reason: str('reason'),
    error: str('error'),
  };
}

/** Returns the value of the JSON text of a payload; throws on empty or malformed text. */
function parseText(text: string): unknown {
  if (!text.trim()) throw badHookPayload('empty stdin (expected the hook payload JSON)');
  return JSON.parse(text) as unknown;
}
