/**
 * Rust's dependency layout: the crates a project's `Cargo.lock` pins, found where cargo keeps their sources — the
 * project's `vendor/` folder (`cargo vendor`: `vendor/<name>`, or `vendor/<name>-<version>` when two versions are
 * vendored), else the registry source cache (`$CARGO_HOME/registry/src/<index>/<name>-<version>`, default
 * `~/.cargo`). Git dependencies (`$CARGO_HOME/git/checkouts/…`) are recognized in frames but not discovered. Nothing is
 * downloaded: a crate missing from both is left out (`cargo fetch` brings it).
 * @internal
 */
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import type { DiscoverOptions } from '../../deps/types.js';
import { resolveDiscoverOptions } from '../../deps/options.js';
import { DiscoveredPackage } from '../../deps/package.js';
import type { DiscoveryTarget } from '../types.js';
import { readCargoPackages } from './cargo.js';

/** Returns the registry packages `Cargo.lock` at `root` pins (`[[package]]` with a registry `source`), or []. */
function lockedCrates(root: string): { name: string; version: string }[] {
  let text: string;
  try { text = readFileSync(join(root, 'Cargo.lock'), 'utf8'); } catch { return []; }
  const out: { name: string; version: string }[] = [];
  for (const block of text.split(/^\[\[package\]\]\s*$/m).slice(1)) {
    const name = /^name = "([^"]+)"/m.exec(block)?.[1];
    const version = /^version = "([^"]+)"/m.exec(block)?.[1];
    if (name && version && /^source = "(?:registry|sparse)\+/m.test(block)) out.push({ name, version });
  }
  return out;
}

/** Returns the folders of the registry source cache under `cargoHome` (one per registry index), or []. */
function registryDirs(cargoHome: string): string[] {
  const src = join(cargoHome, 'registry', 'src');
  try { return readdirSync(src).sort().map((d) => join(src, d)); } catch { return []; }
}

/** Returns nothing; adds the crates the project's Cargo.lock pins to `out`, vendored or from the registry cache. */
export function discoverRust(root: string, out: DiscoveryTarget, options: DiscoverOptions = {}): void {
  const crates = lockedCrates(root);
  if (!crates.length) return;
  const opts = resolveDiscoverOptions(options);
  const registries = registryDirs(opts.cargoHome);
  const seen = new Set(out.packages.map((p) => p.root));
  for (const c of crates) {
    const candidates = [join(root, 'vendor', `${c.name}-${c.version}`), join(root, 'vendor', c.name), ...registries.map((r) => join(r, `${c.name}-${c.version}`))];
    for (const at of candidates) {
      let real: string;
      try { real = realpathSync.native(at); } catch { continue; }
      if (seen.has(real)) break;
      seen.add(real);
      out.packages.push(new DiscoveredPackage('cargo', c.name, c.version, real, [c.name.replace(/-/g, '_')], at.startsWith(join(root, 'vendor')) ? 'vendor' : 'registry cache', true, out.warnings));
      break;
    }
  }
}

/**
 * Returns the root of a crate in a cargo registry source cache or git checkout that `p` (a frame's path, from any
 * machine) lies in — `…/registry/src/<index>/serde-1.0.200`, `…/git/checkouts/<repo>-<hash>/<rev>` — with the crate's
 * name (the code's name: `-` as `_`) and version, or null.
 */
export function cargoCacheRootOf(p: string): { at: number; root: string; crate: string; version: string } | null {
  const reg = /\/registry\/src\/[^/]+\/([A-Za-z0-9_-]+?)-(\d+\.\d+\.\d+[^/]*)(?=\/|$)/.exec(p);
  if (reg) return { at: reg.index, root: p.slice(0, reg.index + reg[0].length), crate: reg[1]!.replace(/-/g, '_'), version: reg[2]! };
  const git = /\/git\/checkouts\/([A-Za-z0-9_-]+?)-[0-9a-f]{16}\/[0-9a-f]+(?=\/|$)/.exec(p);
  if (git) return { at: git.index, root: p.slice(0, git.index + git[0].length), crate: git[1]!.replace(/-/g, '_'), version: '' };
  return null;
}

const ownPackages = new Map<string, { name: string; dir: string }[]>();

/** Returns the cargo packages of the project at `root` (names as code writes them, repo-relative folders), read once. */
export function projectCrates(root: string): { name: string; dir: string }[] {
  let pkgs = ownPackages.get(root);
  if (!pkgs) {
    const manifests: string[] = [];
    const walk = (dir: string, depth: number): void => {
      let entries: import('node:fs').Dirent[];
      try { entries = readdirSync(join(root, dir), { withFileTypes: true }); } catch { return; }
      for (const e of entries) {
        if (e.isFile() && e.name === 'Cargo.toml') manifests.push(dir ? `${dir}/Cargo.toml` : 'Cargo.toml');
        else if (e.isDirectory() && depth < 3 && !/^(?:target|vendor|node_modules|tests?)$|^\./.test(e.name)) walk(dir ? `${dir}/${e.name}` : e.name, depth + 1);
      }
    };
    walk('', 0);
    pkgs = readCargoPackages(root, manifests, new Set()).map((p) => ({ name: p.name.replace(/-/g, '_'), dir: p.dir }));
    ownPackages.set(root, pkgs);
  }
  return pkgs;
}
