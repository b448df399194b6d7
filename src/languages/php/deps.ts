/**
 * PHP's dependency layout: Composer's `vendor/` folder (or the `config.vendor-dir` of the project's composer.json).
 * `vendor/composer/installed.json` names every installed package, its version, where it is installed and its autoload
 * rules (Composer 2: `{"packages": […]}` with `install-path`; Composer 1: a list, installed at `vendor/<name>`); a
 * class name reaches the package whose PSR-4/PSR-0 namespace prefix is the longest that starts it, and the file
 * `vendor/composer/autoload_classmap.php` maps it to (else the package's own PSR-4/PSR-0 rules). Nothing is installed
 * or run: a project without `vendor/` has no PHP dependencies here (`composer install` makes it).
 * @internal
 */
import { readFileSync, realpathSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { InstalledPackage } from '../../deps/types.js';
import { DiscoveredPackage } from '../../deps/package.js';
import type { RepoIndex } from '../../repo/types.js';
import type { DiscoveryTarget } from '../types.js';
import { autoloadOf, psr0Candidates, psr4Candidates, type Autoload } from './composer.js';

/** Returns the vendor folder of the project at `root` (absolute): composer.json's `config.vendor-dir`, else `vendor`. */
export function vendorDirOf(root: string): string {
  try {
    const json = JSON.parse(readFileSync(join(root, 'composer.json'), 'utf8')) as { config?: { 'vendor-dir'?: unknown } };
    const dir = json.config?.['vendor-dir'];
    if (typeof dir === 'string' && dir) return join(root, dir);
  } catch { /* no composer.json: the default */ }
  return join(root, 'vendor');
}

interface InstalledEntry { name?: unknown; version?: unknown; 'install-path'?: unknown; autoload?: unknown }

/** Returns nothing; adds the packages `vendor/composer/installed.json` lists to `out` (those present on disk). */
export function discoverComposer(root: string, out: DiscoveryTarget): void {
  const vendor = vendorDirOf(root);
  let json: unknown;
  try { json = JSON.parse(readFileSync(join(vendor, 'composer', 'installed.json'), 'utf8')); } catch { return; }
  const list = (Array.isArray(json) ? json : (json as { packages?: unknown }).packages) as InstalledEntry[] | undefined;
  if (!Array.isArray(list)) return;
  const seen = new Set(out.packages.map((p) => p.root));
  for (const e of list) {
    if (typeof e?.name !== 'string') continue;
    const at = typeof e['install-path'] === 'string' ? join(vendor, 'composer', e['install-path']) : join(vendor, e.name);
    let real: string;
    try { real = realpathSync.native(at); } catch { continue; } // listed but not installed (a metapackage, a removed folder)
    if (seen.has(real)) continue;
    seen.add(real);
    const a = autoloadOf({ autoload: e.autoload }, '', false);
    const prefixes = [...a.psr4, ...a.psr0].map((r) => r.prefix).filter(Boolean);
    out.packages.push(new DiscoveredPackage('composer', e.name, typeof e.version === 'string' ? e.version : '', real, prefixes, 'vendor', true, out.warnings));
  }
}

/**
 * Returns the installed package a class name (`Psr\Log\LoggerInterface`) or a package name (`psr/log`) names: the
 * package of that name, else the one whose namespace prefix is the longest that starts the class name.
 */
export function composerPackageOf(packages: readonly InstalledPackage[], spec: string): InstalledPackage | undefined {
  const byName = packages.find((p) => p.name === spec);
  if (byName) return byName;
  let best: InstalledPackage | undefined;
  let bestLen = 0;
  for (const p of packages) {
    for (const prefix of p.modules) if (prefix.length > bestLen && spec.startsWith(prefix)) { best = p; bestLen = prefix.length; }
  }
  return best;
}

/** Returns where `/vendor/<vendor>/<name>/` starts in a PHP file's path and that package's root and name, or null. */
export function vendorRootOf(p: string): { at: number; root: string; name: string } | null {
  if (!/\.(?:php|phpt|inc|phtml)$/.test(p)) return null;
  const m = /\/vendor\/([\w.-]+\/[\w.-]+)\//.exec(p);
  if (!m || m[1]!.startsWith('composer/') || m[1]!.startsWith('bin/')) return null;
  return { at: m.index, root: p.slice(0, m.index + m[0].length - 1), name: m[1]! };
}

const rootNames = new Map<string, string>();

/** Returns the package name of the project at `root` (its composer.json `name`, '' when none), read once per root. */
function rootPackageName(root: string): string {
  let name = rootNames.get(root);
  if (name === undefined) {
    try { const json = JSON.parse(readFileSync(join(root, 'composer.json'), 'utf8')) as { name?: unknown }; name = typeof json.name === 'string' ? json.name : ''; } catch { name = ''; }
    rootNames.set(root, name);
  }
  return name;
}

/**
 * Returns where `vendor/<vendor>/<name>/` ends in a PHP file's path segments (the package's files follow it, as in a
 * checkout of the package), and whether that package is the repository at `root` itself (its composer.json name), or
 * null when the path lies in no vendor folder.
 */
export function vendorCopyOf(segs: readonly string[], root: string): { at: number; dirs: readonly string[]; own: boolean } | null {
  if (!/\.(?:php|phpt|inc|phtml)$/.test(segs[segs.length - 1] ?? '')) return null;
  const k = segs.lastIndexOf('vendor', segs.length - 4);
  if (k < 0 || segs[k + 1] === 'composer' || segs[k + 1] === 'bin') return null;
  return { at: k + 2, dirs: [''], own: rootPackageName(root) === `${segs[k + 1]}/${segs[k + 2]}` };
}

const classmaps = new Map<string, Map<string, string>>();

/** Returns Composer's generated classmap of a vendor folder (class → absolute file), read once per folder. */
function classmapOf(vendor: string): Map<string, string> {
  let map = classmaps.get(vendor);
  if (map) return map;
  map = new Map();
  let text = '';
  try { text = readFileSync(join(vendor, 'composer', 'autoload_classmap.php'), 'utf8'); } catch { /* none generated */ }
  const dirs: Record<string, string> = { $vendorDir: vendor, $baseDir: join(vendor, '..') };
  for (const m of text.matchAll(/^\s*'((?:[^'\\]|\\.)+)'\s*=>\s*(\$vendorDir|\$baseDir)\s*\.\s*'([^']*)'/gm)) {
    map.set(m[1]!.replace(/\\\\/g, '\\'), join(dirs[m[2]!]!, m[3]!));
  }
  classmaps.set(vendor, map);
  return map;
}

const autoloads = new Map<string, Autoload | null>();

/** Returns the ids (in the package's own `index`) of the file class `spec` loads from installed package `pkg`. */
export function composerPackageFiles(pkg: InstalledPackage, index: RepoIndex, spec: string): number[] | undefined {
  if (spec === pkg.name) return undefined;
  const vendor = pkg.root.slice(0, pkg.root.lastIndexOf('/vendor/') + 7);
  const mapped = vendor.endsWith('/vendor') ? classmapOf(vendor).get(spec) : undefined;
  if (mapped) {
    const rel = relative(pkg.root, mapped).split('\\').join('/');
    const id = index.fileId(rel);
    if (id !== undefined) return [id];
  }
  let a = autoloads.get(pkg.root);
  if (a === undefined) {
    try { a = autoloadOf(JSON.parse(readFileSync(join(pkg.root, 'composer.json'), 'utf8')) as Record<string, unknown>, '', false); } catch { a = null; }
    autoloads.set(pkg.root, a);
  }
  if (!a) return [];
  for (const c of [...psr4Candidates(a, spec), ...psr0Candidates(a, spec)]) {
    const id = index.fileId(c);
    if (id !== undefined) return [id];
  }
  return [];
}
