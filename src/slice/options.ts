/**
 * Every default of the slice folder, applied here and nowhere else: the operator's options (`resolveSliceOptions`:
 * what a user writes, from the CLI, MCP or the library) and its library functions' own (a call walk's depth and
 * limit, how many literal sites a message match returns, a caller's weight on the lexical seeds, the dependency
 * environment a slice joins when the caller gives none). A definition ranking's length is the rank folder's
 * (rank/options.ts RANK_LIMIT).
 *
 * ```ts
 * resolveSliceOptions({ symptom: 'KeyError: x' });  // { budget: 'auto', depsDepth: 2, importersDepth: 1, importersFanout: 8, … }
 * resolveCallWalk({}, 'ValueError').limit;          // 3
 * ```
 */
import { badOption, badUsage } from '../errors.js';
import { discoverDependencies } from '../deps/discover.js';
import type { DependencyEnvironment, DiscoverOptions } from '../deps/types.js';
import type { ResolvedSliceOptions, SliceOptions } from './types.js';

/** Returns the options with every default applied; throws a UsageError naming the bad option. */
export function resolveSliceOptions(o: SliceOptions): ResolvedSliceOptions {
  const int = (name: string, v: number | undefined, dflt: number): number => {
    if (v === undefined) return dflt;
    if (!Number.isInteger(v) || v < 0) throw badOption('slice', `${name} must be a non-negative integer, got ${v}`);
    return v;
  };
  if (typeof o.budget === 'number' && (!Number.isFinite(o.budget) || o.budget < 0)) throw badOption('slice', `budget must be a non-negative number, 'auto' or 'none', got ${o.budget}`);
  const r: ResolvedSliceOptions = {
    symptom: o.symptom ?? '',
    seeds: o.seeds ?? [],
    fromDiff: o.fromDiff === true ? 'HEAD' : o.fromDiff || undefined,
    budget: o.budget ?? 'auto',
    depsDepth: int('depsDepth', o.depsDepth, 2),
    importersDepth: int('importersDepth', o.importersDepth, 1),
    importersFanout: int('importersFanout', o.importersFanout, 8),
    noCache: o.noCache ?? false,
    format: o.format,
    sessionId: o.sessionId,
    transcriptPath: o.transcriptPath,
  };
  if (!r.symptom.trim() && !r.seeds.length && !r.fromDiff) throw badUsage('slice', 'give a symptom (--symptom/--symptom-file), --seed PATH[:LINE] or --from-diff');
  return r;
}

/** A call walk's options (calls.ts raisesReachable). */
export interface CallWalkOptions {
  /** Calls followed from an entry at most (default 4). */
  readonly maxDepth?: number;
  /** Raise sites returned at most (default 3). */
  readonly limit?: number;
  /** The raise pattern (default: a `raise`/`throw` of the exception type, qualified or not). */
  readonly lines?: RegExp;
}

/** Returns a call walk's options with defaults applied for exception type `excType`. */
export function resolveCallWalk(opts: CallWalkOptions, excType: string): Required<CallWalkOptions> {
  return {
    maxDepth: opts.maxDepth ?? 4,
    limit: opts.limit ?? 3,
    lines: opts.lines ?? new RegExp(`^\\s*(?:raise|throw\\s+new|throw)\\s+(?:[\\w.]+\\.)?${excType.replace(/[^\w$]/g, '')}\\b`),
  };
}

/** Literal sites a message match returns at most by default (literals.ts matchMessage). */
export const MATCH_LIMIT = 5;

/** Returns how many literal sites a message match returns: `limit`, else MATCH_LIMIT. */
export function resolveMatchLimit(limit: number | undefined): number {
  return limit ?? MATCH_LIMIT;
}

/** Returns a caller's factor on the lexical seeds' confidence (evidence/scorers/lexical.ts lexicalSeeds), 1 when it gave none. */
export function resolveLexicalWeight(weight: number | undefined): number {
  return weight ?? 1;
}

/**
 * Returns the dependency environment a slice joins: the caller's (a test's, or one already discovered), else the
 * one discovered for `root` with `discover` (languages/index.ts discoverOptionsFor: an interpreter is asked for its
 * search path only when its language is in play, a process per interpreter, cached).
 */
export function resolveDependencyEnv(given: DependencyEnvironment | undefined, root: string, discover: DiscoverOptions): DependencyEnvironment {
  return given ?? discoverDependencies(root, discover);
}
