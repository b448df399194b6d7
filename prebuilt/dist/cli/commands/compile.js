import { parseFlags, intFlag, tokenFlag, TOKEN_COUNT } from '../command.js';
import { UsageError } from '../../errors.js';
import { compileContext, renderCompileText, renderCompileContext, CompileInputError, DEFAULT_EVENT_DECORATORS } from '../../compile/index.js';
import { closePool } from '../../parse/pool.js';
const HELP = `usage: ck compile REPO TARGET [--max-hops N] [--budget N] [--event-decorators a,b,…] [--format text|json|context]

Context-compiler mode: TARGET (a file of REPO, the one being edited) in full (tier 1); the files it reaches through
imports, plus the files defining names it calls that its imports do not explain (resolved through a repo-wide
symbol map), breadth-first up to --max-hops, as interface skeletons (tier 2); everything else excluded (tier 3).
Warnings, each with file and line, mark where static analysis stops: getattr/importlib dispatch with non-constant
arguments (dynamic-dispatch, dynamic-import), event-style registration (event-registration), and a called name
defined in several files (name-collision).

  --max-hops N           breadth-first hops from TARGET (default 2)
  --budget N             token budget (30000, 30k, 1.5M); when over, the farthest-hop skeletons are dropped first (and listed)
  --event-decorators L   comma-separated decorator / registration-call names that mark event registration,
                         replacing the default list (${DEFAULT_EVENT_DECORATORS.join(',')})
  --format F             text (default: summary and token report), json (the slice manifest schema with a
                         'compile' section), or context (the compiled text, each file under a
                         '==> path (tier, lines a-b) <==' header)

Every skeletonized or excluded file has a page fault (a command that prints it, by absolute path) in the JSON
manifest.

Exit status: 0 compiled (also over --budget: the manifest's budget.fits says so), 1 an unexpected error,
2 bad usage, a REPO that is not a directory, or a TARGET that does not exist, lies outside REPO, is a directory,
cannot be read or is not indexed.
`;
export const command = {
    name: 'compile',
    summary: 'context-compiler mode: target in full, what it reaches as skeletons',
    help: HELP,
    async run(argv, io) {
        const { values, positionals } = parseFlags(argv, {
            'max-hops': { type: 'string' },
            budget: { type: 'string' },
            'event-decorators': { type: 'string' },
            format: { type: 'string', default: 'text' },
        }, 'compile', { budget: TOKEN_COUNT, 'max-hops': 'a non-negative integer' });
        if (positionals.length !== 2)
            throw new UsageError(`compile: expected REPO and TARGET, got ${positionals.length} argument(s) (ck compile REPO TARGET)`);
        const format = String(values.format);
        if (!['text', 'json', 'context'].includes(format))
            throw new UsageError(`invalid value for --format: '${format}' (expected text, json or context)`);
        const maxHops = intFlag('--max-hops', values['max-hops'], 2);
        const budget = values.budget === undefined ? undefined : tokenFlag('--budget', String(values.budget));
        const events = values['event-decorators'] === undefined ? undefined : String(values['event-decorators']).split(',').map((s) => s.trim()).filter(Boolean);
        if (events && events.length === 0)
            throw new UsageError(`invalid value for --event-decorators: '${String(values['event-decorators'])}' (expected comma-separated names)`);
        let m;
        try {
            m = await compileContext(positionals[0], positionals[1], { maxHops, budget, eventDecorators: events });
            if (format === 'json')
                io.stdout.write(`${JSON.stringify(m, null, 2)}\n`);
            else if (format === 'context')
                io.stdout.write(await renderCompileContext(m));
            else
                io.stdout.write(renderCompileText(m));
        }
        catch (err) {
            if (err instanceof CompileInputError || err instanceof RangeError)
                throw new UsageError(err.message);
            throw err;
        }
        finally {
            await closePool();
        }
        if (format !== 'text' && m.warnings.length)
            io.stderr.write(`ck compile: ${m.warnings.length} warning(s) (see the manifest)\n`);
        return 0;
    },
};
