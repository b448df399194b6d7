/** The compile manifest: the slice manifest (DESIGN.md "Slice manifest", version 1) plus a `compile` section. */

/** A declared blind spot or problem, with file and line. */
export interface CompileWarning { kind: string; path: string; line: number; detail: string }

/** One file of the compiled context. */
export interface CompileFile {
  path: string;
  /** `seed` for the target, `dependency` for everything it reaches. */
  role: 'seed' | 'dependency';
  hop: number;
  via: string;
  tier: 'full' | 'skeleton';
  /** Always empty here (no `symbols` tier in compile); kept for the slice schema. */
  ranges: [number, number][];
  tokens: number;
  /** Extension: how the file was reached: `target`, `import`, or `name:<called name>`. */
  reached_by: string;
  /** Extension: for skeletons, the elided source line ranges (1-based, inclusive). */
  elided: [number, number][];
}

/** The command that fetches back something the compiled context left out or trimmed. */
export interface PageFault { path: string; command: string }

/** `ck compile --format json`. */
export interface CompileManifest {
  version: 1;
  operator: string;
  repo: string;
  scanned: { files: number; tokens: number };
  cache: 'hit' | 'miss';
  budget: { requested: string; resolved: number; fits: boolean; note: string };
  seeds: { path: string; line: number; why: 'explicit'; detail: string }[];
  files: CompileFile[];
  excluded: { files: number; tokens: number };
  warnings: CompileWarning[];
  page_faults: PageFault[];
  tokens: { repo: number; task_state: number; rate: number };
  timing_ms: { total: number; [phase: string]: number };
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
