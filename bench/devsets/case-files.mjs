// Shared by the scripts that collect and check symptom cases (fix-candidates.mjs, check-cases.mjs): which files of a
// fix count as its `gold`, and git on a repository's mirror.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** Returns whether `path` is a test, fixture or integration-test file (never part of a case's `gold`). */
export function isTestPath(path) {
  return /(^|\/)(tests?|testdata|fixtures?|integration)\//.test(path) || /_test\.go$|\.test\.|_tests?\.rs$/.test(path);
}

/** Returns whether `path` can be gold: not a test file, and ending in `.ext` when `ext` is given. */
export function isGoldCandidate(path, ext) {
  return !isTestPath(path) && (!ext || path.endsWith(`.${ext}`));
}

/** Returns a function that runs git with the given arguments on the mirror of `repo` ('owner/name') and returns its trimmed stdout. */
export function mirrorGit(mirrors, repo) {
  const gitDir = join(mirrors, repo.replace('/', '+'), 'repo');
  return (args) => execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}
