/**
 * Claude Code hooks: PostToolUse (normalize in the tool's own shape, canary, savings), PreToolUse (flag insertion at
 * scanned word positions) and UserPromptSubmit (a slice head for a traceback). Every entry point fails open.
 *
 * @example
 * const answer = await runHook('post-tool-use', Buffer.from(JSON.stringify(payload)));
 * // → {} or { hookSpecificOutput: { hookEventName: 'PostToolUse', updatedToolOutput: {...} } }
 */
export { runHook, runHookProcess, isHookEvent, HOOK_EVENTS } from './run.js';
export { resolveHookConfig, toolEnabled, QUIET_RULES } from './config.js';
export { parsePayload } from './payload.js';
export { rewriteCommand } from './pre-tool-use.js';
export { scanShell } from './shell.js';
export { detectSymptom } from './symptom.js';
export { formatFooter, isFooterLine, footerIn } from './footer.js';
export { checkCanary, CANARY_TTL_MS } from './canary.js';
