import { withBaselineTiers } from '../runtime/tiering.js';
import { utf8Of } from './json-bytes.js';
let cached;
const lengthOf = (input) => (typeof input === 'string' ? input.length : input.byteLength);
/** Returns the T1 engine module (loaded once); rejects with a clear message when this build lacks it. */
export function loadNormalize() {
    cached ??= import('../normalize/index.js').then((m) => ({
        // An output that arrived in the payload is handed over with the payload's own UTF-8 bytes (no re-encoding).
        normalize: (input, opts) => withBaselineTiers(lengthOf(input), () => {
            const bytes = typeof input === 'string' ? utf8Of(input) : undefined;
            return bytes ? m.normalizeEncoded(input, bytes, opts) : m.normalize(input, opts);
        }),
        rereadDelta: (key, content, opts) => withBaselineTiers(content.length, () => m.rereadDelta(key, content, opts)),
        forgetDelta: m.forgetDelta,
        fitToChars: (result, maxChars) => withBaselineTiers(result.text.length, () => m.fitToChars(result, maxChars)),
    }), (err) => {
        cached = undefined;
        throw new Error(`normalize engine not available in this build: ${err.message}`);
    });
    return cached;
}
