// The judge's prompt: one fixed template, so `ck ab judge --dry-run` prints exactly what the judge gets.
import type { AbSample } from '../store/ab-samples.js';

/** The two verdict lines the judge may end with (parsed by verdict.ts). */
export const VERDICT_INVARIANT = 'VERDICT: INVARIANT';
export const VERDICT_DEGRADED = 'VERDICT: DEGRADED — <the lost signals, on this one line>';

/** Returns the prompt the judge gets for `sample`: the task, the verdict format, then both texts in tags. */
export function judgePrompt(sample: AbSample): string {
  const what = sample.command ? `a \`${sample.tool}\` call (command: ${sample.command.replace(/\s+/g, ' ')})` : `a \`${sample.tool}\` call`;
  return `You are checking a tool-output compressor used by an AI coding agent. Below are the ORIGINAL output of ${what} and the NORMALIZED version the agent saw instead. Lines starting with "[ck:" are markers: each stands for text that was removed (the agent could recover it with the command in the marker, but did not see it).

Question: does the NORMALIZED version keep every actionable signal of the ORIGINAL? Actionable signals are what an agent would act on: each failing test and its first error or assertion line, collection or import errors, every compiler, type-checker or linter diagnostic with its file:line and code, error messages and stack frames, summary counts and the final status, every diff hunk and changed line, every path and its state, every search match's path:line. Removed noise (progress bars, repeated lines, passing tests, timings, banners) is not a loss.

Think it through, then end your answer with exactly one of these two lines as its very last line:
${VERDICT_INVARIANT}
${VERDICT_DEGRADED}

<original>
${sample.original}
</original>

<normalized>
${sample.normalized}
</normalized>
`;
}
