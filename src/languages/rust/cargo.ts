/**
 * Cargo packages as cargo reads them, for module resolution: each `Cargo.toml` with a `[package]` names a package, its
 * edition and its crates — the library (`[lib] path`, else `src/lib.rs`), binaries (`[[bin]]`, `src/main.rs`,
 * `src/bin/*.rs`, `src/bin/<name>/main.rs`), integration tests, benches and examples (`tests/`, `benches/`,
 * `examples/`: `*.rs` and `<name>/main.rs`, or their `[[test]]`/`[[bench]]`/`[[example]]` tables) and the build
 * script (`build.rs` or `package.build`); its dependencies say which other package a crate name means (`path`
 * dependencies, renames through `package = "…"`, `workspace = true` through `[workspace.dependencies]`). Workspace
 * members (`[workspace] members`, globs) are packages like any other here: every package of the file set is read.
 * @internal
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { joinRel } from '../../repo/paths.js';

/** What a crate is to cargo. */
export type CrateKind = 'lib' | 'bin' | 'test' | 'bench' | 'example' | 'build';

/** One crate: a root file and what cargo builds it as. */
export interface CrateTarget { kind: CrateKind; root: string }

/** One `Cargo.toml` package. */
export interface CargoPackage {
  /** Its directory, repo-relative (`''` at the root). */
  dir: string;
  /** The package name (`grep-matcher`). */
  name: string;
  /** The name its library is used by (`grep_matcher`, or `[lib] name`). */
  libName: string;
  edition: string;
  /** Its crates whose root file is in the file set: the library first. */
  targets: CrateTarget[];
  /** Dependencies by the crate name the code uses (renames applied, `-` as `_`): the package directory for path ones. */
  deps: Map<string, string | undefined>;
}

type Table = Record<string, unknown>;
const isTable = (x: unknown): x is Table => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);
/** Returns a crate name as code writes it (`grep-matcher` → `grep_matcher`). */
export const crateIdent = (name: string): string => name.replace(/-/g, '_');

/** Returns the parsed TOML at repo-relative `file`, or null (unreadable or invalid: `warn` says which). */
export function readToml(root: string, file: string, warn?: (m: string) => void): Table | null {
  try {
    return parseToml(readFileSync(join(root, file), 'utf8')) as Table;
  } catch (e) {
    warn?.(`${file}: ${(e as Error).message.split('\n')[0]}`);
    return null;
  }
}

/** Returns the `[workspace.dependencies]` path entries of the workspace root Cargo.toml at repo-relative `dir`. */
function workspaceDeps(toml: Table | null, dir: string): Map<string, { path?: string; package?: string }> {
  const out = new Map<string, { path?: string; package?: string }>();
  const ws = toml && isTable(toml.workspace) && isTable(toml.workspace.dependencies) ? toml.workspace.dependencies : {};
  for (const [k, v] of Object.entries(ws)) if (isTable(v)) out.set(k, { path: str(v.path) !== undefined ? joinRel(dir, str(v.path)!) ?? undefined : undefined, package: str(v.package) });
  return out;
}

/**
 * Returns the packages of the file set (`paths`, repo-relative; `root` to read their Cargo.toml from), each with the
 * crates whose roots exist, in path order of their Cargo.toml.
 */
export function readCargoPackages(root: string, paths: readonly string[], files: ReadonlySet<string>, warn?: (m: string) => void): CargoPackage[] {
  const manifests = paths.filter((p) => p === 'Cargo.toml' || p.endsWith('/Cargo.toml')).sort();
  const tomls = new Map(manifests.map((m) => [m, readToml(root, m, warn)] as const));
  // The workspace a package inherits `workspace = true` dependencies from: the nearest Cargo.toml above with [workspace].
  const workspaces = manifests.filter((m) => isTable(tomls.get(m)?.workspace));
  // `.rs` files by folder (`d/x.rs` under `d`, `d/x/main.rs` under `d` too), as indices into `paths`: a target folder's
  // candidates without a pass over every path per package and folder (quadratic on a tree of many workspaces).
  const rsUnder = new Map<string, number[]>();
  paths.forEach((p, k) => {
    if (!p.endsWith('.rs')) return;
    const d = p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '';
    const push = (folder: string): void => { let l = rsUnder.get(folder); if (!l) rsUnder.set(folder, (l = [])); l.push(k); };
    push(d);
    if (p.endsWith('/main.rs') && d) push(d.includes('/') ? d.slice(0, d.lastIndexOf('/')) : '');
  });
  /** Returns the indices of `<folder>/*.rs` and `<folder>/<name>/main.rs`, in path order. */
  const autoCandidates = (folder: string): number[] => rsUnder.get(folder) ?? [];
  const packages: CargoPackage[] = [];
  for (const m of manifests) {
    const toml = tomls.get(m);
    if (!toml || !isTable(toml.package)) continue;
    const dir = m.includes('/') ? m.slice(0, m.lastIndexOf('/')) : '';
    const pkg = toml.package;
    const name = str(pkg.name) ?? dir.slice(dir.lastIndexOf('/') + 1);
    const wsFile = workspaces.filter((w) => { const d = w.includes('/') ? w.slice(0, w.lastIndexOf('/')) : ''; return d === '' || dir === d || dir.startsWith(`${d}/`); })
      .sort((a, b) => b.length - a.length)[0];
    const wsToml = wsFile ? tomls.get(wsFile) ?? null : null;
    const wsDir = wsFile?.includes('/') ? wsFile.slice(0, wsFile.lastIndexOf('/')) : '';
    const edition = str(pkg.edition) ?? (isTable(pkg.edition) && wsToml && isTable(wsToml.workspace) && isTable(wsToml.workspace.package) ? str(wsToml.workspace.package.edition) : undefined) ?? '2015';
    const lib = isTable(toml.lib) ? toml.lib : {};
    const libName = crateIdent(str(lib.name) ?? name);
    const at = (rel: string): string => joinRel(dir, rel) ?? '';
    const targets: CrateTarget[] = [];
    const add = (kind: CrateKind, rel: string | undefined): void => {
      if (rel === undefined) return;
      const path = at(rel);
      if (files.has(path) && !targets.some((t) => t.root === path)) targets.push({ kind, root: path });
    };
    add('lib', str(lib.path) ?? 'src/lib.rs');
    const tables = (key: string): Table[] => (Array.isArray(toml[key]) ? (toml[key] as unknown[]).filter(isTable) : []);
    for (const b of tables('bin')) add('bin', str(b.path) ?? (str(b.name) === name ? 'src/main.rs' : str(b.name) && (files.has(at(`src/bin/${str(b.name)}.rs`)) ? `src/bin/${str(b.name)}.rs` : `src/bin/${str(b.name)}/main.rs`)));
    add('bin', 'src/main.rs');
    const auto: [CrateKind, string][] = [['bin', 'src/bin'], ['test', 'tests'], ['bench', 'benches'], ['example', 'examples']];
    for (const [kind, key] of [['test', 'test'], ['bench', 'bench'], ['example', 'example']] as const) {
      const folder = auto.find((x) => x[0] === kind)![1];
      for (const t of tables(key)) add(kind, str(t.path) ?? (str(t.name) ? `${folder}/${str(t.name)}.rs` : undefined));
    }
    // Autodiscovered targets: `<folder>/*.rs` and `<folder>/<name>/main.rs`, unless `autobins = false` (…) says not.
    const autoKey: Record<string, string> = { bin: 'autobins', test: 'autotests', bench: 'autobenches', example: 'autoexamples' };
    for (const [kind, folder] of auto) {
      if (pkg[autoKey[kind]!] === false) continue;
      for (const k of autoCandidates(at(folder))) add(kind, paths[k]!.slice(dir ? dir.length + 1 : 0));
    }
    if (pkg.build !== false) add('build', str(pkg.build) ?? 'build.rs');
    const deps = new Map<string, string | undefined>();
    const wsDeps = workspaceDeps(wsToml, wsDir);
    const readDeps = (t: unknown): void => {
      if (!isTable(t)) return;
      for (const [key, v] of Object.entries(t)) {
        let path: string | undefined;
        if (isTable(v) && v.workspace === true) path = wsDeps.get(key)?.path;
        else if (isTable(v) && str(v.path) !== undefined) path = joinRel(dir, str(v.path)!) ?? undefined;
        if (!deps.has(crateIdent(key)) || path !== undefined) deps.set(crateIdent(key), path);
      }
    };
    for (const k of ['dependencies', 'dev-dependencies', 'build-dependencies', 'dev_dependencies', 'build_dependencies']) readDeps(toml[k]);
    if (isTable(toml.target)) for (const t of Object.values(toml.target)) if (isTable(t)) for (const k of ['dependencies', 'dev-dependencies', 'build-dependencies']) readDeps(t[k]);
    packages.push({ dir, name, libName, edition, targets, deps });
  }
  return packages;
}
