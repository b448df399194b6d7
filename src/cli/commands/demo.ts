import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from '../command.js';
import { parseFlags } from '../command.js';
import { shellQuote } from '../../manifest/commands.js';

const EXAMPLES = fileURLToPath(new URL('../../../examples/', import.meta.url));

const help = `usage: ck demo [--only t1|delta|index|symbols|slice|compile]

Runs every operator on the examples bundled in examples/ and prints what each one produced:
  t1       normalize two real captured outputs (npm install with progress bars, a long pytest run)
  delta    a re-read of an unchanged file, then of a changed one
  index    the import index and graph of examples/slice-demo
  symbols  a symbol range and a skeleton from examples/slice-demo
  slice    a real traceback sliced under two budgets, and the message alone
  compile  the context-compiler mode on examples/compile-demo
Recall commands printed by the demo work afterwards (the originals are in the spill store).

Exit status: 0 every section ran, 1 a section failed or the bundled examples are missing, 2 bad usage.
`;

type Section = () => Promise<string>;

/** Returns the T1 section: two real outputs, their token counts before and after, and the normalized text. */
async function t1(): Promise<string> {
  const { normalize } = await import('../../normalize/index.js');
  const { formatTokens } = await import('../../tokens.js');
  const out: string[] = [];
  for (const [file, show] of [['npm-install.txt', Infinity], ['pytest-long.txt', 60]] as const) {
    const raw = readFileSync(join(EXAMPLES, 'outputs', file));
    const r = normalize(raw, { tool: 'bash' });
    const lines = r.text.split('\n');
    out.push(
      `== T1 normalize: examples/outputs/${file} (${raw.length} bytes, real capture with escape bytes) ==`,
      `-- ${formatTokens(r.tokensBefore)} → ${formatTokens(r.tokensAfter)} tokens (-${Math.floor(100 - (100 * r.tokensAfter) / Math.max(1, r.tokensBefore))}%), ` +
        `${r.signalLines} signal lines kept verbatim, ${r.elisions.length} markers; recall key ${r.key}`,
      ...lines.slice(0, show),
      ...(lines.length > show ? [`   (… ${lines.length - show} more lines of the normalized output; run: ck normalize < ${shellQuote(join(EXAMPLES, 'outputs', file))})`] : []),
      '',
    );
  }
  return out.join('\n');
}

/** Returns the re-read delta section: first read, unchanged re-read, changed re-read. */
async function delta(): Promise<string> {
  const { rereadDelta, forgetDelta } = await import('../../normalize/index.js');
  const file = join(EXAMPLES, 'slice-demo', 'invoicer', 'rates.py');
  const content = readFileSync(file, 'utf8');
  const ns = `demo-${process.pid}`;
  const first = rereadDelta(file, content, { namespace: ns });
  const again = rereadDelta(file, content, { namespace: ns });
  const edited = content.replace(/\n/, '\n# edited by ck demo\n');
  const changed = rereadDelta(file, edited, { namespace: ns });
  forgetDelta(file, { namespace: ns });
  return [
    '== Re-read deltas: examples/slice-demo/invoicer/rates.py ==',
    `-- first read: ${first.kind} (${content.split('\n').length} lines passed through)`,
    `-- unchanged re-read: ${again.kind}`,
    again.text,
    `-- re-read after an edit: ${changed.kind}`,
    changed.text,
    '',
  ].join('\n');
}

/** Returns the index + graph section for the slice example. */
async function index(): Promise<string> {
  const { buildIndex } = await import('../../repo/index.js');
  const { graphFrom } = await import('../../graph/query.js');
  const root = join(EXAMPLES, 'slice-demo');
  const idx = await buildIndex(root, { noCache: true });
  const g = await graphFrom(root, { from: 'run.py', depth: 3, index: { noCache: true } });
  return [
    '== Index and import graph: examples/slice-demo ==',
    `-- ck index: ${idx.stats.files} files, ${idx.stats.bytes} bytes, ${idx.stats.edges} edges, ${idx.stats.unresolved} unresolved imports, ${idx.stats.dynamicSites} dynamic sites`,
    '-- ck graph examples/slice-demo --from run.py --depth 3',
    ...g.files.map((f) => `   hop ${f.hop}  ${f.path}${f.via ? `  (via ${f.via})` : ''}`),
    '',
  ].join('\n');
}

/** Returns the T2b section: the ranges that explain one traceback line, and one file's skeleton. */
async function symbols(): Promise<string> {
  const { symbolsAt } = await import('../../symbols/index.js');
  const { skeletonOf } = await import('../../skeleton/index.js');
  const root = join(EXAMPLES, 'slice-demo');
  const file = join(root, 'invoicer', 'rates.py');
  const s = await symbolsAt(file, { line: 16 }, { root });
  const sk = await skeletonOf(join(root, 'invoicer', 'pricing.py'));
  return [
    '== T2b symbols: ck symbols invoicer/rates.py --line 16 ==',
    ...s.ranges.map((r) => `   ${r.kind.padEnd(9)} ${r.name.padEnd(24)} lines ${r.start}-${r.end}   ${r.command}`),
    `== Skeleton: ck skeleton invoicer/pricing.py (${sk.tokensBefore} → ${sk.tokensAfter} tokens) ==`,
    sk.text.trimEnd(),
    '',
  ].join('\n');
}

/** Returns the T2 section (see src/slice/demo.ts). */
async function slice(): Promise<string> {
  const { sliceDemo } = await import('../../slice/demo.js');
  return sliceDemo();
}

/** Returns the context-compiler section (see src/compile/demo.ts). */
async function compile(): Promise<string> {
  const { compileDemo } = await import('../../compile/demo.js');
  return compileDemo();
}

const SECTIONS: Record<string, Section> = { t1, delta, index, symbols, slice, compile };

export const command: Command = {
  name: 'demo',
  summary: 'run every operator on bundled examples',
  help,
  async run(argv, io) {
    const { values } = parseFlags(argv, { only: { type: 'string' } }, 'demo');
    const only = values.only as string | undefined;
    if (only !== undefined && !Object.hasOwn(SECTIONS, only)) {
      throw (await import('../../errors.js')).badFlag('--only', only, Object.keys(SECTIONS).join('|'));
    }
    if (!existsSync(EXAMPLES)) {
      io.stderr.write(`ck demo: the bundled examples are missing (${EXAMPLES})\n`);
      return 1;
    }
    let failed = 0;
    for (const [name, section] of Object.entries(SECTIONS)) {
      if (only && name !== only) continue;
      try {
        io.stdout.write(`${await section()}\n`);
      } catch (err) {
        failed++;
        io.stderr.write(`ck demo: ${name} failed: ${(err as Error).message}\n`);
      }
    }
    try {
      const { closePool } = await import('../../skeleton/index.js');
      await closePool();
    } catch { /* no pool was started */ }
    return failed ? 1 : 0;
  },
};
