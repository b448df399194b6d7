import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { operator, type OperatorName } from '../operators/index.js';
import { notInBuild } from '../errors.js';

/**
 * Returns the module at `rel` (e.g. `slice/index.js`) under the built `dist/` root, loaded lazily; works from
 * `dist/hooks/*.js`, `dist/mcp/*.js` and from the single-file bundle `dist/hooks/hook.core.cjs`. Rejects with
 * "<what> backend not available in this build" when the module is absent.
 */
export async function importDist<T>(rel: string, what: string): Promise<T> {
  for (const base of ['../', './']) {
    const url = new URL(base + rel, import.meta.url);
    if (existsSync(fileURLToPath(url))) return (await import(url.href)) as T;
  }
  throw notInBuild(`${what} backend`, ` (${rel} is missing)`);
}

/** Returns operator `name`'s entry module (the one operators/index.ts names), loaded lazily as importDist loads it. */
export async function importOperator<T>(name: OperatorName): Promise<T> {
  return importDist<T>(operator(name).module, name);
}
