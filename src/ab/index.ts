// The answer A/B: judge sampled (original, normalized) pairs of tool outputs, and export the losses as fixtures.
export { judgePrompt, VERDICT_INVARIANT, VERDICT_DEGRADED } from './prompt.js';
export { parseVerdict, type Verdict } from './verdict.js';
export { judgeSamples, judgeArgv, pendingSamples, JUDGE_TRIES, type JudgeOutcome, type JudgeOptions } from './judge.js';
export { exportDegraded } from './export.js';
