import { fstatSync, readFileSync } from 'node:fs';
import type { Command } from '../command.js';
import { unexpectedArgument } from '../../errors.js';

const help = `usage: ck statusline

One line for Claude Code's statusLine setting: context occupancy, tokens saved by normalization in this session
(replacements the canary found dropped are shown apart), the canary's state, and the working set's size. Reads the
JSON Claude Code writes on stdin (session_id, transcript_path, context_window); without it (a terminal), prints what
it knows without a session.

  settings.json:  "statusLine": { "type": "command", "command": "ck statusline" }

Exit status: 0 always with a line printed (unreadable state shows as '-'), 2 bad usage.
`;

/** Returns the statusLine JSON on stdin (an empty object when stdin is a terminal, empty or not JSON). */
function readInput(): Record<string, unknown> {
  try {
    const st = fstatSync(0);
    if (!st.isFIFO() && !st.isFile() && !st.isSocket()) return {};
    const v = JSON.parse(readFileSync(0, 'utf8')) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const command: Command = {
  name: 'statusline',
  summary: "one status line for Claude Code's statusLine setting: occupancy, tokens saved, canary",
  help,
  async run(argv, io) {
    if (argv.length > 0) throw unexpectedArgument('statusline', argv[0]!);
    const { statusLine } = await import('../../statusline/index.js');
    let line: string;
    try {
      line = statusLine(readInput());
    } catch (err) {
      // A status line is never an error for the user: say what broke, briefly.
      line = `ck | status unavailable: ${String((err as Error)?.message ?? err).slice(0, 80)}`;
    }
    io.stdout.write(`${line}\n`);
    return 0;
  },
};
