import { fstatSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CliIO, Command } from './command.js';
import { UsageError } from '../errors.js';
import { resolveEnvConfig } from '../config/env.js';
import { syncWriter } from '../runtime/sync-stream.js';

/**
 * Returns the exit code of running one command: `--help` prints its help (0), a UsageError becomes one line and 2,
 * any other error one line and 1 (with the stack under CK_DEBUG). The single place errors become exit codes, shared
 * by the registry (main.ts) and the single-command bundles (scripts/bundle.mjs).
 */
export async function runCommand(command: Command, argv: string[], io: CliIO): Promise<number> {
  const name = command.name;
  try {
    if (argv.includes('--help') || argv.includes('-h')) {
      io.stdout.write(command.help.endsWith('\n') ? command.help : `${command.help}\n`);
      return 0;
    }
    return await command.run(argv, io);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    const message = String(e?.message ?? err).replace(new RegExp(`^${name}: `), '');
    io.stderr.write(`ck ${name}: ${message}\n`);
    if (err instanceof UsageError) return 2;
    if (resolveEnvConfig().debug) io.stderr.write(`${e?.stack}\n`);
    return 1;
  }
}

const stdout = syncWriter(1);
const stderr = syncWriter(2);

/** Returns the real process streams as a CliIO (stdout and stderr written synchronously: sync-stream.ts). */
export function processIO(): CliIO {
  return {
    stdout,
    stderr,
    interactive: stderrIsTerminal(),
    stdinFd: readableInPieces(0) ? 0 : undefined,
    async readStdin(command?: string) {
      // A terminal is read like `cat` reads it: until end of file, with a hint so a bare `ck normalize` does not
      // look hung (and does not exit at once on empty input either).
      if (process.stdin.isTTY) stderr.write(`ck${command ? ` ${command}` : ''}: reading standard input until end of file (Ctrl-D on an empty line ends it, Ctrl-C cancels)\n`);
      const chunks: Buffer[] = [];
      for await (const c of process.stdin) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    },
  };
}

/** Sets the exit code once stdout has drained, so large outputs piped to another process are never cut. */
export function exitWhenDrained(code: number): void {
  const s = stdout.stream; // only when a full non-blocking pipe made the writer hand over to process.stdout
  if (s?.writableNeedDrain) s.once('drain', () => process.exit(code));
  else process.exitCode = code;
}

/**
 * Ends the process with `code` now when everything written went out synchronously (the usual case), else as
 * exitWhenDrained. For commands that are done when they return (the command bundles), never for a server. Why: left to
 * end by itself once its event loop is empty, Node first waits for every queued V8 background job — optimizing
 * compiles of code that will not run again — before it exits: 16 against 9.5 ms from the last output byte to exit in
 * a cold `ck index` of pandas (median of 21 interleaved runs).
 */
export function exitWhenDone(code: number): void {
  if (stdout.stream || stderr.stream) exitWhenDrained(code);
  else process.exit(code);
}

/**
 * Returns true when descriptor `fd` is a pipe, socket or regular file (not a terminal or another character device),
 * told by fstat alone: asking process.stdin creates a stream and loads its modules.
 */
function readableInPieces(fd: number): boolean {
  try {
    const st = fstatSync(fd);
    return st.isFIFO() || st.isFile() || st.isSocket();
  } catch {
    return false;
  }
}

/**
 * Returns true when stderr is a terminal. node:tty (which loads net and the stream modules, ~1.5 ms of a short
 * process) is asked only when stderr is a character device at all: never for the pipes and files agents and
 * benchmarks use.
 */
function stderrIsTerminal(): boolean {
  try {
    if (!fstatSync(2).isCharacterDevice()) return false;
  } catch {
    return false; // no stderr
  }
  return (createRequire(import.meta.url)('node:tty') as typeof import('node:tty')).isatty(2);
}
