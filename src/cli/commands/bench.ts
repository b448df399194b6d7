import type { Command } from '../command.js';
import { parseFlags, intFlag, tokenFlag, TOKEN_COUNT } from '../command.js';
import { badFlag, badUsage } from '../../errors.js';
import { writeFileAtomic } from '../../store/atomic.js';
import { statSync } from 'node:fs';

const HELP = `usage: ck bench sufficiency REPO [--cases N] [--budget N]… [--seed N] [--json] [--html FILE]
       ck bench sufficiency REPO --real PATH [PATH…] [--budget N] [--json]

Rate–distortion of T2 on a real repository: real raise/throw sites with a message are sampled (seeded, so
runs are repeatable); for each, three symptoms are synthesized — a traceback through a real import chain of
1–4 hops, the caller's frame + the message, the message only — and sliced under each budget. Success = the
raise line is visible in the task state; rate = 1 − task-state tokens / repository tokens.

  --cases N     raise sites to sample (default 40)
  --budget N    a token budget: 8000, 8k, 1.5M (repeatable; default 8000 and 30000)
  --seed N      sampling seed (default 1)
  --json        print the full report as JSON (rows and every case)
  --html FILE   also write a self-contained HTML page with the plot and the cases
  --real PATH   score real captured tracebacks instead (repeatable; a file, or a directory's *.txt): the
                raise line is the innermost frame inside REPO, the three forms are cut from the real text;
                one budget (default 30000)

Exit status: 0 the report was printed, 1 an unexpected error, 2 bad usage or a REPO that is not a directory.
`;

const POSITIVE_TOKENS = `a positive ${TOKEN_COUNT.slice(2)}`;

export const command: Command = {
  name: 'bench',
  summary: 'benchmarks that run on a real repository (sufficiency)',
  help: HELP,
  async run(argv, io) {
    const { values, positionals } = parseFlags(argv, {
      cases: { type: 'string' }, budget: { type: 'string', multiple: true }, seed: { type: 'string' },
      json: { type: 'boolean' }, html: { type: 'string' }, real: { type: 'string', multiple: true },
    }, 'bench', { budget: POSITIVE_TOKENS, cases: 'a non-negative integer', seed: 'a non-negative integer' });
    if (values.help) { io.stdout.write(HELP); return 0; }
    const [suite, repo, ...rest] = positionals;
    if (suite !== 'sufficiency') throw badUsage('bench', `unknown suite '${suite ?? ''}' (available: sufficiency)`);
    if (!repo || (rest.length && values.real === undefined)) throw badUsage('bench sufficiency', 'expected exactly one REPO');
    // No --budget: undefined, and the bench applies its own default budgets (bench/options.ts, benchReal).
    const budgets = (values.budget as string[] | undefined)?.map((b) => tokenFlag('--budget', b, POSITIVE_TOKENS, 1));
    if (values.real !== undefined) {
      if (budgets && budgets.length > 1) throw badFlag('--budget', budgets.join(','), 'a single budget with --real');
      const inputs = [...(values.real as string[]), ...rest];
      for (const p of inputs) {
        let ok = false;
        try { ok = statSync(p).isDirectory() || statSync(p).isFile(); } catch { /* reported below */ }
        if (!ok) throw badFlag('--real', p, 'a readable captured traceback file or a directory of them (*.txt)');
      }
      const { benchReal, realTable } = await import('../../bench/index.js');
      const report = await benchReal(repo, inputs, budgets?.[0]);
      io.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : realTable(report));
      return 0;
    }
    const cases = intFlag('--cases', values.cases as string | undefined);
    if (cases !== undefined && cases < 1) throw badFlag('--cases', String(values.cases), 'a positive integer');
    const { benchSufficiency, sufficiencyTable, sufficiencyHtml } = await import('../../bench/index.js');
    const report = await benchSufficiency(repo, {
      cases, budgets, seed: intFlag('--seed', values.seed as string | undefined),
      onProgress: io.interactive ? (d, n) => io.stderr.write(`\rck bench: ${d}/${n} cases`) : undefined,
    });
    if (io.interactive) io.stderr.write('\n');
    io.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : sufficiencyTable(report));
    if (values.html) {
      writeFileAtomic(String(values.html), sufficiencyHtml(report), { private: false });
      io.stderr.write(`ck bench: wrote ${values.html}\n`);
    }
    return 0;
  },
};
