/**
 * The import graph: compressed adjacency (CSR) over a repository's files and bounded breadth-first searches on it.
 *
 * ```ts
 * const graph = ImportGraph.fromIndex(await buildIndex(root));
 * const deps = graph.reach([graph.id('pkg/core.py')!], { depth: 2, excludeKinds: ['type-only'] });
 * const users = graph.importers([graph.id('pkg/core.py')!], { depth: 1, fanout: 16, tests: 'last' });
 * graph.delete();
 * ```
 *
 * Two implementations pass the same tests: a WebAssembly kernel (assembly/graph.ts) and a TypeScript twin.
 * `impl: 'auto'` (the default) picks by edge count (AUTO_JS_MAX_EDGES). bench/graph.bench.mjs measured (Node 20,
 * shared 2-core machine under heavy load, so ±2x noise): on pandas (1.5k files, 5.6k edges) builds are equal
 * (0.8-1.07x) and wasm searches 1.4-4.8x faster; on a 100k-file graph (383k edges) the twin builds faster
 * (0.56-0.72x, ~80 vs ~110 ms, mostly fresh wasm memory being faulted in) while wasm wins the full closure
 * (6-10x) and the bounded searches are within noise. A graph is built once and searched many times, so auto
 * uses wasm at every size (and falls back to the twin if the kernel is missing or traps).
 *
 * Importer ranking (deterministic): a node whose unvisited candidates exceed `fanout` keeps the `fanout` best by
 * (1) the test policy (`tests: 'first'|'last'` puts test files before/after the others; 'neutral' ignores it),
 * (2) specificity: the candidate's degree on the side we came from — for importers, how many files the importer
 *     itself imports (a module that imports 3 files is more about each of them than an `__init__.py` importing 80),
 *     for dependencies, how many files import the candidate,
 * (3) node id, which is path order.
 * All candidates share one hop (hop of the expanded node + 1), so "fewer hops first" holds by construction of BFS.
 * The number left out per node is reported in `dropped`, so a caller can declare what the cap excluded.
 */
import { buildJsKernel } from './csr-js.js';
import { buildWasmKernel } from './csr.js';
import { twinFallback } from '../kernels/fallback.js';
import { isTestPath } from './tests.js';
import { badOption } from '../errors.js';
import { resolveGraphOptions, resolveReachOptions } from './options.js';
import { EDGE_KINDS } from '../repo/types.js';
export { isTestPath } from './tests.js';
export { resolveGraphOptions, resolveReachOptions } from './options.js';
/** Graphs with at most this many edges use the TypeScript twin under `impl: 'auto'` (see bench/graph.bench.mjs). */
export const AUTO_JS_MAX_EDGES = 0;
/** An import graph over file ids with forward (dependencies) and reverse (importers) searches. */
export class ImportGraph {
    /** Repo-relative paths by id, when built from an index (empty otherwise). */
    paths;
    kernel;
    // Kept (not copied) so that under impl 'auto' a trapped wasm kernel can be replaced by the twin.
    input;
    fallback;
    kindIds;
    byPath = null;
    constructor(input, impl, paths, kindNames) {
        this.input = input;
        this.fallback = impl === 'auto';
        this.kernel = makeKernel(input, impl);
        this.paths = paths;
        this.kindIds = new Map(kindNames.map((k, i) => [k, i]));
    }
    /** Returns the graph of a repository index; files are flagged as tests by `isTestPath`. */
    static fromIndex(index, opts = {}) {
        const paths = index.files.map((f) => f.path);
        const flags = new Uint8Array(paths.length);
        paths.forEach((p, i) => (flags[i] = isTestPath(p) ? 1 : 0));
        const input = { nodes: paths.length, from: index.edgeFrom, to: index.edgeTo, kind: index.edgeKind, flags };
        return new ImportGraph(input, resolveGraphOptions({ impl: opts.impl }).impl, paths, index.edgeKinds);
    }
    /**
     * Returns a graph over ids 0..n-1 from parallel edge arrays. `kinds` are ids into `kindNames` (default: all 0,
     * one kind named 'static'); `tests` flags test files for the ranking.
     */
    static fromEdges(n, from, to, opts = {}) {
        const f = from instanceof Int32Array ? from : Int32Array.from(from); // kernels copy; no need to copy twice
        const flags = new Uint8Array(n);
        opts.tests?.forEach((t, i) => (flags[i] = t ? 1 : 0));
        if (!opts.tests && opts.paths)
            opts.paths.forEach((p, i) => (flags[i] = isTestPath(p) ? 1 : 0));
        const input = {
            nodes: n,
            from: f,
            to: to instanceof Int32Array ? to : Int32Array.from(to),
            kind: opts.kinds instanceof Uint8Array ? opts.kinds : opts.kinds ? Uint8Array.from(opts.kinds) : new Uint8Array(f.length),
            flags,
        };
        const { impl, paths, kindNames } = resolveGraphOptions(opts);
        return new ImportGraph(input, impl, paths, kindNames);
    }
    /** Returns which implementation this graph runs on. */
    get impl() {
        return this.kernel.impl;
    }
    /** Returns the number of files (nodes). */
    get size() {
        return this.kernel.nodes;
    }
    /** Returns the number of distinct (importer, imported) pairs. */
    get edgeCount() {
        return this.kernel.edgeCount;
    }
    /** Returns the id of a repo-relative path, or undefined when the graph has no such file. */
    id(path) {
        if (!this.byPath)
            this.byPath = new Map(this.paths.map((p, i) => [p, i]));
        return this.byPath.get(path);
    }
    /** Returns what the sources import, directly and transitively (forward search). */
    reach(sources, opts = {}) {
        return this.search(sources, opts, false);
    }
    /** Returns what imports the sources, directly and transitively (reverse search, ranked fan-out cap). */
    importers(sources, opts = {}) {
        return this.search(sources, opts, true);
    }
    /** Returns the direct dependencies (or, with reverse, direct importers) of one id, ascending. */
    neighbours(id, reverse = false) {
        this.checkId(id);
        return toArray(this.kernel.neighbours(id, reverse));
    }
    /** Returns nothing; releases the kernel. Any later call throws. */
    delete() {
        this.kernel.delete();
    }
    search(sources, opts, reverse) {
        for (const s of sources)
            this.checkId(s);
        const resolved = resolveReachOptions(opts);
        const { depth, fanout, tests } = resolved;
        const query = { sources: Int32Array.from(sources), depth, mask: this.mask(resolved), reverse, fanout, tests };
        let r;
        try {
            r = this.kernel.reach(query);
        }
        catch (err) {
            // A trapped kernel (e.g. memory could not grow) is replaced by the twin once, under impl 'auto' only.
            if (!(this.fallback && this.kernel.impl === 'wasm' && err instanceof WebAssembly.RuntimeError))
                throw err;
            twinFallback('graph', 'trap', err);
            this.kernel.delete();
            this.kernel = buildJsKernel(this.input);
            r = this.kernel.reach(query);
        }
        return { hop: r.hop, via: r.via, order: toArray(r.order), dropped: r.dropped, droppedTotal: r.droppedTotal };
    }
    // Returns the kind bitmask for the options; unknown kind names are an error (a typo would silently follow nothing).
    mask(reach) {
        // No `kinds` follows every kind; `excludeKinds` then clears bits.
        let mask = reach.kinds ? 0 : -1;
        if (reach.kinds) {
            for (const k of reach.kinds) {
                const id = this.kindId(k);
                if (id >= 0)
                    mask |= 1 << id;
            }
        }
        for (const k of reach.excludeKinds) {
            const id = this.kindId(k);
            if (id >= 0)
                mask &= ~(1 << id);
        }
        return mask | 0;
    }
    // Returns the kind's id, or -1 for a known kind this graph has no edges of.
    kindId(name) {
        const id = this.kindIds.get(name);
        if (id === undefined && EDGE_KINDS.includes(name))
            return -1;
        if (id === undefined)
            throw badOption('import graph', `unknown edge kind '${name}' (known: ${[...this.kindIds.keys()].join(', ')})`);
        return id;
    }
    checkId(id) {
        if (!Number.isInteger(id) || id < 0 || id >= this.kernel.nodes) {
            throw new RangeError(`import graph: file id ${id} is outside the graph (${this.kernel.nodes} files)`);
        }
    }
}
// Returns a plain array copy; Array.from(typedArray) goes through the iterator protocol and measured ~50x slower.
function toArray(a) {
    const out = new Array(a.length);
    for (let i = 0; i < a.length; i++)
        out[i] = a[i];
    return out;
}
// Returns the kernel for `impl`; under 'auto' a wasm kernel that cannot be built (not compiled, trapped) is
// replaced by the twin, which re-validates the input and throws the same errors for a broken edge list.
function makeKernel(input, impl) {
    if (impl === 'js' || (impl === 'auto' && input.from.length <= AUTO_JS_MAX_EDGES))
        return buildJsKernel(input);
    if (impl === 'wasm')
        return buildWasmKernel(input);
    try {
        return buildWasmKernel(input);
    }
    catch (err) {
        const twin = buildJsKernel(input); // throws the same error for a broken edge list: then nothing fell back
        twinFallback('graph', err instanceof WebAssembly.RuntimeError ? 'trap' : 'missing', err);
        return twin;
    }
}
