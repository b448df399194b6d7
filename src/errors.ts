/**
 * Error types and factories: the one home of every error a user can act on. Bad usage, an invalid option or flag, an
 * input path that is missing or unreadable, a kernel or build part that is absent, a spill key that is gone, a lock
 * held too long — each is a type declared here (UsageError and its kinds) or the Error a factory here returns, with a
 * message naming the flag, option, file or command. Only this file constructs them; every other module throws what a
 * factory returns.
 *
 * What a user cannot act on — an internal invariant (a broken index or cache section, an id outside the graph, a
 * worker protocol mismatch, a scanner's private signal to its own caller) — may throw a plain `Error`, `RangeError`
 * or `TypeError` where it is detected, and nothing else: no module outside this file declares an Error subclass or
 * constructs one of the types below, and the CLI adapters (`src/cli/`) construct no error at all.
 * test/arch/errors.test.ts checks exactly this.
 *
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

/**
 * Returns the usage error of a command or tool call given arguments it cannot act on (a wrong count, a missing,
 * conflicting or out-of-range argument, input it cannot read as asked): `COMMAND: DETAIL`, or DETAIL alone when the
 * command is undefined (the CLI names the command around it).
 */
export function badUsage(command: string | undefined, detail: string): UsageError {
  return new UsageError(command === undefined ? detail : `${command}: ${detail}`);
}

/** Returns the usage error for a positional argument a command does not take: `COMMAND: unexpected argument 'ARG' (HINT)`. */
export function unexpectedArgument(command: string | undefined, arg: string, hint?: string): UsageError {
  return badUsage(command, `unexpected argument '${arg}'${hint === undefined ? '' : ` (${hint})`}`);
}

/**
 * Returns the usage error for a path the user named (a FILE, a REPO, a flag's file or folder) that cannot be used:
 * `SUBJECT: WHY`, where SUBJECT names the path as the user gave it (with its flag or command when that helps).
 */
export function badPath(subject: string, why: string): UsageError {
  return new UsageError(`${subject}: ${why}`);
}

/** Returns the usage error for a REPO argument that is not an existing directory (CLI exit 2). */
export function repoNotFound(root: string, why: string): UsageError {
  return new UsageError(`repository '${root}': ${why}`);
}

/** Returns the usage error for a file whose type no grammar reads: `FILE: no grammar for this file type (supported: …)`. */
export function noGrammar(file: string, supported: string): UsageError {
  return new UsageError(`${file}: no grammar for this file type (supported: ${supported})`);
}

/** Returns the usage error for a `ck recall` key that is not the hex key a `[ck: …]` marker prints. */
export function notASpillKey(key: string): UsageError {
  return new UsageError(`recall: '${key}' is not a spill key (expected the hex key a [ck: …] marker prints)`);
}

/** Returns the error for a spill entry whose raw bytes were evicted while it was being read (exit 1; recall it again). */
export function spillEvicted(key: string): Error {
  return new Error(`spill entry ${key} lost its raw bytes (evicted while reading)`);
}

/** Returns the bad-input error of a compile repository or target (a CompileInputError: the CLI exits 2): `compile: DETAIL`. */
export function compileInput(detail: string): CompileInputError {
  return new CompileInputError(`compile: ${detail}`);
}

/** Returns the error of a minimization that cannot start because the whole input does not reproduce (exit 1). */
export function notReproducing(detail: string): NotReproducingError {
  return new NotReproducingError(detail);
}

/**
 * Returns the error raised when a lock file cannot be taken within `waitMs` (its holder still holds it, or it kept
 * changing hands); the caller fails open or reports it, and a later try may succeed.
 */
export function lockBusy(lockFile: string, waitMs: number, held: boolean): Error {
  return new Error(held ? `lock ${lockFile} still held after ${waitMs} ms` : `lock ${lockFile} could not be taken in ${waitMs} ms`);
}

/**
 * Returns the error raised when a part of the build is absent (a bundle, an engine): `WHAT not available in this
 * build` followed by `suffix` (the missing file in parentheses, or the load error after a colon); run the build.
 */
export function notInBuild(what: string, suffix: string): Error {
  return new Error(`${what} not available in this build${suffix}`);
}

/** Returns the error for a hook payload on stdin that is not the client's JSON object (the hook fails open and logs it). */
export function badHookPayload(detail: string): Error {
  return new Error(detail);
}

/** A section of an index cache file found corrupt when it was first read, after its index was loaded (repo/lazy-section.ts). */
export class IndexCacheCorruptError extends Error {
  override name = 'IndexCacheCorruptError';
  constructor(readonly file: string, readonly why: string) {
    super(`index cache ${file} is corrupt (${why}) and was removed: the next index rebuilds it`);
  }
}

/**
 * Returns the error for an index cache section found corrupt only when it was first read (its checksum, or its blob
 * count), after the run had started from the rest of the file: the file was removed, so the next index rebuilds it
 * (buildIndex itself does so at once when it was the one reading).
 */
export function indexCacheCorrupt(file: string, why: string): IndexCacheCorruptError {
  return new IndexCacheCorruptError(file, why);
}
