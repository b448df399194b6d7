import type { Command } from '../command.js';
import { parseFlags } from '../command.js';
import { badUsage, unexpectedArgument } from '../../errors.js';
import { clearStores, findStore, reportStores, type StoreReport } from '../../store/report.js';
import { STORES } from '../../store/stores.js';
import { cacheDir, stateDir } from '../../store/paths.js';

const help = `usage: ck state [--json]
       ck state --clear [STORE]

What ck keeps on disk, store by store: where, what it holds (content of your tool outputs and code, data derived
from your code, numbers only, or ck's own compiled code), its size, its oldest entry, its cap, its lifetime and what
turns it off. Every folder is owner-only (0700) and every file 0600; the last column counts paths that are not.

  --json          print the stores as JSON
  --clear [STORE] delete one store (by name), or everything ck keeps (both roots) — hook servers are stopped first

Stores: ${STORES.map((s) => s.name).join(', ')}.
Lifetimes: CK_CONTENT_MAX_AGE_DAYS (default 7) for content, CK_CACHE_MAX_AGE_DAYS (default 30) for caches; an entry
untouched that long goes at the store's next write.

Exit status: 0 listed (or cleared), 1 a hook server still ran after --clear asked it to end (nothing was deleted),
2 bad usage (an unknown store).
`;

/** Returns a byte count as `0 B`, `12.3 KB`, `4.5 MB`. */
function bytesWords(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB'];
  let v = n / 1024;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) { v /= 1024; u++; }
  return `${v.toFixed(v < 10 ? 1 : 0)} ${units[u]}`;
}

/** Returns the text table of `rows`. */
function formatRows(rows: readonly StoreReport[]): string {
  const head = ['store', 'holds', 'size', 'entries', 'oldest', 'cap', 'lifetime', 'off', 'not private'];
  const body = rows.map((r) => [r.name, r.holds, r.exists ? bytesWords(r.bytes) : '-', String(r.entries), r.oldest ? r.oldest.slice(0, 16).replace('T', ' ') : '-', r.cap, r.lifetime, r.off, String(r.notPrivate)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]): string => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!))).join('  ').trimEnd();
  const total = rows.reduce((a, r) => a + r.bytes, 0);
  return [
    `state: ${stateDir()}`,
    `cache: ${cacheDir()}`,
    '',
    line(head),
    ...body.map(line),
    '',
    `total ${bytesWords(total)}; what each store holds: ck state --json`,
  ].join('\n') + '\n';
}

export const command: Command = {
  name: 'state',
  summary: 'what ck keeps on disk (stores, sizes, lifetimes), and --clear',
  help,
  async run(argv, io) {
    const { values, positionals } = parseFlags(argv, { json: { type: 'boolean' }, clear: { type: 'boolean' } }, 'state');
    if (!values.clear) {
      if (positionals.length > 0) throw unexpectedArgument('state', positionals[0]!, `to delete a store: ck state --clear ${positionals[0]}`);
      const rows = reportStores();
      io.stdout.write(values.json ? `${JSON.stringify({ state: stateDir(), cache: cacheDir(), stores: rows }, null, 2)}\n` : formatRows(rows));
      return 0;
    }
    if (positionals.length > 1) throw badUsage('state', `--clear takes at most one store, got ${positionals.length}`);
    const spec = positionals[0] === undefined ? undefined : findStore(positionals[0]);
    if (positionals[0] !== undefined && !spec) throw badUsage('state', `no store '${positionals[0]}' (stores: ${STORES.map((s) => s.name).join(', ')})`);
    // A running hook server writes into the state root (and keeps folders it checked): end it before deleting.
    if (!spec || spec.root === 'state') {
      const { stopHookServers } = await import('../../hooks/server.js');
      const stopped = await stopHookServers();
      const left = stopped.filter((s) => !s.ended);
      if (left.length > 0) {
        io.stderr.write(`ck state: hook server pid ${left.map((s) => s.pid).join(', ')} still runs after SIGTERM: nothing deleted\n`);
        return 1;
      }
      for (const s of stopped) io.stderr.write(`stopped hook server pid ${s.pid}\n`);
    }
    const removed = clearStores(spec);
    if (values.json) io.stdout.write(`${JSON.stringify({ removed }, null, 2)}\n`);
    else io.stdout.write(removed.length ? removed.map((p) => `removed ${p}\n`).join('') : 'nothing to remove\n');
    return 0;
  },
};
