import { isTestPath } from '../graph/index.js';
/** Edge kinds that do not run at import time: following them would spend budget on annotations only. */
const NON_RUNTIME = ['type-only', 'type-checking'];
/** Returns the closure of `seedIds` (ids into `index.files`, in seed-priority order). */
export function closureOf(index, graph, seedIds, p) {
    const paths = index.files;
    const seedSet = new Set(seedIds);
    const seeds = seedIds.map((id) => ({ id, path: paths[id].path, role: 'seed', hop: 0, via: paths[id].path }));
    const taken = new Set(seedIds);
    const dependencies = [];
    const importers = [];
    const tests = [];
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
                if (taken.has(id) || (pkg && !inPackages && pkg(id)))
                    continue;
                taken.add(id);
                dependencies.push({ id, path: paths[id].path, role: 'dependency', hop: deps.hop[id], via: paths[deps.via[id]]?.path ?? '' });
            }
        }
        if (reaches.length > 1)
            dependencies.sort((a, b) => a.hop - b.hop);
        const importerSeeds = p.isPackageFile ? seedIds.filter((id) => !p.isPackageFile(id)) : seedIds;
        if (p.importersDepth > 0 && importerSeeds.length) {
            const imp = graph.importers(importerSeeds, { depth: p.importersDepth, fanout: p.importersFanout, tests: 'last' });
            importersDropped = imp.droppedTotal;
            for (const id of imp.order) {
                if (seedSet.has(id))
                    continue;
                const rec = { id, path: paths[id].path, role: isTestPath(paths[id].path) ? 'test' : 'importer', hop: imp.hop[id], via: paths[imp.via[id]]?.path ?? '' };
                if (taken.has(id))
                    continue;
                taken.add(id);
                (rec.role === 'test' ? tests : importers).push(rec);
            }
        }
        // Tests named after a seed, wherever they live.
        const stems = new Map();
        for (const s of seeds) {
            if (p.isPackageFile?.(s.id))
                continue; // a package's own tests are not the user's
            const base = s.path.slice(s.path.lastIndexOf('/') + 1);
            const stem = base.replace(/\.[^.]+$/, '');
            if (stem && stem !== '__init__' && stem !== 'index')
                stems.set(stem, s.path);
        }
        if (stems.size) {
            index.files.forEach((f, id) => {
                if (taken.has(id) || !isTestPath(f.path))
                    return;
                const base = f.path.slice(f.path.lastIndexOf('/') + 1);
                const m = /^test_(.+)\.py$|^(.+)_test\.(?:py|go)$|^(.+)\.(?:test|spec)\.[cm]?[jt]sx?$/.exec(base);
                const stem = m?.[1] ?? m?.[2] ?? m?.[3];
                const seedPath = stem ? stems.get(stem) : undefined;
                if (!seedPath)
                    return;
                taken.add(id);
                tests.push({ id, path: f.path, role: 'test', hop: 1, via: seedPath });
            });
        }
    }
    return { seeds, dependencies, importers, tests, importersDropped };
}
