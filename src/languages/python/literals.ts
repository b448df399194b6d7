/**
 * How Python writes string literals, comments and raise sites, for the literal scanner (slice/literals.ts): `#`
 * comments, single, double and triple quotes, and `raise` at the start of a statement.
 * @internal
 */
import type { LiteralSyntax } from '../types.js';

export const PYTHON_LITERALS: LiteralSyntax = {
  files: /\.py[ix]?$/,
  tokens: /#[^\n]*|(?:"""[\s\S]*?"""|'''[\s\S]*?'''|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')/g,
  commentLeads: '#',
  raiseWords: ['raise'],
  notARaise: (prefix) => !/^[ \t]*$/.test(prefix),
};
