/**
 * After a Pi tool ran: its text output normalized in-process (T1), with the same rules, footer and savings log as
 * Claude Code's PostToolUse hook. Pi's result (`content` blocks) is put in the shape of the Claude Code tool that does
 * the same job, so hooks/shapes.ts decides — `# ck:raw`, CK_MIN_TOKENS, first reads of source files kept whole,
 * re-read deltas — and the decision is turned back into Pi's content blocks.
 */
import { decideShape, type ShapeDecision } from '../hooks/shapes.js';
import { toolEnabled, type HookConfig } from '../hooks/config.js';
import { hookLog } from '../store/log.js';
import type { NormalizeApi } from '../hooks/engine.js';
import { appendSavings } from '../savings/log.js';
import { safeSessionId } from '../session/index.js';
import type { PiContent, PiToolResultEvent, PiToolResultPatch } from './types.js';

/** Pi's built-in tools and the Claude Code tool each behaves like (the name CK_TOOLS lists and shapes.ts knows). */
const CLAUDE_TOOL: Readonly<Record<string, string>> = { bash: 'Bash', read: 'Read', grep: 'Grep' };

/** Our own tools return task-shaped output already. */
const OWN_TOOLS = new Set(['ck_slice', 'ck_symbols']);

/** The note Pi's read tool ends a file it cut with (`[Showing lines 1-2000 of 5000. Use offset=2001 to continue.]`). */
const PI_READ_CONTINUES = /\n\[(?:Showing lines \d+-\d+ of \d+|\d+ more lines in file)\b[^\n]*offset=\d+ to continue\.\]$/;

/** Where the decision for one result came from, for logs and tests. */
export interface ResultOutcome {
  readonly patch: PiToolResultPatch | undefined;
  readonly reason: string;
}

/** Returns the tool's output in the shape of the matching Claude Code tool, or undefined when there is none. */
function asClaudeResponse(tool: string, input: Record<string, unknown>, text: string): unknown {
  if (tool === 'Bash') return { stdout: text, stderr: '', interrupted: false, isImage: false };
  if (tool === 'Read') return { type: 'text', file: { filePath: input.path, content: text } };
  if (tool === 'Grep') return { mode: 'content', content: text };
  return undefined;
}

/** Returns the text of the replacement a decision holds, in whichever field the Claude Code shape carried it. */
function replacementText(tool: string, output: unknown): string {
  // Fields the shape may lack read as empty text (a field, not an option default).
  const shape = output as Record<string, any>;
  if (tool === 'Bash') return String(shape.stdout ?? '') + String(shape.stderr ?? '');
  if (tool === 'Read') return String(shape.file?.content ?? '');
  return String(shape.content ?? '');
}

/**
 * Returns the patch for one Pi `tool_result` (undefined: the result stays as it is) and why. Only results whose content
 * is exactly one text block are touched; every other block shape passes through. Records the replacement in the
 * savings log (session: Pi's session id; tool: Pi's tool name; no canary: Pi hands our result to the model as is).
 */
export function normalizeResult(event: PiToolResultEvent, where: { sessionId: string; cwd: string }, config: HookConfig, engine: NormalizeApi): ResultOutcome {
  const { sessionId, cwd } = where;
  const claudeTool = CLAUDE_TOOL[event.toolName];
  if (!claudeTool || OWN_TOOLS.has(event.toolName)) return { patch: undefined, reason: `tool ${event.toolName} is not normalized` };
  if (!toolEnabled(config, claudeTool)) return { patch: undefined, reason: `${claudeTool} is not in CK_TOOLS` };
  const blocks = event.content;
  if (blocks.length !== 1 || blocks[0]!.type !== 'text') return { patch: undefined, reason: 'not a single text block' };
  const text = blocks[0].text;
  // Pi cut a long file itself and says where to go on: that is a partial read, like one with offset/limit.
  if (claudeTool === 'Read' && PI_READ_CONTINUES.test(text)) return { patch: undefined, reason: 'partial read (Pi truncated it)' };
  const decision: ShapeDecision = decideShape(
    {
      tool: claudeTool,
      toolInput: claudeTool === 'Read' ? { ...event.input, file_path: event.input.path } : event.input,
      toolUseId: event.toolCallId,
      cwd,
      config,
      engine,
      namespace: `pi-${safeSessionId(sessionId)}`,
    },
    asClaudeResponse(claudeTool, event.input, text),
  );
  if (decision.kind !== 'replace') return { patch: undefined, reason: decision.kind === 'pass' ? decision.reason : `unknown shape: ${decision.keys.join(',')}` };
  try {
    appendSavings([{
      event: 'replace', ts: Date.now(), session: sessionId, tool: event.toolName, kind: decision.savingsKind,
      before: decision.before, after: decision.after, id: decision.id, toolUseId: event.toolCallId, canary: 'off',
    }]);
  } catch (err) {
    hookLog('savings', `could not append to the savings log: ${(err as Error).message}`);
  }
  const content: PiContent[] = [{ type: 'text', text: replacementText(claudeTool, decision.output) }];
  return { patch: { content }, reason: decision.footer };
}
