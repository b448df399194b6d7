// NormalizeOptions (what callers pass) → ResolvedNormalizeOptions (every default applied, in one place).
import { badOption } from '../errors.js';
import { LONG_LINE_HEAD, LONG_LINE_TAIL, MAX_LINE_BYTES } from './long-lines.js';

/** Which tool produced the output; picks the projection. `auto` detects JSON, otherwise treats it as `bash`. */
/**
 * Inputs from this many bytes go through the fused kernel a piece at a time (stream.ts): below it, the kernels one by
 * one, whose instances stay warm between calls (a hook server normalizes many small outputs).
 */
export const LARGE_INPUT_BYTES = 8 << 20;

/**
 * A stream's cleaned text from this many bytes goes to the spill file as pieces pass instead of staying whole in the
 * kernel's memory (stream.ts, with spill on). Low, since the result is the same either way (test/normalize/stream.test.ts
 * takes that path from the first byte on every fixture) and the text held first is memory touched for nothing: from
 * 8 MiB it cost the 55 MB log ~8 MiB of peak and the CPU of first touching them (~0.7 ms a MiB on this VM).
 */
export const TEXT_FILE_BYTES = 1 << 20;

export type ToolKind = 'bash' | 'read' | 'grep' | 'json' | 'web' | 'auto';

/** The tools `--tool` accepts. */
export const TOOL_KINDS: readonly ToolKind[] = ['bash', 'read', 'grep', 'json', 'web', 'auto'];

/** Options of normalize(); every field is optional. */
export interface NormalizeOptions {
  /** The producing tool (default `auto`). */
  tool?: ToolKind;
  /** Keep the original in the spill store so markers can be recalled (default true). */
  spill?: boolean;
  /**
   * With `spill`: do not write the spill entry now; the result carries `spillNow()`, which writes it (a hook writes a
   * large output's entry after it has answered: src/hooks/large-output.ts). Default false.
   */
  deferSpill?: boolean;
  /** Lines always kept at the start of a long output (default 15; `read`: 200). */
  headLines?: number;
  /** Lines always kept at the end of a long output (default 25; `read`: 50). */
  tailLines?: number;
  /** Outputs with fewer lines are short: only escapes and exact repeats are collapsed (default 40; `read`: 3000). */
  minLines?: number;
  /** Outputs with fewer estimated tokens are short too (default 800). */
  minTokens?: number;
  /** A run of removable lines is elided only when it has at least this many visible lines (default 3). */
  minGap?: number;
  /** Grep projection: matches kept per file (default 5). */
  grepPerFile?: number;
  /** Lines longer than this many bytes are cut to their first 1536 and last 512 bytes (default and minimum 4096; 0: never). */
  maxLineBytes?: number;
  /** JSON projection: arrays longer than this are reduced (default 10)… */
  jsonMaxItems?: number;
  /** …to this many leading items plus a marker (default 3). */
  jsonKeepItems?: number;
  /** Force the line-ops implementation (tests and benchmarks). */
  impl?: 'wasm' | 'js';
}

/** NormalizeOptions with every default applied. */
export interface ResolvedNormalizeOptions {
  readonly tool: ToolKind;
  readonly spill: boolean;
  readonly headLines: number;
  readonly tailLines: number;
  readonly minLines: number;
  readonly minTokens: number;
  readonly minGap: number;
  readonly grepPerFile: number;
  readonly maxLineBytes: number;
  readonly jsonMaxItems: number;
  readonly jsonKeepItems: number;
  readonly impl: 'wasm' | 'js' | undefined;
}

/**
 * Returns what normalize() needs before it has looked at the input: the requested tool (default `auto`) and the
 * spill switch (default on). Throws a UsageError (errors.ts badOption) for a tool it does not know.
 */
export function resolveRequest(opts: NormalizeOptions): { readonly tool: ToolKind; readonly spill: boolean } {
  const tool = opts.tool ?? 'auto';
  if (!TOOL_KINDS.includes(tool)) throw badOption('normalize', `unknown tool '${String(tool)}' (expected one of ${TOOL_KINDS.join(', ')})`);
  return { tool, spill: opts.spill ?? true };
}

/**
 * Returns the options with defaults applied for `tool` (the resolved tool, never `auto`); throws a UsageError
 * (errors.ts badOption) naming an option whose value is invalid.
 */
export function resolveOptions(opts: NormalizeOptions, tool: ToolKind): ResolvedNormalizeOptions {
  const read = tool === 'read';
  const pos = (v: number | undefined, name: string, fallback: number): number => {
    if (v === undefined) return fallback;
    if (!Number.isInteger(v) || v < 0) throw badOption('normalize', `option ${name} must be a non-negative integer, got ${v}`);
    return v;
  };
  return {
    tool,
    spill: opts.spill ?? true,
    headLines: pos(opts.headLines, 'headLines', read ? 200 : 15),
    tailLines: pos(opts.tailLines, 'tailLines', read ? 50 : 25),
    minLines: pos(opts.minLines, 'minLines', read ? 3000 : 40),
    minTokens: pos(opts.minTokens, 'minTokens', 800),
    minGap: Math.max(1, pos(opts.minGap, 'minGap', 3)),
    grepPerFile: Math.max(1, pos(opts.grepPerFile, 'grepPerFile', 5)),
    maxLineBytes: maxLineBytes(pos(opts.maxLineBytes, 'maxLineBytes', MAX_LINE_BYTES)),
    jsonMaxItems: pos(opts.jsonMaxItems, 'jsonMaxItems', 10),
    jsonKeepItems: Math.max(1, pos(opts.jsonKeepItems, 'jsonKeepItems', 3)),
    impl: opts.impl,
  };
}

/** Options of rereadDelta() and forgetDelta(). */
export interface DeltaOptions {
  /** Separates callers (e.g. one Claude Code session from another); default `default`. */
  namespace?: string;
  /** A diff is shown only when shorter than this fraction of the content (default 0.6). */
  maxDiffRatio?: number;
}

/** Returns the delta options with defaults applied; throws a UsageError (errors.ts badOption) for a ratio outside [0, 1]. */
export function resolveDeltaOptions(opts: DeltaOptions): Required<DeltaOptions> {
  const ratio = opts.maxDiffRatio ?? 0.6;
  if (!(ratio >= 0 && ratio <= 1)) throw badOption('rereadDelta', `maxDiffRatio must be within [0, 1], got ${ratio}`);
  return { namespace: opts.namespace ?? 'default', maxDiffRatio: ratio };
}

/** Returns the line limit, raised so a cut line (head + marker + tail) always fits under it (idempotence); 0 stays off. */
function maxLineBytes(v: number): number {
  return v === 0 ? 0 : Math.max(v, 2 * (LONG_LINE_HEAD + LONG_LINE_TAIL));
}
