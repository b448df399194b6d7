import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { operator } from '../operators/index.js';
/**
 * Returns the module at `rel` (e.g. `slice/index.js`) under the built `dist/` root, loaded lazily; works from
 * `dist/hooks/*.js`, `dist/mcp/*.js` and from the single-file bundle `dist/hooks/hook.core.cjs`. Rejects with
 * "<what> backend not available in this build" when the module is absent.
 */
export async function importDist(rel, what) {
    for (const base of ['../', './']) {
        const url = new URL(base + rel, import.meta.url);
        if (existsSync(fileURLToPath(url)))
            return (await import(url.href));
    }
    throw new Error(`${what} backend not available in this build (${rel} is missing)`);
}
/** Returns operator `name`'s entry module (the one operators/index.ts names), loaded lazily as importDist loads it. */
export async function importOperator(name) {
    return importDist(operator(name).module, name);
}
