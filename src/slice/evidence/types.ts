/** The shapes of seeding: what a scorer reads, what it adds, and what seeding returns (README.md in this folder). */
import type { Def, FileRecord, RepoIndex } from '../../repo/types.js';
import type { Frame, ParsedSymptom } from '../symptom/index.js';
import type { LiteralTable } from '../literals.js';
import type { PathResolver } from '../resolve.js';
import type { FileText } from '../ranges.js';
import type { ManifestSeed, ManifestWarning, ScorerName } from '../types.js';
import type { CandidatePool } from './combiner.js';

/** What seeding found. */
export interface SeedSet {
  seeds: ManifestSeed[];
  warnings: ManifestWarning[];
  /** Absolute roots of dependency packages that frames pointed into (candidates for on-demand indexing). */
  dependencyRoots: string[];
}

/** The inputs of seeding besides the symptom. */
export interface SeedContext {
  index: RepoIndex;
  /** Definitions by short name (`merge` for `DataFrame.merge`), built on first use. */
  defsByName?: Map<string, { file: FileRecord; def: Def }[]>;
  /** defsNamed's answers found through the lexical index. */
  defsNamedMemo?: Map<string, { file: FileRecord; def: Def }[]>;
  resolver: PathResolver;
  /** Loaded lazily: only when the symptom has a message or an exception type. */
  literals: () => LiteralTable;
  /** A repository file's text (for following calls from the user's entry point); undefined when unreadable. */
  text?: (path: string) => FileText | undefined;
  /** Collects why seeds were guessed with low confidence (reported as a `low-confidence` warning). */
  lowConfidence?: string[];
  /**
   * For an index joined with installed packages: true for a path of a package file. Then the project's own files
   * are the user's code and frames in them are the user's frames; without it (a library's own checkout) every
   * frame that resolves is the library's.
   */
  isPackageFile?: (path: string) => boolean;
  /** Weight of a literal match per path (runtime.ts: the code the user runs over a package's other builds). */
  literalWeight?: (path: string) => number;
  /** The symptom's text for the lexical ranking, and how to read files for its symbol-level lines. */
  lexical?: { text: string; read?: (path: string) => string | undefined; noCache?: boolean };
}

/** The symptom's frames against the repository: which resolve into it, and what that says about the raise. */
export interface LocatedFrames {
  /** Each frame that resolves to a file of the index, with that file's path. */
  inRepo: ReadonlyMap<Frame, string>;
  /** The keys of `inRepo`, in symptom order. */
  framesInRepo: readonly Frame[];
  /** The chain (exception cause block) of the last frame in the repository, -1 when none is. */
  lastChain: number;
  /** The innermost frame of the last chain shows the raise statement itself (`raise …`, `throw …`). */
  raiseShown: boolean;
}

/** What every scorer reads: the parsed symptom, the repository, and what seeding has learnt of them so far. */
export interface SeedQuery {
  symptom: ParsedSymptom;
  ctx: SeedContext;
  located: LocatedFrames;
  /** The symptom reads as prose (an issue, a description: prose.ts isProse). */
  prose: boolean;
  /** Warnings for the manifest, in the order scorers meet them. */
  warnings: ManifestWarning[];
  /** Why seeds were guessed with low confidence (one `low-confidence` warning each, after every scorer ran). */
  lowConfidence: string[];
}

export type { ScorerName } from '../types.js';

/**
 * One source of evidence: a named module with one job. `score` adds its candidate locations to the pool (each a seed:
 * file, line, why, detail, confidence); it reads the query, and may read what the scorers before it added (the pool
 * is in pipeline order), never reorder it.
 */
export interface Scorer {
  readonly name: ScorerName;
  /** Returns nothing; adds this scorer's candidates to `pool`. */
  score(q: SeedQuery, pool: CandidatePool): void;
}
