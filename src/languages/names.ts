/**
 * The name stoplists every consumer outside the packs reads, each made from the packs' `names` facets (one list per
 * language, in its pack) and never written out here:
 * - the mention extractor skips `keywordNames()`, `builtinNames()` (the builtins that are not receivers: `super` is
 *   read as the receiver) and strips `receiverNames()` from the head of a chain;
 * - the call walk (slice/calls.ts) does not follow `callWalkSkip()` by name: the builtins and built-in methods of the
 *   packs that list built-in methods, less the builtins a repository often defines itself;
 * - a user's line is read without `incidentalNames()` (slice/evidence/scorers/user-line.ts).
 *
 * Each is built on first use: a module that imports this one may be evaluated before the packs are.
 * @internal
 */
import { LANGUAGES } from './index.js';
import type { LanguagePack, NamesFacet } from './types.js';

/** The stoplists made from a set of packs' names. */
export interface Stoplists {
  readonly keywords: ReadonlySet<string>;
  readonly builtins: ReadonlySet<string>;
  readonly receivers: ReadonlySet<string>;
  readonly callWalkSkip: ReadonlySet<string>;
  readonly incidental: ReadonlySet<string>;
}

/**
 * Returns the stoplists of `packs`. A pack without a `names` facet adds nothing (the facet's default is empty), so a
 * new pack registers without touching any list.
 */
export function stoplistsOf(packs: readonly LanguagePack[]): Stoplists {
  const facets = packs.flatMap((p) => (p.names ? [p.names] : []));
  const union = (pick: (n: NamesFacet) => readonly string[] | undefined): Set<string> => new Set(facets.flatMap((n) => pick(n) ?? []));
  const receivers = union((n) => n.receivers);
  const callWalkSkip = new Set<string>();
  for (const n of facets) {
    if (!n.builtinMethods) continue;
    const shadowed = new Set(n.shadowedBuiltins);
    for (const b of n.builtins) if (!shadowed.has(b)) callWalkSkip.add(b);
    for (const m of n.builtinMethods) callWalkSkip.add(m);
  }
  return {
    keywords: union((n) => n.keywords),
    builtins: new Set([...union((n) => n.builtins)].filter((b) => !receivers.has(b))),
    receivers,
    callWalkSkip,
    incidental: union((n) => n.incidental),
  };
}

let built: Stoplists | undefined;

/** Returns the registered packs' stoplists, built once. */
function stoplists(): Stoplists {
  return (built ??= stoplistsOf(LANGUAGES));
}

/** Returns the packs' keywords: never the name of a chain or an identifier a mention seeds on. */
export function keywordNames(): ReadonlySet<string> {
  return stoplists().keywords;
}

/** Returns the packs' builtins and globals less the receivers: a call of one says nothing about the repository. */
export function builtinNames(): ReadonlySet<string> {
  return stoplists().builtins;
}

/** Returns the names that stand for the receiver itself (`self`, `cls`, `this`, `super`). */
export function receiverNames(): ReadonlySet<string> {
  return stoplists().receivers;
}

/** Returns the names the call walk never follows: builtins and built-in methods (`len`, `d.get`, `s.split`). */
export function callWalkSkip(): ReadonlySet<string> {
  return stoplists().callWalkSkip;
}

/** Returns the names a user's own line holds in passing (`print`, `return`, `.then`): never a library's API. */
export function incidentalNames(): ReadonlySet<string> {
  return stoplists().incidental;
}
