/**
 * The hook's view of the T1 engine (src/normalize): loaded lazily so a hook that passes an output through never pays
 * for it (pre-tool-use and user-prompt-submit never load it at all). Calls on a large output run with V8's
 * optimizing tiers off when the hook process allows it (runtime/tiering.ts), on the UTF-8 bytes the payload carried.
 */
import type { normalize, rereadDelta, forgetDelta, fitToChars } from '../normalize/index.js';
import type { checkAnswers } from '../normalize/answers/index.js';
import { withBaselineTiers } from '../runtime/tiering.js';
import { utf8Of } from './json-bytes.js';
import { notInBuild } from '../errors.js';

/** The slice of the T1 API the hooks call. */
export interface NormalizeApi {
  readonly normalize: typeof normalize;
  readonly rereadDelta: typeof rereadDelta;
  readonly forgetDelta: typeof forgetDelta;
  /** Cuts a normalized output to a client's character limit, signal lines last (large outputs, src/hooks/large-output.ts). */
  readonly fitToChars: typeof fitToChars;
  /** The answers a normalized output loses or adds against its raw form (src/normalize/answers; hooks/answer-guard.ts). */
  readonly checkAnswers: typeof checkAnswers;
}

let cached: Promise<NormalizeApi> | undefined;

const lengthOf = (input: string | Uint8Array): number => (typeof input === 'string' ? input.length : input.byteLength);

/** Returns the T1 engine module (loaded once); rejects with a clear message when this build lacks it. */
export function loadNormalize(): Promise<NormalizeApi> {
  cached ??= import('../normalize/index.js').then(
    (m): NormalizeApi => ({
      // An output that arrived in the payload is handed over with the payload's own UTF-8 bytes (no re-encoding).
      normalize: (input, opts) =>
        withBaselineTiers(lengthOf(input), () => {
          const bytes = typeof input === 'string' ? utf8Of(input) : undefined;
          return bytes ? m.normalizeEncoded(input as string, bytes, opts) : m.normalize(input, opts);
        }),
      rereadDelta: (key, content, opts) => withBaselineTiers(content.length, () => m.rereadDelta(key, content, opts)),
      forgetDelta: m.forgetDelta,
      fitToChars: (result, maxChars) => withBaselineTiers(result.text.length, () => m.fitToChars(result, maxChars)),
      checkAnswers: (raw, normalized, cleaned) => withBaselineTiers(raw.length, () => m.checkAnswers(raw, normalized, cleaned)),
    }),
    (err: unknown) => {
      cached = undefined;
      throw notInBuild('normalize engine', `: ${(err as Error).message}`);
    },
  );
  return cached;
}
