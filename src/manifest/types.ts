/**
 * The task-state manifest, version 1 (DESIGN.md "Slice manifest"): the one JSON shape that `ck slice` and
 * `ck compile` both emit. Extend it, never rename: outside tools read these fields.
 */

/** How a file entered the task state. */
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
  /** For a file of an installed package (role `dependency`): the package's name and version ('' when unknown). */
  package?: { name: string; version: string };
  /**
   * How this file's import edges were found (additive): `precise`, by its language pack's resolver; `floor`, by a
   * declared regex (includes and imports of a language without a precise pack: weaker, a match may be wrong or missing).
   * Absent for files no language reads (data, docs).
   */
  edges?: 'precise' | 'floor';
}

/** A declared blind spot or problem, with file and line. */
export interface ManifestWarning {
  kind: string;
  path: string;
  line: number;
  detail: string;
}

/** The command that fetches back something the task state left out or trimmed (a page fault). */
export interface PageFault { path: string; command: string }

/** The fields every version-1 manifest carries; `S` is the seed shape, `F` the file shape of the operator. */
export interface ManifestV1<S, F extends ManifestFile = ManifestFile> {
  version: 1;
  operator: string;
  repo: string;
  scanned: { files: number; tokens: number };
  cache: 'hit' | 'miss';
  budget: { requested: string; resolved: number; fits: boolean; note: string };
  seeds: S[];
  files: F[];
  excluded: { files: number; tokens: number };
  warnings: ManifestWarning[];
  page_faults: PageFault[];
  tokens: { repo: number; task_state: number; rate: number };
  timing_ms: { total: number; [phase: string]: number };
}
