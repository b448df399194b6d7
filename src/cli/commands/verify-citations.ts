// `ck verify-citations [FILE|-]`: T4's deterministic part (src/charter/verify.ts).
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from '../command.js';
import { parseFlags } from '../command.js';
import { UsageError, badUsage, badPath } from '../../errors.js';
import { operator } from '../../operators/index.js';

const HELP = `usage: ck verify-citations [FILE|-] [--repo DIR] [--json]

Checks every \`file:line\` citation of a text (a charter, an agent's answer, a review) against the repository as it
is now: the file exists, the line (range, column) exists, and where the text quotes the cited code right after the
citation (\`path:12\` — \`code\` or "code") or the active charter anchored that citation, the content matches.
Reads FILE, or stdin when FILE is '-' or absent.

  ok       the file and lines exist (and the quote or anchor matches)
  stale    the lines exist but hold something else than the quote or the charter's anchor
  broken   the file does not exist, or the line or column is past its end

options:
  --repo DIR   the repository the paths are relative to (default: the one holding the current directory)
  --json       one JSON object: {"repo", "citations": [{citation, path, line, endLine, col?, status, checked,
               detail, actual?}], "counts": {"ok", "stale", "broken"}}

Exit status: 0 every citation is ok (or there is none), 1 a citation is stale or broken, 2 bad usage (FILE or
DIR unreadable).
`;

export const command: Command = {
  name: 'verify-citations',
  summary: operator('verify-citations').summary,
  help: HELP,
  async run(argv, io) {
    const { values, positionals } = parseFlags(argv, { repo: { type: 'string', default: '.' }, json: { type: 'boolean' } }, 'verify-citations'); // --repo: the current directory, whose repository repoRootOf finds
    if (positionals.length > 1) throw badUsage(undefined, `expected at most one FILE, got ${positionals.length}`);
    const file = positionals[0] ?? '-';
    let text: string;
    if (file === '-') text = (await io.readStdin('verify-citations')).toString('utf8');
    else {
      try {
        text = readFileSync(file, 'utf8');
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        throw badPath(file, code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : `cannot be read (${code})`);
      }
    }
    const dir = resolve(String(values.repo));
    try {
      if (!statSync(dir).isDirectory()) throw badPath(`--repo ${values.repo}`, 'not a directory');
    } catch (err) {
      if (err instanceof UsageError) throw err;
      throw badPath(`--repo ${values.repo}`, 'no such directory');
    }
    const { repoRootOf } = await import('../../charter/repo.js');
    const { verifyCitations, renderVerifyTable } = await import('../../charter/verify.js');
    const { readCharter } = await import('../../charter/store.js');
    const root = repoRootOf(dir);
    let charter;
    try {
      const s = readCharter(root);
      charter = s && s.text ? s : undefined;
    } catch {
      charter = undefined; // a corrupt charter lends no anchors; the files are still checked
    }
    const report = verifyCitations(root, text, charter);
    io.stdout.write(values.json ? `${JSON.stringify(report)}\n` : renderVerifyTable(report));
    return report.counts.stale + report.counts.broken > 0 ? 1 : 0;
  },
};
