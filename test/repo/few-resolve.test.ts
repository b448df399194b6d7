// A resolution of a few files of a large file set looks paths up by binary search over the sorted paths
// (path-set.ts SortedPathSet, the Python resolver's folders one at a time): the same answers as the whole resolution,
// file by file, on real corpora (Python, TypeScript, Go, Java, PHP, Rust).
import { describe, it, expect } from 'vitest';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIndex, indexOpKey } from '../../src/repo/build.js';
import { cacheFile, loadCache } from '../../src/repo/cache.js';
import { indexOptionsKey, resolveIndexOptions } from '../../src/repo/options.js';
import { resolveFiles } from '../../src/repo/edges.js';
import { parseImportBlob } from '../../src/repo/columns.js';
import { blobText } from '../../src/repo/record.js';
import type { FileRecord } from '../../src/repo/types.js';
import { corporaRoot } from '../helpers/cli.js';

process.env.XDG_CACHE_HOME = mkdtempSync(join(tmpdir(), 'ck-few-resolve-test-'));

/** Returns each file's edges, unresolved imports and externals as lines, for files `ids` of a resolution. */
function show(r: ReturnType<typeof resolveFiles>, files: FileRecord[], ids: readonly number[]): string[] {
  const want = new Set(ids);
  const out: string[] = [];
  for (let k = 0; k < r.quads.length; k += 4) if (want.has(r.quads[k])) out.push(`edge ${[...r.quads.subarray(k, k + 4)].join(' ')}`);
  for (const u of r.unresolved) if (want.has(u.from)) out.push(`unresolved ${JSON.stringify(u)}`);
  for (const id of ids) out.push(`external ${id} ${JSON.stringify(files[id].external)}`);
  return out.sort();
}

describe('a resolution of a few files', () => {
  const root = corporaRoot();
  for (const name of ['pandas', 'rxjs', 'go/cli', 'java/commons-lang', 'php/phpunit', 'rust/ripgrep']) {
    const repo = root ? join(root, name) : '';
    it.skipIf(!repo || !existsSync(repo))(`answers as the whole resolution on ${name}`, async () => {
      await buildIndex(repo);
      const o = resolveIndexOptions(repo, {});
      const cached = loadCache(cacheFile(repo, indexOptionsKey(o)), indexOpKey(), repo, () => {})!;
      expect(cached).not.toBeNull();
      const copy = (): FileRecord[] => cached.files.map((f) => ({ path: f.path, lang: f.lang, size: f.size, mtimeMs: f.mtimeMs, hash: f.hash, tokens: f.tokens, defs: [], dynamic: [], external: [] }));
      const importsOf = (id: number) => parseImportBlob(blobText(cached.importBlobs[id]));
      const all = copy();
      const whole = resolveFiles(repo, all, all.map((_, i) => i), importsOf, [], () => {});
      // Every 97th file, three at a time: each resolution is far below 1/64 of the file set.
      const n = all.length;
      expect(n).toBeGreaterThan(64 * 3);
      for (let start = 0; start < n; start += 97 * 3) {
        const ids = [start, start + 97, start + 194].filter((i) => i < n);
        const few = copy();
        const r = resolveFiles(repo, few, ids, importsOf, [], () => {});
        expect(show(r, few, ids)).toEqual(show(whole, all, ids));
      }
    }, 120_000);
  }
});
