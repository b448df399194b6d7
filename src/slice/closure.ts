/**
 * Closure of the seeds on the import graph: dependencies (depth-bounded; constant dynamic imports are edges of the
 * index), importers (depth-bounded, ranked, fan-out capped), and related tests (test files that import a seed or are
 * named after one: `test_<stem>.py`, `<stem>_test.py`, `<stem>.test.ts`, `<stem>.spec.js`, `<stem>_test.go`).
 */
import type { RepoIndex } from '../repo/types.js';
import { ImportGraph, isTestPath } from '../graph/index.js';
import { isEntryStem, testSubjectOf } from '../languages/index.js';
import type { FileRole } from './types.js';

/** One file of the closure, before the budget decides how much of it to show. */
export interface ClosureFile {
  id: number;
  path: string;
  role: FileRole;
  hop: number;
  /** Path it was reached from (itself for seeds). */
  via: string;
}

/** The closure of a set of seed files. */
export interface Closure {
  seeds: ClosureFile[];
  /** By hop, then graph order. */
  dependencies: ClosureFile[];
  /** By hop, then rank (the graph's deterministic importer ranking). */
  importers: ClosureFile[];
  tests: ClosureFile[];
  /** Importer candidates the fan-out cap left out. */
  importersDropped: number;
}

/** Parameters of the closure. */
export interface ClosureParams {
  depsDepth: number;
  importersDepth: number;
  importersFanout: number;
  /**
   * True for files of installed packages joined to the project. Their importers are not expanded: they are the
   * package's own internals or other packages, not the user's task (the user's call site is a seed of its own).
   */
  isPackageFile?: (id: number) => boolean;
}

/** Edge kinds that do not run at import time: following them would spend budget on annotations only. */
const NON_RUNTIME = ['type-only', 'type-checking'];

/** Returns the closure of `seedIds` (ids into `index.files`, in seed-priority order). */
export function closureOf(index: RepoIndex, graph: ImportGraph, seedIds: readonly number[], p: ClosureParams): Closure {
  const paths = index.files;
  const seedSet = new Set(seedIds);
  const seeds: ClosureFile[] = seedIds.map((id) => ({ id, path: paths[id]!.path, role: 'seed', hop: 0, via: paths[id]!.path }));
  const taken = new Set(seedIds);
  const dependencies: ClosureFile[] = [];
  const importers: ClosureFile[] = [];
  const tests: ClosureFile[] = [];
  let importersDropped = 0;
  if (seedIds.length) {
    // Into installed packages the closure goes one hop from the package's own seeds only: the project's import of
    // a package reaches its entry module, which re-exports the whole package; the seeds inside it are what counts.
    const pkg = p.isPackageFile;
    const projectSeeds = pkg ? seedIds.filter((id) => !pkg(id)) : seedIds;
    const packageSeeds = pkg ? seedIds.filter((id) => pkg(id)) : [];
    const reaches = [
      { r: graph.reach(projectSeeds, { depth: p.depsDepth, excludeKinds: NON_RUNTIME }), inPackages: false },
      ...(packageSeeds.length ? [{ r: graph.reach(packageSeeds, { depth: Math.min(1, p.depsDepth), excludeKinds: NON_RUNTIME }), inPackages: true }] : []),
    ];
    for (const { r: deps, inPackages } of reaches) {
      for (const id of deps.order) {
        if (taken.has(id) || (pkg && !inPackages && pkg(id))) continue;
        taken.add(id);
        dependencies.push({ id, path: paths[id]!.path, role: 'dependency', hop: deps.hop[id]!, via: paths[deps.via[id]!]?.path ?? '' });
      }
    }
    if (reaches.length > 1) dependencies.sort((a, b) => a.hop - b.hop);
    const importerSeeds = p.isPackageFile ? seedIds.filter((id) => !p.isPackageFile!(id)) : seedIds;
    if (p.importersDepth > 0 && importerSeeds.length) {
      const imp = graph.importers(importerSeeds, { depth: p.importersDepth, fanout: p.importersFanout, tests: 'last' });
      importersDropped = imp.droppedTotal;
      for (const id of imp.order) {
        if (seedSet.has(id)) continue;
        const rec: ClosureFile = { id, path: paths[id]!.path, role: isTestPath(paths[id]!.path) ? 'test' : 'importer', hop: imp.hop[id]!, via: paths[imp.via[id]!]?.path ?? '' };
        if (taken.has(id)) continue;
        taken.add(id);
        (rec.role === 'test' ? tests : importers).push(rec);
      }
    }
    // Tests named after a seed, wherever they live.
    const stems = new Map<string, string>();
    for (const s of seeds) {
      if (p.isPackageFile?.(s.id)) continue; // a package's own tests are not the user's
      const base = s.path.slice(s.path.lastIndexOf('/') + 1);
      const stem = base.replace(/\.[^.]+$/, '');
      if (stem && !isEntryStem(stem)) stems.set(stem, s.path);
    }
    if (stems.size) {
      index.files.forEach((f, id) => {
        if (taken.has(id) || !isTestPath(f.path)) return;
        const stem = testSubjectOf(f.path.slice(f.path.lastIndexOf('/') + 1));
        const seedPath = stem ? stems.get(stem) : undefined;
        if (!seedPath) return;
        taken.add(id);
        tests.push({ id, path: f.path, role: 'test', hop: 1, via: seedPath });
      });
    }
  }
  return { seeds, dependencies, importers, tests, importersDropped };
}
