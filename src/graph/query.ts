// `ck graph` as a library call: index a repository (cached), then search the import graph from one file.
import { existsSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { badUsage, badPath } from '../errors.js';
import { buildIndex } from '../repo/index.js';
import type { IndexOptions, RepoIndex } from '../repo/types.js';
import { whyNotIndexed } from '../repo/unindexed.js';
import { ImportGraph, resolveReachOptions, type GraphImpl } from './index.js';
import type { TestPolicy } from './kernel.js';
import { nowMs } from '../clock.js';

/** What to search: a file of the repository and how far. */
export interface GraphQuery {
  /** Repo-relative or absolute path of the start file. */
  readonly from: string;
  /** Maximum hops (default: unbounded). */
  readonly depth?: number;
  /** Search importers (what reaches the file) instead of dependencies. */
  readonly reverse?: boolean;
  /** Per-file cap on newly added files, best ranked first (default 0: unlimited). */
  readonly fanout?: number;
  /** Test-file policy of the fan-out ranking (default 'neutral'). */
  readonly tests?: TestPolicy;
  /** Edge kinds never followed, e.g. ['type-only']. */
  readonly excludeKinds?: readonly string[];
  readonly impl?: GraphImpl;
  /** Passed to buildIndex (noCache, exclude, …). */
  readonly index?: IndexOptions;
}

/** One reached file. */
export interface GraphFile {
  readonly path: string;
  readonly hop: number;
  /** The file it was reached from on a shortest path; null for the start file. */
  readonly via: string | null;
}

/** Result of a graph query (the `ck graph --json` document). */
export interface GraphResult {
  readonly root: string;
  readonly from: string;
  readonly reverse: boolean;
  readonly depth: number | null;
  readonly fanout: number;
  /** Reached files in visit order: the start file, then by hop, ties in rank/path order. */
  readonly files: GraphFile[];
  /** Candidates the fan-out cap left out, summed over all expanded files. */
  readonly dropped: number;
  readonly timing_ms: { index: number; graph: number; total: number };
}

/** Returns the repo-relative path of `file` in `index`, or throws a UsageError naming the file and the root. */
export function resolveRepoFile(index: RepoIndex, file: string, cwd = process.cwd()): string {
  const rootReal = realpathSync(index.root);
  const candidates: string[] = [];
  const asRel = (abs: string): string | null => {
    let real = abs;
    try {
      real = existsSync(abs) ? realpathSync(abs) : abs;
    } catch {
      /* unreadable: keep the lexical path */
    }
    const rel = relative(rootReal, real);
    return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split(sep).join('/') : null;
  };
  if (isAbsolute(file)) candidates.push(asRel(file) ?? '');
  else {
    candidates.push(file.replace(/\\/g, '/').replace(/^(?:\.\/)+/, ''));
    candidates.push(asRel(resolve(cwd, file)) ?? '');
  }
  for (const c of candidates) if (c && index.fileId(c) !== undefined) return c;
  const shown = isAbsolute(file) ? file : candidates[0];
  const why = whyNotIndexed(index.root, file, cwd);
  throw badUsage('--from', `'${shown}' ${why}${why.startsWith('is outside') ? '' : ` in ${index.root}`}`);
}

/**
 * Returns the files `q.from` reaches (or, with `reverse`, the files that reach it), with hops and predecessors.
 * Rejects with a UsageError when the root is not a directory or the file is not in the index.
 */
export async function graphFrom(root: string, q: GraphQuery): Promise<GraphResult> {
  const t0 = nowMs();
  if (!existsSync(root) || !statSync(root).isDirectory()) throw badPath('REPO', `'${root}' is not a directory`);
  const index = await buildIndex(resolve(root), q.index);
  const t1 = nowMs();
  const from = resolveRepoFile(index, q.from);
  const graph = ImportGraph.fromIndex(index, { impl: q.impl });
  try {
    const opts = { depth: q.depth, fanout: q.fanout, tests: q.tests, excludeKinds: q.excludeKinds };
    const resolved = resolveReachOptions(opts);
    const id = graph.id(from)!;
    const r = q.reverse ? graph.importers([id], opts) : graph.reach([id], opts);
    const files = r.order.map((v) => ({ path: graph.paths[v]!, hop: r.hop[v]!, via: r.via[v]! >= 0 ? graph.paths[r.via[v]!]! : null }));
    const t2 = nowMs();
    const ms = (x: number) => Math.round(x * 10) / 10;
    return {
      root: index.root,
      from,
      reverse: q.reverse === true,
      depth: resolved.depth < 0 ? null : resolved.depth,
      fanout: resolved.fanout,
      files,
      dropped: r.droppedTotal,
      timing_ms: { index: ms(t1 - t0), graph: ms(t2 - t1), total: ms(t2 - t0) },
    };
  } finally {
    graph.delete();
  }
}
