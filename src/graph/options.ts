/**
 * The import graph's options and their one resolver: every default of a build (`impl`, `paths`, `kindNames`) and
 * of a search (`depth`, `fanout`, `tests`, `kinds`, `excludeKinds`) is applied here, and nowhere else.
 *
 * ```ts
 * resolveReachOptions({ depth: 2 });  // { depth: 2, fanout: 0, tests: 'neutral', kinds: undefined, excludeKinds: [] }
 * resolveGraphOptions({});            // { impl: 'auto', paths: [], kindNames: ['static'] }
 * ```
 */
import { badOption } from '../errors.js';
import type { TestPolicy } from './kernel.js';

/** Which implementation runs the searches. */
export type GraphImpl = 'wasm' | 'js' | 'auto';

/** Options of a search. */
export interface ReachOptions {
  /** Maximum hops from the sources (default: unbounded). */
  readonly depth?: number;
  /** Follow only these edge kinds (default: all). */
  readonly kinds?: readonly string[];
  /** Never follow these edge kinds (applied after `kinds`), e.g. `['type-only']`. */
  readonly excludeKinds?: readonly string[];
  /** Maximum new files added per expanded file, best ranked first (default: 0 = unlimited). */
  readonly fanout?: number;
  /** Test-file policy of the ranking (default 'neutral'). */
  readonly tests?: TestPolicy;
}

/** ReachOptions with their defaults applied: depth -1 is unbounded, `kinds` undefined follows every kind. */
export interface ResolvedReach {
  readonly depth: number;
  readonly fanout: number;
  readonly tests: TestPolicy;
  readonly kinds: readonly string[] | undefined;
  readonly excludeKinds: readonly string[];
}

/** Returns the search options with defaults applied (here only); throws a UsageError for a bad depth or fan-out. */
export function resolveReachOptions(opts: ReachOptions): ResolvedReach {
  const depth = opts.depth ?? -1;
  if (!Number.isInteger(depth) || depth < -1) throw badOption('import graph', `depth must be a non-negative integer, got ${depth}`);
  const fanout = opts.fanout ?? 0;
  if (!Number.isInteger(fanout) || fanout < 0) throw badOption('import graph', `fanout must be a non-negative integer, got ${fanout}`);
  return { depth, fanout, tests: opts.tests ?? 'neutral', kinds: opts.kinds, excludeKinds: opts.excludeKinds ?? [] };
}

/** Options of a graph build (`ImportGraph.fromIndex` takes only `impl`; `fromEdges` takes all three). */
export interface GraphOptions {
  /** Which implementation runs the searches (default 'auto': wasm, the twin if the kernel is missing or traps). */
  readonly impl?: GraphImpl;
  /** Repo-relative paths by id (default: none). */
  readonly paths?: readonly string[];
  /** Edge kind names by id (default: one kind, 'static'). */
  readonly kindNames?: readonly string[];
}

/** GraphOptions with their defaults applied. */
export interface ResolvedGraphOptions {
  readonly impl: GraphImpl;
  readonly paths: readonly string[];
  readonly kindNames: readonly string[];
}

/** Returns the build options with defaults applied (here only). */
export function resolveGraphOptions(opts: GraphOptions): ResolvedGraphOptions {
  return { impl: opts.impl ?? 'auto', paths: opts.paths ?? [], kindNames: opts.kindNames ?? ['static'] };
}
