// `ck index REPO`: builds or refreshes the cached repository index and prints its statistics.
import { phase } from '../../runtime/phases.js';
import type { Command } from '../command.js';
import { parseFlags } from '../command.js';
import { badFlag, badUsage } from '../../errors.js';
import type { RepoIndex } from '../../repo/types.js';

const HELP = `usage: ck index REPO [--json] [--no-cache] [--exclude GLOB]... [--include-default-excluded [NAME]]

Build or refresh the cached index of REPO (files, import graph, definitions, dynamic sites) and print its stats.
The cache lives under $XDG_CACHE_HOME/context-kernel/index (never inside REPO); unchanged files are not re-read.

options:
  --json                        print the stats as one JSON object
  --no-cache                    ignore the cache and rebuild it from scratch
  --exclude GLOB                exclude paths matching GLOB (gitignore syntax; repeatable)
  --include-default-excluded    index default-excluded directories too (node_modules, dist, build, .venv, ...)
  --include NAME                index one default-excluded directory name (repeatable), e.g. --include build
  --workers auto|never|always   auto: a cold index from 4 MB to lex on two threads, the piscina pool from 64 MB;
                                never: one thread; always: the pool
  --impl wasm|js                lexer implementation (js = the TypeScript twin)

Exit status: 0 the index was built or refreshed, 1 it was, but some files could not be read (counted under
'skipped' as unreadable, said on stderr; the stats are still printed) or an unexpected error, 2 bad usage or a
REPO that is not a readable directory. Binary, too large, excluded files and symlink loops are skipped by design:
they do not change the status.
`;

function fmtBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/** Returns the stats of an index as the JSON object `ck index --json` prints. */
export function indexSummary(index: RepoIndex): Record<string, unknown> {
  // Counted per kind code, then named in the order the kinds first appear (400k edges at 100k files: no string key
  // looked up per edge).
  const counts = new Float64Array(256);
  const order: number[] = [];
  for (let i = 0; i < index.edgeKind.length; i++) {
    const c = index.edgeKind[i];
    if (counts[c]++ === 0) order.push(c);
  }
  const kinds: Record<string, number> = {};
  for (const c of order) { const k = index.edgeKinds[c]; kinds[k] = (kinds[k] ?? 0) + counts[c]; }
  const s = index.stats;
  return {
    version: index.version,
    root: index.root,
    files: s.files,
    bytes: s.bytes,
    byLang: s.byLang,
    edges: s.edges,
    edgesByKind: kinds,
    unresolved: s.unresolved,
    dynamicSites: s.dynamicSites,
    dynamicByKind: { ...s.dynamicByKind },
    skipped: index.skipped,
    cache: s.cache,
    relexed: s.relexed,
    lexedOn: s.lexedOn,
    walk: s.walk,
    timingMs: s.timingMs,
  };
}

export const command: Command = {
  name: 'index',
  summary: 'build/refresh the cached repository index and print its stats',
  help: HELP,
  async run(argv, io) {
    const { values, positionals } = parseFlags(argv, {
      json: { type: 'boolean' },
      'no-cache': { type: 'boolean' },
      exclude: { type: 'string', multiple: true },
      include: { type: 'string', multiple: true },
      'include-default-excluded': { type: 'boolean' },
      workers: { type: 'string' },
      impl: { type: 'string' },
    }, 'index');
    if (positionals.length !== 1) throw badUsage(undefined, positionals.length ? `expected one REPO, got ${positionals.length}` : 'missing REPO (usage: ck index REPO [--json])');
    const workers = values.workers as string | undefined;
    if (workers !== undefined && !['auto', 'never', 'always'].includes(workers)) throw badFlag('--workers', workers, 'auto, never or always');
    const impl = values.impl as string | undefined;
    if (impl !== undefined && impl !== 'wasm' && impl !== 'js') throw badFlag('--impl', impl, 'wasm or js');
    const include = values['include-default-excluded'] ? ['*'] : (values.include as string[] | undefined);
    const { buildIndex } = await import('../../repo/build.js');
    const { postingsSink } = await import('../../rank/keep.js');
    const warnings: string[] = [];
    // Progress redraws one terminal line; it is erased when the build ends (done or failed), since the last count
    // reported may stop short of the total (the helper thread reports what it has claimed).
    let progress = false;
    const clearProgress = (): void => { if (progress) { io.stderr.write('\r\x1b[K'); progress = false; } };
    const warn = (m: string): void => { clearProgress(); warnings.push(m); io.stderr.write(`ck index: warning: ${m}\n`); };
    // The postings' cache lies under the same cache root as the index's: when the index could not write its cache,
    // the postings' write fails for the same reason, and the index's one warning says it for both.
    let indexCacheUnwritable = false;
    phase('index');
    const index = await buildIndex(positionals[0], {
      noCache: Boolean(values['no-cache']),
      exclude: values.exclude as string[] | undefined,
      include,
      workers: workers as 'auto' | 'never' | 'always' | undefined,
      impl: impl as 'wasm' | 'js' | undefined,
      onWarning: (m) => { if (m.startsWith('cannot write index cache')) indexCacheUnwritable = true; warn(m); },
      onProgress: io.interactive ? (d, t) => { if (t > 500) { io.stderr.write(`\rck index: lexed ${d}/${t}`); progress = true; } } : undefined,
      // The BM25F postings are kept beside the index, from the same pass (rank/keep.ts): a later slice of prose finds them.
      sink: () => postingsSink({ noCache: Boolean(values['no-cache']), onWarning: (m) => { if (!indexCacheUnwritable) warn(m); } }),
    }).finally(clearProgress);
    const sum = indexSummary(index);
    const status = unreadableStatus(index, io);
    if (values.json) {
      io.stdout.write(`${JSON.stringify({ ...sum, warnings })}\n`);
      return status;
    }
    const s = index.stats, k = index.skipped;
    const langs = Object.entries(s.byLang).filter(([, v]) => v > 0).map(([l, v]) => `${l} ${v}`).join(', ');
    const kinds = Object.entries(sum.edgesByKind as Record<string, number>).map(([l, v]) => `${l} ${v}`).join(', ');
    const dyn = Object.entries(sum.dynamicByKind as Record<string, number>).map(([l, v]) => `${l} ${v}`).join(', ');
    const t = s.timingMs;
    io.stdout.write([
      `index of ${index.root} (${s.walk === 'git' ? 'git ls-files' : 'filesystem walk'})`,
      `files        ${s.files} (${langs}), ${fmtBytes(s.bytes)}`,
      `edges        ${s.edges}${kinds ? ` (${kinds})` : ''}`,
      `unresolved   ${s.unresolved} import(s)`,
      `dynamic      ${s.dynamicSites} site(s) (${dyn})`,
      `skipped      binary ${k.binary}, too large ${k.tooLarge}, unreadable ${k.unreadable}, symlink loops ${k.symlinkLoop}, excluded ${k.ignored}`,
      `cache        ${s.cache} (${s.relexed} file(s) lexed${s.relexed ? `, ${s.lexedOn}` : ''})`,
      `timing       ${t.total} ms (walk ${t.walk}, stat ${t.stat}, cache ${t.cacheLoad}, lex ${t.lex}, resolve ${t.resolve}, save ${t.cacheSave}${t.postings !== undefined ? `, postings ${t.postings}` : ''})`,
      '',
    ].join('\n'));
    return status;
  },
};

/** Returns the exit status of a built index: 1 when files could not be read (a per-file failure, said on stderr), else 0. */
function unreadableStatus(index: RepoIndex, io: { stderr: { write(s: string): unknown } }): number {
  const n = index.skipped.unreadable;
  if (n === 0) return 0;
  io.stderr.write(`ck index: ${n} file(s) could not be read (skipped; see 'unreadable' in the stats)\n`);
  return 1;
}
