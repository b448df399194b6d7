import type { Command } from '../command.js';
import { parseFlags, intFlag, tokenFlag, TOKEN_COUNT } from '../command.js';
import { badFlag, badUsage } from '../../errors.js';
import { compileContext, renderCompileText, renderCompileContext, COMPILE_EVENT_NAMES, type CompileManifest } from '../../compile/index.js';
import { closePool } from '../../parse/pool.js';
import { parseSkeletonLevel, SKELETON_LEVELS } from '../../skeleton/levels.js';
import { operator } from '../../operators/index.js';

const BUDGET_EXPECTED = `${TOKEN_COUNT}, 'auto' or 'none'`;

const HELP = `usage: ck compile REPO TARGET [--max-hops N] [--budget N|auto|none] [--level signatures|summary|full]
                  [--max-warnings N] [--event-decorators a,b,…] [--format text|json|context] [--no-cache]
                  [--session ID] [--transcript FILE]

Context-compiler mode: TARGET (a file of REPO, the one being edited) in full (tier 1); the files it reaches through
imports, plus the files defining names it calls that its imports do not explain (resolved through a repo-wide
symbol map), breadth-first up to --max-hops, as interface skeletons (tier 2); everything else excluded (tier 3).
Warnings, each with file and line, mark where static analysis stops: getattr/importlib dispatch with non-constant
arguments (dynamic-dispatch, dynamic-import), event-style registration (event-registration), and a called name
defined in several files (name-collision).

  --max-hops N           breadth-first hops from TARGET (default 2)
  --budget B             tokens (30000, 30k, 1.5M), 'auto' (default: the calling session's remaining window, as
                         for ck slice; without a session CK_BUDGET_MAX or 30000) or 'none'. Under the budget: the
                         target in full when it leaves room for the signatures it references, else its own
                         skeleton; then per-symbol skeletons of the definitions the target references (best-used
                         file first); then whole skeletons, ranked by how much the target uses them (references
                         resolving there), hop distance and fan-in. The rest is excluded, with page faults.
  --level L              skeleton level: signatures, summary (default: + each docstring's first paragraph) or full
  --max-warnings N       warnings listed per kind, most central to the target first (default 10); one
                         'more-warnings' entry counts the rest
  --no-cache             rebuild the index and re-parse instead of reading the caches
  --session ID           session whose transcript measures the window for --budget auto
  --transcript FILE      that session's transcript file
  --event-decorators L   comma-separated decorator / registration-call names that mark event registration,
                         replacing the default list (${COMPILE_EVENT_NAMES.join(',')})
  --format F             text (default: summary and token report), json (the slice manifest schema with a
                         'compile' section), or context (the compiled text, each file under a
                         '==> path (tier, lines a-b) <==' header)

Every skeletonized or excluded file has a page fault (a command that prints it, by absolute path) in the JSON
manifest. The manifest's compile.coverage is the reference coverage: of the names the target references that
resolve statically into the repository, the share whose definition signature is in the compiled context.

Exit status: 0 compiled within the budget, 1 even the target's leanest skeleton exceeds the budget (the
manifest is still printed, budget.fits is false), a reached file could not be read (an 'unreadable' warning in
the manifest, said on stderr; the rest is still compiled and printed) or an unexpected error,
2 bad usage, a REPO that is not a directory, or a TARGET that does not exist, lies outside REPO, is a directory,
cannot be read or is not indexed.
`;

export const command: Command = {
  name: 'compile',
  summary: operator('compile').summary,
  help: HELP,
  async run(argv, io) {
    const { values, positionals } = parseFlags(argv, {
      'max-hops': { type: 'string' },
      budget: { type: 'string' },
      level: { type: 'string' },
      'max-warnings': { type: 'string' },
      'no-cache': { type: 'boolean' },
      session: { type: 'string' },
      transcript: { type: 'string' },
      'event-decorators': { type: 'string' },
      format: { type: 'string', default: 'text' },
    }, 'compile', { budget: BUDGET_EXPECTED, 'max-hops': 'a non-negative integer', 'max-warnings': 'a non-negative integer' });
    if (positionals.length !== 2) throw badUsage('compile', `expected REPO and TARGET, got ${positionals.length} argument(s) (ck compile REPO TARGET)`);
    const format = String(values.format);
    if (!['text', 'json', 'context'].includes(format)) throw badFlag('--format', format, 'text, json or context');
    const maxHops = intFlag('--max-hops', values['max-hops'] as string | undefined);
    const b = values.budget === undefined ? undefined : String(values.budget);
    const budget: number | 'auto' | 'none' | undefined = b === undefined || b === 'auto' || b === 'none' ? b : tokenFlag('--budget', b, BUDGET_EXPECTED);
    const level = values.level === undefined ? undefined : parseSkeletonLevel(String(values.level));
    if (values.level !== undefined && !level) throw badFlag('--level', String(values.level), SKELETON_LEVELS.join(', '));
    const maxWarnings = intFlag('--max-warnings', values['max-warnings'] as string | undefined);
    const events = values['event-decorators'] === undefined ? undefined : String(values['event-decorators']).split(',').map((s) => s.trim()).filter(Boolean);
    if (events && events.length === 0) throw badFlag('--event-decorators', String(values['event-decorators']), 'comma-separated names');
    let m: CompileManifest;
    try {
      m = await compileContext(positionals[0], positionals[1], {
        maxHops, budget, level, maxWarnings, eventDecorators: events, noCache: Boolean(values['no-cache']),
        sessionId: values.session !== undefined ? String(values.session) : undefined,
        transcriptPath: values.transcript !== undefined ? String(values.transcript) : undefined,
      });
      if (format === 'json') io.stdout.write(`${JSON.stringify(m, null, 2)}\n`);
      else if (format === 'context') io.stdout.write(await renderCompileContext(m));
      else io.stdout.write(renderCompileText(m));
    } finally {
      await closePool();
    }
    if (format !== 'text' && m.warnings.length) io.stderr.write(`ck compile: ${Object.values(m.compile.warning_counts).reduce((s, n) => s + n, 0)} warning(s) (see the manifest)\n`);
    // A file that could not be read is a per-file failure: the run went on, the status says it.
    const unreadable = m.compile.warning_counts.unreadable || 0;
    if (unreadable) io.stderr.write(`ck compile: ${unreadable} reached file(s) could not be read (see the 'unreadable' warnings)\n`);
    if (!m.budget.fits) { io.stderr.write(`ck compile: ${m.budget.note}\n`); return 1; }
    return unreadable ? 1 : 0;
  },
};
