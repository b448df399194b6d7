// `ck graph` as a library call: index a repository (cached), then search the import graph from one file.
import { existsSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { UsageError } from '../errors.js';
import { buildIndex } from '../repo/index.js';
import { whyNotIndexed } from '../repo/unindexed.js';
import { ImportGraph, resolveReachOptions } from './index.js';
import { nowMs } from '../clock.js';
/** Returns the repo-relative path of `file` in `index`, or throws a UsageError naming the file and the root. */
export function resolveRepoFile(index, file, cwd = process.cwd()) {
    const rootReal = realpathSync(index.root);
    const candidates = [];
    const asRel = (abs) => {
        let real = abs;
        try {
            real = existsSync(abs) ? realpathSync(abs) : abs;
        }
        catch {
            /* unreadable: keep the lexical path */
        }
        const rel = relative(rootReal, real);
        return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split(sep).join('/') : null;
    };
    if (isAbsolute(file))
        candidates.push(asRel(file) ?? '');
    else {
        candidates.push(file.replace(/\\/g, '/').replace(/^(?:\.\/)+/, ''));
        candidates.push(asRel(resolve(cwd, file)) ?? '');
    }
    for (const c of candidates)
        if (c && index.fileId(c) !== undefined)
            return c;
    const shown = isAbsolute(file) ? file : candidates[0];
    const why = whyNotIndexed(index.root, file, cwd);
    throw new UsageError(`--from: '${shown}' ${why}${why.startsWith('is outside') ? '' : ` in ${index.root}`}`);
}
/**
 * Returns the files `q.from` reaches (or, with `reverse`, the files that reach it), with hops and predecessors.
 * Rejects with a UsageError when the root is not a directory or the file is not in the index.
 */
export async function graphFrom(root, q) {
    const t0 = nowMs();
    if (!existsSync(root) || !statSync(root).isDirectory())
        throw new UsageError(`REPO: '${root}' is not a directory`);
    const index = await buildIndex(resolve(root), q.index);
    const t1 = nowMs();
    const from = resolveRepoFile(index, q.from);
    const graph = ImportGraph.fromIndex(index, { impl: q.impl });
    try {
        const opts = { depth: q.depth, fanout: q.fanout, tests: q.tests, excludeKinds: q.excludeKinds };
        const resolved = resolveReachOptions(opts);
        const id = graph.id(from);
        const r = q.reverse ? graph.importers([id], opts) : graph.reach([id], opts);
        const files = r.order.map((v) => ({ path: graph.paths[v], hop: r.hop[v], via: r.via[v] >= 0 ? graph.paths[r.via[v]] : null }));
        const t2 = nowMs();
        const ms = (x) => Math.round(x * 10) / 10;
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
    }
    finally {
        graph.delete();
    }
}
