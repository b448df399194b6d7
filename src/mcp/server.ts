/**
 * The MCP server (`ck mcp`): the engine's operators as MCP tools over stdio, built on the official SDK.
 * Every backend is imported lazily at call time; a failure becomes a tool error (`isError: true`), never a crash,
 * and nothing but protocol messages is written to stdout.
 */
import { resolve } from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import { VERSION } from '../version.js';
import { importOperator } from '../hooks/lazy.js';
import { badValue } from '../errors.js';
import { operator, type OperatorName, type OperatorTool } from '../operators/index.js';

/** Returns operator `name`'s MCP tool (name, title, description) from the operator list. */
function tool(name: OperatorName): OperatorTool {
  return operator(name).mcp!;
}
import { formatTokens, parseTokenCount } from '../tokens.js';

/** The result shape of an MCP tool call. */
interface ToolResult {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  isError?: boolean;
}

const ok = (text: string): ToolResult => ({ content: [{ type: 'text', text }] });
const fail = (text: string): ToolResult => ({ content: [{ type: 'text', text }], isError: true });

/** Returns the tool result of `fn`, or a tool error carrying the exception's message. */
async function guarded(tool: string, fn: () => Promise<ToolResult>): Promise<ToolResult> {
  try {
    return await fn();
  } catch (err) {
    return fail(`${tool}: ${(err as Error)?.message ?? String(err)}`);
  }
}

type Budget = number | 'auto' | 'none';

interface SliceModule {
  sliceRepo(root: string, opts: Record<string, unknown>): Promise<unknown>;
  renderSlice?: (manifest: unknown, format: string) => string | Promise<string>;
}
interface SymbolRangeLike {
  name: string;
  kind: string;
  start: number;
  end: number;
  command: string;
}
interface SymbolsModule {
  symbolsAt(file: string, at: { line: number } | { name: string }): Promise<{ path: string; ranges: SymbolRangeLike[]; warnings?: unknown[] }>;
}
interface CompileModule {
  compileContext(root: string, target: string, opts: { maxHops?: number; budget?: number | 'auto' | 'none'; level?: string }): Promise<unknown>;
  renderCompileText?: (manifest: unknown) => string;
}

/** Returns symbol ranges as text: one `name (kind) start-end: command` line per range. */
function symbolsText(r: { path: string; ranges: SymbolRangeLike[] }): string {
  return [r.path, ...r.ranges.map((x) => `  ${x.name} (${x.kind}) ${x.start}-${x.end}: ${x.command}`)].join('\n');
}
interface NormalizeModule {
  normalize(input: string, opts: { tool?: string; spill?: boolean }): { text: string; tokensBefore: number; tokensAfter: number; key: string; changed: boolean };
}

/** Returns the output format a tool call asked for, JSON when it asked for none: MCP clients parse the answer. */
function formatOf(format: string | undefined): string {
  return format ?? 'json';
}

async function render(value: unknown, format: string, formatter?: (v: unknown, f: string) => string | Promise<string>): Promise<string> {
  if (formatter) return formatter(value, format);
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** A token count written as ck prints it (`30000`, `30k`, `1.5M`); tokenCount() reads it. */
const tokenCountText = z.string().regex(/^(?:\d+(?:\.\d+)?|\.\d+)[kKmM]?$/, "a token count such as 30000, 30k or 1.5M");
const budgetSchema = z
  .union([z.number().int().positive(), z.enum(['auto', 'none']), tokenCountText])
  .describe("token budget: a positive integer (or '30k', '1.5M'), 'auto' (from the session's free context) or 'none'");
const compileBudgetSchema = z
  .union([z.number().int().positive(), tokenCountText])
  .describe("token budget: a positive integer (or '30k', '1.5M')");

/** Returns `b` with a token count written as text (`30k`) read as a number; `auto`, `none` and numbers unchanged. */
function tokenCount<B extends number | string | undefined>(b: B): B | number {
  if (typeof b !== 'string' || b === 'auto' || b === 'none') return b;
  const n = parseTokenCount(b);
  if (n === undefined || n < 1) throw badValue('budget', b, 'a positive token count such as 30000, 30k or 1.5M');
  return n;
}

/** Returns an McpServer with the four kernel tools registered (not yet connected to a transport). */
export function createKernelServer(): McpServer {
  const server = new McpServer({ name: 'context-kernel', version: VERSION });

  server.registerTool(
    tool('slice').name,
    {
      title: tool('slice').title,
      description: tool('slice').description,
      inputSchema: {
        repo: z.string().min(1).describe('repository root (absolute, or relative to the server cwd)'),
        symptom: z.string().optional().describe('traceback, error message, failing test output or diff'),
        symptom_file: z.string().optional().describe('file holding the symptom text'),
        seeds: z.array(z.string()).optional().describe('explicit seed paths (path or path:line)'),
        budget: budgetSchema.optional(),
        deps_depth: z.number().int().min(0).optional(),
        importers_depth: z.number().int().min(0).optional(),
        format: z.enum(['json', 'text', 'paths', 'context']).optional(),
      },
    },
    async (a) =>
      guarded('kernel_repo_slice', async () => {
        if (!a.symptom && !a.symptom_file && !(a.seeds && a.seeds.length)) return fail('kernel_repo_slice: give one of symptom, symptom_file or seeds');
        let symptom = a.symptom;
        if (a.symptom_file) {
          const { readFileSync } = await import('node:fs');
          symptom = readFileSync(resolve(a.symptom_file), 'utf8');
        }
        const mod = await importOperator<SliceModule>('slice');
        const manifest = await mod.sliceRepo(resolve(a.repo), {
          symptom,
          seeds: a.seeds,
          budget: tokenCount(a.budget) as Budget | undefined,
          depsDepth: a.deps_depth,
          importersDepth: a.importers_depth,
          format: a.format,
        });
        return ok(await render(manifest, formatOf(a.format), mod.renderSlice));
      }),
  );

  server.registerTool(
    tool('symbols').name,
    {
      title: tool('symbols').title,
      description: tool('symbols').description,
      inputSchema: {
        file: z.string().min(1),
        line: z.number().int().positive().optional(),
        name: z.string().min(1).optional(),
        format: z.enum(['json', 'text']).optional(),
      },
    },
    async (a) =>
      guarded('kernel_symbols', async () => {
        if ((a.line === undefined) === (a.name === undefined)) return fail('kernel_symbols: give exactly one of line or name');
        const mod = await importOperator<SymbolsModule>('symbols');
        const at = a.line !== undefined ? { line: a.line } : { name: a.name! };
        const result = await mod.symbolsAt(resolve(a.file), at);
        return ok(formatOf(a.format) === 'text' ? symbolsText(result) : JSON.stringify(result, null, 2));
      }),
  );

  server.registerTool(
    tool('compile').name,
    {
      title: tool('compile').title,
      description: tool('compile').description,
      inputSchema: {
        repo: z.string().min(1),
        target: z.string().min(1),
        max_hops: z.number().int().min(0).optional(),
        budget: z.union([compileBudgetSchema, z.enum(['auto', 'none'])]).optional()
          .describe("token budget (default 'auto': the session's remaining window, else 30000), a count such as 30k, or 'none'"),
        level: z.enum(['signatures', 'summary', 'full']).optional().describe('skeleton level (default summary: signatures + first docstring paragraph)'),
        format: z.enum(['json', 'text']).optional(),
      },
    },
    async (a) =>
      guarded('kernel_compile', async () => {
        const mod = await importOperator<CompileModule>('compile');
        const result = await mod.compileContext(resolve(a.repo), a.target, { maxHops: a.max_hops, budget: tokenCount(a.budget) as number | 'auto' | 'none' | undefined, level: a.level });
        return ok(formatOf(a.format) === 'text' && mod.renderCompileText ? mod.renderCompileText(result) : JSON.stringify(result, null, 2));
      }),
  );

  server.registerTool(
    tool('normalize').name,
    {
      title: tool('normalize').title,
      description: tool('normalize').description,
      inputSchema: {
        text: z.string().describe('the output to normalize'),
        tool: z.enum(['bash', 'read', 'grep', 'json', 'web', 'auto']).optional(),
      },
    },
    async (a) =>
      guarded('kernel_normalize', async () => {
        const mod = await importOperator<NormalizeModule>('normalize');
        const r = mod.normalize(a.text, { tool: a.tool, spill: true });
        const stats = `[ck: kernel_normalize: ${formatTokens(r.tokensBefore)} → ${formatTokens(r.tokensAfter)} tokens${r.changed ? '' : ' (unchanged)'}]`;
        return ok(r.text.endsWith('\n') || r.text === '' ? `${r.text}${stats}` : `${r.text}\n${stats}`);
      }),
  );

  return server;
}

/** Returns once the server is connected on stdio; it then serves until stdin closes. Diagnostics go to stderr. */
export async function serveStdio(): Promise<void> {
  // Anything printed to stdout by a library would corrupt the protocol stream: route console output to stderr.
  console.log = console.error;
  console.info = console.error;
  const server = createKernelServer();
  await server.connect(new StdioServerTransport());
}
