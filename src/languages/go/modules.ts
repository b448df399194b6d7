/**
 * Go modules as the go command reads them: `go.mod` (its `module` path, `require` list and `replace` directives) and
 * `go.work` (`use` and `replace`). Only what resolution and the dependency layout need; comments and unknown
 * directives are skipped.
 * @internal
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One `go.mod`. */
export interface GoModule {
  /** Its directory, repo-relative (`''` at the root). */
  dir: string;
  /** The module path (`github.com/spf13/cobra`). */
  path: string;
  /** Required modules and their versions (direct and indirect). */
  require: { path: string; version: string }[];
  /** `replace old [v] => new [v]`: `to` is a directory (repo-relative, may leave the repository) or a module path. */
  replace: { from: string; to: string; local: boolean; version?: string }[];
}

/** One `go.work`. */
export interface GoWork {
  dir: string;
  /** Directories of the workspace's modules, repo-relative. */
  use: string[];
  replace: GoModule['replace'];
}

/** Returns the directives of a go.mod/go.work text: `[verb, args][]`, blocks (`require ( … )`) flattened. */
function directives(text: string): [string, string[]][] {
  const out: [string, string[]][] = [];
  let block: string | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\/\/.*$/, '').trim();
    if (!line) continue;
    if (block) {
      if (line === ')') { block = null; continue; }
      out.push([block, words(line)]);
      continue;
    }
    const w = words(line);
    if (w.length === 2 && w[1] === '(') { block = w[0]!; continue; }
    out.push([w[0]!, w.slice(1)]);
  }
  return out;
}

/** Returns the words of a directive line (quoted strings unquoted). */
function words(line: string): string[] {
  return (line.match(/"(?:[^"\\]|\\.)*"|`[^`]*`|\S+/g) ?? []).map((w) => (/^["`]/.test(w) ? w.slice(1, -1) : w));
}

/** Returns `rel` joined onto repo-relative directory `dir` (`''` is the root), normalized; null when it climbs out. */
export function joinDir(dir: string, rel: string): string {
  const parts = dir ? dir.split('/') : [];
  for (const p of rel.split('/')) {
    if (p === '' || p === '.') continue;
    if (p === '..') { if (parts.length && parts[parts.length - 1] !== '..') parts.pop(); else parts.push('..'); }
    else parts.push(p);
  }
  return parts.join('/');
}

/** Returns the replace directive of the words after `replace`. */
function replaceOf(dir: string, w: string[]): GoModule['replace'][number] | null {
  const arrow = w.indexOf('=>');
  if (arrow < 1 || arrow + 1 >= w.length) return null;
  const to = w[arrow + 1]!;
  const local = to.startsWith('./') || to.startsWith('../') || to.startsWith('/');
  return { from: w[0]!, to: local && !to.startsWith('/') ? joinDir(dir, to) : to, local, version: local ? undefined : w[arrow + 2] };
}

/** Returns the go.mod at repo-relative `file` (read under `root`), or null when it cannot be read or names no module. */
export function readGoMod(root: string, file: string): GoModule | null {
  let text: string;
  try { text = readFileSync(join(root, file), 'utf8'); } catch { return null; }
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
  const mod: GoModule = { dir, path: '', require: [], replace: [] };
  for (const [verb, w] of directives(text)) {
    if (verb === 'module' && w[0]) mod.path = w[0];
    else if (verb === 'require' && w.length >= 2) mod.require.push({ path: w[0]!, version: w[1]! });
    else if (verb === 'replace') { const r = replaceOf(dir, w); if (r) mod.replace.push(r); }
  }
  return mod.path ? mod : null;
}

/** Returns the go.work at repo-relative `file`, or null. */
export function readGoWork(root: string, file: string): GoWork | null {
  let text: string;
  try { text = readFileSync(join(root, file), 'utf8'); } catch { return null; }
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
  const work: GoWork = { dir, use: [], replace: [] };
  for (const [verb, w] of directives(text)) {
    if (verb === 'use' && w[0]) work.use.push(joinDir(dir, w[0]));
    else if (verb === 'replace') { const r = replaceOf(dir, w); if (r) work.replace.push(r); }
  }
  return work;
}

/** Returns true when import path `spec` is `prefix` or lies under it (`a/b` under `a`, not `ab`). */
export function underPath(spec: string, prefix: string): boolean {
  return spec === prefix || (spec.startsWith(prefix) && spec.charCodeAt(prefix.length) === 47);
}

/** Returns the module cache's escaped form of a module path: each capital letter as `!` and its lower case. */
export function escapeModulePath(path: string): string {
  return path.replace(/[A-Z]/g, (c) => `!${c.toLowerCase()}`);
}

/** Returns a module path from its module-cache escaped form. */
export function unescapeModulePath(path: string): string {
  return path.replace(/!([a-z])/g, (_, c: string) => c.toUpperCase());
}
