import { innermostDef } from './ranges.js';
/** Stub suffix → the implementation's suffix, in the same folder with the same stem. */
const STUB_SUFFIXES = [['.pyi', '.py'], ['.d.ts', '.js'], ['.d.mts', '.mjs'], ['.d.cts', '.cjs']];
const implementations = new WeakMap();
/** Returns the implementation file of stub `path` when `index` holds both, else undefined. */
export function implementationOf(index, path) {
    let map = implementations.get(index);
    if (!map) {
        map = new Map();
        for (const f of index.files) {
            for (const [stub, impl] of STUB_SUFFIXES) {
                if (!f.path.endsWith(stub))
                    continue;
                const twin = f.path.slice(0, -stub.length) + impl;
                if (index.fileId(twin) !== undefined)
                    map.set(f.path, twin);
                break;
            }
        }
        implementations.set(index, map);
    }
    return map.get(path);
}
/**
 * Returns `seeds` with each seed in a stub that has an implementation moved to it: to the line of the implementation's
 * definition of the same (qualified) name as the stub's definition around the seed, else to its first line. Seeds that
 * land on one line are merged later, by the fusion.
 */
export function foldStubSeeds(seeds, index) {
    return seeds.map((s) => {
        const impl = implementationOf(index, s.path);
        if (!impl)
            return s;
        const def = innermostDef(index.files[index.fileId(s.path)].defs, s.line);
        const twin = def ? index.files[index.fileId(impl)].defs.find((d) => d.name === def.name) : undefined;
        return { ...s, path: impl, line: twin?.start ?? 1, detail: `${s.detail} (in the stub ${s.path.slice(s.path.lastIndexOf('/') + 1)})` };
    });
}
