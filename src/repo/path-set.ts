// Sets of a file set's paths that build no table of their own (edges.ts: the resolvers' `ctx.files`).

/**
 * A file set's paths as a set, answered by binary search over the paths themselves (sorted, no duplicates): nothing is
 * built per path. For a resolution of a few files: at 100k files, a Map of path → id and a Set of the same paths were
 * ~60 ms of a 10-file incremental index, for a few hundred lookups.
 */
export class SortedPathSet implements ReadonlySet<string> {
  /** `paths`: strictly increasing (code-unit order); sortedPathSet checks it. */
  constructor(private readonly paths: readonly string[]) {}

  /** Returns the index of `path` in the paths, or -1. */
  indexOf(path: string): number {
    const i = this.lowerBound(path);
    return i < this.paths.length && this.paths[i] === path ? i : -1;
  }

  /** Returns the index of the first path not less than `p` (the path count when there is none). */
  lowerBound(p: string): number {
    const a = this.paths;
    let lo = 0, hi = a.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (a[mid] < p) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Returns the path at index `i` (in code-unit order). */
  at(i: number): string { return this.paths[i]; }

  has(path: string): boolean { return this.indexOf(path) >= 0; }
  get size(): number { return this.paths.length; }
  forEach(cb: (value: string, key: string, set: ReadonlySet<string>) => void, thisArg?: unknown): void {
    for (const p of this.paths) cb.call(thisArg, p, p, this);
  }
  keys(): SetIterator<string> { return this.paths[Symbol.iterator]() as SetIterator<string>; }
  values(): SetIterator<string> { return this.paths[Symbol.iterator]() as SetIterator<string>; }
  *entries(): SetIterator<[string, string]> { for (const p of this.paths) yield [p, p]; }
  [Symbol.iterator](): SetIterator<string> { return this.paths[Symbol.iterator]() as SetIterator<string>; }
}

/** The keys of a Map as a set, without a second table of them (a Set of 100k paths beside the Map was ~20 ms). */
export class MapKeySet implements ReadonlySet<string> {
  constructor(private readonly map: ReadonlyMap<string, unknown>) {}
  has(path: string): boolean { return this.map.has(path); }
  get size(): number { return this.map.size; }
  forEach(cb: (value: string, key: string, set: ReadonlySet<string>) => void, thisArg?: unknown): void {
    for (const p of this.map.keys()) cb.call(thisArg, p, p, this);
  }
  keys(): SetIterator<string> { return this.map.keys() as SetIterator<string>; }
  values(): SetIterator<string> { return this.map.keys() as SetIterator<string>; }
  *entries(): SetIterator<[string, string]> { for (const p of this.map.keys()) yield [p, p]; }
  [Symbol.iterator](): SetIterator<string> { return this.map.keys() as SetIterator<string>; }
}

/** Returns a SortedPathSet of `paths` when they are strictly increasing, else null. */
export function sortedPathSet(paths: readonly string[]): SortedPathSet | null {
  for (let i = 1; i < paths.length; i++) if (!(paths[i - 1] < paths[i])) return null;
  return new SortedPathSet(paths);
}
