/** The compile manifest: the slice manifest (DESIGN.md "Slice manifest", version 1) plus a `compile` section. */
export {};
