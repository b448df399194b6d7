/**
 * The hook's view of the T1 engine (src/normalize): loaded lazily so a hook that passes an output through never pays
 * for it (pre-tool-use and user-prompt-submit never load it at all).
 */
import type { normalize, rereadDelta, forgetDelta } from '../normalize/index.js';

/** The slice of the T1 API the hooks call. */
export interface NormalizeApi {
  readonly normalize: typeof normalize;
  readonly rereadDelta: typeof rereadDelta;
  readonly forgetDelta: typeof forgetDelta;
}

let cached: Promise<NormalizeApi> | undefined;

/** Returns the T1 engine module (loaded once); rejects with a clear message when this build lacks it. */
export function loadNormalize(): Promise<NormalizeApi> {
  cached ??= import('../normalize/index.js').catch((err: unknown) => {
    cached = undefined;
    throw new Error(`normalize engine not available in this build: ${(err as Error).message}`);
  });
  return cached;
}
