// The repository index contract: consumed by the graph kernel, the slicer, symbols/skeletons and the compiler.

/**
 * The kind of an indexed file: one a language pack gives (`python`, `js`, `ts`; src/languages/index.ts `allLangs`),
 * or `other` for files no pack lexes precisely (recorded with size, hash and tokens; the generic floor may still find
 * their includes).
 */
export type Lang = string;

/** A top-level or class-level declaration with its 1-based inclusive line range (a decorated def starts at its first decorator). */
export interface Def {
  /** `merge`, or `DataFrame.merge` for a class-level member. */
  name: string;
  kind: 'function' | 'class' | 'method' | 'variable' | 'const' | 'interface' | 'type' | 'enum';
  start: number;
  end: number;
}

/** A place where static analysis stops (declared as a warning by slices). */
export interface DynamicSite {
  line: number;
  kind: 'dynamic-import' | 'dynamic-dispatch' | 'event-registration';
  detail: string;
}

/** One indexed file. */
export interface FileRecord {
  /** Repo-relative, `/`-separated (a dependency root outside the repository keeps its absolute path). */
  path: string;
  lang: Lang;
  size: number;
  mtimeMs: number;
  /** SHA-1 of the content, hex. */
  hash: string;
  /** estimateTokens of the content (ceil(UTF-16 code units / 4)). */
  tokens: number;
  defs: Def[];
  dynamic: DynamicSite[];
  /** Unresolved, third-party or standard-library specifiers, deduplicated, sorted. */
  external: string[];
}

/** How an import edge arises; `edgeKinds[edgeKind[i]]` decodes an edge. */
export type EdgeKind =
  | 'static' | 'conditional' | 'type-checking' | 'type-only' | 'dynamic-const'
  | 'require' | 'reexport' | 'side-effect' | 'lazy'
  /** Found by a language's declared regex floor (no precise resolver): a weaker edge (src/languages/floor). */
  | 'floor';

/** Decode table for `RepoIndex.edgeKind` (stable order: append only). */
export const EDGE_KINDS: readonly EdgeKind[] = [
  'static', 'conditional', 'type-checking', 'type-only', 'dynamic-const', 'require', 'reexport', 'side-effect', 'lazy', 'floor',
];

/** An import that names something local-looking that does not exist (a relative path, a local package's missing submodule). */
export interface UnresolvedImport { from: number; line: number; specifier: string; reason: string }

/** Entries the walk did not index, by cause. */
export interface SkippedCounts {
  binary: number;
  tooLarge: number;
  unreadable: number;
  symlinkLoop: number;
  /** Entries (files or whole directories) pruned by default exclusions or --exclude globs. */
  ignored: number;
}

/** Statistics of one index build. */
export interface IndexStats {
  files: number;
  bytes: number;
  edges: number;
  unresolved: number;
  dynamicSites: number;
  /** dynamicSites per kind. */
  dynamicByKind: Record<DynamicSite['kind'], number>;
  timingMs: Record<string, number>;
  cache: 'hit' | 'miss' | 'partial';
  /** Files lexed in this run (0 on a full cache hit). */
  relexed: number;
  /** Files per language. */
  byLang: Record<Lang, number>;
  /** How the file list was obtained. */
  walk: 'git' | 'fs';
  /**
   * Where this run's files were lexed: this thread alone, with the helper thread of a small cold index, or on the
   * pool: a tree from LEX_POOL_MIN_BYTES to lex, with the piscina pool's workers or, for a cold index in the CLI, the
   * helper thread in their place (build.ts lexAll); the rest of the pipeline (rank/keep.ts) treats both alike.
   */
  lexedOn: 'in-thread' | 'helper' | 'pool';
}

/** The repository index: files sorted by path and the import graph as parallel edge arrays. */
export interface RepoIndex {
  version: number;
  /** Absolute repository root. */
  root: string;
  /** Sorted by path (code-unit order). */
  files: FileRecord[];
  /** File ids are indexes into `files`; sorted by (from, to, line); one edge per (from, to, kind), first line kept. */
  edgeFrom: Int32Array;
  edgeTo: Int32Array;
  edgeLine: Int32Array;
  edgeKind: Uint8Array;
  edgeKinds: EdgeKind[];
  unresolved: UnresolvedImport[];
  skipped: SkippedCounts;
  stats: IndexStats;
  /** Returns the id of the file at repo-relative `path`, or undefined when it is not indexed. */
  fileId(path: string): number | undefined;
}

/** Options for buildIndex (all optional; defaults are applied by resolveIndexOptions only). */
export interface IndexOptions {
  /** Ignore and overwrite the cache. */
  noCache?: boolean;
  /** Extra exclusion globs (gitignore syntax), relative to the root. */
  exclude?: string[];
  /** Default-excluded directory names to index anyway (e.g. ['build']); ['*'] disables all default exclusions. */
  include?: string[];
  /** Files larger than this are skipped and counted (default 2 MB). */
  maxFileBytes?: number;
  /**
   * The root is an installed dependency package: index every file under it (no git listing, no ignore files, no
   * default exclusions; see WalkOptions.whole). Part of the cache key.
   */
  wholeTree?: boolean;
  /** Extra absolute roots (node_modules/<pkg>, site-packages/<pkg>) indexed as dependencies. */
  dependencyRoots?: string[];
  /** Called as files are lexed. */
  onProgress?: (done: number, total: number) => void;
  /**
   * 'auto' (default): in-thread below LEX_POOL_MIN_BYTES to lex, the piscina pool above, and in the CLI a cold index from
   * LEX_HELPER_MIN_BYTES on two threads (lex-helper.ts); 'always': the pool; 'never': in-thread only.
   */
  workers?: 'auto' | 'never' | 'always';
  /**
   * A cold index on the pool resolves each lexed batch while the workers lex the next ones (default true; false:
   * all files after the lexing, on one thread). The same index either way (edges.ts EagerResolution).
   */
  eagerResolve?: boolean;
  /** Lexer implementation: 'wasm' (default) or the TypeScript twin 'js'. */
  impl?: 'wasm' | 'js';
  /** Python decorators that count as event registration (matched against the last dotted component or the whole
   * name); default DEFAULT_EVENT_DECORATORS. Part of the cache key. */
  eventDecorators?: readonly RegExp[];
  /** Warnings (corrupt cache, unreadable config) go here; default: ignored. */
  onWarning?: (message: string) => void;
  /**
   * Returns the sink of an index kept beside this one and fed from the same pass (sink.ts; the slicer and `ck index`
   * keep the BM25F postings so). Called once per build; not part of the cache key.
   */
  sink?: () => import('./sink.js').IndexSink;
}

/** Raw import as a lexer saw it, before resolution. */
export interface RawImport {
  line: number;
  kind: EdgeKind;
  /** Python: dotted module with leading dots for relative levels ('..x', '.', 'a.b'); JS/TS: the specifier text. */
  specifier: string;
  /** Python `from M import a, b`: the imported names ('*' for star); absent for `import M`. */
  names?: string[];
}

/** What a lexer returns for one file. */
export interface LexResult {
  imports: RawImport[];
  defs: Def[];
  dynamic: DynamicSite[];
  /** Decorator names seen (Python), used for event-registration detection; kept for symbol tools. */
  chars: number;
}
