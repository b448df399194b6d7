/**
 * Returns the estimated token count of `text`: ceil(characters / 4).
 *
 * This is the documented estimator used in every figure the engine prints. Real BPE tokenizers give fewer tokens
 * for English prose and common code (~3.5–4.5 chars/token) and more for dense symbols, minified code, hex and
 * non-Latin text (down to ~1.5–2.5 chars/token), so absolute counts can be off by ±40% there; ratios between two
 * texts of the same kind are much more stable, which is what budgets and rates compare.
 */
export function estimateTokens(text: string | number): number {
  const chars = typeof text === 'number' ? text : text.length;
  return Math.ceil(chars / 4);
}

/** Returns a short human form of a token count: 950, 9.8k, 1.2M. */
export function formatTokens(n: number): string {
  if (n < 1000) return String(n);
  if (n < 1_000_000) return `${(n / 1000).toFixed(n < 10_000 ? 1 : 0)}k`;
  return `${(n / 1_000_000).toFixed(1)}M`;
}
