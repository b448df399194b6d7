/** The operator id stamped into manifests and cache keys: `T2@` + 8 hex of a hash over the slicer's own code. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERSION } from '../version.js';

let cached: string | undefined;
declare const __CK_BAKED_SLICE_OPERATOR__: string | undefined;

/** A relative module specifier in compiled code: `from './x.js'`, `import './x.js'`, `import('../y/index.js')`. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"\n]+)\1/g;

/**
 * Returns the files of the slicer's static import closure (from `entry`, relative specifiers only), sorted. A slice
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

/** Returns `T2@<8 hex>`: changes whenever any module the slicer imports changes, so caches never go stale. */
export function operatorId(): string {
  if (cached) return cached;
  // Single-command bundles get the id baked in at build time (scripts/bundle.mjs): same value, no hashing per run.
  if (typeof __CK_BAKED_SLICE_OPERATOR__ === 'string') return (cached = __CK_BAKED_SLICE_OPERATOR__);
  const h = createHash('sha1').update(VERSION);
  // `<dist or src>/`, found from this module's folder's parent, so the id is the same when this module is inlined into
  // a single-command bundle in dist/cli/ (scripts/bundle.mjs bakes it from dist/).
  const base = dirname(dirname(fileURLToPath(import.meta.url)));
  const ext = fileURLToPath(import.meta.url).endsWith('.ts') ? '.ts' : '.js';
  for (const file of codeClosure(join(base, 'slice', `index${ext}`))) {
    h.update(relative(base, file)).update(readFileSync(file));
  }
  cached = `T2@${h.digest('hex').slice(0, 8)}`;
  return cached;
}
