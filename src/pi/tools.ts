/**
 * The slice and symbols operators as Pi tools (`ck_slice`, `ck_symbols`), calling the library in-process: the same
 * operators and arguments as the MCP tools `kernel_repo_slice` and `kernel_symbols` (src/mcp/server.ts), with paths
 * resolved against Pi's working directory. A failure becomes an error result through Pi's own path (a thrown error).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { badValue, badUsage } from '../errors.js';
import { parseTokenCount } from '../tokens.js';
import type { PiContext, PiToolDefinition, PiToolResult } from './types.js';
import { resolveSliceArgs, type SliceArgs } from './options.js';

/** Arguments of `ck_symbols`. */
interface SymbolsArgs {
  file: string;
  line?: number;
  name?: string;
  format?: 'text' | 'json';
}

const text = (t: string): PiToolResult => ({ content: [{ type: 'text', text: t }], details: undefined });

/** JSON Schema of `ck_slice`'s arguments (Pi validates plain JSON Schema as well as TypeBox). */
export const SLICE_PARAMETERS = {
  type: 'object',
  properties: {
    repo: { type: 'string', description: 'repository root (default: the working directory)' },
    symptom: { type: 'string', description: 'traceback, error message, failing test output or diff' },
    symptom_file: { type: 'string', description: 'file holding the symptom text (e.g. the output of ck minimize)' },
    seeds: { type: 'array', items: { type: 'string' }, description: 'explicit seed paths (path or path:line)' },
    budget: { type: ['string', 'number'], description: "token budget: a positive count ('30000', '30k'), 'auto' or 'none' (default auto)" },
    format: { type: 'string', enum: ['text', 'json', 'paths', 'context'], description: 'text (default): the manifest; context: the files themselves' },
  },
  additionalProperties: false,
} as const;

/** JSON Schema of `ck_symbols`'s arguments. */
export const SYMBOLS_PARAMETERS = {
  type: 'object',
  properties: {
    file: { type: 'string', description: 'a Python or JS/TS file' },
    line: { type: 'integer', minimum: 1, description: '1-based line inside the symbol' },
    name: { type: 'string', description: "function, class or method name ('merge' or 'DataFrame.merge')" },
    format: { type: 'string', enum: ['text', 'json'] },
  },
  required: ['file'],
  additionalProperties: false,
} as const;

/** Returns `b` as the slicer takes it: a token count written as text (`30k`) read as a number. */
function budgetOf(b: string | number | undefined): number | 'auto' | 'none' | undefined {
  if (b === undefined || b === 'auto' || b === 'none') return b;
  const n = typeof b === 'number' ? b : parseTokenCount(b);
  if (n === undefined || !(n >= 1)) throw badValue('budget', String(b), "a positive token count such as 30000, 30k or 1.5M, 'auto' or 'none'");
  return n;
}

/** Returns the `ck_slice` tool: T2 for a symptom, seeds or a symptom file. */
export function sliceTool(): PiToolDefinition {
  return {
    name: 'ck_slice',
    label: 'ck slice',
    description:
      'The task state for a symptom: seed files from a traceback/error/failing test, their import closure, bounded importers and related tests, under a token budget. Every exclusion is listed with the command that reads it (page fault).',
    promptSnippet: 'ck_slice: the files a traceback or failing test needs (context-kernel), instead of exploring the repository',
    parameters: SLICE_PARAMETERS,
    async execute(_id, a: SliceArgs, _signal, _onUpdate, ctx: PiContext) {
      if (!a.symptom && !a.symptom_file && !a.seeds?.length) throw badUsage('ck_slice', 'give one of symptom, symptom_file or seeds');
      const symptom = a.symptom_file ? readFileSync(resolve(ctx.cwd, a.symptom_file), 'utf8') : a.symptom;
      const { sliceRepo, renderSlice } = await import('../slice/index.js');
      const { repo, format } = resolveSliceArgs(a, ctx.cwd);
      const manifest = await sliceRepo(repo, { symptom, seeds: a.seeds, budget: budgetOf(a.budget), format });
      return text(await renderSlice(manifest, format));
    },
  };
}

/** Returns the `ck_symbols` tool: exact line ranges of the symbol at a line or of a name. */
export function symbolsTool(): PiToolDefinition {
  return {
    name: 'ck_symbols',
    label: 'ck symbols',
    description: 'Exact line ranges of the symbol enclosing a line (or named), each with the command that prints it.',
    promptSnippet: 'ck_symbols: the exact line range of a function, method or class, to read only that',
    parameters: SYMBOLS_PARAMETERS,
    async execute(_id, a: SymbolsArgs, _signal, _onUpdate, ctx: PiContext) {
      if ((a.line === undefined) === (a.name === undefined)) throw badUsage('ck_symbols', 'give exactly one of line or name');
      const { symbolsAt } = await import('../symbols/index.js');
      const r = await symbolsAt(resolve(ctx.cwd, a.file), a.line !== undefined ? { line: a.line } : { name: a.name! });
      if (a.format === 'json') return text(JSON.stringify(r, null, 2));
      const lines = r.ranges.map((x) => `  ${x.name} (${x.kind}) ${x.start}-${x.end}: ${x.command}`);
      return text([r.path, ...(lines.length ? lines : ['  no ranges for this location'])].join('\n'));
    },
  };
}
