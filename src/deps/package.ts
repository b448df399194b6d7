// The InstalledPackage discovery makes: plain fields plus a hasSources answer computed on first read, because looking
// inside every package would cost a readdir per package on every run and most runs ask about a handful.
import { readdirSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import type { DiscoveryWarning, InstalledPackage } from './types.js';

const JS_SOURCE = /\.(?:[cm]?js|jsx|[cm]?ts|tsx)$/;
const PY_SOURCE = /\.py$/;
const SOURCES: Record<InstalledPackage['ecosystem'], RegExp> = { npm: JS_SOURCE, python: PY_SOURCE, go: /\.go$/, cargo: /\.rs$/, composer: /\.php$/ };
const COMPILED = /\.(?:so|pyd|node|dylib|dll)$/;

/** @internal An InstalledPackage whose hasSources is decided when first read. */
export class DiscoveredPackage implements InstalledPackage {
  #hasSources: boolean | undefined;
  readonly #warnings: DiscoveryWarning[];
  /** Whether root is a directory (false for a single-module Python file); known at discovery, saves a stat later. */
  readonly #isDir: boolean;

  constructor(
    public ecosystem: InstalledPackage['ecosystem'],
    public name: string,
    public version: string,
    public root: string,
    public modules: string[],
    public where: string,
    isDir: boolean,
    warnings: DiscoveryWarning[],
  ) {
    this.#isDir = isDir;
    this.#warnings = warnings;
  }

  /** Returns whether the package holds any .py/.js/.ts file (top level and one level down); adds a `no-sources`
   * warning the first time the answer is false. */
  get hasSources(): boolean {
    if (this.#hasSources === undefined) {
      this.#hasSources = this.#isDir ? dirHasSources(this.root, SOURCES[this.ecosystem]) : SOURCES[this.ecosystem].test(this.root);
      if (!this.#hasSources) {
        this.#warnings.push({
          kind: 'no-sources',
          path: this.root,
          detail: `${this.name} holds only compiled modules (${this.ecosystem === 'python' ? '.so/.pyd' : this.ecosystem === 'npm' ? '.node' : `no .${this.ecosystem === 'go' ? 'go' : 'php'} files`}) and no source to read`,
        });
      }
    }
    return this.#hasSources;
  }

  set hasSources(value: boolean) {
    this.#hasSources = value;
  }

  /** Returns the plain-data form (the getter answered), for JSON. */
  toJSON(): InstalledPackage {
    const { ecosystem, name, version, root, modules, where, hasSources } = this;
    return { ecosystem, name, version, root, modules, where, hasSources };
  }
}

/** Returns whether `dir` has a file matching `source` at its top level or one directory down. A directory with no
 * compiled module in it either (an empty or data-only package) counts as having sources: there is nothing to warn of. */
function dirHasSources(dir: string, source: RegExp): boolean {
  const top = listDir(dir);
  if (top === undefined) return true; // unreadable: not known to be compiled-only
  let compiled = false;
  const subdirs: string[] = [];
  for (const e of top) {
    if (e.isDirectory()) {
      if (e.name !== 'node_modules' && e.name !== '__pycache__' && e.name[0] !== '.') subdirs.push(e.name);
    } else if (source.test(e.name)) return true;
    else if (COMPILED.test(e.name)) compiled = true;
  }
  for (const sub of subdirs) {
    for (const e of listDir(join(dir, sub)) ?? []) {
      if (e.isDirectory()) continue;
      if (source.test(e.name)) return true;
      if (COMPILED.test(e.name)) compiled = true;
    }
  }
  return !compiled;
}

function listDir(dir: string): Dirent[] | undefined {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return undefined;
  }
}
