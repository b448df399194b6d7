import type { Command } from '../command.js';
import { parseFlags, intFlag } from '../command.js';
import { badFlag, badUsage } from '../../errors.js';
import { symbolsAt, type SymbolSlice } from '../../symbols/index.js';
import { operator } from '../../operators/index.js';

const HELP = `usage: ck symbols FILE (--line N | --name SYMBOL) [--format text|json]

T2b: the exact line ranges that explain one location of a Python or JS/TS file.
  --line N        a 1-based line: inside a method → the method (from its first decorator) and its class
                  header; inside a top-level function or statement → a def-use slice over the module's
                  top-level statements (the statement, plus every statement defining a name it reads)
  --name SYMBOL   a function, class or method: 'merge' or 'DataFrame.merge' (several matches → all of them
                  and an 'ambiguous' warning)
  --format F      text (default: each range with the command that prints it) or json
                  ({"path", "ranges": [{"name","kind","start","end","command"}], "warnings"})

Exit status: 0 with ranges, 1 when nothing matched, 2 on bad usage or a FILE that is missing, a directory,
unreadable or of an unsupported type.
`;

function renderText(s: SymbolSlice): string {
  const lines: string[] = [];
  for (const r of s.ranges) lines.push(`${r.kind.padEnd(9)} ${`${r.start}-${r.end}`.padEnd(11)} ${r.name}\n          ${r.command}`);
  if (!s.ranges.length) lines.push(`no ranges for this location in ${s.path}`);
  return `${lines.join('\n')}\n`;
}

export const command: Command = {
  name: 'symbols',
  summary: operator('symbols').summary,
  help: HELP,
  async run(argv, io) {
    const { values, positionals } = parseFlags(argv, {
      line: { type: 'string' }, name: { type: 'string' }, format: { type: 'string', default: 'text' },
    }, 'symbols');
    if (positionals.length !== 1) throw badUsage('symbols', 'expected exactly one FILE (ck symbols FILE --line N | --name SYMBOL)');
    const format = String(values.format);
    if (format !== 'text' && format !== 'json') throw badFlag('--format', format, 'text or json');
    if ((values.line === undefined) === (values.name === undefined)) throw badUsage('symbols', 'give exactly one of --line N or --name SYMBOL');
    const query = values.line !== undefined
      ? { line: intFlag('--line', String(values.line))! }
      : { name: String(values.name) };
    if ('line' in query && (query.line ?? 0) < 1) throw badFlag('--line', `${values.line}`, 'a line number ≥ 1');
    let res: SymbolSlice;
    try {
      res = await symbolsAt(positionals[0], query);
    } catch (err) {
      throw badUsage('symbols', (err as Error).message);
    }
    if (format === 'json') io.stdout.write(`${JSON.stringify(res)}\n`);
    else io.stdout.write(renderText(res));
    for (const w of res.warnings) io.stderr.write(`ck symbols: ${w.kind}: ${w.path}${w.line ? `:${w.line}` : ''}: ${w.detail}\n`);
    return res.ranges.length ? 0 : 1;
  },
};
