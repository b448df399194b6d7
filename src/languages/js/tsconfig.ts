// Reads tsconfig.json/jsconfig.json (with `extends`) into the two settings module resolution needs: baseUrl and paths.
import { readFileSync, existsSync } from 'node:fs';
import { join, dirname, resolve as resolvePath, relative, sep } from 'node:path';
import { parseJsonc } from './jsonc.js';

/** The resolution-relevant part of a tsconfig, with directories as absolute paths. */
export interface TsPaths {
  /** Absolute config file path. */
  file: string;
  baseUrl?: string;
  /** Pattern -> substitutions; resolved against pathsBase. */
  paths?: Record<string, string[]>;
  pathsBase: string;
}

interface RawCompilerOptions { baseUrl?: string; paths?: Record<string, string[]> }

function readConfig(file: string, warn: (m: string) => void, depth: number): { baseUrl?: string; paths?: Record<string, string[]>; pathsBase?: string } {
  let json: { extends?: string | string[]; compilerOptions?: RawCompilerOptions };
  try {
    json = parseJsonc(readFileSync(file, 'utf8')) as typeof json;
  } catch (err) {
    warn(`${file}: cannot read tsconfig (${(err as Error).message}); its paths/baseUrl are ignored`);
    return {};
  }
  let merged: { baseUrl?: string; paths?: Record<string, string[]>; pathsBase?: string } = {};
  const ext = json?.extends;
  if (ext && depth < 16) {
    for (const e of Array.isArray(ext) ? ext : [ext]) {
      const parent = locateExtends(e, dirname(file));
      if (parent) merged = { ...merged, ...stripUndefined(readConfig(parent, warn, depth + 1)) };
      else warn(`${file}: extends '${e}' not found; ignored`);
    }
  }
  const co = json?.compilerOptions ?? {};
  const dir = dirname(file);
  if (typeof co.baseUrl === 'string') merged.baseUrl = resolvePath(dir, co.baseUrl);
  if (co.paths && typeof co.paths === 'object') { merged.paths = co.paths; merged.pathsBase = dir; }
  return merged;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function locateExtends(spec: string, dir: string): string | null {
  const cands: string[] = [];
  if (spec.startsWith('.') || spec.startsWith('/')) {
    const p = resolvePath(dir, spec);
    cands.push(p, `${p}.json`, join(p, 'tsconfig.json'));
  } else {
    let d = dir;
    for (;;) {
      const p = join(d, 'node_modules', spec);
      cands.push(p, `${p}.json`, join(p, 'tsconfig.json'));
      const up = dirname(d);
      if (up === d) break;
      d = up;
    }
  }
  for (const c of cands) if (existsSync(c) && c.endsWith('.json')) return c;
  return null;
}

/** Caches the effective paths settings of each config file and the nearest config of each directory. */
export class TsConfigs {
  private readonly byFile = new Map<string, TsPaths>();
  private readonly byDir = new Map<string, TsPaths | null>();

  constructor(private readonly root: string, private readonly files: ReadonlySet<string>, private readonly warn: (m: string) => void) {}

  /** Returns the effective settings for repo-relative directory `dir` (nearest tsconfig/jsconfig), or null. */
  forDir(dir: string): TsPaths | null {
    const hit = this.byDir.get(dir);
    if (hit !== undefined) return hit;
    let found: TsPaths | null = null;
    for (const name of ['tsconfig.json', 'jsconfig.json']) {
      const rel = dir ? `${dir}/${name}` : name;
      if (this.files.has(rel)) { found = this.load(join(this.root, rel)); break; }
    }
    if (!found && dir) found = this.forDir(dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '');
    this.byDir.set(dir, found);
    return found;
  }

  private load(file: string): TsPaths {
    let t = this.byFile.get(file);
    if (!t) {
      const c = readConfig(file, this.warn, 0);
      t = { file, baseUrl: c.baseUrl, paths: c.paths, pathsBase: c.baseUrl ?? c.pathsBase ?? dirname(file) };
      this.byFile.set(file, t);
    }
    return t;
  }

  /** Returns an absolute path as repo-relative ('/'-separated), or null when outside the root. */
  rel(abs: string): string | null {
    const r = relative(this.root, abs);
    if (r.startsWith('..')) return null;
    return sep === '/' ? r : r.split(sep).join('/');
  }
}

/** Returns the substitutions of the longest `paths` pattern matching `spec` (with `*` filled in), or []. */
export function matchPaths(paths: Record<string, string[]>, spec: string): string[] {
  let best: string | null = null;
  let bestLen = -1;
  let star = '';
  for (const pat of Object.keys(paths)) {
    const i = pat.indexOf('*');
    if (i < 0) {
      if (pat === spec && pat.length > bestLen) { best = pat; bestLen = pat.length + 1e6; star = ''; }
      continue;
    }
    const pre = pat.slice(0, i), post = pat.slice(i + 1);
    if (spec.length >= pre.length + post.length && spec.startsWith(pre) && spec.endsWith(post) && pre.length > bestLen) {
      best = pat; bestLen = pre.length; star = spec.slice(pre.length, spec.length - post.length);
    }
  }
  if (best === null) return [];
  const subs = paths[best];
  return Array.isArray(subs) ? subs.filter((x) => typeof x === 'string').map((x) => x.replace('*', star)) : [];
}
