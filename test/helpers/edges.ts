// The edges of a repository index as readable strings, for tests that assert a graph.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIndex } from '../../src/repo/build.js';
import type { RepoIndex } from '../../src/repo/types.js';
import { tempRepo, withTempCache } from './repo.js';

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

/**
 * Returns the edges of a cold index of a temporary repository holding `files` (in a cache of its own), and the index
 * of the same tree after `edits` are written over it (a declaration moved between files: the incremental index must
 * move the edges of the files it did not re-lex). The caller asserts both.
 */
export async function edgesAcrossEdit(prefix: string, files: Record<string, string>, edits: Record<string, string>): Promise<{ before: string[]; later: RepoIndex }> {
  return withTempCache(async () => {
    const root = tempRepo(prefix, files);
    const before = edgeList(await buildIndex(root));
    for (const [path, text] of Object.entries(edits)) writeFileSync(join(root, path), text);
    return { before, later: await buildIndex(root) };
  });
}
