import type { CliIO, Command } from './command.js';
import { runCommand } from './run.js';
import { VERSION } from '../version.js';
import { operator } from '../operators/index.js';

// Commands are loaded lazily: a hook invocation must not pay for the slicer's modules. An operator's summary comes from
// the operator list (operators/index.ts), which the MCP server and the hooks read too.
const COMMANDS: Record<string, { summary: string; load: () => Promise<Command> }> = {
  normalize: { summary: operator('normalize').summary, load: async () => (await import('./commands/normalize.js')).command },
  recall: { summary: 'print what an elision marker removed', load: async () => (await import('./commands/recall.js')).command },
  index: { summary: 'build/refresh the cached repository index and print its stats', load: async () => (await import('./commands/index.js')).command },
  graph: { summary: 'what a file reaches (or what reaches it), with hops', load: async () => (await import('./commands/graph.js')).command },
  slice: { summary: operator('slice').summary, load: async () => (await import('./commands/slice.js')).command },
  symbols: { summary: operator('symbols').summary, load: async () => (await import('./commands/symbols.js')).command },
  skeleton: { summary: operator('skeleton').summary, load: async () => (await import('./commands/skeleton.js')).command },
  compile: { summary: operator('compile').summary, load: async () => (await import('./commands/compile.js')).command },
  hook: { summary: 'Claude Code hooks: JSON on stdin, JSON on stdout', load: async () => (await import('./commands/hook.js')).command },
  mcp: { summary: 'MCP server on stdio', load: async () => (await import('./commands/mcp.js')).command },
  savings: { summary: 'what normalization saved, per tool and session', load: async () => (await import('./commands/savings.js')).command },
  ab: { summary: 'the sampled answer A/B: judge stored (original, normalized) pairs, export losses as fixtures', load: async () => (await import('./commands/ab.js')).command },
  bench: { summary: 'benchmarks that run on a real repository (sufficiency)', load: async () => (await import('./commands/bench.js')).command },
  minimize: { summary: operator('minimize').summary, load: async () => (await import('./commands/minimize.js')).command },
  demo: { summary: 'run every operator on bundled examples', load: async () => (await import('./commands/demo.js')).command },
  charter: { summary: operator('charter').summary, load: async () => (await import('./commands/charter.js')).command },
  'verify-citations': { summary: operator('verify-citations').summary, load: async () => (await import('./commands/verify-citations.js')).command },
  revealed: { summary: operator('revealed').summary, load: async () => (await import('./commands/revealed.js')).command },
  state: { summary: 'what ck keeps on disk (stores, sizes, lifetimes), and --clear', load: async () => (await import('./commands/state.js')).command },
  statusline: { summary: "one status line for Claude Code's statusLine setting: occupancy, tokens saved, canary", load: async () => (await import('./commands/statusline.js')).command },
};

function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  const lines = Object.entries(COMMANDS).map(([n, c]) => `  ${n.padEnd(width)}  ${c.summary}`);
  return [
    `context-kernel ${VERSION} — give a coding agent the part of a repository and of its tool outputs that its task needs`,
    '',
    'usage: ck <command> [options]     (ck <command> --help for details)',
    '',
    'commands:',
    ...lines,
    '',
    'exit status: 0 success, 1 failure, 2 bad usage (a flag, a value, a path); each command\'s --help lists its own',
    '(ck slice also 3 for a symptom from another project and 4 for --from-diff with no changes).',
    '',
  ].join('\n');
}

/** Runs the CLI with `argv` (without node and script) and returns the exit code; errors become one line on stderr. */
export async function main(argv: string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(usage());
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-V') {
    io.stdout.write(`${VERSION}\n`);
    return 0;
  }
  const entry = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!entry) {
    io.stderr.write(`ck: unknown command '${name}' (run 'ck --help' for the list)\n`);
    return 2;
  }
  let command: Command;
  try {
    command = await entry.load();
  } catch (err) {
    io.stderr.write(`ck ${name}: ${(err as Error)?.message ?? String(err)}\n`);
    return 1;
  }
  return runCommand(command, rest, io);
}

export { processIO, exitWhenDrained } from './run.js';
