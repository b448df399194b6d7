/**
 * JavaScript's and TypeScript's names that no repository defines: the globals a symptom names as often as Python's
 * builtins, the keywords, the receivers, each written once. How each consumer combines them is in ../names.ts.
 * @internal
 */
import type { NamesFacet } from '../types.js';

/** The globals a user's own line uses in passing (`console.log`, `require(…)`, `JSON.parse`). */
const INCIDENTAL_GLOBALS = ['console', 'require', 'module', 'exports', 'JSON'];

/** The rest of the globals the mention extractor skips. */
const OTHER_GLOBALS = ['window', 'document', 'Math', 'parseInt', 'parseFloat', 'setTimeout', 'setInterval'];

/** The keywords a user's line that calls a library holds around the call (`const x = new …`, `.catch(`). */
const INCIDENTAL_KEYWORDS = ['new', 'const', 'let', 'var', 'function', 'this', 'catch'];

/** The rest of the keywords and literal words (TypeScript's `implements`, `public`, … among them). */
const OTHER_KEYWORDS = [
  'typeof', 'instanceof', 'void', 'delete', 'null', 'undefined', 'true', 'false', 'do', 'switch', 'throw', 'extends',
  'implements', 'export', 'public', 'private', 'protected',
];

/**
 * Further words of a user's line that never name a library's API: the constructors of the built-in types, promise and
 * array methods, `JSON`'s and `console`'s, and V8's `<anonymous>` frame name. The mention extractor does not skip
 * them (`Promise.all` in prose may name a repository's own wrapper).
 */
const INCIDENTAL_OTHER = ['Object', 'String', 'Number', 'Array', 'Promise', 'push', 'then', 'log', 'parse', 'stringify', 'anonymous'];

/** `this` and `super` stand for the receiver itself. */
const RECEIVERS = ['this', 'super'];

export const JS_NAMES: NamesFacet = {
  builtins: [...INCIDENTAL_GLOBALS, ...OTHER_GLOBALS],
  keywords: [...INCIDENTAL_KEYWORDS, ...OTHER_KEYWORDS],
  receivers: RECEIVERS,
  incidental: [...new Set([...INCIDENTAL_GLOBALS, ...INCIDENTAL_KEYWORDS, ...INCIDENTAL_OTHER, ...RECEIVERS])], // `this` is in two
};
