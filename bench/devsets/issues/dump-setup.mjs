// The command line and environment every per-issue dump of this folder shares (files-dump, files-evidence-dump,
// mentions-dump): `DATA.jsonl OUT.json [--repo NAME]`, the build under test from CK_DIST, and the work trees and the
// slicer's own caches under CK_DUMP_WORK (XDG_CACHE_HOME and XDG_STATE_HOME are pointed there before any of the build's
// modules is imported, so no dump reads or writes the user's caches).
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (bench/devsets/issues/ is three folders below it). */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * Returns `{ data, out, repoFilter, dist, work, rows }` from the command line and the environment (`rows`: the data
 * file's issues, those of the --repo filter's repositories); prints `script`'s usage line and exits 2 when a part is
 * missing. Sets the cache and state roots to folders under the work folder.
 */
export function dumpSetup(script) {
  const [data, out, ...rest] = process.argv.slice(2);
  const repoFilter = rest[0] === '--repo' ? rest[1] : undefined;
  const dist = process.env.CK_DIST ?? 'dist';
  const work = process.env.CK_DUMP_WORK;
  if (!data || !out || !work) { console.error(`usage: CK_DUMP_WORK=DIR node ${script} DATA.jsonl OUT.json [--repo NAME]`); process.exit(2); }
  process.env.XDG_CACHE_HOME = join(work, 'xdg-cache');
  process.env.XDG_STATE_HOME = join(work, 'xdg-state');
  let rows = readFileSync(data, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  if (repoFilter) rows = rows.filter((r) => r.repo.includes(repoFilter));
  return { data, out, repoFilter, dist, work, rows };
}
