// package.json reading for module resolution: name, main/module/types, `exports` and `imports` maps.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dirOf } from '../../repo/paths.js';

/** The resolution-relevant fields of one package.json, its directory repo-relative. */
export interface PackageInfo {
  dir: string;
  name?: string;
  main?: string;
  module?: string;
  types?: string;
  source?: string;
  exports?: unknown;
  imports?: unknown;
}

/** Conditions tried in order when an `exports`/`imports` entry is a condition map. */
export const CONDITIONS = ['types', 'source', 'import', 'module', 'node', 'require', 'default', 'browser'];

/** Returns the package.json files of the index as PackageInfo, keyed by directory. Malformed files are warned and skipped. */
export function readPackages(root: string, files: Iterable<string>, warn: (m: string) => void): Map<string, PackageInfo> {
  const out = new Map<string, PackageInfo>();
  for (const f of files) {
    if (f !== 'package.json' && !f.endsWith('/package.json')) continue;
    try {
      const j = JSON.parse(readFileSync(join(root, f), 'utf8')) as Record<string, unknown>;
      const str = (k: string) => (typeof j[k] === 'string' ? (j[k] as string) : undefined);
      out.set(dirOf(f), { dir: dirOf(f), name: str('name'), main: str('main'), module: str('module'), types: str('types') ?? str('typings'), source: str('source'), exports: j.exports, imports: j.imports });
    } catch (err) {
      warn(`${f}: cannot parse package.json (${(err as Error).message}); ignored for resolution`);
    }
  }
  return out;
}

function pick(target: unknown, star: string): string[] {
  if (typeof target === 'string') return [target.replace(/\*/g, star)];
  if (Array.isArray(target)) return target.flatMap((t) => pick(t, star));
  if (target && typeof target === 'object') {
    const out: string[] = [];
    const obj = target as Record<string, unknown>;
    for (const c of CONDITIONS) if (c in obj) out.push(...pick(obj[c], star));
    return out;
  }
  return [];
}

/** Returns candidate targets ('./…', relative to the package dir) of `sub` ('.' or './x') in an exports/imports map. */
export function mapEntries(map: unknown, sub: string): string[] {
  if (map === undefined || map === null) return [];
  if (typeof map === 'string' || Array.isArray(map)) return sub === '.' ? pick(map, '') : [];
  const obj = map as Record<string, unknown>;
  const keys = Object.keys(obj);
  if (keys.length && !keys.some((k) => k.startsWith('.') || k.startsWith('#'))) return sub === '.' ? pick(obj, '') : [];
  if (sub in obj) return pick(obj[sub], '');
  let best: string | null = null;
  for (const k of keys) {
    const i = k.indexOf('*');
    if (i < 0) continue;
    const pre = k.slice(0, i), post = k.slice(i + 1);
    if (sub.startsWith(pre) && sub.endsWith(post) && sub.length >= pre.length + post.length && (best === null || pre.length > best.indexOf('*'))) best = k;
  }
  if (best === null) return [];
  const i = best.indexOf('*');
  return pick(obj[best], sub.slice(i, sub.length - (best.length - i - 1)));
}
