/** The compile manifest: the slice manifest (DESIGN.md "Slice manifest", version 1) plus a `compile` section. */

import type { ManifestFile, ManifestV1, ManifestWarning } from '../manifest/types.js';

/** A declared blind spot or problem, with file and line. */
export type CompileWarning = ManifestWarning;

/** One file of the compiled context. */
export interface CompileFile extends ManifestFile {
  /** `seed` for the target, `dependency` for everything it reaches. */
  role: 'seed' | 'dependency';
  /** Compile shows no `symbols` tier, so `ranges` stays empty. */
  tier: 'full' | 'skeleton';
  /** Extension: how the file was reached: `target`, `import`, or `name:<called name>`. */
  reached_by: string;
  /** Extension: for skeletons, the elided source line ranges (1-based, inclusive). */
  elided: [number, number][];
}

export type { PageFault } from '../manifest/types.js';

/** `ck compile --format json`. */
export interface CompileManifest extends ManifestV1<{ path: string; line: number; why: 'explicit'; detail: string }, CompileFile> {
  /** Extension: the context-compiler view of the same result. */
  compile: {
    target: string;
    max_hops: number;
    tiers: { full: number; skeleton: number; excluded: number };
    /** Naive full dump (every source file) against the compiled context, in tokens. */
    report: { naive_tokens: number; compiled_tokens: number; reduction: number };
    /** Skeletons dropped to fit the budget (farthest hop first). */
    dropped_for_budget: string[];
  };
}

/** Options of compileContext (what a user writes; resolveCompileOptions applies the defaults). */
export interface CompileOptions {
  /** Breadth-first hops from the target (default 2). */
  maxHops?: number;
  /** Token budget for the compiled context (default: none). */
  budget?: number;
  /** Decorator / registration-call names that mark event-style registration (replaces the default list). */
  eventDecorators?: string[];
  /** A called name defined in more files than this is reported but not followed (default 4). */
  maxNameFanout?: number;
  /** Parse cache directory, or false to disable it (default: the user cache). */
  cacheDir?: string | false;
}

/** Options with every default applied. */
export interface ResolvedCompileOptions {
  readonly maxHops: number;
  readonly budget: number | undefined;
  readonly eventDecorators: readonly string[];
  readonly maxNameFanout: number;
  readonly cacheDir: string | false | undefined;
}
