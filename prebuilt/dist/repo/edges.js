// Import resolution over the whole file set: raw imports (from the lexers) become (from, to, line, kind) edges,
// unresolved imports and per-file external specifiers. Pure: a function of the file set, the raw imports and the
// config files the JS resolver reads.
import { relative, basename } from 'node:path';
import { toPosix } from './paths.js';
import { EDGE_KINDS } from './types.js';
import { PythonResolver } from './resolve-python.js';
import { JsResolver } from './resolve-js.js';
import { resolvePythonBatch } from './resolve-python-kernel.js';
import { packEdgesKernel } from './pack-edges-kernel.js';
import { IndexedFile } from './record.js';
const KIND_INDEX = new Map(EDGE_KINDS.map((k, i) => [k, i]));
/** Resolves the imports of files of one file set (`paths`, whose order gives the file ids). */
export class EdgeResolver {
    root;
    warn;
    byPath = new Map();
    set;
    depPyRoots;
    py = null;
    js = null;
    constructor(root, paths, dependencyRoots, warn) {
        this.root = root;
        this.warn = warn;
        for (let i = 0; i < paths.length; i++)
            this.byPath.set(paths[i], i);
        this.set = new Set(this.byPath.keys());
        this.depPyRoots = dependencyRoots.map((d) => {
            const r = toPosix(relative(root, d));
            const p = r.startsWith('..') ? toPosix(d) : r;
            return p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '';
        });
    }
    /** Returns the Python resolver of this file set (made on first use). */
    python() {
        this.py ??= new PythonResolver(this.set, basename(this.root), this.depPyRoots);
        return this.py;
    }
    /** Returns the resolution of the imports of file `from` (at `path`, in `lang`). */
    resolveFile(from, path, lang, imports) {
        const out = { edges: [], unresolved: [], external: [] };
        if (lang === 'other')
            return out;
        const external = new Set();
        for (const imp of imports) {
            let r;
            if (lang === 'python') {
                r = this.python().resolve(path, imp);
            }
            else {
                this.js ??= new JsResolver(this.root, this.set, this.warn);
                r = this.js.resolve(path, imp);
            }
            if (r.external !== undefined)
                external.add(r.external);
            if (r.unresolved !== undefined)
                out.unresolved.push({ line: imp.line, specifier: imp.specifier, reason: r.unresolved });
            const kind = KIND_INDEX.get(imp.kind) ?? 0;
            for (const tp of r.targets) {
                const to = this.byPath.get(tp);
                if (to === undefined || to === from)
                    continue;
                out.edges.push(to, imp.line, kind);
            }
        }
        if (external.size)
            out.external = [...external].sort();
        return out;
    }
}
/**
 * Returns the edge quadruples and unresolved imports of files `ids` (resolved against the whole file set). With
 * `blobOf` (each file's import blob), Python files go to the resolution kernel in one batch first; the files it hands
 * back, and every other file, are resolved by the TypeScript resolvers from `importsOf`.
 */
export function resolveFiles(root, files, ids, importsOf, dependencyRoots, warn, blobOf) {
    const paths = files.map((f) => f.path);
    const resolver = new EdgeResolver(root, paths, dependencyRoots, warn);
    let kernelQuads = null;
    let twinIds = ids;
    const py = blobOf ? ids.filter((i) => files[i].lang === 'python') : [];
    if (py.length) {
        const pr = resolver.python();
        const batch = resolvePythonBatch(paths, pr.roots, pr.selfName, py, blobOf);
        if (batch) {
            kernelQuads = batch.quads;
            const answered = new Uint8Array(files.length);
            for (let t = 0; t < py.length; t++) {
                const ext = batch.externals[t];
                if (ext === null)
                    continue;
                answered[py[t]] = 1;
                setExternals(files[py[t]], ext);
            }
            twinIds = ids.filter((i) => !answered[i]);
        }
    }
    const quads = [];
    const unresolved = [];
    for (const i of twinIds) {
        const f = files[i];
        if (f.lang === 'other')
            continue;
        addFileEdges(i, f, resolver.resolveFile(i, f.path, f.lang, importsOf(i)), quads, unresolved);
    }
    if (!kernelQuads)
        return { quads: Int32Array.from(quads), unresolved };
    const all = new Int32Array(kernelQuads.length + quads.length);
    all.set(kernelQuads);
    all.set(quads, kernelQuads.length);
    return { quads: all, unresolved };
}
/** Sets a record's external specifiers from their blob (kept as the blob, parsed only if read). */
function setExternals(f, blob) {
    if (f instanceof IndexedFile)
        f.setExternalBlob(blob);
    else
        f.external = JSON.parse(blob);
}
/** Appends one file's resolution to `quads` and `unresolved`, and sets its record's external specifiers. */
function addFileEdges(from, f, r, quads, unresolved) {
    for (let k = 0; k < r.edges.length; k += 3)
        quads.push(from, r.edges[k], r.edges[k + 1], r.edges[k + 2]);
    for (const u of r.unresolved)
        unresolved.push({ from, line: u.line, specifier: u.specifier, reason: u.reason });
    const cur = f.external, ext = r.external;
    if (cur.length !== ext.length || cur.some((x, k) => x !== ext[k]))
        f.external = ext;
}
/**
 * Returns (from, to, line, kind) quadruples sorted by (from, to, line) with one edge per (from, to, kind): by the
 * wasm kernel (pack-edges-kernel.ts), or by packEdgesTwin when it is unavailable.
 */
export function packEdges(q) {
    return packEdgesKernel(q) ?? packEdgesTwin(q);
}
/** Returns packEdges' answer computed in TypeScript (the kernel's twin and reference). */
export function packEdgesTwin(q) {
    const count = q.length / 4;
    const order = new Int32Array(count);
    for (let i = 0; i < count; i++)
        order[i] = i;
    order.sort((a, b) => q[a * 4] - q[b * 4] || q[a * 4 + 1] - q[b * 4 + 1] || q[a * 4 + 2] - q[b * 4 + 2] || q[a * 4 + 3] - q[b * 4 + 3]);
    const out = new Int32Array(count * 4);
    let n = 0;
    let groupFrom = -1, groupTo = -1, seenKinds = 0;
    for (let k = 0; k < count; k++) {
        const j = order[k] * 4;
        const from = q[j], to = q[j + 1], line = q[j + 2], kind = q[j + 3];
        if (from !== groupFrom || to !== groupTo) {
            groupFrom = from;
            groupTo = to;
            seenKinds = 0;
        }
        if (seenKinds & (1 << kind))
            continue;
        seenKinds |= 1 << kind;
        out[n * 4] = from;
        out[n * 4 + 1] = to;
        out[n * 4 + 2] = line;
        out[n * 4 + 3] = kind;
        n++;
    }
    return new Uint8Array(out.buffer, 0, n * 16).slice();
}
