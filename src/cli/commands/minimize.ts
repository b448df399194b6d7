import { readFileSync, writeFileSync } from 'node:fs';
import type { Command } from '../command.js';
import { parseFlags, intFlag } from '../command.js';
import { badFlag, badUsage, unexpectedArgument, badPath } from '../../errors.js';
import { minimize, shellOracle, NotReproducingError, type MinimizeResult, type Unit } from '../../minimize/index.js';
import { operator } from '../../operators/index.js';

const HELP = `usage: ck minimize --oracle 'CMD {}' --input FILE [--unit line|char] [--fail-exit N] [--timeout S]
                   [--output FILE] [--json]

Delta debugging (ddmin): shrinks FILE to a 1-minimal input that still reproduces a failure — removing any one
line (or character) of the result makes the oracle pass. The result is a sharper symptom:
  ck minimize --oracle 'python3 {}' --input crash.py --output small.py && ck slice REPO --symptom-file small.py

  --oracle CMD   a shell command run once per candidate, with each {} replaced by the path of a temporary file
                 holding the candidate (same base name as FILE); its output is discarded
  --input FILE   the input that reproduces the failure now
  --unit U       line (default; a line keeps its line break) or char (Unicode characters of UTF-8 text)
  --fail-exit N  "reproduces" means the oracle exits with status N (default: any non-zero status or a signal)
  --timeout S    time limit of the whole search in seconds (default 300); when it passes, the smallest input
                 found so far is printed, with a note on stderr that it may not be 1-minimal
  --output FILE  write the result to FILE instead of stdout
  --json         print (also with --output) {"output","unit","units":{"input","output"},"runs","cached","minimal","note","elapsed_ms"}

The search is deterministic for a deterministic oracle, and runs each distinct candidate at most once. A summary
line (sizes, oracle runs) goes to stderr; progress too, on a terminal only.

Exit status: 0 minimized (or stopped by the time limit, with a note), 1 the oracle does not reproduce on FILE as
given, 2 bad usage: a flag, a value, an unreadable FILE, an --oracle without {}.
`;

/** Returns a positive number of seconds from `value`, or throws a UsageError naming the flag. */
function seconds(flag: string, value: string): number {
  if (!/^\d+(\.\d+)?$/.test(value) || Number(value) <= 0) throw badFlag(flag, value, 'a positive number of seconds');
  return Number(value);
}

function summary(r: MinimizeResult): string {
  const name = `${r.unit === 'line' ? 'line' : 'character'}${r.units.output === 1 ? '' : 's'}`;
  const state = r.minimal ? '1-minimal' : 'not proven 1-minimal';
  return `ck minimize: ${r.units.input} → ${r.units.output} ${name} (${state}) in ${r.runs} oracle runs (${r.cached} candidates answered from the cache), ${(r.elapsedMs / 1000).toFixed(1)} s\n`;
}

export const command: Command = {
  name: 'minimize',
  summary: operator('minimize').summary,
  help: HELP,
  async run(argv, io) {
    const { values, positionals } = parseFlags(argv, {
      oracle: { type: 'string' }, input: { type: 'string' }, unit: { type: 'string', default: 'line' },
      'fail-exit': { type: 'string' }, timeout: { type: 'string' }, output: { type: 'string' }, json: { type: 'boolean' },
    }, 'minimize', { 'fail-exit': 'an exit status 0-255', timeout: 'a positive number of seconds' });
    if (positionals.length) throw unexpectedArgument('minimize', positionals[0]!, 'the input goes after --input');
    if (values.oracle === undefined) throw badUsage('minimize', "--oracle 'CMD {}' is required");
    if (values.input === undefined) throw badUsage('minimize', '--input FILE is required');
    const oracleCmd = String(values.oracle);
    if (!oracleCmd.includes('{}')) throw badUsage('minimize', `--oracle must contain {} where the candidate file's path goes (got '${oracleCmd}')`);
    const unit = String(values.unit);
    if (unit !== 'line' && unit !== 'char') throw badFlag('--unit', unit, 'line or char');
    const failExit = intFlag('--fail-exit', values['fail-exit'] as string | undefined);
    if (failExit !== undefined && failExit > 255) throw badFlag('--fail-exit', String(failExit), 'an exit status 0-255');
    const timeLimitMs = values.timeout !== undefined ? seconds('--timeout', String(values.timeout)) * 1000 : undefined;
    const inputPath = String(values.input);
    let input: Buffer;
    try {
      input = readFileSync(inputPath);
    } catch (err) {
      throw badPath(`minimize: cannot read --input ${inputPath}`, (err as NodeJS.ErrnoException).code ?? (err as Error).message);
    }

    const oracle = shellOracle(oracleCmd, inputPath, failExit);
    let result: MinimizeResult;
    try {
      result = await minimize(input, (c, t) => oracle.run(c, t), {
        unit: unit as Unit,
        timeLimitMs,
        onProgress: io.interactive
          ? (p) => io.stderr.write(`\rck minimize: ${p.size} ${unit}s left, granularity ${p.granularity}, ${p.runs} oracle runs\x1b[K`)
          : undefined,
      });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_ENCODING_INVALID_ENCODED_DATA') throw badUsage('minimize', `--unit char needs UTF-8 text, and ${inputPath} is not (use --unit line)`);
      if (err instanceof NotReproducingError) {
        if (io.interactive) io.stderr.write('\r\x1b[K');
        io.stderr.write(`ck minimize: ${err.message}\n`);
        return 1;
      }
      throw err;
    } finally {
      oracle.close();
    }
    if (io.interactive) io.stderr.write('\r\x1b[K');
    if (values.output !== undefined) writeFileSync(String(values.output), result.output);
    if (values.json) {
      const { output, elapsedMs, ...rest } = result;
      io.stdout.write(`${JSON.stringify({ output: output.toString('utf8'), ...rest, note: rest.note ?? null, elapsed_ms: elapsedMs })}\n`);
    } else if (values.output === undefined) io.stdout.write(result.output);
    if (result.note) io.stderr.write(`ck minimize: note: ${result.note}\n`);
    io.stderr.write(summary(result));
    return 0;
  },
};
