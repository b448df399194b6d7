/**
 * Import proximity from the user's own code: the files its imports reach, and in how many hops. A message raised
 * inside an installed package comes from code the user's frame reaches through its imports; a package's other builds
 * (a browser bundle, an ESM copy of the CommonJS code) and the packages nothing imports hold the same literals without
 * being what ran.
 */
import type { RepoIndex } from '../../repo/types.js';

const forward = new WeakMap<RepoIndex, Int32Array[]>();

/** Returns the imports of each file of `index` (file id → the ids it imports), built once per index object. */
function importsOf(index: RepoIndex): Int32Array[] {
  let adj = forward.get(index);
  if (adj) return adj;
  const counts = new Int32Array(index.files.length);
  for (let e = 0; e < index.edgeFrom.length; e++) counts[index.edgeFrom[e]!]!++;
  adj = Array.from(counts, (n) => new Int32Array(n));
  const fill = new Int32Array(index.files.length);
  for (let e = 0; e < index.edgeFrom.length; e++) { const f = index.edgeFrom[e]!; adj[f]![fill[f]!++] = index.edgeTo[e]!; }
  forward.set(index, adj);
  return adj;
}

/** Returns the files reachable over imports from the files `from` (ids), each with its hops (0 for the start files). */
export function importReach(index: RepoIndex, from: readonly number[]): Map<number, number> {
  const adj = importsOf(index);
  const hops = new Map<number, number>(from.map((id) => [id, 0]));
  let frontier = [...new Set(from)];
  for (let h = 1; frontier.length; h++) {
    const next: number[] = [];
    for (const f of frontier) for (const t of adj[f]!) if (!hops.has(t)) { hops.set(t, h); next.push(t); }
    frontier = next;
  }
  return hops;
}
