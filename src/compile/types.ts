/** The compile manifest: the slice manifest (DESIGN.md "Slice manifest", version 1) plus a `compile` section. */

import type { ManifestFile, ManifestV1, ManifestWarning } from '../manifest/types.js';
import type { SkeletonLevel } from '../skeleton/levels.js';
import type { Coverage } from './references.js';

/** A declared blind spot or problem, with file and line. */
export type CompileWarning = ManifestWarning;

/** One file of the compiled context. */
export interface CompileFile extends ManifestFile {
  /** `seed` for the target, `dependency` for everything it reaches. */
  role: 'seed' | 'dependency';
  /**
   * `full` (the target when it fits whole) or `skeleton`. A skeleton with non-empty `ranges` is a per-symbol
   * skeleton: only the skeleton lines of the definitions in those source ranges (named in `symbols`).
   */
  tier: 'full' | 'skeleton';
  /** Extension: the skeleton level (signatures, summary or full) of a skeleton entry. */
  level?: SkeletonLevel;
  /** Extension: for a per-symbol skeleton, the definitions shown. */
  symbols?: string[];
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
    /** The skeleton level asked for. */
    level: SkeletonLevel;
    /** How the target is shown: `full`, or its own skeleton when it does not fit whole. */
    target_tier: 'full' | SkeletonLevel;
    tiers: { full: number; skeleton: number; symbols: number; excluded: number };
    /** Naive full dump (every source file) against the compiled context, in tokens. */
    report: { naive_tokens: number; compiled_tokens: number; reduction: number };
    /** Of the names the target references that resolve statically into the repository, how many the context shows the definition signatures of. */
    coverage: Coverage;
    /** Warnings per kind before the per-kind cap. */
    warning_counts: Record<string, number>;
    /** Reached files excluded to fit the budget (best-ranked first). */
    dropped_for_budget: string[];
  };
}

/** Options of compileContext (what a user writes; resolveCompileOptions applies the defaults). */
export interface CompileOptions {
  /** Breadth-first hops from the target (default 2). */
  maxHops?: number;
  /** Token budget: tokens, `auto` (the session's remaining window, as for slice; default) or `none`. */
  budget?: number | 'auto' | 'none';
  /** Session whose transcript measures the window for `auto`. */
  sessionId?: string;
  transcriptPath?: string;
  /** Skeleton level of tier-2 files (default `summary`). */
  level?: SkeletonLevel;
  /** Warnings listed per kind before one `more-warnings` marker (default 10). */
  maxWarnings?: number;
  /** Rebuild the repository index instead of reading its cache. */
  noCache?: boolean;
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
  readonly budget: number | 'auto' | 'none';
  readonly sessionId: string | undefined;
  readonly transcriptPath: string | undefined;
  readonly level: SkeletonLevel;
  readonly maxWarnings: number;
  readonly noCache: boolean;
  readonly eventDecorators: readonly string[];
  readonly maxNameFanout: number;
  readonly cacheDir: string | false | undefined;
}
