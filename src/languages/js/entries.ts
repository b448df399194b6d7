/**
 * A JS package's declared entry points, read from its package.json: what its users run (often built output), and the
 * files of its own checkout that the runtime starts from.
 * @internal
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RepoIndex } from '../../repo/types.js';
import { entryFiles } from '../../deps/compose.js';

/** Returns the entry paths the package.json at `root` declares (`main`, `module`, `exports`, `bin`; not browser or types targets). */
export function declaredEntries(root: string): string[] {
  let manifest: Record<string, unknown>;
  try { manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, unknown>; } catch { return []; }
  const targets: string[] = [];
  const collect = (v: unknown): void => {
    if (typeof v === 'string') targets.push(v);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) if (k !== 'browser' && k !== 'types') collect(x);
  };
  for (const k of ['main', 'module', 'exports', 'bin']) collect(manifest[k]);
  return targets;
}

/** Returns the file ids of the repository's own package.json entries (a JS package's checkout), every runtime condition. */
export function ownEntries(index: RepoIndex): number[] {
  let manifest: { name?: unknown };
  try { manifest = JSON.parse(readFileSync(join(index.root, 'package.json'), 'utf8')); } catch { return []; }
  const name = typeof manifest.name === 'string' ? manifest.name : '';
  if (!name) return [];
  return entryFiles({ ecosystem: 'npm', name, version: '', root: index.root, modules: [name], where: 'checkout', hasSources: true }, index, name);
}
