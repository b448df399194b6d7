import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERSION } from '../version.js';
let cached;
/**
 * Returns 8 hex of a hash over the code of the tree-sitter layers (parse, skeleton, symbols, compile), the grammar
 * manifest (wasm/grammars.json: each grammar's version and sha256) and the package version: parse-cache entries and
 * compile manifests are keyed by it, so a code or grammar change never serves a stale result.
 */
export function layerCodeHash() {
    if (cached)
        return cached;
    // Bundles get the hash baked in at build time (scripts/bundle.mjs): same value, no reading of dist/ per run.
    if (typeof __CK_BAKED_LAYER_HASH__ === 'string')
        return (cached = __CK_BAKED_LAYER_HASH__);
    const h = createHash('sha1').update(VERSION);
    const base = dirname(dirname(fileURLToPath(import.meta.url)));
    for (const dir of ['compile', 'parse', 'skeleton', 'symbols']) {
        let names;
        try {
            names = readdirSync(join(base, dir)).sort();
        }
        catch {
            continue;
        }
        for (const n of names) {
            if (!(n.endsWith('.js') || n.endsWith('.ts')) || n.endsWith('.d.ts'))
                continue;
            try {
                h.update(`${dir}/${n}`).update(readFileSync(join(base, dir, n)));
            }
            catch {
                h.update(n);
            }
        }
    }
    try {
        h.update(readFileSync(join(dirname(base), 'wasm', 'grammars.json')));
    }
    catch {
        h.update('no grammars.json');
    }
    cached = h.digest('hex').slice(0, 8);
    return cached;
}
