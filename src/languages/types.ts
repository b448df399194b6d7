/**
 * The language-pack interface: everything the engine knows about one language, in one object (STYLE.md rule 13).
 * A pack is a folder under src/languages/ whose index.ts exports one `LanguagePack`; `src/languages/index.ts` lists
 * them in one ordered array. The index (src/repo), the graph (src/graph), the slice (src/slice) and the dependency
 * layer (src/deps) ask the registry; none of them names a language.
 *
 * Facets, each optional where a language has nothing to say:
 * - `extensions`, `projectMarkers`, `configFiles`: which files are the language's, which mark a project of it, and
 *   which change how every import resolves;
 * - `lexer`: the import lexer (a wasm kernel with its TypeScript twin where it is hot, else TypeScript alone);
 * - `resolver`: raw imports to files;
 * - `symptoms`: stack-trace, diagnostic and test-runner dialects, the frame formats they emit, error-class words;
 * - `tests`: which files are tests and which source file a test is named after;
 * - `syntax`: the tree-sitter grammar of each extension (skeletons and symbol queries);
 * - `dependencies`: where installed packages live.
 * @internal
 */
import type { EdgeKind, Lang, LexResult, RawImport, RepoIndex } from '../repo/types.js';
import type { Diagnostic, Frame, FrameFormat } from '../slice/symptom/types.js';
import type { LangId } from '../parse/languages.js';
import type { Tree } from 'web-tree-sitter';
import type { DefEntry, SymbolUnit } from '../symbols/defs.js';

export type { SymbolUnit };
import type { DependencyEnvironment, DiscoverOptions, InstalledPackage } from '../deps/types.js';
import type { DiscoveredPackage } from '../deps/package.js';

/** How far a pack's import graph can be trusted: a resolver that follows the language's rules, or regex-found. */
export type EdgeClass = 'precise' | 'floor';

/** One language. */
export interface LanguagePack {
  /** Stable name: the pack's folder (`python`, `js`, `go`). */
  readonly id: string;
  /** The name the README's language table shows. */
  readonly title: string;
  /** The short name messages use (`JS/TS`). */
  readonly shortName: string;
  /** Precise: a resolver following the language's own rules; floor: imports found by a declared regex. */
  readonly edgeClass: EdgeClass;
  /**
   * File kinds by extension (lower case, with the dot): the `lang` an indexed file gets. A pack may give several
   * kinds (JS/TS: `js` and `ts`). Floor packs give none: their files stay `other` and are lexed by `floorLexer`.
   */
  readonly extensions: Readonly<Record<string, Lang>>;
  /** Files whose presence at a project's root marks a project of this language (`go.mod`, `package.json`). */
  readonly projectMarkers: readonly string[];
  /** Files whose change can change how any file's imports resolve: the index then resolves every file again. */
  readonly configFiles?: RegExp;
  /**
   * Its files are never build output: one inside a folder named like a build output (`build/`, `dist/`, which the
   * walk skips) is source (Go's `internal/build` package). Honoured where git lists the tree.
   */
  readonly neverBuildOutput?: boolean;
  /** The import lexer of the pack's file kinds. */
  readonly lexer?: ImportLexer;
  /** Every wasm kernel (`wasm/<name>.wasm`) the pack's lexer and resolver run: part of the index cache's key. */
  readonly kernels?: readonly string[];
  /** Returns the resolver of this pack's imports over one file set (made once per index build, on first use). */
  resolver?(ctx: ResolveContext): ModuleResolver;
  /**
   * Returns the files (repo-relative) an import of `importer` that its resolver left unresolved with `reason` may have
   * meant, or undefined when the reason is not this pack's (to tell a missing file from an unreadable one).
   */
  unresolvedCandidates?(importer: string, reason: string): string[] | undefined;
  /** Stack traces, diagnostics and test-runner failures. */
  readonly symptoms?: SymptomFacet;
  /**
   * Returns the repo-relative path of a file a tool printed in the language's own terms (Go's `module/path/file.go`:
   * an import path and a file name), or undefined when `printed` is not such a path of the repository at `root`.
   */
  repoPathOf?(printed: string, root: string): string | undefined;
  /** Test-file conventions. */
  readonly tests?: TestConventions;
  /** Skeleton and symbol queries: the tree-sitter grammar of each extension the parser service reads. */
  readonly syntax?: SyntaxFacet;
  /** Where installed packages live. */
  readonly dependencies?: DependencyLayout;
  /** For a floor pack: the regex lexer and path resolver of the extensions it declares (`floor.extensions`). */
  readonly floor?: FloorFacet;
  /** The names the language gives every program (builtins, keywords, receivers): never a repository's own. */
  readonly names?: NamesFacet;
}

/**
 * The names a language gives every program, each written once in its pack: the symptom extractors never seed on
 * them, the call walk never follows them by name, and a user's line that calls a library is read without them
 * (../names.ts combines the packs' lists for each consumer). A pack lists the names its consumers have always
 * skipped; each name added changes which mentions seed, so it comes with a measurement.
 */
export interface NamesFacet {
  /** Built-in functions, types and globals a program uses without an import (Python's `len`, JavaScript's `JSON`). */
  readonly builtins: readonly string[];
  /** Reserved words: never the name of a definition or of a chain's head. */
  readonly keywords: readonly string[];
  /** Names that stand for the receiver itself (`self`, `this`): dropped from the head of a chain. */
  readonly receivers: readonly string[];
  /**
   * Methods of the built-in types, and everyday library calls, that a call walk resolving by name would take for a
   * repository's method (`d.get(k)`, `s.split()`). A pack that lists them has its builtins skipped by the walk too.
   */
  readonly builtinMethods?: readonly string[];
  /** Builtins a repository often defines under the same name (`compile`, `open`): the call walk still follows them. */
  readonly shadowedBuiltins?: readonly string[];
  /**
   * The names a user's own line holds in passing (`print(len(x))`, `return`, `.then(`), drawn from the lists above and
   * the language's other everyday words: never the library API the line calls.
   */
  readonly incidental?: readonly string[];
}

// ---------------------------------------------------------------------------------------------------------------
// Lexer

/** Options every lexer receives (most ignore them). */
export interface LexOptions {
  /** Decorator patterns that count as event registration (a lexer that reads decorators applies its default). */
  readonly eventDecorators?: readonly RegExp[];
  /** The file's path, when the lexer needs its name (Go's `_linux.go` build constraint). */
  readonly path?: string;
}

/** Raw lexer records: REC i32s per record and the source's UTF-16 length (repo/lex/records.ts). */
export interface LexRecords { records: Int32Array; chars: number }

/** A wasm lexer kernel (`wasm/<name>.wasm`, ABI in repo/lex/kernel.ts) with its TypeScript twin. */
export interface KernelLexer {
  /** The kernel's module name (`wasm/<name>.wasm`); also its slot in this thread. */
  readonly name: string;
  /** The twin: the records the kernel writes for `src`. */
  records(src: Uint8Array): LexRecords;
  /** Returns the LexResult of records over `buf`. */
  decode(buf: Buffer, rec: Int32Array, chars: number, opts: LexOptions): LexResult;
  /**
   * Returns the dynamic-site column blob (repo/columns.ts) of the records listed in `only` over `buf`;
   * `decoratorNames` are the names the kernel collected for it ('\n'-separated, '' when none).
   */
  dynamicBlob(buf: Buffer, rec: Int32Array, only: Int32Array, decoratorNames: string, opts: LexOptions): string;
  /**
   * Returns imports the host adds after the kernel's own (its import blob holds the rest), from the records listed in
   * `only` and, when it needs them, all of `rec`: Python's `getattr(module, "name")` edges. Absent: none.
   */
  extraImports?(buf: Buffer, rec: Int32Array, only: Int32Array): RawImport[];
}

/** How a pack's files are lexed: by a kernel (with its twin), or by TypeScript alone. */
export interface ImportLexer {
  readonly kernel?: KernelLexer;
  /** Returns the raw imports, definitions and dynamic sites of `src` (used when there is no kernel). */
  lex?(src: Buffer, opts: LexOptions): LexResult;
}

// ---------------------------------------------------------------------------------------------------------------
// Resolver

/** What a resolver sees of one index build. */
export interface ResolveContext {
  /** Absolute repository root. */
  readonly root: string;
  /** Repo-relative paths (dependency roots outside the repository keep their absolute path), in id order. */
  readonly paths: readonly string[];
  /** The same paths as a set. */
  readonly files: ReadonlySet<string>;
  /** Absolute roots of installed packages indexed with the repository (IndexOptions.dependencyRoots). */
  readonly dependencyRoots: readonly string[];
  /** Returns the raw imports of file `id` as its lexer recorded them. */
  importsOf(id: number): RawImport[];
  /** Unreadable configuration goes here. */
  warn(message: string): void;
}

/** What one raw import reaches: files, or an external package, or why it reaches nothing. */
export interface Resolution {
  targets: string[];
  /** Per target, its edge kind when it differs from the import's (a Go file behind a build constraint). */
  kinds?: (EdgeKind | undefined)[];
  /** A package outside the file set (third-party or standard library), as the import names it. */
  external?: string;
  /** Why a local-looking import reaches no file. */
  unresolved?: string;
}

/** The answer of a batch resolution (a kernel): edges of the files it answered, and which those were. */
export interface BatchResolution {
  /** (from, to, line, kind) quadruples of the answered files (self-edges left out, not deduplicated). */
  quads: Int32Array;
  /** Per file asked: its external-specifier blob (JSON, sorted), or null when `resolve` must answer it. */
  externals: (string | null)[];
}

/** Resolves one pack's raw imports over one file set. */
export interface ModuleResolver {
  /** Returns what import `imp` of the file at `importer` (repo-relative) reaches. */
  resolve(importer: string, imp: RawImport): Resolution;
  /**
   * Returns the resolution of many files at once (ids into ctx.paths; `blobOf` gives each one's import blob, asked
   * once per position `t` of `ids`, in order; an id may be asked more than once, with a blob of part of its imports),
   * or null when it cannot (no kernel): then each file goes through `resolve`.
   */
  resolveBatch?(ids: readonly number[], blobOf: (id: number, t: number) => string): BatchResolution | null;
  /**
   * Returns the files (repo-relative, besides `changed` themselves) whose imports may resolve differently once the
   * files at `changed` changed content: those of a language whose files reach each other by what they declare (Go's
   * same-package names). An incremental index resolves them again. Absent: a file's content changes only its own edges.
   */
  affectedBy?(changed: readonly string[]): string[];
  /**
   * True when a file's imports resolve from its own raw imports, the file set and the configuration alone (never
   * another file's imports through ctx.importsOf): a cold index then resolves each file as soon as it is lexed,
   * beside the lexing of the others (repo/edges.ts `EagerResolution`). Absent: its files wait for the whole lexing.
   */
  readonly ownImportsOnly?: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// Symptoms

/** How the frames of one format read. */
export interface FrameFormatSpec {
  readonly format: FrameFormat;
  /** The runtime prints the innermost frame (nearest the raise) first. */
  readonly innermostFirst?: boolean;
  /** A header naming the throw site: the innermost frame of its block, wherever it is printed (V8's crash header). */
  readonly throwSite?: boolean;
  /** Formats whose frames continue this format's block instead of starting a new one (a doctest and its traceback). */
  readonly continuedBy?: readonly FrameFormat[];
  /** Right after frames of this format the runtime prints the error line, whatever its class is named. */
  readonly errorFollows?: boolean;
  /** A line of this format's frames: when no error line was found, the line above the first such line is the message. */
  readonly frameLine?: RegExp;
  /** Frames of this format join whatever block is open, and any frame joins theirs (a crash header before its stack). */
  readonly joinsAnyBlock?: boolean;
  /** The runtime prints the error line before these frames (pytest's `E` lines): an error line does not close their block. */
  readonly errorBeforeFrames?: boolean;
}

/**
 * The parser's state while it reads one symptom, as every dialect sees it. Dialects report what they recognize
 * through it; the parser decides blocks and order.
 */
export interface SymptomReader {
  /** The symptom's lines (terminal escapes removed, line prefixes of logs stripped). */
  readonly lines: readonly string[];
  readonly frames: readonly Frame[];
  /** Starts a new block (a chained exception, another failure) when the current one has frames. */
  newBlock(): void;
  /** Returns the frame after giving it its block; a frame of another format than the last one starts a new block. */
  pushFrame(f: Omit<Frame, 'chain' | 'order'>): Frame;
  /** Records an error class and its message (deduplicated). */
  addError(type: string, message: string): void;
  /** Records an error message whose class the symptom does not name (deduplicated). */
  addMessage(message: string): void;
  /** Records a failing test's identifier (deduplicated). */
  addTest(id: string): void;
  addDiagnostic(d: Diagnostic): void;
  /** Records a warning: the symptom's error only when nothing failed. */
  addWarning(type: string, message: string): void;
  /** Whether the current block has frames yet. */
  readonly blockHasFrames: boolean;
  /** The format of the last frame pushed. */
  readonly lastFormat: FrameFormat | undefined;
  /** The name of the dialect that claimed the previous line. */
  readonly lastDialect: string | undefined;
  /** The block index the next frame gets. */
  readonly chain: number;
  /** Inserts a frame as the outermost of an existing block (a doctest example above the traceback it raised). */
  insertOutermost(f: Frame, chain: number): void;
  /** Closes the current block and appends `f` (made with its block index) as the next frame. */
  startBlockWith(f: Frame): void;
  /** A function named on the line before its location (Go, Rust): set by one dialect, taken by the next. */
  pendingFunc: string | undefined;
  /** Returns dialect-owned state under `key`, made by `init` on first use (one per parse). */
  state<T>(key: string, init: () => T): T;
  /** Regions a dialect opened (an IPython traceback): an error line closes them all. */
  readonly regions: Set<string>;
  /** Returns true when `name` looks like an error class of any registered runtime. */
  isErrorName(name: string): boolean;
}

/** One dialect: recognizes its lines and reports frames, errors, tests and diagnostics. */
export interface SymptomDialect {
  /** Stable name (`python-traceback`, `go-panic`). */
  readonly name: string;
  /**
   * Where it is offered a line among all dialects, lower first: a line goes to the first dialect that claims it.
   * Ranges in use: 100-199 Python, 200-299 Rust, 300-399 JS, 400-499 Java, 500-559 Go, 560-599 PHP, 600-899 diagnostics,
   * 900+ language-neutral.
   */
  readonly order: number;
  /** Returns the index of the last line it consumed when it claims `r.lines[i]`, or -1. */
  read(r: SymptomReader, i: number): number;
}

/** What a pack knows about its runtime's symptoms. */
export interface SymptomFacet {
  readonly dialects: readonly SymptomDialect[];
  readonly formats: readonly FrameFormatSpec[];
  /** Words an error class name of this runtime ends with, beyond the shared ones (`Exit`, `Interrupt`, `Iteration`). */
  readonly errorNameSuffixes?: readonly string[];
  /** Regex sources of what its runtime prints before an error headline (`Caused by: `, `Uncaught `). */
  readonly errorLinePrefixes?: readonly string[];
  /** Regex sources printed before those prefixes (Deno's `error: ` before `Uncaught `). */
  readonly errorLineLeads?: readonly string[];
  /** A marker the runtime repeats at the start of each line of a multi-line message (pytest's `E`). */
  readonly messageMarker?: string;
  /** The tool name of a `path:line:col: error: …` diagnostic about one of its files (`mypy`), with its continuation lines. */
  readonly gccLikeTool?: { readonly files: RegExp; readonly tool: Diagnostic['tool']; continuation?(next: string | undefined): string | null };
  /** Regex sources of the extensions a `path:line` frame of this language ends with (`py`, `[cm]?[jt]sx?`; no dot). */
  readonly frameExtensions?: readonly string[];
  /** Extensions (no dot) that make a token of an issue's prose a source path of this language (`py`, `pyx`). */
  readonly mentionExtensions?: readonly string[];
  /**
   * Returns the length of the prefix a log puts before the first line of a trace (`2024-01-02 ERROR `), or -1 when
   * `line` starts no trace: the lines after it lose the same prefix (slice/symptom/prefixes.ts).
   */
  prefixedTraceStart?(line: string): number;
  /** Returns true for a line after which indented lines are quoted output, never stripped (doctest's `Expected:`). */
  quotedOutputStart?(line: string): boolean;
  /**
   * A line calling the runtime where the runtime raises by itself (Python's `open()`, `os.*` file calls, `eval`): when
   * no raise of an error's class is reachable from the user's call, the library's call of one of these is shown.
   */
  readonly runtimeRaisers?: RegExp;
}

// ---------------------------------------------------------------------------------------------------------------
// Tests

/** Which files are tests, and which source file a test is named after. */
export interface TestConventions {
  /** A file name (no directory) that marks a test file. */
  readonly fileName: RegExp;
  /** Returns the stem of the source file a test file name is named after (`frame` of `test_frame.py`), or undefined. */
  subjectOf(base: string): string | undefined;
  /** File stems that name a package's entry module, never a test's subject (`__init__`, `index`). */
  readonly entryStems?: readonly string[];
}

// ---------------------------------------------------------------------------------------------------------------
// Syntax

/** A language's symbol queries over its tree-sitter tree (src/symbols). */
export interface SymbolQueries {
  /** Returns every class, function and method with its exact line range. */
  defs(tree: Tree): DefEntry[];
  /** Returns the module's top-level statements as def-use units. */
  units(tree: Tree): SymbolUnit[];
}

/** Skeleton and symbol queries, and what the language's syntax says about modules. */
export interface SyntaxFacet {
  /** The tree-sitter grammar of each extension (lower case, with the dot). */
  readonly grammars: Readonly<Record<string, LangId>>;
  /** Symbol queries of its grammars (`ck symbols`); without them a grammar has skeletons only. */
  readonly symbols?: SymbolQueries;
  /** Type stubs beside their implementation: [stub suffix, implementation suffix] (`.pyi` → `.py`, `.d.ts` → `.js`). */
  readonly stubSuffixes?: readonly (readonly [string, string])[];
  /** Method names instantiating a class runs (`__init__`, `constructor`). */
  readonly constructorNames?: readonly string[];
  /**
   * What follows a module path written with `/` (`a/b` of `a.b`) in the file that defines it, in the order tried
   * (`.py`, `/__init__.py`): a dotted name in an issue's prose names that file.
   */
  readonly moduleFileSuffixes?: readonly string[];
  /**
   * The module file by which a package re-exports its public API (Python's `__init__.py`): `name` is what a seed's
   * explanation calls it. A definition such a file imports by name is an API entry point.
   */
  readonly reexportingModule?: { readonly file: RegExp; readonly name: string };
  /** How the literal scanner (slice/literals.ts) reads the pack's files; without it, the C family's (../literals.ts). */
  readonly literals?: LiteralSyntax;
  /**
   * Operators and subscripts whose use runs a special method of the operand's class, each with the methods it may run
   * (`==` → `__eq__`): an issue's snippet that uses one points at that method (slice/def-syntax.ts).
   */
  readonly operatorMethods?: readonly (readonly [RegExp, readonly string[]])[];
}

/** How string literals, comments and raise sites are written: what the literal scanner reads message templates from. */
export interface LiteralSyntax {
  /** The files written so (by path): the pack's own extensions and any its runtime also reads (`.pyx`). */
  readonly files: RegExp;
  /** A global regex of comments and string literals, one token each. */
  readonly tokens: RegExp;
  /** The first characters of a token that is a comment (`#`; `/` of `//` and `/*`). */
  readonly commentLeads: string;
  /** The words that raise or build an error (`raise`; `throw`, `panic`, `errors.New`). */
  readonly raiseWords: readonly string[];
  /** Returns true when a raise word after `prefix` (the line's text before it) is no raise (a comment, an expression). */
  notARaise(prefix: string): boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// Dependencies

/** Where installed packages of a language live, and how a project's code reaches them. */
export interface DependencyLayout {
  /** Directory names the index never walks by default: installs and caches (`node_modules`, `.venv`). */
  readonly excludedDirs: readonly string[];
  /** Directory names a package manager installs into, inside a project (slice/repo.ts leaves them to src/deps). */
  readonly installDirs: readonly string[];
  /**
   * Returns where in `p` (absolute, `/`-separated) an install location of this layout starts and the root of the
   * installed package holding `p` there (`…/node_modules/@a/b/x.js` → `…/node_modules/@a/b`; null when the location
   * holds no package root this engine indexes), or null when `p` lies in none. The innermost location of all packs wins.
   */
  packageRootOf?(p: string): { at: number; root: string | null } | null;
  /** Directory names whose children are installed packages (`node_modules`, `site-packages`). */
  readonly installRoots?: readonly string[];
  /** The extension of a package installed as one file (`six.py`): its name is the file's stem. */
  readonly singleFileModule?: string;
  /**
   * Returns where an install location ends in a path's segments (`…/site-packages`, `…/pkg/mod/x/y@v1`): what follows
   * names a module file as installed, which the repository at `root` holds under one of `dirs` (`''`, `src`, `lib`) when
   * it is a checkout of that package. `own: false` says the location holds another package than the repository's (Go
   * knows its module path): such a path is never mapped into the repository. Null when `segs` is in none.
   */
  installedCopyOf?(segs: readonly string[], root: string): { at: number; dirs: readonly string[]; own: boolean } | null;
  /** Returns the root of the installed package a frame's path (of any machine) lies in, by its shape alone. */
  frameRootOf?(p: string): string | undefined;
  /**
   * A frame's path (of any machine) that lies in an installed package or the runtime's own library
   * (`…/site-packages/…`, `…/lib/python3.11/…`, `…/node_modules/…`): never the user's own code.
   */
  readonly installedFramePath?: RegExp;
  /**
   * Returns the import name of the top-level package a file of a project's index declares (Python's `pkg/__init__.py`
   * whose folder is in no package of `paths`; an installed `node_modules/pkg/package.json`), or undefined.
   */
  topLevelPackageOf?(path: string, paths: ReadonlySet<string>): string | undefined;
  /** Returns the import name of the installed package a frame's path (of any machine) lies in, by its shape alone. */
  frameModule?(p: string): string | undefined;
  /**
   * Returns, for a frame of this language that names no file of the repository and no install location by its path
   * (a JVM frame names a class and a file name only), the dependency it is declared to be in and what can be said of
   * where its sources are; undefined when the frame may be the repository's own (`ownsFolder(p)`: some repository
   * file lies in a folder whose path ends with `p`).
   */
  frameDependency?(frame: Frame, ownsFolder: (p: string) => boolean): { name: string; detail: string } | undefined;
  /**
   * Returns the package of `packages` (this layout's, in lookup order) an import of `spec` reaches, or undefined; when
   * absent, deps/discover.ts packageForModule answers by the ecosystem's shared rules.
   */
  packageOf?(packages: readonly InstalledPackage[], spec: string): InstalledPackage | undefined;
  /**
   * Returns the ids (in `index`, the package's own) of the files an import of `spec` loads from installed package
   * `pkg`, or undefined when the layout leaves it to the shared lookup (deps/compose.ts entryFiles).
   */
  packageFiles?(pkg: InstalledPackage, index: RepoIndex, spec: string): number[] | undefined;
  /** Returns true when the pack takes part in a slice: the project holds its files or the symptom's frames are its. */
  inPlay?(files: Readonly<Record<string, number>>, frames: readonly Frame[]): boolean;
  /** Returns discovery options when the pack is not in play (what need not be asked of the machine). */
  notInPlayOptions?: Partial<DiscoverOptions>;
  /** Adds the installed packages of this layout to `env` (deps/discover.ts calls each pack in order). */
  discover?(root: string, env: DiscoveryTarget, opts: DiscoverOptions): void;
  /**
   * Returns a promise that settles once the slow part of `discover` (a process it would start and wait for) has been
   * started ahead, in the background, with the same inputs, or undefined when there is nothing to start: `discover`
   * then takes that answer instead of waiting for a process of its own (deps/discover.ts prefetchDependencies). Never
   * rejects; what it learns changes no outcome, only when it is known.
   */
  prefetch?(root: string, opts: DiscoverOptions): Promise<void> | undefined;
  /** The ecosystem its installed packages belong to (InstalledPackage.ecosystem). */
  readonly ecosystem?: InstalledPackage['ecosystem'];
  /**
   * Returns the paths (relative to `root`, as written) of the entry points the project's manifest declares (package.json
   * `main`, `module`, `exports`, `bin`; not browser or types targets): the build output a package's users run.
   */
  declaredEntries?(root: string): string[];
  /** Returns the ids of the files the project's own manifest names as entry points, under every runtime condition. */
  ownEntries?(index: RepoIndex): number[];
  /**
   * A package ships the same source in several builds (CommonJS, ESM, bundles): of its files, only those reached from
   * the code that runs are what the user ran, and a match elsewhere in the package weighs less (slice/runtime.ts).
   */
  readonly buildsVary?: boolean;
}

/** The environment discovery fills in: a DependencyEnvironment whose packages still compute `hasSources` lazily. */
export type DiscoveryTarget = Omit<DependencyEnvironment, 'packages'> & { packages: DiscoveredPackage[] };

// ---------------------------------------------------------------------------------------------------------------
// The floor

/** One text-source language of the generic floor: its extensions and the regexes that find its imports. */
export interface FloorLanguage {
  /** Extensions (lower case, with the dot). */
  readonly extensions: readonly string[];
  /**
   * Regexes (global, multiline) whose first group is an imported path or name: `#include "x.h"`, `require 'x'`.
   * A match inside a comment is still taken: the floor is declared weaker.
   */
  readonly imports: readonly RegExp[];
  /**
   * Returns the repo-relative paths an imported `name` of the file at `importer` may be, most likely first
   * (`x.h` beside the importer, then at the root; `a.b.C` as `a/b/C.java`); `tail: true` on a candidate lets it match
   * any file whose path ends with it, when exactly one does.
   */
  candidates(importer: string, name: string): { path: string; tail?: boolean }[];
}

/** The floor: languages without a pack of their own, found by regex. */
export interface FloorFacet {
  readonly languages: Readonly<Record<string, FloorLanguage>>;
}
