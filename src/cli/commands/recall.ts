import type { Command } from '../command.js';
import { parseFlags } from '../command.js';
import { badUsage } from '../../errors.js';
import { recall, recallRaw, parseLineRange } from '../../normalize/recall.js';

const help = `usage: ck recall KEY [--lines A-B] [--grep RE] [--raw]

Prints what a [ck: …] marker removed: the spilled output KEY (as normalized line numbers count it, i.e. after
escape sequences and progress redraws were resolved), a line range of it, or the lines matching a regex.

options:
  --lines A-B   only lines A to B (1-based, inclusive), exactly as a marker's recover command names them
  --grep RE     only lines matching the JavaScript regular expression RE, each prefixed with "N:"
  --raw         the original bytes, escape sequences and all (not combinable with --lines/--grep)

Exit status: 0 ok, 1 KEY is not in the store (never stored here, or evicted), 2 bad usage: a bad KEY, range or
regex.
`;

export const command: Command = {
  name: 'recall',
  summary: 'get back what an elision removed',
  help,
  async run(argv, io) {
    const { values, positionals } = parseFlags(
      argv,
      { lines: { type: 'string' }, grep: { type: 'string' }, raw: { type: 'boolean' } },
      'recall',
    );
    if (values.help) {
      io.stdout.write(help);
      return 0;
    }
    if (positionals.length !== 1) throw badUsage('recall', 'expected exactly one KEY (see ck recall --help)');
    const key = positionals[0]!;
    if (values.raw) {
      if (values.lines !== undefined || values.grep !== undefined) throw badUsage('recall', '--raw cannot be combined with --lines or --grep');
      io.stdout.write(recallRaw(key));
      return 0;
    }
    const lines = values.lines !== undefined ? parseLineRange(values.lines as string) : undefined;
    io.stdout.write(recall(key, { lines, grep: values.grep as string | undefined }));
    return 0;
  },
};
