import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bakedCodeHash, codeClosure } from '../code-closure.js';
import { VERSION } from '../version.js';

let cached: string | undefined;
declare const __CK_BAKED_LAYER_HASH__: string | undefined;

/** The layers whose results the parse cache and compile manifests hold; each one's own folder is hashed whole. */
const LAYERS = ['compile', 'parse', 'skeleton', 'symbols'];
/** Their entry points: everything these import is hashed too (the language packs, the kernels, the tokenizer). */
const ENTRIES = ['compile/index', 'parse/task', 'parse/batch', 'skeleton/index', 'symbols/index'];

/**
 * Returns 8 hex of a hash over the code of the tree-sitter layers (parse, skeleton, symbols, compile) and every module
 * they import, the grammar manifest (wasm/grammars.json: each grammar's version and sha256) and the package version:
 * parse-cache entries and compile manifests are keyed by it, so a code or grammar change never serves a stale result.
 * Hashing the four folders alone missed the modules they import (a language pack's rules, the tokenizer); a
 * development build keeps its version, so such a change served results of the code before it.
 */
export function layerCodeHash(): string {
  if (cached) return cached;
  // Bundles get the hash baked in at build time (scripts/bundle.mjs): same value, no reading of dist/ per run.
  if (typeof __CK_BAKED_LAYER_HASH__ === 'string') return (cached = __CK_BAKED_LAYER_HASH__);
  const base = dirname(dirname(fileURLToPath(import.meta.url)));
  const baked = bakedCodeHash(base, 'layerCode');
  if (baked) return (cached = baked);
  const h = createHash('sha1').update(VERSION);
  for (const f of layerFiles(base)) {
    const rel = relative(base, f);
    try { h.update(rel).update(readFileSync(f)); } catch { h.update(rel); }
  }
  try { h.update(readFileSync(join(dirname(base), 'wasm', 'grammars.json'))); } catch { h.update('no grammars.json'); }
  cached = h.digest('hex').slice(0, 8);
  return cached;
}

/**
 * Returns the files `layerCodeHash` hashes under `base` (dist/ or src/): every module of the four layers' folders and
 * of their entry points' import closures, sorted.
 */
export function layerFiles(base: string): string[] {
  const ext = existsSync(join(base, 'parse', 'codehash.ts')) ? '.ts' : '.js';
  const files = new Set<string>();
  for (const dir of LAYERS) {
    let names: string[];
    try { names = readdirSync(join(base, dir)); } catch { continue; }
    for (const n of names) {
      if ((n.endsWith('.js') || n.endsWith('.ts')) && !n.endsWith('.d.ts')) files.add(join(base, dir, n));
    }
  }
  for (const entry of ENTRIES) for (const f of codeClosure(join(base, `${entry}${ext}`))) files.add(f);
  return [...files].sort();
}
