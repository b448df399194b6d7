// Small repositories written by tests: files by path (folders made as needed), in a fresh temp folder or a given one.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { RepoIndex } from '../../src/repo/types.js';

/** Returns nothing; writes `files` (path relative to `root` → text) under `root`, making their folders. */
export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
}

/** Returns a fresh temp folder (its name starting `prefix`) holding `files`. */
export function tempRepo(prefix: string, files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  writeFiles(root, files);
  return root;
}

/** Returns what `fn` returns, run with XDG_CACHE_HOME set to a fresh temp folder (restored after): an index cache of its own. */
export async function withTempCache<T>(fn: () => Promise<T>): Promise<T> {
  const prev = process.env.XDG_CACHE_HOME;
  process.env.XDG_CACHE_HOME = mkdtempSync(join(tmpdir(), 'ck-cache-'));
  try {
    return await fn();
  } finally {
    if (prev === undefined) delete process.env.XDG_CACHE_HOME;
    else process.env.XDG_CACHE_HOME = prev;
  }
}

/** Everything resolution decides, as comparable text. */
export function decided(index: RepoIndex): string[] {
  const out: string[] = [];
  for (let i = 0; i < index.edgeFrom.length; i++) {
    out.push(`edge ${index.files[index.edgeFrom[i]].path} -> ${index.files[index.edgeTo[i]].path}:${index.edgeLine[i]} ${index.edgeKinds[index.edgeKind[i]]}`);
  }
  for (const u of index.unresolved) out.push(`unresolved ${index.files[u.from].path}:${u.line} ${u.specifier}: ${u.reason}`);
  for (const f of index.files) if (f.external.length) out.push(`external ${f.path} ${JSON.stringify(f.external)}`);
  return out;
}
