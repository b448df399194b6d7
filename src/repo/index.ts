/**
 * The repository index: file walk, import lexers (wasm kernels with TypeScript twins), Python and JS/TS module
 * resolution, the import graph as edge arrays, and an incremental on-disk cache.
 *
 * @example
 *   import { buildIndex } from 'context-kernel';
 *   const index = await buildIndex('.');
 *   console.log(index.stats.files, index.stats.edges);
 */
export type {
  Lang, FileRecord, Def, DynamicSite, EdgeKind, RepoIndex, IndexOptions, IndexStats, SkippedCounts,
  UnresolvedImport, RawImport, LexResult,
} from './types.js';
export { EDGE_KINDS } from './types.js';
export { buildIndex, indexDependency, dependencyRootOf, INDEX_ENGINE_VERSION, DEFAULT_MAX_FILE_BYTES } from './build.js';
export { lexPython, type LexPythonOptions } from '../languages/python/lex.js';
export { lexJs, type LexJsOptions } from '../languages/js/lex.js';
export { DEFAULT_EVENT_DECORATORS } from '../languages/python/decode.js';
export { DEFAULT_EXCLUDED_DIRS, walkRepo } from './walk.js';
export { langOf } from './lang.js';
