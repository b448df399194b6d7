// The repository index contract: consumed by the graph kernel, the slicer, symbols/skeletons and the compiler.
/** Decode table for `RepoIndex.edgeKind` (stable order: append only). */
export const EDGE_KINDS = [
    'static', 'conditional', 'type-checking', 'type-only', 'dynamic-const', 'require', 'reexport', 'side-effect', 'lazy',
];
