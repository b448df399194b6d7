/**
 * The hook's view of the T1 engine (src/normalize): loaded lazily so a hook that passes an output through never pays
 * for it, and typed here so the hook keeps compiling while the engine evolves.
 */

/** The normalize result fields the hook uses. */
export interface NormalizeResult {
  readonly text: string;
  readonly key: string;
  readonly tokensBefore: number;
  readonly tokensAfter: number;
  readonly changed: boolean;
  readonly binary: boolean;
}

/** What a re-read delta returns: `first` (record only), `unchanged` (marker), `diff` (unified diff), `changed-full`. */
export interface DeltaResult {
  readonly kind: 'first' | 'unchanged' | 'diff' | 'changed-full';
  readonly text: string;
  readonly hash: string;
}

/** The slice of the T1 API the hooks call. */
export interface NormalizeApi {
  normalize(input: string | Uint8Array, opts: { tool?: 'bash' | 'read' | 'grep' | 'json' | 'web' | 'auto'; spill?: boolean }): NormalizeResult;
  rereadDelta(key: string, content: string, opts?: { namespace?: string }): DeltaResult;
  forgetDelta(key: string, opts?: { namespace?: string }): void;
}

let cached: Promise<NormalizeApi> | undefined;

/** Returns the T1 engine module (loaded once); rejects with a clear message when this build lacks it. */
export function loadNormalize(): Promise<NormalizeApi> {
  cached ??= import('../normalize/index.js').then((m) => m as unknown as NormalizeApi).catch((err: unknown) => {
    cached = undefined;
    throw new Error(`normalize engine not available in this build: ${(err as Error).message}`);
  });
  return cached;
}
