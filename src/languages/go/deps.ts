/**
 * Go's dependency layout: the modules a project's go.mod files require, found where the go command keeps them — the
 * module's `vendor/` folder (`vendor/modules.txt`) when the project vendors, else the module cache (`$GOMODCACHE`,
 * default `~/go/pkg/mod`, each module at `<escaped path>@<version>`). A `replace` to another module version is
 * followed; a `replace` to a local directory is the project's own code (the resolver's), not a dependency. Nothing is
 * downloaded: a module missing from the cache is left out (`go mod download` fetches it).
 * @internal
 */
import { existsSync, readdirSync, readFileSync, realpathSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import type { DiscoverOptions } from '../../deps/types.js';
import { resolveDiscoverOptions } from '../../deps/options.js';
import { DiscoveredPackage } from '../../deps/package.js';
import type { DiscoveryTarget } from '../types.js';
import { escapeModulePath, readGoMod, readGoWork, unescapeModulePath, type GoModule } from './modules.js';

/** How deep under the project go.mod files are looked for (nested modules). */
const MAX_DEPTH = 4;
const SKIP = new Set(['vendor', 'node_modules', 'testdata', '.git']);

/** Returns the project's go.mod files (repo-relative), the root's first, at most MAX_DEPTH folders down. */
export function goModFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, depth: number): void => {
    let entries: Dirent[];
    try { entries = readdirSync(join(root, dir), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1)); } catch { return; }
    if (entries.some((e) => e.name === 'go.mod' && e.isFile())) out.push(dir ? `${dir}/go.mod` : 'go.mod');
    if (depth >= MAX_DEPTH) return;
    for (const e of entries) {
      if (!e.isDirectory() || SKIP.has(e.name) || e.name.startsWith('.') || e.name.startsWith('_')) continue;
      walk(dir ? `${dir}/${e.name}` : e.name, depth + 1);
    }
  };
  walk('', 0);
  return out;
}

/** Returns `vendor/modules.txt`'s modules and versions, or null when the module does not vendor. */
function vendoredModules(root: string, dir: string): Map<string, string> | null {
  let text: string;
  try { text = readFileSync(join(root, dir, 'vendor', 'modules.txt'), 'utf8'); } catch { return null; }
  const out = new Map<string, string>();
  for (const line of text.split('\n')) {
    const m = /^# (\S+) (v\S+)/.exec(line);
    if (m) out.set(m[1]!, m[2]!);
  }
  return out;
}

/** Returns nothing; adds the modules the project's go.mod files require to `out`, vendored or from the module cache. */
export function discoverGo(root: string, out: DiscoveryTarget, options: DiscoverOptions = {}): void {
  const files = goModFiles(root);
  if (!files.length) return;
  const opts = resolveDiscoverOptions(options);
  const cache = opts.goModCache;
  out.goModCache = cache;
  const mods = files.map((f) => readGoMod(root, f)).filter((m): m is GoModule => m !== null);
  const work = existsSync(join(root, 'go.work')) ? readGoWork(root, 'go.work') : null;
  const own = new Set(mods.map((m) => m.path));
  const seen = new Set(out.packages.map((p) => p.root));
  for (const mod of mods) {
    const vendored = vendoredModules(root, mod.dir);
    const replace = [...(work?.replace ?? []), ...mod.replace];
    for (const req of mod.require) {
      if (own.has(req.path)) continue; // a module of this repository (nested or in the workspace)
      const r = replace.find((x) => x.from === req.path);
      if (r?.local) continue; // replaced by a local directory: the project's own code
      const path = r ? r.to : req.path;
      const version = r?.version ?? req.version;
      const at = vendored?.has(req.path) ? join(root, mod.dir, 'vendor', req.path) : join(cache, `${escapeModulePath(path)}@${version}`);
      let real: string;
      try { real = realpathSync.native(at); } catch { continue; } // not downloaded (or not vendored)
      if (seen.has(real)) continue;
      seen.add(real);
      out.packages.push(new DiscoveredPackage('go', req.path, version, real, [req.path], vendored?.has(req.path) ? 'vendor' : 'module cache', true, out.warnings));
    }
  }
}

const ownModules = new Map<string, { path: string; dir: string }[]>();

/** Returns the modules of the project at `root` (their paths and repo-relative directories), read once per root. */
export function projectModules(root: string): { path: string; dir: string }[] {
  let mods = ownModules.get(root);
  if (!mods) {
    mods = goModFiles(root).map((f) => readGoMod(root, f)).filter((m): m is GoModule => m !== null).map((m) => ({ path: m.path, dir: m.dir }));
    ownModules.set(root, mods);
  }
  return mods;
}

/**
 * Returns the root of a module in a Go module cache that `p` (a frame's path, from any machine) lies in —
 * `…/pkg/mod/github.com/x/y@v1.2.3` — with the module's path and version, or null.
 */
export function moduleCacheRootOf(p: string): { at: number; root: string; module: string; version: string } | null {
  const m = /\/pkg\/mod\/((?:[^/@]+\/)*?[^/@]+)@(v[^/]+)(?=\/|$)/.exec(p);
  if (!m) return null;
  return { at: m.index, root: p.slice(0, m.index + m[0].length), module: unescapeModulePath(m[1]!), version: m[2]! };
}
