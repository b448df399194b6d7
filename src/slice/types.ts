/** The slice manifest (DESIGN.md "Slice manifest", version 1, extended never renamed) and the options of a slice. */

/** Why a file became a seed. */
export type SeedWhy = 'frame' | 'literal' | 'path' | 'symbol' | 'explicit' | 'diff' | 'test';

/** One seed: a file (and line) the symptom points at, with the evidence and how sure we are (0..1). */
export interface ManifestSeed {
  path: string;
  line: number;
  why: SeedWhy;
  detail: string;
  confidence: number;
}

/** How a file entered the slice. */
export type FileRole = 'seed' | 'dependency' | 'importer' | 'test';
/** How much of a file the task state shows. */
export type Tier = 'full' | 'symbols' | 'skeleton';

/** One file of the task state. */
export interface ManifestFile {
  path: string;
  role: FileRole;
  /** Hops from the nearest seed (0 for seeds). */
  hop: number;
  /** The file it was reached from (seeds: itself). */
  via: string;
  tier: Tier;
  /** For tier `symbols`: the shown line ranges, 1-based inclusive. Empty for `full`; elided ranges are not listed. */
  ranges: [number, number][];
  tokens: number;
}

/** A declared blind spot or problem. */
export interface ManifestWarning {
  kind: string;
  path: string;
  line: number;
  detail: string;
}

/** The command that fetches back something the slice left out or trimmed. */
export interface PageFault { path: string; command: string }

/** The task state manifest of one slice (`ck slice --format json`). */
export interface SliceManifest {
  version: 1;
  operator: string;
  repo: string;
  scanned: { files: number; tokens: number };
  cache: 'hit' | 'miss';
  budget: { requested: string; resolved: number; fits: boolean; note: string; rung?: string };
  seeds: ManifestSeed[];
  files: ManifestFile[];
  excluded: { files: number; tokens: number };
  warnings: ManifestWarning[];
  page_faults: PageFault[];
  tokens: { repo: number; task_state: number; rate: number };
  timing_ms: { total: number; [phase: string]: number };
  /** Extension: what the agent should expect to fetch — closure files the budget left out. */
  sufficiency: { expected_page_faults: string[] };
}

/** Options of `sliceRepo` (what a user writes; `resolveSliceOptions` applies defaults). */
export interface SliceOptions {
  /** The symptom text: a traceback, an error message, compiler output, a failing test line. */
  symptom?: string;
  /** Explicit seeds `PATH[:LINE]`, relative to the repo root (or absolute). */
  seeds?: string[];
  /** Seed from `git diff` against this ref (`true`: the working tree against HEAD). */
  fromDiff?: string | true;
  /** Token budget: a number, `auto` (from the calling session's live context occupancy) or `none`. Default auto. */
  budget?: number | 'auto' | 'none';
  /** Dependency hops from the seeds (default 2). */
  depsDepth?: number;
  /** Importer hops from the seeds (default 1). */
  importersDepth?: number;
  /** At most this many importers added per file expanded (default 8). */
  importersFanout?: number;
  /** Recompute even when an identical slice is cached; also rebuilds the index. */
  noCache?: boolean;
  /** Session whose transcript gives the live occupancy for `budget: 'auto'`. */
  sessionId?: string;
  transcriptPath?: string;
}

/** Options with every default applied (the only shape the slicer reads). */
export interface ResolvedSliceOptions {
  readonly symptom: string;
  readonly seeds: readonly string[];
  readonly fromDiff: string | undefined;
  readonly budget: number | 'auto' | 'none';
  readonly depsDepth: number;
  readonly importersDepth: number;
  readonly importersFanout: number;
  readonly noCache: boolean;
  readonly sessionId: string | undefined;
  readonly transcriptPath: string | undefined;
}
