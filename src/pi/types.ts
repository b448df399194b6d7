/**
 * The part of Pi's extension API (`@mariozechner/pi-coding-agent` 0.73, `dist/core/extensions/types.d.ts`) this
 * extension uses, written out structurally so the engine builds without Pi installed. test/pi/extension.test.ts
 * type-checks the extension against the real package's `ExtensionFactory` and runs it inside a real Pi session.
 */

/** A content block of a tool result (Pi's `TextContent | ImageContent`). */
export type PiContent = { type: 'text'; text: string } | { type: 'image'; data: string; mimeType: string };

/** `tool_call`: fired before a tool runs; `input` is mutable and mutations reach the tool (no re-validation). */
export interface PiToolCallEvent {
  type: 'tool_call';
  toolCallId: string;
  toolName: string;
  input: Record<string, unknown>;
}

/** `tool_result`: fired after a tool ran (errors included); a returned patch replaces the named fields. */
export interface PiToolResultEvent {
  type: 'tool_result';
  toolCallId: string;
  toolName: string;
  input: Record<string, unknown>;
  content: PiContent[];
  details: unknown;
  isError: boolean;
}

/** What a `tool_result` handler may return: omitted fields keep their values. */
export interface PiToolResultPatch {
  content?: PiContent[];
  details?: unknown;
  isError?: boolean;
}

/** The handler context (Pi's `ExtensionContext`), reduced to what we read. */
export interface PiContext {
  cwd: string;
  sessionManager: { getSessionId(): string };
}

/** What a tool's `execute` resolves to (Pi's `AgentToolResult`). */
export interface PiToolResult {
  content: PiContent[];
  details: unknown;
}

/** A tool the model can call (Pi's `ToolDefinition`); `parameters` is a JSON Schema, which Pi validates as such. */
export interface PiToolDefinition {
  name: string;
  label: string;
  description: string;
  promptSnippet?: string;
  parameters: Record<string, unknown>;
  execute(toolCallId: string, params: any, signal: AbortSignal | undefined, onUpdate: unknown, ctx: PiContext): Promise<PiToolResult>;
}

/** The extension API object Pi hands to an extension's default export (Pi's `ExtensionAPI`). */
export interface PiExtensionAPI {
  on(event: 'tool_call', handler: (event: PiToolCallEvent, ctx: PiContext) => Promise<undefined> | undefined): void;
  on(event: 'tool_result', handler: (event: PiToolResultEvent, ctx: PiContext) => Promise<PiToolResultPatch | undefined> | PiToolResultPatch | undefined): void;
  registerTool(tool: PiToolDefinition): void;
}
