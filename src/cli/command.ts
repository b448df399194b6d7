import { parseArgs, type ParseArgsConfig } from 'node:util';
import { badFlag, badUsage } from '../errors.js';
import { parseTokenCount } from '../tokens.js';
import type { OutStream } from '../runtime/sync-stream.js';

/** What a command can touch: streams are passed in so tests and the hook adapter can capture them. */
export interface CliIO {
  readonly stdout: OutStream;
  readonly stderr: OutStream;
  /**
   * Reads all of standard input as bytes, until end of file. On a terminal it first prints a one-line hint on
   * stderr naming `command` (the reading command, e.g. 'normalize').
   */
  readStdin(command?: string): Promise<Buffer>;
  /** True when stderr is a terminal: progress is printed only then. */
  readonly interactive: boolean;
  /**
   * The descriptor of this process's standard input when a command may read it itself, piece by piece (a pipe or a
   * file, not a terminal); absent for injected input, which readStdin gives whole.
   */
  readonly stdinFd?: number;
}

/** One CLI command. `run` returns the process exit code. */
export interface Command {
  readonly name: string;
  readonly summary: string;
  /** Full `--help` text, starting with the usage line. */
  readonly help: string;
  run(argv: string[], io: CliIO): Promise<number>;
}

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * Returns parsed flags and positionals; unknown flags and missing values become a one-line UsageError.
 * `--help`/`-h` is always accepted and reported as `help: true`. `expected` names, per value flag whose value is a
 * number (`budget`, `depth`), what it takes: a dash-led value there (`--budget -5`) is an invalid value saying so,
 * not the parser's advice to write `--budget=-5`, which would fail the same way.
 */
export function parseFlags<O extends Options>(
  argv: string[],
  options: O,
  command: string,
  expected: Readonly<Record<string, string>> = {},
): { values: Record<string, string | boolean | (string | boolean)[] | undefined>; positionals: string[] } {
  for (let i = 0; i < argv.length - 1; i++) {
    const a = argv[i]!;
    if (a === '--') break;
    const want = a.startsWith('--') ? expected[a.slice(2)] : undefined;
    if (want === undefined || !argv[i + 1]!.startsWith('-')) continue;
    if (/^-[\d.]/.test(argv[i + 1]!)) throw badFlag(a, argv[i + 1]!, want);
    throw badUsage(command, `${a} needs a value (expected ${want})`);
  }
  try {
    return parseArgs({
      args: argv,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    // Node's messages run over several lines; the CLI contract is one line.
    const msg = (err as Error).message
      .replace(/\. To specify a positional.*$/s, '')
      .replace(/ argument is ambiguous\.\nDid you forget.*?\nTo specify an option argument starting with a dash use '(.*?)'\.?$/s, " needs a value (for a value starting with '-', write $1)")
      .replace(/\s*\n\s*/g, ' ');
    throw badUsage(command, msg);
  }
}

/**
 * Returns `value` parsed as a non-negative integer, undefined when the flag was not given (the operator's resolver
 * applies its default), or throws a UsageError naming the flag.
 */
export function intFlag(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw badFlag(flag, value, 'a non-negative integer');
  return Number(value);
}

/** What a token-count flag takes, for messages: `--budget` and the like. */
export const TOKEN_COUNT = 'a number of tokens such as 30000, 30k or 1.5M';

/**
 * Returns `value` read as a token count (`30000`, `30k`, `1.5M`: tokens.ts parseTokenCount), or throws a UsageError
 * naming the flag and saying what it takes (`expected`, default TOKEN_COUNT). `min` is the smallest count accepted.
 */
export function tokenFlag(flag: string, value: string, expected = TOKEN_COUNT, min = 0): number {
  const n = parseTokenCount(value);
  if (n === undefined || n < min) throw badFlag(flag, value, expected);
  return n;
}
