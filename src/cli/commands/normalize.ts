import type { Command } from '../command.js';
import { parseFlags } from '../command.js';
import { badFlag } from '../../errors.js';
import { normalize } from '../../normalize/normalize.js';
import { normalizeStream, fdSource } from '../../normalize/stream.js';
import { TOOL_KINDS, type ToolKind } from '../../normalize/options.js';
import { formatTokens } from '../../tokens.js';
import { operator } from '../../operators/index.js';
import { phase } from '../../runtime/phases.js';

const help = `usage: ck normalize [--json] [--tool bash|read|grep|json|web|auto] [--no-spill]

T1: reads a tool output on stdin and writes it normalized to stdout: escape sequences and progress redraws
resolved, repeated lines collapsed, and for long outputs everything but the head, the signal lines (errors,
warnings, failures, tracebacks, file:line locations, summaries, diff hunks) with a line of context, and the tail
replaced by one-line [ck: …] markers. Each marker names the exact line range and the command that gives it back
(ck recall KEY --lines A-B); the original is kept in the spill store ($XDG_STATE_HOME/context-kernel/spill).

options:
  --json        print {text, key, tokensBefore, tokensAfter, elisions, signalLines, binary, changed, stats}
  --tool NAME   projection for the producing tool (default auto: JSON if it parses, else bash):
                  grep  cap matches per file;  json  shorten long arrays (output stays valid JSON);
                  read  only escapes unless the file is huge;  web  collapse blank runs too
  --no-spill    do not keep the original (markers then cannot be recalled)

On a terminal, standard input is read until end of file (Ctrl-D), with a one-line hint on stderr.

Exit status: 0 the normalized output was printed (also when nothing changed), 1 an unexpected error,
2 bad usage (an unknown flag or --tool, a positional argument).
`;

export const command: Command = {
  name: 'normalize',
  summary: operator('normalize').summary,
  help,
  async run(argv, io) {
    const { values, positionals } = parseFlags(
      argv,
      { json: { type: 'boolean' }, tool: { type: 'string' }, 'no-spill': { type: 'boolean' } },
      'normalize',
    );
    if (values.help) {
      io.stdout.write(help);
      return 0;
    }
    if (positionals.length) throw badFlag('normalize', positionals[0] as string, 'no positional arguments; pipe the output on stdin');
    const tool = values.tool as string | undefined;
    if (tool !== undefined && !TOOL_KINDS.includes(tool as ToolKind)) throw badFlag('--tool', tool, TOOL_KINDS.join('|'));
    phase('normalize');
    const opts = { tool: tool as ToolKind | undefined, spill: !values['no-spill'] };
    // The process's own standard input is read piece by piece into the fused kernel as it arrives (the raw input is
    // never held whole); an injected one (tests, the library's CliIO) is read whole.
    const result = io.stdinFd !== undefined
      ? normalizeStream(fdSource(io.stdinFd), opts)
      : normalize(await io.readStdin('normalize'), opts);
    phase('output');
    if (values.json) io.stdout.write(`${JSON.stringify(result)}\n`);
    else io.stdout.write(result.textBytes?.() ?? result.text); // bytes when the plan rendered them: no 2× string of the text
    if (io.interactive) {
      const saved = result.tokensBefore ? Math.round((1 - result.tokensAfter / result.tokensBefore) * 100) : 0;
      const recover = result.key ? `; recover: ck recall ${result.key}` : '';
      io.stderr.write(
        `ck normalize: ~${formatTokens(result.tokensBefore)} -> ~${formatTokens(result.tokensAfter)} tokens (-${saved}%), ` +
          `${result.elisions.length} marker(s), ${result.signalLines} signal line(s)${recover}\n`,
      );
    }
    return 0;
  },
};
