import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * Returns the root of the repository that holds `dir`: the nearest ancestor (or `dir` itself) with a `.git` entry
 * (a directory, or the file a worktree or submodule has), else `dir` resolved. Snapshots are keyed by it, so a session
 * started in a subdirectory finds the task state of its repository.
 */
export function lexicalRepoRootOf(dir: string): string {
  const start = resolve(dir);
  for (let d = start; ; d = dirname(d)) {
    try {
      statSync(`${d}/.git`);
      return d;
    } catch { /* not here */ }
    if (dirname(d) === d) return start;
  }
}
