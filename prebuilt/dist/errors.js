// Error factories: every error a user can see is made here, with a message they can act on.
/** An error the CLI reports as one line and exit code 2 (bad flags, bad input paths). */
export class UsageError extends Error {
    name = 'UsageError';
}
/** An error tied to one input (file, line) that a run records and continues past. */
export class InputError extends Error {
    path;
    line;
    name = 'InputError';
    constructor(message, path, line) {
        super(message);
        this.path = path;
        this.line = line;
    }
}
/** Returns the error raised when a compiled kernel is absent (the wasm build has not run). */
export function kernelMissing(name, file) {
    return new Error(`kernel '${name}' is not built (${file} missing): run \`npm run build\``);
}
/** Returns the error raised when a kernel traps; callers fall back to the TypeScript twin. */
export function kernelTrap(name, detail) {
    return new Error(`kernel '${name}' trapped: ${detail}`);
}
/** Returns a usage error for a flag whose value is invalid. */
export function badFlag(flag, value, expected) {
    return new UsageError(`invalid value for ${flag}: '${value}' (expected ${expected})`);
}
/** Returns the error raised when an edge names a node outside the graph (a broken index, not user input). */
export function graphBadEdge(edge, from, to, nodes, detail = 'endpoint outside the graph') {
    return new Error(`import graph: edge #${edge} (${from} -> ${to}) is invalid: ${detail} (graph has ${nodes} nodes)`);
}
/** Returns the error for a spill key the store does not hold: never stored on this machine, or evicted (exit 1). */
export function spillKeyMissing(key, dir) {
    return new Error(`no spilled output '${key}' in ${dir} (never stored here, or evicted: the store keeps the most recently used 256 MB)`);
}
