import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from '../command.js';
import { parseFlags, intFlag } from '../command.js';
import { noTranscripts, badFlag, badPath } from '../../errors.js';
import { operator } from '../../operators/index.js';

const help = `usage: ck revealed [TRANSCRIPT…] [--last N] [--aggregate] [--json]

Revealed relevance (T5): reads Claude Code session transcripts (JSONL, each line parsed as JSON) and reports, per
slice manifest the model received (the UserPromptSubmit hook's slice head, or a JSON manifest in a tool result),
which of its files the model opened, which files it read outside the slice, and the page faults it paid — reads
outside the slice, or of lines a skeleton/symbols-tier file did not show — with their token cost (the size of the
tool result it got). Reads are Read calls and Bash commands that print a file (cat, sed -n 'A,Bp', head, tail, nl);
Grep and Glob are counted as searches.

  TRANSCRIPT…   transcript files; default: this directory's project in $CLAUDE_CONFIG_DIR (~/.claude)/projects
  --last N      only the N most recent transcripts (default: all named ones, or the latest one found)
  --aggregate   add the patterns repeated across slices (a file read outside 2+ slices, a slice file never
                opened in 2+) as proposals; nothing is applied
  --json        the report as JSON

Exit status: 0 the report was printed, 1 no transcript found or one could not be read, 2 bad usage or a missing file.
`;

export const command: Command = {
  name: 'revealed',
  summary: operator('revealed').summary,
  help,
  async run(argv, io) {
    const { values, positionals } = parseFlags(argv, { last: { type: 'string' }, json: { type: 'boolean' }, aggregate: { type: 'boolean' } }, 'revealed', { last: 'a positive integer' });
    const last = intFlag('--last', values.last as string | undefined);
    if (last === 0) throw badFlag('--last', '0', 'a positive integer');
    const { revealTranscripts, projectTranscriptDir, transcriptsIn } = await import('../../revealed/index.js');
    const { renderRevealed } = await import('../../revealed/render.js');
    let paths: string[];
    if (positionals.length > 0) {
      for (const p of positionals) {
        if (!existsSync(p)) throw badPath(`revealed: ${p}`, 'no such file');
        if (!statSync(p).isFile()) throw badPath(`revealed: ${p}`, 'not a file');
      }
      paths = positionals.map((p) => resolve(p));
      // --last keeps the most recently written of the named transcripts, reported in the order given.
      if (last !== undefined && last < paths.length) {
        const keep = new Set([...paths].sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs || (a < b ? -1 : 1)).slice(0, last));
        paths = paths.filter((p) => keep.has(p));
      }
    } else {
      const dir = projectTranscriptDir(process.cwd());
      paths = transcriptsIn(dir).slice(0, last ?? 1);
      if (paths.length === 0) throw noTranscripts(process.cwd(), dir);
    }
    const report = revealTranscripts(paths, { aggregate: values.aggregate === true });
    io.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : renderRevealed(report));
    return 0;
  },
};
