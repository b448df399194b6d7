/** The slice manifest (DESIGN.md "Slice manifest", version 1, extended never renamed) and the options of a slice. */
import type { ManifestV1 } from '../manifest/types.js';

/** Why a file became a seed. */
export type SeedWhy = 'frame' | 'literal' | 'path' | 'symbol' | 'explicit' | 'diff' | 'test';

/**
 * The stable names of seeding's scorers (DESIGN.md, `explanation.scorer`): `frame` (a location the symptom states:
 * frames, `path:line`, diagnostics), `message` (the message or an exception class against literals and raise sites),
 * `dependency` (the user's own line → the API it calls → the raises it reaches), `mention` (names and paths the text
 * mentions), `lexical` (BM25F over the repository), `test` (a failing test), `proximity` (import distance from the
 * user's own code), `explicit` (`--seed`), `diff` (`--from-diff`); `combined` for a node that joins several.
 */
export type ScorerName = 'frame' | 'message' | 'dependency' | 'mention' | 'lexical' | 'test' | 'proximity' | 'explicit' | 'diff' | 'combined';

/**
 * Why a seed has its confidence, as a tree (tantivy's `Explanation` in spirit): a value, the scorer that gave it, the
 * evidence in words, and the values it was made from. The root's `score` is the seed's `confidence`.
 */
export interface SeedExplanation {
  score: number;
  scorer: ScorerName;
  evidence: string;
  children: SeedExplanation[];
}

/** One seed: a file (and line) the symptom points at, with the evidence and how sure we are (0..1). */
export interface ManifestSeed {
  path: string;
  line: number;
  why: SeedWhy;
  detail: string;
  confidence: number;
  /**
   * Extension: the source of evidence when `why` alone does not say it — `mention` (a name or path the text
   * mentions; why `path` or `symbol`), `lexical` (the BM25F ranking of the text; why `symbol`).
   */
  source?: 'mention' | 'lexical';
  /**
   * Extension: for a seed whose `confidence` is calibrated (src/slice/evidence/calibration.ts), the confidence before
   * calibration. The fusion orders files by the calibrated values; the plan and the ranking of definitions, tuned on
   * the raw scale, weigh files by these.
   */
  raw_confidence?: number;
  /** Extension: the evidence tree behind `confidence` (DESIGN.md); `why` and `detail` stay as they were. */
  explanation?: SeedExplanation;
}

export type { FileRole, Tier, ManifestFile, ManifestWarning, PageFault } from '../manifest/types.js';

/** The task state manifest of one slice (`ck slice --format json`). */
export interface SliceManifest extends ManifestV1<ManifestSeed> {
  budget: ManifestV1<ManifestSeed>['budget'] & { rung?: string };
  /** Extension: what the agent should expect to fetch — closure files the budget left out. */
  sufficiency: { expected_page_faults: string[] };
  /**
   * Extension: the definitions the seeds point into, best first (`start`..`end` 1-based inclusive, `score` 0..1). In
   * the first five, a definition enclosing one listed above it, or an installed package's while the project's own
   * follow, is moved past them (evidence/list-head.ts), so `score` need not fall along the list there.
   */
  symbols?: { path: string; name: string; kind: string; start: number; end: number; score: number }[];
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
  /**
   * The rendering the slice is asked for (renderSlice). With `context`, the budget holds the rendering itself: the
   * files are planned within what its headers, seed lines and recovery markers leave. Default: the budget holds the
   * files (`tokens.task_state`), whatever the rendering.
   */
  format?: 'json' | 'text' | 'paths' | 'context';
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
  readonly format: 'json' | 'text' | 'paths' | 'context' | undefined;
  readonly sessionId: string | undefined;
  readonly transcriptPath: string | undefined;
}
