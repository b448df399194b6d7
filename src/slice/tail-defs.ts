/**
 * The relevance of the definitions of a prose task's further seed files: those past the first ones whose definitions
 * the task ranking scores (fuse.ts rankTaskSymbols). Such a file is seeded as a whole (a lexical match of the file, a
 * path the text names) at its first line, so its ranges were its module header, which rarely holds the fix: on the
 * issue dev set the ranges of seed files ranked 5th to 12th held a gold hunk for 4 of 17 gold files. Scored the same
 * way (each definition's own body against the text, relative to the file's best, squared), the plan shows the
 * file's best definitions instead, and offers its others one by one.
 */
import type { RepoIndex } from '../repo/types.js';
import { rankSymbols } from '../rank/index.js';
import { TASK_RANKED_FILES, lexicalOf, seedFileEvidence } from './fuse.js';
import type { ManifestSeed } from './types.js';

/**
 * Seed files (by rank) whose definitions are weighed here at most: those the task ranking scores (fuse.ts
 * TASK_RANKED_FILES), whose lines it has already scanned for this text. Scanning two more files (up to the lexical
 * ranking's twelve) cost ~35 ms of a sympy slice and changed no issue's in-slice recall on either issue set (dev 74.5,
 * held-out 76.2 both ways); scoring a file's definitions tokenizes its every line, the cost of this step.
 */
export const TAIL_FILES = TASK_RANKED_FILES;

/**
 * Adds to `weights` (path → definition start line → relevance 0..1) the definitions of the seed files ranked up to
 * TAIL_FILES that it does not hold yet, and returns the paths it weighed. A file none of whose definitions shares a
 * word with the text gets none.
 */
export function weighTailDefinitions(index: RepoIndex, query: string, seeds: readonly ManifestSeed[], weights: Map<string, Map<number, number>>, opts: { read?: (path: string) => string | undefined; noCache?: boolean } = {}): Set<string> {
  const weighed = new Set<string>();
  const todo: number[] = [];
  for (const f of seedFileEvidence(seeds).slice(0, TAIL_FILES)) {
    if (weights.has(f.path)) continue;
    const id = index.fileId(f.path);
    if (id !== undefined && index.files[id]!.defs.length) todo.push(id);
  }
  if (!todo.length) return weighed;
  const lx = lexicalOf(index, opts);
  for (const id of todo) {
    const rec = index.files[id]!;
    const scores = rankSymbols(lx, index, query, [id], { limit: rec.defs.length, ownBody: true });
    const best = Math.max(0, ...scores.map((r) => r.score));
    if (best <= 0) continue;
    const w = new Map<number, number>();
    for (const r of scores) {
      const share = r.score / best;
      // Module-level variables are weighed down as in the task ranking (long literal bodies match many words).
      w.set(r.def.start, Math.max(w.get(r.def.start) ?? 0, share * share * (r.def.kind === 'variable' ? VARIABLE_FACTOR : 1)));
    }
    weights.set(rec.path, w);
    weighed.add(rec.path);
  }
  return weighed;
}

/** A module-level variable's factor (fuse.ts TASK_VARIABLE_FACTOR: none of the dev set's 4k variables is a gold span). */
const VARIABLE_FACTOR = 0.37;

/**
 * Returns the start lines of the definitions a further seed file shows as its ranges: its best one, and the next
 * ones whose relevance is at least TAIL_NEAR of it (the text matches them about as well).
 */
export function bestTailLines(w: ReadonlyMap<number, number>): number[] {
  const sorted = [...w].filter(([, v]) => v > 0).sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  if (!sorted.length) return [];
  const top = sorted[0]![1];
  return sorted.filter(([, v], k) => k < TAIL_DEFS && v >= TAIL_NEAR * top).map(([l]) => l);
}

/** Definitions a further seed file shows at most as its ranges, and how close to the best one the others must be. */
const TAIL_DEFS = 2;
const TAIL_NEAR = 0.8;
