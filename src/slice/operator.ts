/** The operator id stamped into manifests and cache keys: `T2@` + 8 hex of a hash over the slicer's own code. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bakedCodeHash, codeClosure } from '../code-closure.js';
import { VERSION } from '../version.js';

let cached: string | undefined;
declare const __CK_BAKED_SLICE_OPERATOR__: string | undefined;

/** Returns `T2@<8 hex>`: changes whenever any module the slicer imports changes, so caches never go stale. */
export function operatorId(): string {
  if (cached) return cached;
  // Single-command bundles get the id baked in at build time (scripts/bundle.mjs): same value, no hashing per run.
  if (typeof __CK_BAKED_SLICE_OPERATOR__ === 'string') return (cached = __CK_BAKED_SLICE_OPERATOR__);
  // `<dist or src>/`, found from this module's folder's parent, so the id is the same when this module is inlined into
  // a single-command bundle in dist/cli/ (scripts/bundle.mjs bakes it from dist/).
  const base = dirname(dirname(fileURLToPath(import.meta.url)));
  const baked = bakedCodeHash(base, 'sliceOperator');
  if (baked) return (cached = baked);
  const h = createHash('sha1').update(VERSION);
  const ext = fileURLToPath(import.meta.url).endsWith('.ts') ? '.ts' : '.js';
  for (const file of codeClosure(join(base, 'slice', `index${ext}`))) {
    h.update(relative(base, file)).update(readFileSync(file));
  }
  cached = `T2@${h.digest('hex').slice(0, 8)}`;
  return cached;
}
