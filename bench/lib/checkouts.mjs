// Work trees of the issue benchmark: one per repository, cloned once from a local mirror (`git clone --shared
// --no-checkout`, so no objects are copied) and moved from base commit to base commit with `checkout -f` + `clean`.
// The trees are benchmark inputs outside this project; nothing here writes into the mirrors.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Returns git's stdout (trimmed) for `args`; throws with git's stderr on failure. */
export function git(args, opts = {}) {
  return execFileSync('git', args, { encoding: 'utf8', maxBuffer: 256 << 20, stdio: ['ignore', 'pipe', 'pipe'], ...opts }).trim();
}

/** Returns the mirror git directory of `repo` ('owner/name') under `mirrors`: `owner+name/repo`, or one of the known forks. */
export function mirrorOf(mirrors, repo) {
  const name = repo.split('/')[1];
  const candidates = [repo.replace('/', '+'), `Agent-Benchmarking+${name}`, `williamlus+${name}`];
  for (const c of candidates) {
    const dir = join(mirrors, c, 'repo');
    if (existsSync(join(dir, 'HEAD'))) return dir;
  }
  throw new Error(`issues bench: no mirror of ${repo} under ${mirrors} (looked for ${candidates.map((c) => `${c}/repo`).join(', ')})`);
}

const claimed = new Set();

/**
 * Makes `work` this process's own for its lifetime (a `.bench-lock` file holding the pid, removed at exit): two runs
 * moving the same trees from commit to commit corrupt each other's measurements, so a second one stops with a one-line
 * error. A lock left by a process that no longer runs is taken over, with the `index.lock` files its git may have left
 * in the trees (every later checkout would fail on them).
 */
export function claimWork(work) {
  if (claimed.has(work)) return;
  mkdirSync(work, { recursive: true });
  const lock = join(work, '.bench-lock');
  let holder = NaN;
  try { holder = Number(readFileSync(lock, 'utf8').trim()); } catch { /* no lock */ }
  if (holder && holder !== process.pid && alive(holder)) {
    throw new Error(`work folder ${work} is in use by process ${holder}: give this run its own work folder (--work, CK_DUMP_WORK)`);
  }
  writeFileSync(lock, `${process.pid}\n`);
  if (holder) for (const name of readdirNames(work)) if (existsSync(join(work, name, '.git'))) rmSync(join(work, name, '.git', 'index.lock'), { force: true });
  claimed.add(work);
  process.on('exit', () => {
    try { if (Number(readFileSync(lock, 'utf8').trim()) === process.pid) unlinkSync(lock); } catch { /* gone */ }
  });
}

function alive(pid) {
  try { process.kill(pid, 0); return true; } catch (err) { return err.code === 'EPERM'; }
}

function readdirNames(dir) {
  try { return readdirSync(dir); } catch { return []; }
}

/** Returns the work tree of `repo` under `work`, cloning it from `mirror` first when it does not exist. */
export function ensureTree(work, repo, mirror) {
  claimWork(work);
  const tree = join(work, repo.replace('/', '+'));
  if (!existsSync(join(tree, '.git'))) {
    mkdirSync(dirname(tree), { recursive: true });
    git(['clone', '--shared', '--no-checkout', '-q', mirror, tree]);
  }
  return tree;
}

/**
 * Returns the paths left out of the tree (usually none); puts `tree` exactly at `commit` (detached), removing untracked
 * files left by an earlier commit. A fetched mirror may lack its largest blobs (data files, never source): a path whose
 * blob is absent is left out through a sparse checkout, and the checkout retried, so the rest of the tree is exact.
 */
export function checkout(tree, commit) {
  // Paths left out for an earlier commit stay left out (they are data files; disabling would re-read their blobs).
  const sparse = join(tree, '.git', 'info', 'sparse-checkout');
  const earlier = existsSync(sparse) ? readFileSync(sparse, 'utf8').split('\n').filter((l) => l.startsWith('!/')).map((l) => l.slice(2)) : [];
  const missing = [...earlier];
  for (;;) {
    try {
      git(['-C', tree, 'checkout', '-f', '-q', '--detach', commit]);
      break;
    } catch (err) {
      const m = /unable to read sha1 file of (.+?) \([0-9a-f]{40}\)/.exec(String(err.stderr ?? ''));
      if (!m || missing.includes(m[1]) || missing.length >= earlier.length + 50) throw err;
      missing.push(m[1]);
      git(['-C', tree, 'sparse-checkout', 'set', '--no-cone', '/*', ...missing.map((p) => `!/${p}`)]);
    }
  }
  git(['-C', tree, 'clean', '-fdq']);
  return missing;
}

/** Returns the committer time (seconds since the epoch) of each commit in `commits`, read from `mirror` in one call. */
export function commitTimes(mirror, commits) {
  const uniq = [...new Set(commits)];
  const out = git(['--git-dir', mirror, 'show', '-s', '--format=%H %ct', ...uniq]);
  const t = new Map();
  for (const line of out.split('\n')) {
    const [h, s] = line.split(' ');
    if (h && s) t.set(h, Number(s));
  }
  return t;
}

/**
 * Returns `items` (each with `base_commit`) in the order that keeps checkouts small: by committer time of the base
 * commit, so each step moves the tree forward over the least history (identical commits end up adjacent).
 */
export function orderByHistory(mirror, items) {
  const t = commitTimes(mirror, items.map((x) => x.base_commit));
  return [...items].sort((a, b) => (t.get(a.base_commit) ?? 0) - (t.get(b.base_commit) ?? 0) || (a.base_commit < b.base_commit ? -1 : a.base_commit > b.base_commit ? 1 : 0));
}

/**
 * Yields each issue of `rows` ({ repo, base_commit, … }) as { repo, mirror, tree, issue } with `tree` (`work`'s tree of
 * the repository, from its mirror under `mirrors`) checked out at the issue's base commit: repository by repository, in
 * history order (orderByHistory). An issue whose commit cannot be checked out is skipped.
 */
export function* checkedOutIssues(rows, work, mirrors = '/work/.mirror') {
  const byRepo = new Map();
  for (const r of rows) { if (!byRepo.has(r.repo)) byRepo.set(r.repo, []); byRepo.get(r.repo).push(r); }
  for (const [repo, list] of byRepo) {
    const mirror = mirrorOf(mirrors, repo);
    const tree = ensureTree(work, repo, mirror);
    for (const issue of orderByHistory(mirror, list)) {
      try { checkout(tree, issue.base_commit); } catch { continue; }
      yield { repo, mirror, tree, issue };
    }
  }
}
