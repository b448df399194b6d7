/**
 * Before a Pi tool runs: the bash command gets the same quiet-flag and `--budget auto` insertions as Claude Code's
 * PreToolUse hook (hooks/pre-tool-use.ts rewriteCommand: scanned word positions, every other byte kept, `# ck:raw`
 * leaves the command alone). Pi applies an in-place change of `event.input` without re-validating it.
 */
import { rewriteCommand } from '../hooks/pre-tool-use.js';
import { hookLog } from '../store/log.js';
import type { HookConfig } from '../hooks/config.js';
import type { PiToolCallEvent } from './types.js';

/**
 * Returns the rules applied to `event` (empty when nothing changed), after rewriting `event.input.command` in place for
 * a bash call. Never throws: a throwing `tool_call` handler would block the tool in Pi, so errors are logged and the
 * command runs unchanged.
 */
export function rewriteBashCall(event: PiToolCallEvent, config: HookConfig): string[] {
  try {
    if (!config.pretool || event.toolName !== 'bash' || typeof event.input.command !== 'string') return [];
    const { command, rules } = rewriteCommand(event.input.command, config);
    if (rules.length) event.input.command = command;
    return rules;
  } catch (err) {
    hookLog('pi tool_call', `command left unchanged: ${(err as Error)?.message ?? String(err)}`);
    return [];
  }
}
