/**
 * Composer's autoload rules as Composer's ClassLoader applies them: a package's `composer.json` `autoload` and
 * `autoload-dev` (PSR-4 prefixes, PSR-0 prefixes, classmap paths, `files`, `exclude-from-classmap`), and the path a
 * class name maps to under a PSR-4 or PSR-0 rule. Only what resolution and the dependency layout need.
 * @internal
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One package's autoload rules, paths relative to the repository (or to the package root for installed ones). */
export interface Autoload {
  /** The folder of its composer.json (`''` at the root). */
  dir: string;
  /** The package name (`doctrine/dbal`), '' when it names none. */
  name: string;
  /** PSR-4: namespace prefix (with its trailing `\`, `''` for the fallback) → folders, longest prefix first. */
  psr4: { prefix: string; dirs: string[] }[];
  /** PSR-0: prefix (any string, maybe `''`) → folders, longest prefix first. */
  psr0: { prefix: string; dirs: string[] }[];
  /** Classmap paths: folders (scanned) or files. */
  classmap: string[];
  /** Files always loaded. */
  files: string[];
  /** `exclude-from-classmap` patterns as regular expressions over repository paths. */
  exclude: RegExp[];
}

type Section = Record<string, unknown> | undefined;

/** Returns a composer.json's autoload rules (both sections merged), or null when it cannot be read as JSON. */
export function readAutoload(root: string, file: string, dev = true): Autoload | null {
  let json: Record<string, unknown>;
  try { json = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>; } catch { return null; }
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
  return autoloadOf(json, dir, dev);
}

/** Returns the autoload rules of a parsed composer.json (or an installed.json entry) whose folder is `dir`. */
export function autoloadOf(json: Record<string, unknown>, dir: string, dev = true): Autoload {
  const out: Autoload = { dir, name: typeof json.name === 'string' ? json.name : '', psr4: [], psr0: [], classmap: [], files: [], exclude: [] };
  const sections = [json.autoload as Section, dev ? (json['autoload-dev'] as Section) : undefined];
  for (const sec of sections) {
    if (!sec || typeof sec !== 'object') continue;
    for (const [key, list] of [['psr-4', out.psr4], ['psr-0', out.psr0]] as const) {
      const map = sec[key];
      if (!map || typeof map !== 'object') continue;
      for (const [prefix, dirs] of Object.entries(map as Record<string, unknown>)) {
        const ds = (Array.isArray(dirs) ? dirs : [dirs]).filter((d): d is string => typeof d === 'string').map((d) => within(dir, d));
        const have = list.find((x) => x.prefix === prefix);
        if (have) have.dirs.push(...ds); else list.push({ prefix, dirs: ds });
      }
    }
    for (const [key, list] of [['classmap', out.classmap], ['files', out.files]] as const) {
      const v = sec[key];
      if (Array.isArray(v)) for (const x of v) if (typeof x === 'string') list.push(within(dir, x));
    }
    const ex = sec['exclude-from-classmap'];
    for (const x of Array.isArray(ex) ? ex : typeof ex === 'string' ? [ex] : []) if (typeof x === 'string') out.exclude.push(excludePattern(within(dir, x)));
  }
  out.psr4.sort((a, b) => b.prefix.length - a.prefix.length);
  out.psr0.sort((a, b) => b.prefix.length - a.prefix.length);
  return out;
}

/** Returns `rel` (a composer path: `src/`, `./lib`, `tests/_files`) under repo-relative folder `dir`, normalized. */
export function within(dir: string, rel: string): string {
  const parts = dir ? dir.split('/') : [];
  for (const p of rel.replace(/\\/g, '/').split('/')) {
    if (p === '' || p === '.') continue;
    if (p === '..') { if (parts.length && parts[parts.length - 1] !== '..') parts.pop(); else parts.push('..'); }
    else parts.push(p);
  }
  return parts.join('/');
}

/** Returns the regex of an `exclude-from-classmap` pattern: `*` within a segment, `**` across, a folder's files. */
function excludePattern(pattern: string): RegExp {
  const re = pattern.split('**').map((part) => part.split('*').map((x) => x.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')).join('.*');
  return new RegExp(`^${re}(?:/|$)`);
}

/** Returns true when `path` lies in a classmap entry of `a` (the folder or the file itself) and is not excluded. */
export function inClassmap(a: Autoload, path: string): boolean {
  return a.classmap.some((c) => path === c || c === '' || path.startsWith(`${c}/`)) && !a.exclude.some((re) => re.test(path));
}

/**
 * Returns the candidate files of class `fqn` under `a`'s PSR-4 rules, longest matching prefix first (Composer's order:
 * it takes the first that exists).
 */
export function psr4Candidates(a: Autoload, fqn: string): string[] {
  const out: string[] = [];
  for (const { prefix, dirs } of a.psr4) {
    if (!fqn.startsWith(prefix)) continue;
    const rest = `${fqn.slice(prefix.length).replace(/\\/g, '/')}.php`;
    for (const d of dirs) out.push(d ? `${d}/${rest}` : rest);
  }
  return out;
}

/** Returns the candidate files of class `fqn` under `a`'s PSR-0 rules (`_` in the class's own name is a folder). */
export function psr0Candidates(a: Autoload, fqn: string): string[] {
  const out: string[] = [];
  const cut = fqn.lastIndexOf('\\');
  const rel = `${cut < 0 ? '' : `${fqn.slice(0, cut + 1).replace(/\\/g, '/')}`}${fqn.slice(cut + 1).replace(/_/g, '/')}.php`;
  for (const { prefix, dirs } of a.psr0) {
    if (!fqn.startsWith(prefix)) continue;
    for (const d of dirs) out.push(d ? `${d}/${rel}` : rel);
  }
  return out;
}

/** Returns the folder PSR-4 or PSR-0 maps namespace `ns` to in `a`, when some prefix of `a` claims it, else undefined. */
export function claimedBy(a: Autoload, fqn: string): string | undefined {
  for (const { prefix, dirs } of a.psr4) if (prefix && fqn.startsWith(prefix)) return dirs[0];
  return undefined;
}
