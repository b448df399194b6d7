// T1 normalize: the public surface of the output-normalization operator.
export { normalize, normalizeEncoded } from './normalize.js';
export { recall, recallRaw, parseLineRange } from './recall.js';
export { rereadDelta, forgetDelta } from './delta.js';
export { isMarkerLine, parseMarker } from './markers.js';
export { TOOL_KINDS } from './options.js';
export { fitToChars } from './fit.js';
