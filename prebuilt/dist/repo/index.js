export { EDGE_KINDS } from './types.js';
export { buildIndex, indexDependency, dependencyRootOf, INDEX_ENGINE_VERSION, DEFAULT_MAX_FILE_BYTES } from './build.js';
export { lexPython } from './lex/python.js';
export { lexJs } from './lex/js.js';
export { DEFAULT_EVENT_DECORATORS } from './lex/decode.js';
export { DEFAULT_EXCLUDED_DIRS, walkRepo } from './walk.js';
export { langOf } from './lang.js';
