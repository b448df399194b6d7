/**
 * The task-state manifest, version 1 (DESIGN.md "Slice manifest"): the one JSON shape that `ck slice` and
 * `ck compile` both emit. Extend it, never rename: outside tools read these fields.
 */
export {};
