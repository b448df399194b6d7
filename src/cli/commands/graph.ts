import { parseFlags, intFlag, type Command } from '../command.js';
import { UsageError, badFlag, badUsage } from '../../errors.js';
import { graphFrom } from '../../graph/query.js';
import type { TestPolicy } from '../../graph/kernel.js';

const help = `usage: ck graph REPO --from FILE [--depth N] [--reverse] [--json]
                [--fanout N] [--tests first|last|neutral] [--exclude-kinds K,…] [--no-cache]

What FILE imports, directly and transitively (or, with --reverse, what imports it), one line per file:
  HOP  PATH  (via PREDECESSOR)
in breadth-first order: the start file, then by hop; ties in path order.

options:
  --from FILE         start file, repo-relative or absolute (required)
  --depth N           stop after N hops (default: no limit)
  --reverse           follow edges backwards: the files that import FILE
  --fanout N          add at most N new files per expanded file, best ranked first: test policy, then files
                      with fewer imports of their own, then path order (default 0: no cap). The number left
                      out is printed on stderr and in the JSON as "dropped".
  --tests POLICY      rank test files first, last, or neutral (default) under --fanout
  --exclude-kinds K   never follow these edge kinds, comma-separated: static, conditional, type-checking,
                      type-only, dynamic-const, require, reexport, side-effect, lazy
  --no-cache          rebuild the repository index instead of reading the cache
  --json              {root, from, reverse, depth, fanout, files:[{path, hop, via}], dropped, timing_ms}

Exit status: 0 the files were listed, 1 an unexpected error, 2 bad usage, a REPO that is not a directory, or a
FILE that is not in the index — the message names why: it does not exist, lies outside REPO, is a directory,
cannot be read (EACCES …) or was not indexed (binary, too large, excluded).
`;

const VALUE_FLAGS = ['--from', '--depth', '--fanout', '--tests', '--exclude-kinds'];

export const command: Command = {
  name: 'graph',
  summary: 'what a file reaches (or what reaches it), with hops',
  help,
  async run(argv, io) {
    // node:util parseArgs explains a dash-led value over three lines; say it in one, naming the flag.
    for (let i = 0; i < argv.length - 1; i++) {
      if (VALUE_FLAGS.includes(argv[i]!) && argv[i + 1]!.startsWith('-')) {
        throw badFlag(argv[i]!, argv[i + 1]!, argv[i] === '--depth' || argv[i] === '--fanout' ? 'a non-negative integer' : 'a value');
      }
    }
    const { values, positionals } = parseFlags(argv, {
      from: { type: 'string' },
      depth: { type: 'string' },
      reverse: { type: 'boolean' },
      json: { type: 'boolean' },
      fanout: { type: 'string' },
      tests: { type: 'string' },
      'exclude-kinds': { type: 'string' },
      'no-cache': { type: 'boolean' },
    }, 'graph');
    if (positionals.length === 0) throw badUsage(undefined, 'missing REPO (usage: ck graph REPO --from FILE)');
    if (positionals.length > 1) throw badUsage(undefined, `expected one REPO, got ${positionals.length}: ${positionals.join(' ')}`);
    const from = values.from;
    if (typeof from !== 'string' || from === '') throw badUsage(undefined, 'missing --from FILE');
    const tests = values.tests as string | undefined;
    if (tests !== undefined && !['first', 'last', 'neutral'].includes(tests)) throw badFlag('--tests', tests, 'first, last or neutral');
    const excludeKinds = typeof values['exclude-kinds'] === 'string' ? values['exclude-kinds'].split(',').map((s) => s.trim()).filter(Boolean) : undefined;
    const depthArg = values.depth as string | undefined;
    const warnings: string[] = [];
    let result;
    try {
      result = await graphFrom(positionals[0]!, {
        from,
        depth: intFlag('--depth', depthArg),
        reverse: values.reverse === true,
        fanout: intFlag('--fanout', values.fanout as string | undefined),
        tests: tests as TestPolicy | undefined,
        excludeKinds,
        index: { noCache: values['no-cache'] === true, onWarning: (m) => warnings.push(m) },
      });
    } catch (err) {
      if (err instanceof UsageError && /edge kind/.test(err.message)) throw badUsage('--exclude-kinds', err.message.replace(/^import graph: /, ''));
      throw err;
    }
    for (const w of warnings) io.stderr.write(`ck graph: warning: ${w}\n`);
    if (values.json) {
      io.stdout.write(`${JSON.stringify(result)}\n`);
    } else {
      const width = String(Math.max(0, ...result.files.map((f) => f.hop))).length;
      const lines = result.files.map((f) => `${String(f.hop).padStart(width)}  ${f.path}${f.via ? `  (via ${f.via})` : ''}`);
      io.stdout.write(lines.length ? `${lines.join('\n')}\n` : '');
    }
    if (result.dropped > 0) {
      io.stderr.write(`ck graph: the fan-out cap (--fanout ${result.fanout}) left out ${result.dropped} file(s); --fanout 0 lists all\n`);
    }
    return 0;
  },
};
