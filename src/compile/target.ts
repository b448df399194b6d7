/**
 * Compile pass 0, the inputs: the repository index (built or read from its cache) and the target's repo-relative
 * path in it. Either failing is the caller's mistake, reported as a CompileInputError.
 */
import { realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { buildIndex, type RepoIndex } from '../repo/index.js';
import { whyNotIndexed } from '../repo/unindexed.js';
import { CompileInputError, compileInput } from '../errors.js';

/** Thrown for a bad repository or target (a UsageError, made in errors.ts: the CLI turns it into a one-line error, exit 2). */
export { CompileInputError };

/** Returns the repository index of `root`, or rejects with a CompileInputError saying why there is none. */
export async function loadCompileIndex(root: string, noCache: boolean): Promise<RepoIndex> {
  try {
    return await buildIndex(root, { noCache });
  } catch (err) {
    throw compileInput((err as Error).message);
  }
}

/** Returns the repo-relative `/` path of `target` in `index`, or throws a CompileInputError saying why not. */
export function resolveTarget(index: RepoIndex, target: string): string {
  const root = realpathSync(index.root);
  const tries: string[] = [];
  const rel = (abs: string): string => {
    let real = abs;
    try { real = realpathSync(abs); } catch { /* missing: lexical */ }
    return relative(root, real).split(sep).join('/');
  };
  if (isAbsolute(target)) tries.push(rel(target));
  else {
    tries.push(target.replace(/\\/g, '/').replace(/^(\.\/)+/, ''));
    tries.push(rel(resolve(target)));
  }
  for (const t of tries) if (t && !t.startsWith('..') && index.fileId(t) !== undefined) return t;
  const why = whyNotIndexed(index.root, target);
  throw compileInput(`target '${target}' ${why}${/^(does not exist|is not indexed|cannot be read)/.test(why) ? ` in ${index.root}` : ''}`);
}
