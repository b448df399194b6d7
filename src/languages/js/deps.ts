// npm packages: node_modules at the project root and in workspace packages, scoped names, nested copies, pnpm's store.
// Reads directory listings and each package's package.json, nothing else: a 1,000-package tree must take a few tens of
// milliseconds. One package per real root: a pnpm symlink and the store entry it points at are one package.
import { existsSync, readdirSync, readFileSync, realpathSync, type Dirent } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DiscoveredPackage } from '../../deps/package.js';
import { readHead } from '../../deps/read-head.js';
import type { DiscoveryWarning } from '../../deps/types.js';

/** @internal What the npm side of discovery fills in. */
export interface NodeDiscovery {
  root: string;
  packages: DiscoveredPackage[];
  warnings: DiscoveryWarning[];
  nodeModules: string[];
}

interface Ctx extends NodeDiscovery {
  byRoot: Map<string, DiscoveredPackage>;
  /** Real dirs whose node_modules is still to read; workspace: the dir is itself a workspace package to add. */
  queue: { dir: string; workspace: boolean }[];
  stores: string[];
  scannedNodeModules: Set<string>;
}

const PNPM_SEGMENT = `${sep}.pnpm${sep}`;
const NM_SEGMENT = `${sep}node_modules${sep}`;

/** @internal Returns nothing; adds the npm packages installed for the project at `root` (a real path) to `out`. */
export function discoverNode(root: string, out: NodeDiscovery): void {
  const ctx: Ctx = { ...out, byRoot: new Map(), queue: [], stores: [], scannedNodeModules: new Set() };
  const manifest = readJson(join(root, 'package.json'), ctx.warnings);
  const rootModules = join(root, 'node_modules');
  const hasRootModules = existsSync(rootModules);
  if (!hasRootModules && (existsSync(join(root, '.pnp.cjs')) || existsSync(join(root, '.pnp.js')))) {
    ctx.warnings.push({
      kind: 'yarn-pnp',
      path: existsSync(join(root, '.pnp.cjs')) ? join(root, '.pnp.cjs') : join(root, '.pnp.js'),
      detail: 'Yarn Plug\'n\'Play keeps packages in zip archives, which are not read; set `nodeLinker: node-modules` in .yarnrc.yml and run `yarn install` to get a node_modules',
    });
  }
  ctx.queue.push({ dir: root, workspace: false });
  for (const ws of workspaceDirs(root, manifest)) if (ws !== root) ctx.queue.push({ dir: ws, workspace: true });
  // The queue grows as symlinked local packages turn up; the root's node_modules comes first (Node's own order for a
  // file at the root), then each workspace's, then the pnpm stores seen on the way.
  for (let i = 0; i < ctx.queue.length; i++) {
    const { dir, workspace } = ctx.queue[i];
    if (workspace) addWorkspace(dir, ctx);
    scanNodeModules(join(dir, 'node_modules'), 'node_modules', ctx);
  }
  for (const store of ctx.stores) scanPnpmStore(store, ctx);
  if (manifest && hasRootModules) reportNotInstalled(root, manifest, ctx);
}

/** Adds the workspace package at real dir `dir` (its package.json name), unless already found through a symlink. */
function addWorkspace(dir: string, ctx: Ctx): void {
  if (ctx.byRoot.has(dir)) return;
  const pj = readJson(join(dir, 'package.json'), ctx.warnings);
  if (!pj || typeof pj.name !== 'string') return;
  add(ctx, pj.name, typeof pj.version === 'string' ? pj.version : '', dir, 'workspace');
}

/** Reads one node_modules directory: each package in it (scoped ones one level down), then nested node_modules. */
function scanNodeModules(nm: string, where: string, ctx: Ctx): void {
  if (ctx.scannedNodeModules.has(nm)) return;
  ctx.scannedNodeModules.add(nm);
  const entries = list(nm, ctx.warnings);
  if (!entries) return;
  ctx.nodeModules.push(nm);
  for (const e of entries) {
    const name = e.name;
    if (name[0] === '.') {
      if (name === '.pnpm' && e.isDirectory()) ctx.stores.push(nm + sep + name);
      continue; // .bin, .package-lock.json, .cache, .modules.yaml
    }
    if (name[0] === '@') {
      // Paths by concatenation: path.join's normalization showed up at ~7% of a 1,000-package run.
      const scopeDir = nm + sep + name;
      for (const s of list(scopeDir, ctx.warnings) ?? []) {
        if (s.name[0] !== '.') visit(scopeDir + sep + s.name, `${name}/${s.name}`, s, where, ctx);
      }
    } else visit(nm + sep + name, name, e, where, ctx);
  }
}

/** Adds the package at `path` (installed as `name`), following a symlink to its real root. */
function visit(path: string, name: string, e: Dirent, where: string, ctx: Ctx): void {
  let real = path;
  let linked = false;
  if (e.isSymbolicLink()) {
    try {
      real = realpathSync.native(path);
    } catch {
      ctx.warnings.push({ kind: 'broken-symlink', path, detail: `${name} is a symlink to a missing target; reinstall it` });
      return;
    }
    linked = true;
  } else if (!e.isDirectory()) return;
  if (ctx.byRoot.has(real)) return;
  const version = readVersion(real + sep + 'package.json', ctx.warnings);
  if (version === undefined) return; // not a package (a stray directory or file)
  if (linked) {
    if (real.includes(PNPM_SEGMENT)) {
      add(ctx, name, version, real, 'pnpm');
      return; // its dependencies are store entries, read from the store
    }
    if (!real.includes(NM_SEGMENT)) {
      // A link to a local directory: a workspace package (or `npm link`); its own node_modules serves its imports.
      add(ctx, name, version, real, 'workspace');
      ctx.queue.push({ dir: real, workspace: false });
      return;
    }
  }
  add(ctx, name, version, real, where);
  const nested = real + sep + 'node_modules';
  if (existsSync(nested)) scanNodeModules(nested, `node_modules (nested in ${name})`, ctx);
}

/** Reads pnpm's store: `.pnpm/<name>@<version>/node_modules/<name>` is the real directory (the other entries of that
 * node_modules are symlinks to the package's dependencies, which are store entries of their own). */
function scanPnpmStore(store: string, ctx: Ctx): void {
  for (const entry of list(store, ctx.warnings) ?? []) {
    if (!entry.isDirectory() || entry.name === 'node_modules') continue;
    const nm = join(store, entry.name, 'node_modules');
    for (const e of list(nm, ctx.warnings) ?? []) {
      if (e.name[0] === '@' && e.isDirectory()) {
        const scopeDir = join(nm, e.name);
        for (const s of list(scopeDir, ctx.warnings) ?? []) {
          if (s.isDirectory()) visit(join(scopeDir, s.name), `${e.name}/${s.name}`, s, 'pnpm', ctx);
        }
      } else if (e.isDirectory()) visit(join(nm, e.name), e.name, e, 'pnpm', ctx);
    }
  }
}

function add(ctx: Ctx, name: string, version: string, root: string, where: string): void {
  const pkg = new DiscoveredPackage('npm', name, version, root, [name], where, true, ctx.warnings);
  ctx.byRoot.set(root, pkg);
  ctx.packages.push(pkg);
}

/** Adds one warning naming the declared dependencies that are not in the root node_modules. */
function reportNotInstalled(root: string, manifest: Record<string, unknown>, ctx: Ctx): void {
  const missing: string[] = [];
  for (const field of ['dependencies', 'devDependencies']) {
    const deps = manifest[field];
    if (!deps || typeof deps !== 'object') continue;
    for (const name of Object.keys(deps)) {
      if (!existsSync(join(root, 'node_modules', name))) missing.push(name);
    }
  }
  if (missing.length === 0) return;
  const shown = missing.slice(0, 10).join(', ') + (missing.length > 10 ? `, and ${missing.length - 10} more` : '');
  ctx.warnings.push({
    kind: 'not-installed',
    path: join(root, 'package.json'),
    detail: `declared but not in node_modules: ${shown}; run your package manager's install`,
  });
}

/** Returns the real directories of the workspace packages declared in package.json `workspaces` (an array or
 * `{ packages }`) or pnpm-workspace.yaml `packages`. */
function workspaceDirs(root: string, manifest: Record<string, unknown> | undefined): string[] {
  const patterns: string[] = [];
  const ws = manifest?.workspaces;
  const list = Array.isArray(ws) ? ws : ws && typeof ws === 'object' ? (ws as { packages?: unknown }).packages : undefined;
  if (Array.isArray(list)) for (const p of list) if (typeof p === 'string') patterns.push(p);
  patterns.push(...pnpmWorkspacePatterns(root));
  if (patterns.length === 0) return [];
  const include = patterns.filter((p) => !p.startsWith('!')).map(toSegments);
  const exclude = patterns.filter((p) => p.startsWith('!')).map((p) => globRegex(p.slice(1)));
  const found = new Set<string>();
  for (const segs of include) expand(root, segs, 0, found);
  const out: string[] = [];
  for (const dir of found) {
    const rel = relative(root, dir).split(sep).join('/');
    if (exclude.some((re) => re.test(rel))) continue;
    if (!existsSync(join(dir, 'package.json'))) continue;
    try {
      out.push(realpathSync.native(dir));
    } catch { /* vanished */ }
  }
  return out.sort();
}

/** Returns the `packages:` entries of pnpm-workspace.yaml (a list of plain or quoted strings), or none. */
function pnpmWorkspacePatterns(root: string): string[] {
  let text: string;
  try {
    text = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  } catch {
    return [];
  }
  const out: string[] = [];
  let inPackages = false;
  for (const line of text.split(/\r?\n/)) {
    if (/^packages\s*:/.test(line)) { inPackages = true; continue; }
    if (!inPackages) continue;
    const m = /^\s+-\s*(['"]?)(.+?)\1\s*(?:#.*)?$/.exec(line);
    if (m) out.push(m[2]);
    else if (/^\S/.test(line)) inPackages = false;
  }
  return out;
}

function toSegments(pattern: string): string[] {
  return pattern.replace(/^\.\//, '').replace(/\/+$/, '').split('/').filter((s) => s !== '' && s !== '.');
}

/** Adds to `found` the directories under `dir` matching glob segments from `i` on (`*` within a name, `**` any depth
 * down to 5 levels; node_modules and dot directories never match a wildcard). */
function expand(dir: string, segs: string[], i: number, found: Set<string>, depth = 0): void {
  if (i === segs.length) { found.add(dir); return; }
  const seg = segs[i];
  if (!seg.includes('*')) { expand(join(dir, seg), segs, i + 1, found, depth); return; }
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  const dirs = entries.filter((e) => (e.isDirectory() || e.isSymbolicLink()) && e.name !== 'node_modules' && e.name[0] !== '.');
  if (seg === '**') {
    expand(dir, segs, i + 1, found, depth);
    if (depth < 5) for (const e of dirs) expand(join(dir, e.name), segs, i, found, depth + 1);
    return;
  }
  const re = globRegex(seg);
  for (const e of dirs) if (re.test(e.name)) expand(join(dir, e.name), segs, i + 1, found, depth);
}

function globRegex(glob: string): RegExp {
  const body = glob
    .replace(/^\.\//, '')
    .replace(/\/+$/, '')
    .split('**')
    .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]'))
    .join('.*');
  return new RegExp(`^${body}$`);
}

/** Returns the directory's entries, or undefined (with an `unreadable` warning unless it does not exist). */
function list(dir: string, warnings: DiscoveryWarning[]): Dirent[] | undefined {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') {
      warnings.push({ kind: 'unreadable', path: dir, detail: `cannot list ${dir} (${code ?? String(err)}); its packages are not known` });
    }
    return undefined;
  }
}

/** Returns the top-level "version" of a package.json ('' when absent or malformed), or undefined when the file is
 * missing. Reads the first KB and scans it rather than parsing the file: over a 1,000-package node_modules, reading
 * and parsing whole package.json files (often 2-10 KB of scripts and exports maps) was most of the time, and
 * "version" sits near the top. */
function readVersion(file: string, warnings: DiscoveryWarning[]): string | undefined {
  const head = readHead(file, 1024);
  if ('error' in head) {
    if (head.error !== 'ENOENT' && head.error !== 'ENOTDIR') warnings.push({ kind: 'unreadable', path: file, detail: `cannot read ${file} (${head.error})` });
    return undefined;
  }
  const v = topLevelString(head.text, 'version');
  if (v !== undefined || head.whole) return v ?? '';
  try {
    return topLevelString(readFileSync(file, 'utf8'), 'version') ?? '';
  } catch {
    return '';
  }
}


/** Returns the string value of `key` in the outermost object of JSON `text` (which may be cut short), or undefined.
 * Tracks strings and nesting depth, so a "version" inside a nested object is not taken for the package's. */
export function topLevelString(text: string, key: string): string | undefined {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 123 /* { */ || c === 91 /* [ */) depth++;
    else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
    else if (c === 34 /* " */) {
      const end = stringEnd(text, i);
      if (end < 0) return undefined;
      if (depth === 1 && end - i - 1 === key.length && text.startsWith(key, i + 1)) {
        let j = end + 1;
        while (j < text.length && text.charCodeAt(j) <= 32) j++;
        if (text.charCodeAt(j) === 58 /* : */) {
          j++;
          while (j < text.length && text.charCodeAt(j) <= 32) j++;
          if (text.charCodeAt(j) !== 34) return undefined;
          const vEnd = stringEnd(text, j);
          if (vEnd < 0) return undefined;
          const raw = text.slice(j + 1, vEnd);
          if (!raw.includes('\\')) return raw;
          try {
            return JSON.parse(text.slice(j, vEnd + 1)) as string;
          } catch {
            return undefined;
          }
        }
      }
      i = end;
    }
  }
  return undefined;
}

/** Returns the index of the quote closing the JSON string opened at `start`, or -1 when the text ends first. */
function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 92 /* \\ */) i++;
    else if (c === 34) return i;
  }
  return -1;
}

/** Returns the parsed JSON object in `file`, or undefined when missing; an unreadable or malformed file adds a warning. */
function readJson(file: string, warnings: DiscoveryWarning[]): Record<string, unknown> | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') {
      warnings.push({ kind: 'unreadable', path: file, detail: `cannot read ${file} (${code ?? String(err)})` });
    }
    return undefined;
  }
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch (err) {
    warnings.push({ kind: 'unreadable', path: file, detail: `${file} is not valid JSON: ${(err as Error).message}` });
    return undefined;
  }
}
