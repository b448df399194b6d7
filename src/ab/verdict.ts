// The judge's verdict: the fixed last line of its answer, or nothing (the sample then stays pending).

/** A parsed verdict. */
export type Verdict = { readonly verdict: 'invariant' } | { readonly verdict: 'degraded'; readonly losses: string };

const INVARIANT = /^\**VERDICT:\s*INVARIANT\**\.?$/i;
/** `VERDICT: DEGRADED — lost`; an em dash, a dash, two dashes or a colon before the losses. */
const DEGRADED = /^\**VERDICT:\s*DEGRADED\**\s*(?:—|–|--?|:)\s*(.*?)\**$/i;

/**
 * Returns the verdict of a judge's answer, read from its last non-blank line only (a verdict quoted earlier in the
 * reasoning does not count), or null when that line is no verdict. A DEGRADED verdict must name what was lost.
 */
export function parseVerdict(answer: string): Verdict | null {
  const lines = answer.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');
  const last = lines[lines.length - 1] ?? '';
  if (INVARIANT.test(last)) return { verdict: 'invariant' };
  const m = DEGRADED.exec(last);
  if (m && m[1]!.trim() !== '') return { verdict: 'degraded', losses: m[1]!.trim().slice(0, 2000) };
  return null;
}
