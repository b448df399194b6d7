import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from '../errors.js';
import type { OutStream } from '../runtime/sync-stream.js';

/** What a command can touch: streams are passed in so tests and the hook adapter can capture them. */
export interface CliIO {
  readonly stdout: OutStream;
  readonly stderr: OutStream;
  /** Reads all of standard input as bytes. */
  readStdin(): Promise<Buffer>;
  /** True when stderr is a terminal: progress is printed only then. */
  readonly interactive: boolean;
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
 * `--help`/`-h` is always accepted and reported as `help: true`.
 */
export function parseFlags<O extends Options>(
  argv: string[],
  options: O,
  command: string,
): { values: Record<string, string | boolean | (string | boolean)[] | undefined>; positionals: string[] } {
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
    throw new UsageError(`${command}: ${msg}`);
  }
}

/** Returns `value` parsed as a non-negative integer, or throws a UsageError naming the flag. */
export function intFlag(flag: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new UsageError(`invalid value for ${flag}: '${value}' (expected a non-negative integer)`);
  return Number(value);
}

/** Returns a command whose layer has not landed yet: it says so and exits 1 (replaced as each layer lands). */
export function pending(name: string, summary: string): Command {
  return {
    name,
    summary,
    help: `usage: ck ${name}\n\n${summary}\n\n(not available in this build yet)\n`,
    async run(_argv, io) {
      io.stderr.write(`ck ${name}: not available in this build yet\n`);
      return 1;
    },
  };
}
