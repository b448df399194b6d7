// The replay of a prose task's ranked definitions (src/slice/fuse.ts rankTaskSymbols) shared by the offline fitting
// scripts of this folder (fit-task-symbols.mjs, fit-def-fields.mjs, fit-def-features.mjs): the ranking's fixed
// constants, the seeds inside a definition, the merge of per-file candidates into the list whose first five function
// Acc@5 reads, the leave-one-repository-out report, and the files' texts read from the mirrors. Also the fusion's
// file order (fusedFiles), for the file-level replays (files-replay.mjs, calibration.mjs).
import { spawnSync } from 'node:child_process';

/** fuse.ts TASK_SEED_SHARE, TASK_RANK_DECAY, TASK_SYMBOLS_PER_FILE, TASK_VARIABLE_FACTOR (not fitted here). */
export const SEED_SHARE = 0.5, DECAY = 0.5, PER_FILE = 5, VARIABLE = 0.37;

/** Returns the innermost definition of `defs` holding `line`, or undefined. */
export const innermost = (defs, line) => defs.reduce((b, d) => (d.start <= line && line <= d.end && (!b || d.start >= b.start) ? d : b), undefined);

/** Returns, per definition of dumped file `f`, the strongest confidence (≤ 1) of issue `i`'s seeds inside it. */
export function seedShares(i, f) {
  const seedIn = new Map();
  for (const s of i.seeds) if (s.path === f.path) { const d = innermost(f.defs, s.line); if (d) seedIn.set(d, Math.max(seedIn.get(d) ?? 0, Math.min(1, s.c))); }
  return seedIn;
}

/**
 * Returns whether a gold definition is among the first five distinct definitions of the merged ranking: `files` holds
 * each file's candidates ({ key, gold, start, s }); each file keeps its first PER_FILE, decayed by their rank in it.
 */
export function goldInFirstFive(files) {
  const out = [];
  for (const local of files) {
    local.sort((a, b) => b.s - a.s || a.start - b.start);
    local.slice(0, PER_FILE).forEach((r, k) => out.push({ ...r, s: r.s / (k + 1) ** DECAY }));
  }
  out.sort((a, b) => b.s - a.s);
  const seen = new Set();
  for (const r of out) {
    if (seen.has(r.key)) continue;
    seen.add(r.key);
    if (seen.size > 5) return false;
    if (r.gold) return true;
  }
  return false;
}

/** fuse.ts PER_FILE: the seeds of a file that count towards its score in the fusion. */
export const SEEDS_PER_FILE = 3;

/**
 * Returns the files of `seeds` ({ path, c }) in the fusion's order (src/slice/fuse.ts fuseSeeds), each with its score:
 * the noisy-OR of its SEEDS_PER_FILE strongest confidences (each at most 1); ties by path.
 */
export function fusedFiles(seeds) {
  const by = new Map();
  for (const s of seeds) { const l = by.get(s.path); if (l) l.push(Math.min(1, s.c)); else by.set(s.path, [Math.min(1, s.c)]); }
  return [...by].map(([path, l]) => ({ path, score: 1 - l.sort((a, b) => b - a).slice(0, SEEDS_PER_FILE).reduce((m, c) => m * (1 - c), 1) }))
    .sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Returns a setting as `name value, name value`. */
export const label = (p) => Object.entries(p).map(([k, v]) => `${k} ${v}`).join(', ');

/**
 * Returns one line per repository of `repos`: with it left out, the settings of `rows` ({ p, per: hits per
 * repository }) best on the others, and the hits each gives on it (of its `dev` issues).
 */
export function leaveOneOut(rows, repos, dev) {
  return repos.map((out, k) => {
    const fit = (r) => r.per.reduce((a, b, j) => a + (j === k ? 0 : b), 0);
    const top = Math.max(...rows.map(fit));
    const ties = rows.filter((r) => fit(r) === top);
    return `left out ${out}: best on the others ${ties.map((r) => `(${label(r.p)}) → ${r.per[k]}`).join('; ')} of ${dev.filter((i) => i.repo === out).length}`;
  });
}

/**
 * Returns the leave-one-repository-out total over `repos` (rows as for leaveOneOut): for each repository, the hits on
 * it of the settings best on the others, averaged over ties, summed; beside the first row's (the base's) total.
 */
export function leftOutSum(rows, repos) {
  let sum = 0;
  repos.forEach((_, k) => {
    const fit = (r) => r.per.reduce((a, b, j) => a + (j === k ? 0 : b), 0);
    const top = Math.max(...rows.map(fit));
    const ties = rows.filter((r) => fit(r) === top);
    sum += ties.reduce((a, r) => a + r.per[k], 0) / ties.length;
  });
  return `left-out sum ${sum.toFixed(2)} (ties averaged) against ${rows[0].per.reduce((a, b) => a + b, 0)} for the first setting`;
}

/** Returns the texts of `reqs` ({mirror, commit, path}) by `commit:path`, read with one `git cat-file --batch` per mirror. */
export function readTexts(reqs) {
  const out = new Map();
  const byMirror = new Map();
  for (const r of reqs) { const l = byMirror.get(r.mirror) ?? new Set(); l.add(`${r.commit}:${r.path}`); byMirror.set(r.mirror, l); }
  for (const [mirror, keys] of byMirror) {
    const list = [...keys];
    const buf = spawnSync('git', ['--git-dir', mirror, 'cat-file', '--batch'], { input: `${list.join('\n')}\n`, maxBuffer: 4 << 30 }).stdout;
    let at = 0;
    for (const key of list) {
      const nl = buf.indexOf(10, at);
      const head = buf.subarray(at, nl).toString();
      at = nl + 1;
      if (head.endsWith(' missing')) continue;
      const size = Number(head.split(' ')[2]);
      out.set(key, buf.subarray(at, at + size).toString('utf8'));
      at += size + 1;
    }
  }
  return out;
}
