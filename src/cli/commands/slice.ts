import { phase } from '../../runtime/phases.js';
import { readFileSync } from 'node:fs';
import type { Command } from '../command.js';
import { parseFlags, intFlag, tokenFlag, TOKEN_COUNT } from '../command.js';
import { UsageError, badFlag, badUsage, badPath } from '../../errors.js';
import { renderSlice, sliceRepo, type SliceFormat } from '../../slice/index.js';
import { operator } from '../../operators/index.js';

const HELP = `usage: ck slice REPO (--symptom TEXT | --symptom-file F | --seed PATH[:LINE]… | --from-diff [REF])
                [--budget N|auto|none] [--deps-depth N] [--importers-depth N] [--importers-fanout N]
                [--format text|json|paths|context] [--no-cache] [--session ID] [--transcript FILE]

T2: the task state for a symptom — seed files, their import closure, bounded importers and related tests,
chosen under a token budget; everything left out or trimmed is one command away (page faults).

  --symptom TEXT        a traceback, error message, failing-test line or compiler/linter output
  --symptom-file F      read the symptom from F ('-' reads standard input)
  --seed PATH[:LINE]    an explicit seed (repeatable)
  --from-diff [REF]     seed from 'git diff REF' (default HEAD: the working tree's changes)
  --budget B            tokens (30000, 30k, 1.5M), 'auto' (default: from the calling session's live context
                        occupancy, or CK_BUDGET_MAX, or 30000) or 'none'
  --deps-depth N        dependency hops from the seeds (default 2)
  --importers-depth N   importer hops from the seeds (default 1)
  --importers-fanout N  most importers added per expanded file, best ranked first (default 8)
  --format F            text (default), json (the manifest), paths (one per line), context (the task state)
  --no-cache            recompute the index and the slice
  --session ID          session whose transcript measures the context for --budget auto
  --transcript FILE     that session's transcript file

Exit status:
  0  the slice fits the budget
  1  it does not fit (the manifest says why; the slice is still printed), or an error such as an unreadable REPO
  2  bad usage: an unknown flag, a bad value (--budget -5), a missing or unreadable --symptom-file
  3  the symptom seems to come from another project (a 'foreign-symptom' warning: none of its frames lies in
     the repository or its installed packages and no seed is sure; the slice is still printed)
  4  --from-diff found no changes (an empty 'git diff REF') and nothing else seeds the slice: 'no changes' on
     stderr; the empty slice is still printed
`;

const BUDGET_EXPECTED = `${TOKEN_COUNT}, 'auto' or 'none'`;
const INT = 'a non-negative integer';

const FORMATS: readonly SliceFormat[] = ['text', 'json', 'paths', 'context'];

export const command: Command = {
  name: 'slice',
  summary: operator('slice').summary,
  help: HELP,
  async run(argv, io) {
    // `--from-diff` takes an optional ref: rewrite a bare one so the strict parser accepts it.
    const args = argv.flatMap((a, i) => (a === '--from-diff' && (argv[i + 1] === undefined || argv[i + 1]!.startsWith('-')) ? ['--from-diff=HEAD'] : [a]));
    const { values, positionals } = parseFlags(args, {
      symptom: { type: 'string' }, 'symptom-file': { type: 'string' }, seed: { type: 'string', multiple: true },
      'from-diff': { type: 'string' }, budget: { type: 'string' }, 'deps-depth': { type: 'string' },
      'importers-depth': { type: 'string' }, 'importers-fanout': { type: 'string' }, format: { type: 'string', default: 'text' },
      'no-cache': { type: 'boolean' }, session: { type: 'string' }, transcript: { type: 'string' },
    }, 'slice', { budget: BUDGET_EXPECTED, 'deps-depth': INT, 'importers-depth': INT, 'importers-fanout': INT });
    if (values.help) { io.stdout.write(HELP); return 0; }
    if (positionals.length !== 1) throw badUsage('slice', 'expected exactly one REPO (ck slice REPO --symptom TEXT …)');
    const format = String(values.format) as SliceFormat;
    if (!FORMATS.includes(format)) throw badFlag('--format', format, 'text, json, paths or context');
    const b = values.budget === undefined ? undefined : String(values.budget);
    const budget = b === undefined || b === 'auto' || b === 'none' ? b : tokenFlag('--budget', b, BUDGET_EXPECTED);
    if (values.symptom !== undefined && values['symptom-file'] !== undefined) throw badUsage('slice', 'give --symptom or --symptom-file, not both');
    let symptom = values.symptom !== undefined ? String(values.symptom) : undefined;
    const file = values['symptom-file'];
    if (file !== undefined) {
      try {
        const buf = file === '-' ? await io.readStdin('slice') : readFileSync(String(file));
        if (buf.includes(0)) throw badPath(`slice: --symptom-file ${file}`, 'is binary, not a text symptom');
        symptom = buf.toString('utf8');
      } catch (err) {
        if (err instanceof UsageError) throw err;
        throw badPath(`slice: cannot read --symptom-file ${file}`, (err as NodeJS.ErrnoException).code ?? (err as Error).message);
      }
    }
    const seeds = (values.seed as string[] | undefined)?.map(String); // none: undefined, sliceRepo's default
    const m = await sliceRepo(positionals[0]!, {
      symptom, seeds, fromDiff: values['from-diff'] !== undefined ? String(values['from-diff']) : undefined, budget,
      depsDepth: intFlag('--deps-depth', values['deps-depth'] as string | undefined),
      importersDepth: intFlag('--importers-depth', values['importers-depth'] as string | undefined),
      importersFanout: intFlag('--importers-fanout', values['importers-fanout'] as string | undefined),
      noCache: Boolean(values['no-cache']),
      format,
      sessionId: values.session !== undefined ? String(values.session) : undefined,
      transcriptPath: values.transcript !== undefined ? String(values.transcript) : undefined,
    });
    phase('output');
    io.stdout.write(await renderSlice(m, format));
    // A diff that changed nothing is not a slice of nothing: say so, and end with a status of its own.
    const ref = values['from-diff'] !== undefined ? String(values['from-diff']) : undefined;
    const noChanges = ref !== undefined && !m.seeds.some((x) => x.why === 'diff') && !m.warnings.some((w) => w.kind === 'unresolved-seed' && w.detail.startsWith('changed in the diff'));
    if (noChanges) {
      io.stderr.write(`ck slice: no changes: 'git diff ${ref}' is empty in ${m.repo}${symptom?.trim() || seeds?.length ? '' : '; nothing to slice'}\n`);
      if (!symptom?.trim() && !seeds?.length) return 4;
    }
    if (format !== 'text') {
      for (const w of m.warnings.filter((x) => x.kind === 'ambiguous-seed' || x.kind === 'unresolved-seed' || x.kind === 'unreadable' || x.kind === 'foreign-symptom')) io.stderr.write(`ck slice: ${w.kind}: ${w.path}${w.line ? `:${w.line}` : ''} ${w.detail}\n`);
      if (!m.budget.fits) io.stderr.write(`ck slice: does not fit: ${m.budget.note}\n`);
    }
    if (!m.budget.fits) return 1;
    return m.warnings.some((w) => w.kind === 'foreign-symptom') ? 3 : 0;
  },
};
