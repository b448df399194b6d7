/**
 * The answer guard of the PostToolUse hook: before a normalized output replaces a raw one, the answer oracles
 * (src/normalize/answers) read both; when the shape is one they know and an answer would be lost or changed, the raw
 * output is kept and the hook log says which answers and why. Fails open: an error in an oracle keeps the raw output.
 */
import type { NormalizeApi } from './engine.js';
import type { NormalizeResult } from '../normalize/types.js';
import { hookLog } from '../store/log.js';

/**
 * Outputs longer than this (UTF-16 units) are not checked. On a 1 MB log the check costs about half of what normalize
 * costs (3.2 to 4.2 ms of CPU on Node 20, 2.7 to 3.2 on Node 26, against main's 8 on the loaded 2-core machine:
 * bench/answers.bench.mjs, bench/captures/README.md): the cleaned bytes scanned once in wasm for every oracle's
 * literals, only what the oracles read decoded. It grows with the output; past 1M characters a hook would pay it on
 * every call the output is in. Said in the hook log when it happens.
 */
export const ANSWER_GUARD_MAX_CHARS = 1024 * 1024;

/** Answers quoted per log line (the rest are counted). */
const LOGGED_ANSWERS = 3;

/**
 * Returns true when `normalized` (normalize's result for `raw`) gives every answer `raw` gives (or no oracle knows the shape), false when the raw
 * output must be kept: an answer is lost or added, or the check itself failed. `what` names the output in the log
 * (`Bash stdout`).
 */
export function answersHold(engine: NormalizeApi, raw: string, normalized: NormalizeResult, what: string): boolean {
  if (raw.length > ANSWER_GUARD_MAX_CHARS) {
    hookLog('answers', `${what}: ${raw.length} characters, above the answer guard's bound (${ANSWER_GUARD_MAX_CHARS}): not checked`);
    return true;
  }
  try {
    // The cleaned output undecoded (its UTF-8 bytes, unless the terminal pass left the raw string as it was): the
    // oracles decode only what they read of it.
    const lost = engine.checkAnswers(raw, normalized.text, normalized.cleaned?.() ?? normalized.cleanedText?.()).filter((c) => c.missing.length > 0 || c.extra.length > 0);
    if (lost.length === 0) return true;
    for (const c of lost) {
      const quote = (xs: readonly string[]): string => xs.slice(0, LOGGED_ANSWERS).map((x) => JSON.stringify(x.slice(0, 160))).join(', ') + (xs.length > LOGGED_ANSWERS ? ` and ${xs.length - LOGGED_ANSWERS} more` : '');
      const parts = [c.missing.length ? `lost ${quote(c.missing)}` : '', c.extra.length ? `added ${quote(c.extra)}` : ''].filter(Boolean);
      hookLog('answers', `${what}: the ${c.oracle} oracle's answers changed (${parts.join('; ')}): raw output kept`);
    }
    return false;
  } catch (err) {
    hookLog('answers', `${what}: answer check failed (${(err as Error).message}): raw output kept`);
    return false;
  }
}
