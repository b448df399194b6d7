/** Seeds from `git diff`: every changed file, at the first changed line of each hunk. */
import { childProcess } from '../runtime/child-process.js';
import { badUsage } from '../errors.js';
import type { PathResolver } from './resolve.js';
import type { ManifestSeed, ManifestWarning } from './types.js';

/**
 * Returns one seed per hunk of `git diff REF` (or of the working tree against HEAD when `ref` is undefined) in
 * `root`. Rejects with a UsageError when `root` is not a git work tree or the ref is unknown.
 */
export function diffSeeds(root: string, ref: string | undefined, resolver: PathResolver): { seeds: ManifestSeed[]; warnings: ManifestWarning[] } {
  const args = ['diff', '--no-color', '--no-ext-diff', '-U0', ...(ref ? [ref] : ['HEAD']), '--'];
  const res = childProcess().spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (res.error) throw badUsage('--from-diff', `cannot run git: ${res.error.message}`);
  if (res.status !== 0) throw badUsage('--from-diff', `git diff ${ref ?? 'HEAD'} failed in ${root}: ${(res.stderr || '').trim().split('\n')[0]}`);
  return parseDiffSeeds(res.stdout, resolver, ref ?? 'HEAD');
}

/** Returns the seeds of a unified diff's text (`+++ b/path` headers and `@@ -a,b +c,d @@` hunks). */
export function parseDiffSeeds(diff: string, resolver: PathResolver, ref: string): { seeds: ManifestSeed[]; warnings: ManifestWarning[] } {
  const seeds: ManifestSeed[] = [];
  const warnings: ManifestWarning[] = [];
  let file: string | undefined;
  let skip = false;
  for (const line of diff.split('\n')) {
    let m: RegExpExecArray | null;
    if ((m = /^\+\+\+ (?:b\/)?(.+?)\t?$/.exec(line))) {
      if (m[1] === '/dev/null') { skip = true; continue; } // deleted file: nothing left to show
      const r = resolver.resolve(m[1]!);
      skip = r.kind !== 'ok';
      file = r.kind === 'ok' ? r.path : undefined;
      if (skip) warnings.push({ kind: 'unresolved-seed', path: m[1]!, line: 0, detail: `changed in the diff against ${ref} but not in the index (binary, ignored or too large)` });
      continue;
    }
    if (!skip && file && (m = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line))) {
      const start = Number(m[1]);
      const count = m[2] === undefined ? 1 : Number(m[2]);
      const lineNo = Math.max(1, count === 0 ? start : start);
      seeds.push({ path: file, line: lineNo, why: 'diff', detail: count === 0 ? `lines removed after line ${start} (diff against ${ref})` : `lines ${start}-${start + count - 1} changed (diff against ${ref})`, confidence: 1 });
    }
  }
  return { seeds, warnings };
}
