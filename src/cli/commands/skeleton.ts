import type { Command } from '../command.js';
import { parseFlags } from '../command.js';
import { badFlag, badUsage } from '../../errors.js';
import { skeletonOf, parseSkeletonLevel, SKELETON_LEVELS, DEFAULT_SKELETON_LEVEL, type Skeleton } from '../../skeleton/index.js';
import { operator } from '../../operators/index.js';

const HELP = `usage: ck skeleton FILE [--level signatures|summary|full] [--format text|json]

The interface skeleton of one source file (Python, JavaScript, TypeScript/TSX, Go, Rust, Java): signatures with
defaults and annotations, decorators, class attributes and module constants are kept; function bodies become
'...' (Python) or '{ /* … lines a-b */ }' with the elided lines noted, so 'sed -n "a,bp" FILE' brings any body
back. Python skeletons are valid Python; brace-language skeletons parse without errors, at every level.
  --level L    how much documentation is kept:
                 signatures  no docstrings or doc comments
                 summary     the first paragraph of each docstring / doc comment (default)
                 full        every docstring and doc comment whole
               Cut documentation is listed in 'elided' like bodies (sed -n 'a,bp' FILE brings it back).
  --format F   text (default: the skeleton itself) or json
               ({"path","level","text","elided":[{"start","end"}],"tokensBefore","tokensAfter","warnings"})

Syntax errors give a 'parse-error' warning on stderr (bodies near them are kept verbatim), not a failure.

Exit status: 0 the skeleton was printed (also with parse-error warnings), 1 an unexpected error, 2 bad usage or
a FILE that is missing, a directory, unreadable, too large or of an unsupported type.
`;

export const command: Command = {
  name: 'skeleton',
  summary: operator('skeleton').summary,
  help: HELP,
  async run(argv, io) {
    const { values, positionals } = parseFlags(argv, { format: { type: 'string', default: 'text' }, level: { type: 'string', default: DEFAULT_SKELETON_LEVEL } }, 'skeleton');
    if (positionals.length !== 1) throw badUsage('skeleton', 'expected exactly one FILE (ck skeleton FILE)');
    const format = String(values.format);
    if (format !== 'text' && format !== 'json') throw badFlag('--format', format, 'text or json');
    const level = parseSkeletonLevel(String(values.level));
    if (!level) throw badFlag('--level', String(values.level), SKELETON_LEVELS.join(', '));
    let sk: Skeleton;
    try {
      sk = await skeletonOf(positionals[0], { level });
    } catch (err) {
      throw badUsage('skeleton', (err as Error).message);
    }
    if (format === 'json') io.stdout.write(`${JSON.stringify(sk)}\n`);
    else io.stdout.write(sk.text.endsWith('\n') || sk.text === '' ? sk.text : `${sk.text}\n`);
    for (const w of sk.warnings) io.stderr.write(`ck skeleton: ${w.kind}: ${w.path}${w.line ? `:${w.line}` : ''}: ${w.detail}\n`);
    if (io.interactive) io.stderr.write(`ck skeleton: ${sk.tokensBefore} → ${sk.tokensAfter} tokens, ${sk.elided.length} ranges elided (level ${sk.level})\n`);
    return 0;
  },
};
