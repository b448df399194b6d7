import { resolve, dirname } from 'node:path';
import { existsSync, statSync } from 'node:fs';
import type { Command } from '../command.js';
import { parseFlags, intFlag } from '../command.js';
import { unexpectedArgument, badPath } from '../../errors.js';
import { writeFileAtomic } from '../../store/atomic.js';
import { readSavings, savingsPath } from '../../savings/log.js';
import { buildReport, formatReport, DEFAULT_REPORT_SESSIONS } from '../../savings/report.js';
import { renderHtml } from '../../savings/html.js';

const help = `usage: ck savings [--html FILE] [--json] [--sessions N] [--log FILE]

What the PostToolUse hook's normalization saved, per tool, per kind and per session, with the canary status of
each replacement (verified = the footer was seen in the session transcript, so the saving really happened).

  --html FILE     write a self-contained page (inline SVG charts: savings over time, per tool, canary status)
  --json          print the aggregates as JSON
  --sessions N    sessions listed in the text report (default ${DEFAULT_REPORT_SESSIONS})
  --log FILE      read this log instead of $XDG_STATE_HOME/context-kernel/savings.jsonl

Exit status: 0 the report was printed (or written), 1 an unexpected error, 2 bad usage, a missing --log, or an
--html FILE in a missing directory.
`;

function isDir(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

export const command: Command = {
  name: 'savings',
  summary: 'what normalization saved, per tool and session',
  help,
  async run(argv, io) {
    const { values, positionals } = parseFlags(
      argv,
      { html: { type: 'string' }, json: { type: 'boolean' }, sessions: { type: 'string' }, log: { type: 'string' } },
      'savings',
    );
    if (positionals.length > 0) throw unexpectedArgument('savings', positionals[0]!);
    const maxSessions = intFlag('--sessions', values.sessions as string | undefined);
    const logFile = typeof values.log === 'string' ? resolve(values.log) : undefined;
    // A log named on the command line that is not there is a typo, not "nothing saved yet".
    if (logFile && !existsSync(logFile) && !existsSync(logFile.replace(/\.jsonl$/, '.1.jsonl'))) {
      throw badPath(`savings: --log ${values.log}`, 'no such file');
    }
    const htmlFile = typeof values.html === 'string' ? resolve(values.html) : undefined;
    if (htmlFile && !isDir(dirname(htmlFile))) throw badPath(`savings: --html ${values.html}`, `directory ${dirname(htmlFile)} does not exist`);
    const { entries, skipped } = readSavings(logFile ?? savingsPath());
    const report = buildReport(entries);
    if (htmlFile) {
      const file = htmlFile;
      writeFileAtomic(file, renderHtml(report), { private: false });
      io.stderr.write(`wrote ${file} (${report.total.replacements} replacements)\n`);
      return 0;
    }
    if (values.json) {
      const { records: _records, ...aggregates } = report;
      io.stdout.write(`${JSON.stringify({ ...aggregates, skipped }, null, 2)}\n`);
      return 0;
    }
    io.stdout.write(formatReport(report, { maxSessions, skipped }));
    if (skipped > 0) io.stderr.write(`ck savings: ${skipped} unreadable line(s) in the log were skipped\n`);
    return 0;
  },
};
