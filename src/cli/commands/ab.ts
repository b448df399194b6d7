// `ck ab`: the sampled answer A/B on live traffic (issue 43) — judge the stored samples, show the store, export losses.
import { resolve } from 'node:path';
import type { Command } from '../command.js';
import { parseFlags, intFlag } from '../command.js';
import { badUsage, unexpectedArgument } from '../../errors.js';
import { resolveAbJudge } from '../../config/env.js';
import { resolveHookConfig } from '../../hooks/config.js';
import { AB_SAMPLES_MAX_BYTES, abSamplesDir, abStoreSize, listAbSamples } from '../../store/ab-samples.js';
import { lifetimeMs } from '../../store/lifetime.js';

const help = `usage: ck ab judge [--limit N] [--dry-run] [--status]
       ck ab export [--dir DIR]

The answer A/B: the PostToolUse hook stores one normalized output in CK_AB_RATE (default 20, i.e. 1 in 20; 0 = off)
with its original (re-read deltas are exact and never sampled). A judge then says whether the normalized version kept
every actionable signal; verdicts and the signals named as lost go into ck savings (text and HTML).

  judge           ask the judge about each pending sample (oldest first). The judge is CK_AB_JUDGE (default
                  'claude -p'): a command that reads the prompt on stdin and ends its answer with one line,
                  'VERDICT: INVARIANT' or 'VERDICT: DEGRADED — <lost signals>'. An answer without it leaves the
                  sample pending; after 3 such answers it is given up (unjudgeable). CK_AB_JUDGE_TIMEOUT_S
                  bounds one call (default 600).
    --limit N     judge at most N samples (default 20; with --dry-run, 1)
    --dry-run     print the exact prompt the judge would get, call nothing
    --status      print the store's counts (pending, invariant, degraded, unjudgeable), size and bounds
  export          write each degraded sample as a fixture skeleton (NAME.txt, NAME.normalized.txt, NAME.json in the
                  format of test/fixtures/signal/) into DIR (default ./ck-ab-fixtures)

Exit status: 0 done (also when nothing is pending), 1 an unexpected error, 2 bad usage or a judge that cannot be
started.
`;

const judgeCommand = (): string => resolveAbJudge().command;

export const command: Command = {
  name: 'ab',
  summary: 'the sampled answer A/B: judge stored (original, normalized) pairs, export losses as fixtures',
  help,
  async run(argv, io) {
    const [sub, ...rest] = argv;
    if (sub === undefined) throw badUsage('ab', 'missing subcommand (judge or export; ck ab --help)');
    if (sub === 'export') {
      const { values, positionals } = parseFlags(rest, { dir: { type: 'string' } }, 'ab export');
      if (positionals.length > 0) throw unexpectedArgument('ab export', positionals[0]!);
      const dir = resolve(typeof values.dir === 'string' ? values.dir : 'ck-ab-fixtures');
      const { exportDegraded } = await import('../../ab/export.js');
      const files = exportDegraded(dir);
      for (const f of files) io.stdout.write(`${f}\n`);
      io.stderr.write(`ck ab export: ${files.length / 3} degraded sample(s) written to ${dir}\n`);
      return 0;
    }
    if (sub !== 'judge') throw badUsage('ab', `unknown subcommand '${sub}' (judge or export)`);
    const { values, positionals } = parseFlags(rest, { limit: { type: 'string' }, 'dry-run': { type: 'boolean' }, status: { type: 'boolean' } }, 'ab judge', { limit: 'a positive integer' });
    if (positionals.length > 0) throw unexpectedArgument('ab judge', positionals[0]!);
    const limitFlag = intFlag('--limit', values.limit as string | undefined);
    if (limitFlag !== undefined && limitFlag < 1) throw badUsage('ab judge', `--limit must be at least 1, got ${limitFlag}`);
    if (values.status) {
      const counts = { pending: 0, invariant: 0, degraded: 0, unjudgeable: 0 };
      for (const s of listAbSamples()) counts[s.status]++;
      const size = abStoreSize();
      io.stdout.write([
        `samples      ${size.samples}: ${counts.pending} pending, ${counts.invariant} invariant, ${counts.degraded} degraded, ${counts.unjudgeable} unjudgeable`,
        `store        ${abSamplesDir()} (${(size.bytes / 1024 / 1024).toFixed(1)} MB of ${AB_SAMPLES_MAX_BYTES / 1024 / 1024} MB; samples kept ${lifetimeMs('content') / 86_400_000} days untouched)`,
        `judge        ${judgeCommand()} (CK_AB_JUDGE)`,
        `sampling     ${resolveHookConfig().abEvery ? `1 in ${resolveHookConfig().abEvery} replacements` : 'off'} (CK_AB_RATE)`,
        '',
      ].join('\n'));
      return 0;
    }
    const { judgeSamples, pendingSamples, judgePrompt, judgeArgv } = await import('../../ab/index.js');
    if (values['dry-run']) {
      judgeArgv(judgeCommand());
      const samples = pendingSamples(limitFlag ?? 1);
      if (samples.length === 0) io.stderr.write('ck ab judge: no pending sample\n');
      for (const s of samples) {
        io.stderr.write(`ck ab judge: the prompt for sample ${s.id} (${s.tool}), as '${judgeCommand()}' would get it on stdin:\n`);
        io.stdout.write(judgePrompt(s));
      }
      return 0;
    }
    const outcomes = judgeSamples({
      command: judgeCommand(),
      timeoutMs: resolveAbJudge().timeoutMs,
      limit: limitFlag ?? 20,
      onOutcome: (o) => io.stderr.write(`ck ab judge: ${o.id} (${o.tool}): ${o.result}${o.losses ? ` — ${o.losses}` : ''}${o.detail ? ` (${o.detail})` : ''}\n`),
    });
    const n = (r: string): number => outcomes.filter((o) => o.result === r).length;
    io.stdout.write(`${outcomes.length} judged: ${n('invariant')} invariant, ${n('degraded')} degraded, ${n('retry')} left pending (no verdict), ${n('unjudgeable')} given up\n`);
    return 0;
  },
};
