/**
 * What a cache key of computed results must cover: the static import closure of the code that computed them. The slice
 * operator id (slice/operator.ts) and the tree-sitter layers' hash (parse/codehash.ts) hash the files it returns, so a
 * change in any module they reach (a language pack, a ranker, a kernel's loader) invalidates their cached results.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A relative module specifier in compiled code: `from './x.js'`, `import './x.js'`, `import('../y/index.js')`. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"\n]+)\1/g;

/**
 * Returns the files of a module's static import closure (from `entry`, relative specifiers only), sorted. A slice
 * depends on every module it reaches — the seeding and ranking, the language packs' lexers and resolvers, the
 * skeletons — not only on its own folder: hashing `slice/` alone let a changed ranker or resolver serve slices cached
 * by the code before it (the package version changes with a release, but a development build keeps it).
 */
export function codeClosure(entry: string): string[] {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    let text: string;
    try { text = readFileSync(file, 'utf8'); } catch {
      // Sources (vitest runs them) import `./x.js` for `./x.ts`.
      if (file.endsWith('.js')) stack.push(`${file.slice(0, -3)}.ts`);
      continue;
    }
    seen.add(file);
    for (const m of text.matchAll(RELATIVE_IMPORT)) stack.push(join(dirname(file), m[2]!));
  }
  return [...seen].sort();
}


/** The file, in dist/, where the build writes the code hashes computed from dist/ itself (scripts/bake-code-hashes.mjs). */
export const BAKED_HASHES_FILE = 'code-hashes.json';

/**
 * Returns the hash the build baked for `key` ('sliceOperator', 'layerCode') when `base` is a built dist/ folder, else
 * undefined (sources under vitest, or a dist/ the bake has not run on): a `ck symbols` or library process then reads
 * one small file instead of walking and hashing ~200 modules (~10–40 ms). The bake runs right after `tsc` writes
 * dist/ (`npm run build:ts`), so the two cannot drift apart in a build made by the scripts.
 */
export function bakedCodeHash(base: string, key: string): string | undefined {
  if (!import.meta.url.endsWith('.js')) return undefined;
  try {
    const v = (JSON.parse(readFileSync(join(base, BAKED_HASHES_FILE), 'utf8')) as Record<string, unknown>)[key];
    return typeof v === 'string' ? v : undefined;
  } catch { return undefined; }
}
