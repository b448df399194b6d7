/** The operator id stamped into manifests and cache keys: `T2@` + 8 hex of a hash over the slicer's own code. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERSION } from '../version.js';
let cached;
/** Returns `T2@<8 hex>`: changes whenever any module of the slicer (this folder) changes, so caches never go stale. */
export function operatorId() {
    if (cached)
        return cached;
    // Single-command bundles get the id baked in at build time (scripts/bundle.mjs): same value, no hashing per run.
    if (typeof __CK_BAKED_SLICE_OPERATOR__ === 'string')
        return (cached = __CK_BAKED_SLICE_OPERATOR__);
    const h = createHash('sha1').update(VERSION);
    // `<dist or src>/slice`, found from the parent so the id is the same when this module is inlined into a
    // single-command bundle in dist/cli/ (scripts/bundle.mjs).
    const here = join(dirname(dirname(fileURLToPath(import.meta.url))), 'slice');
    const walk = (dir) => {
        let names;
        try {
            names = readdirSync(dir).sort();
        }
        catch {
            return;
        }
        for (const n of names) {
            const p = join(dir, n);
            if (n.endsWith('.js') || n.endsWith('.ts')) {
                if (n.endsWith('.d.ts'))
                    continue;
                try {
                    h.update(n).update(readFileSync(p));
                }
                catch { /* unreadable: hashed by name only */ }
            }
            else if (!n.includes('.'))
                walk(p);
        }
    };
    walk(here);
    cached = `T2@${h.digest('hex').slice(0, 8)}`;
    return cached;
}
