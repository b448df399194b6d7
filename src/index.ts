/**
 * context-kernel — the public library API.
 *
 * Everything exported here is stable; everything else is internal.
 */
export { VERSION } from './version.js';
export { estimateTokens, formatTokens } from './tokens.js';
export {
  normalize, recall, recallRaw, rereadDelta, forgetDelta, isMarkerLine, parseMarker,
  type NormalizeOptions, type NormalizeResult, type Elision, type NormalizeStats, type ToolKind, type RecallOptions,
  type DeltaResult, type DeltaOptions, type ParsedMarker, type MarkerKind,
} from './normalize/index.js';
