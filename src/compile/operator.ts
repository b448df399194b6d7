import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERSION } from '../version.js';

let cached: string | undefined;

/**
 * Returns `compile@<8 hex>`: a hash over the compiler's code and the parse layers it depends on (compile, skeleton,
 * symbols, parse), so a manifest names exactly the code that produced it.
 */
export function operatorId(): string {
  if (cached) return cached;
  const h = createHash('sha1').update(VERSION);
  const base = dirname(dirname(fileURLToPath(import.meta.url)));
  for (const dir of ['compile', 'skeleton', 'symbols', 'parse']) {
    let names: string[];
    try { names = readdirSync(join(base, dir)).sort(); } catch { continue; }
    for (const n of names) {
      if (!(n.endsWith('.js') || n.endsWith('.ts')) || n.endsWith('.d.ts')) continue;
      try { h.update(`${dir}/${n}`).update(readFileSync(join(base, dir, n))); } catch { h.update(n); }
    }
  }
  cached = `compile@${h.digest('hex').slice(0, 8)}`;
  return cached;
}
