/**
 * Error types and factories. Every error a user can act on — bad usage, an invalid option, an input path that is
 * missing or unreadable, a kernel that is not built, a spill key that is gone — is a UsageError or is made by a
 * factory here, with a message naming the flag, option or file. What a user cannot act on (an internal invariant: a
 * broken index, an id outside the graph, a worker protocol mismatch) may throw a plain Error where it is detected.
 * A failure on one file of a run is not an error: the run records it (a warning or a skip count) and goes on, and
 * the CLI's exit status reports it.
 */

/** An error the CLI reports as one line and exit code 2 (bad flags, bad options, bad input paths). */
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * Returns the error for an option of a library call (normalize, slice, compile, the import graph) whose value is
 * invalid: a UsageError (so the CLI and MCP report it as bad usage) reading `operator: detail`. One type for every
 * operator, so a caller catches a bad option the same way whichever operator it called.
 */
export function badOption(operator: string, detail: string): UsageError {
  return new UsageError(`${operator}: ${detail}`);
}

/** Returns the error raised when a compiled kernel is absent (the wasm build has not run). */
export function kernelMissing(name: string, file: string): Error {
  return new Error(`kernel '${name}' is not built (${file} missing): run \`npm run build\``);
}

/** Returns the error raised when a tree-sitter grammar is absent (the build has not copied it). */
export function grammarMissing(path: string): Error {
  return new Error(`tree-sitter grammar ${path} is missing: run npm run build (scripts/grammars.mjs copies it)`);
}

/** Returns the error for a session transcript that cannot be read (exit 1). */
export function transcriptUnreadable(path: string): Error {
  return new Error(`cannot read transcript ${path}`);
}

/** Returns the error when no transcript was named and none exists for the project in `cwd` (exit 1). */
export function noTranscripts(cwd: string, dir: string): Error {
  return new Error(`no transcripts for ${cwd} in ${dir}; name TRANSCRIPT files`);
}

/** Returns the error for a stored charter that is not a version-1 charter of `root` (exit 1). */
export function charterStateInvalid(file: string, root: string): Error {
  return new Error(`charter state ${file} is not a version-1 charter of ${root}`);
}

/** Returns the error raised when a kernel traps; callers fall back to the TypeScript twin. */
export function kernelTrap(name: string, detail: string): Error {
  return new Error(`kernel '${name}' trapped: ${detail}`);
}

/** The error for a compile repository or target that cannot be used (missing, outside REPO, a directory, unreadable, not indexed). */
export class CompileInputError extends UsageError {
  override name = 'CompileInputError';
}

/** The minimizer could not start: the whole input does not reproduce, so there is nothing to minimize (exit 1). */
export class NotReproducingError extends Error {
  override name = 'NotReproducingError';
}

/** Returns a usage error for an argument (of an MCP or Pi tool) whose value is invalid: `invalid WHAT 'VALUE' (expected …)`. */
export function badValue(what: string, value: string, expected: string): UsageError {
  return new UsageError(`invalid ${what} '${value}' (expected ${expected})`);
}

/** Returns a usage error for a flag whose value is invalid. */
export function badFlag(flag: string, value: string, expected: string): UsageError {
  return new UsageError(`invalid value for ${flag}: '${value}' (expected ${expected})`);
}

/** Returns the error raised when an edge names a node outside the graph (a broken index, not user input). */
export function graphBadEdge(edge: number, from: number, to: number, nodes: number, detail = 'endpoint outside the graph'): Error {
  return new Error(`import graph: edge #${edge} (${from} -> ${to}) is invalid: ${detail} (graph has ${nodes} nodes)`);
}

/** Returns the error for a spill key the store does not hold: never stored on this machine, or evicted (exit 1). */
export function spillKeyMissing(key: string, dir: string): Error {
  return new Error(`no spilled output '${key}' in ${dir} (never stored here, or evicted: the store keeps the most recently used 256 MB)`);
}

/**
 * Returns the error for a folder under ck's state or cache root that another user controls (owned by them, or a
 * symlink to such a folder): ck keeps tool output and code there, so it refuses to write rather than share it (exit 1).
 */
export function storeRefused(path: string, why: string): Error {
  return new Error(`refusing to keep data in ${path}: ${why}; ck keeps tool output and code only in folders you alone own (move it away, or set XDG_STATE_HOME / XDG_CACHE_HOME elsewhere)`);
}
