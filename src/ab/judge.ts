// `ck ab judge`: asks the judge command about each pending sample, records verdicts in the sample and the savings log.
import { spawnSync } from 'node:child_process';
import { parse as parseShell } from 'shell-quote';
import { listAbSamples, updateAbSample, type AbSample } from '../store/ab-samples.js';
import { appendSavings } from '../savings/log.js';
import { judgePrompt } from './prompt.js';
import { parseVerdict } from './verdict.js';
import { badUsage } from '../errors.js';

/** Judge answers without a verdict line after which a sample is given up (`unjudgeable`). */
export const JUDGE_TRIES = 3;

/** What one judge call did to one sample. */
export interface JudgeOutcome {
  readonly id: string;
  readonly tool: string;
  readonly result: 'invariant' | 'degraded' | 'retry' | 'unjudgeable';
  readonly losses?: string;
  /** Why an answer was not a verdict (the judge's exit status, or its last line). */
  readonly detail?: string;
}

/** Options of judgeSamples. */
export interface JudgeOptions {
  /** The judge command line (shell words, no operators). */
  readonly command: string;
  /** Pending samples judged at most. */
  readonly limit: number;
  /** How long one judge call may take (config/env.ts resolveAbJudge). */
  readonly timeoutMs: number;
  /** Called after each sample, for progress. */
  readonly onOutcome?: (o: JudgeOutcome) => void;
}

/** Returns the argv of a judge command line; a UsageError for an empty one or one with shell operators. */
export function judgeArgv(command: string): string[] {
  const words = parseShell(command);
  if (words.length === 0 || words.some((w) => typeof w !== 'string')) {
    throw badUsage('CK_AB_JUDGE', `'${command}' must be a command and its arguments (no pipes, redirections or globs)`);
  }
  return words as string[];
}

/** Returns the pending samples, oldest first, at most `limit`. */
export function pendingSamples(limit: number): AbSample[] {
  return listAbSamples().filter((s) => s.status === 'pending').slice(0, limit);
}

/**
 * Returns the outcome of one judge call per pending sample (at most `limit`): the prompt goes to the judge's stdin,
 * the verdict is its answer's last line. A verdict is stored in the sample and appended to the savings log; an answer
 * without one (or a failed call) leaves the sample pending, and the JUDGE_TRIES-th such answer gives it up. Throws a
 * UsageError when the judge command cannot be started at all (no try is spent).
 */
export function judgeSamples(opts: JudgeOptions): JudgeOutcome[] {
  const argv = judgeArgv(opts.command);
  const out: JudgeOutcome[] = [];
  for (const sample of pendingSamples(opts.limit)) {
    const r = spawnSync(argv[0]!, argv.slice(1), { input: judgePrompt(sample), encoding: 'utf8', timeout: opts.timeoutMs, maxBuffer: 16 * 1024 * 1024 });
    if (r.error && (r.error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw badUsage('ab judge', `cannot run the judge '${argv[0]}' (not found); set CK_AB_JUDGE to a command that reads a prompt on stdin`);
    }
    const verdict = r.status === 0 ? parseVerdict(r.stdout ?? '') : null;
    let outcome: JudgeOutcome;
    if (verdict) {
      sample.status = verdict.verdict;
      if (verdict.verdict === 'degraded') sample.losses = verdict.losses;
      sample.judgedTs = Date.now();
      outcome = { id: sample.id, tool: sample.tool, result: verdict.verdict, ...(verdict.verdict === 'degraded' ? { losses: verdict.losses } : {}) };
    } else {
      sample.tries++;
      const last = (r.stdout ?? '').trim().split('\n').pop() ?? '';
      const detail = r.error ? r.error.message : r.status !== 0 ? `judge exited with status ${r.status}` : `no verdict in the last line: ${JSON.stringify(last.slice(0, 120))}`;
      if (sample.tries >= JUDGE_TRIES) sample.status = 'unjudgeable';
      outcome = { id: sample.id, tool: sample.tool, result: sample.status === 'unjudgeable' ? 'unjudgeable' : 'retry', detail };
    }
    updateAbSample(sample);
    if (outcome.result !== 'retry') {
      appendSavings([{ event: 'ab', ts: Date.now(), session: sample.session, tool: sample.tool, id: sample.id, verdict: outcome.result, ...(outcome.losses ? { losses: outcome.losses } : {}) }]);
    }
    out.push(outcome);
    opts.onOutcome?.(outcome);
  }
  return out;
}
