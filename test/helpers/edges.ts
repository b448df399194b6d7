// The edges of a repository index as readable strings, for tests that assert a graph.
import type { RepoIndex } from '../../src/repo/types.js';

/** Returns the index's edges as `from -> to (kind)`, or `from:line -> to` for the edges of kind `kind` alone; sorted. */
export function edgeList(ix: RepoIndex, kind?: string): string[] {
  const out: string[] = [];
  for (let e = 0; e < ix.edgeFrom.length; e++) {
    const k = ix.edgeKinds[ix.edgeKind[e]!]!;
    const from = ix.files[ix.edgeFrom[e]!]!.path, to = ix.files[ix.edgeTo[e]!]!.path;
    if (kind === undefined) out.push(`${from} -> ${to} (${k})`);
    else if (k === kind) out.push(`${from}:${ix.edgeLine[e]} -> ${to}`);
  }
  return out.sort();
}
