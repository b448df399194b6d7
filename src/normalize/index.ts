// T1 normalize: the public surface of the output-normalization operator.
export { normalize, normalizeEncoded } from './normalize.js';
export { recall, recallRaw, parseLineRange, type RecallOptions } from './recall.js';
export { rereadDelta, forgetDelta, type DeltaResult, type DeltaOptions } from './delta.js';
export { isMarkerLine, parseMarker, type ParsedMarker, type MarkerKind } from './markers.js';
export { TOOL_KINDS, type ToolKind, type NormalizeOptions } from './options.js';
export type { NormalizeResult, Elision, NormalizeStats } from './types.js';
export { fitToChars, type FitResult } from './fit.js';
export { checkAnswers, answersOf, answersKept, ORACLES, type AnswerCheck, type AnswerOracle, type OracleAnswers } from './answers/index.js';
