/**
 * context-kernel — the public library API.
 *
 * Everything exported here is stable; everything else is internal.
 */
export { VERSION } from './version.js';
export { estimateTokens, formatTokens } from './tokens.js';
