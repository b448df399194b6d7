/**
 * Patterns that repeat across slices, as proposals a person may apply: a file the model keeps reading outside the
 * slices of a repository, a slice file it never opens. Nothing is applied; the order is deterministic.
 */
import type { ManifestReport } from './analyze.js';

/** One proposal. */
export interface Proposal {
  readonly kind: 'missed-file' | 'unused-file';
  readonly repo: string;
  readonly path: string;
  /** Slices in which the pattern was seen, out of `of` slices of the repository. */
  readonly count: number;
  readonly of: number;
  /** Tokens paid for it (page faults), for `missed-file`. */
  readonly tokens: number;
  /** Seeds of the slices concerned (sorted, distinct, at most 5). */
  readonly seeds: readonly string[];
  readonly text: string;
}

/** Slices a pattern must appear in before it is proposed. */
export const MIN_REPEATS = 2;

/** Returns the proposals for the repeated patterns among `reports` (at least MIN_REPEATS slices each). */
export function aggregate(reports: readonly ManifestReport[]): Proposal[] {
  const perRepo = new Map<string, number>();
  const missed = new Map<string, { repo: string; path: string; count: number; tokens: number; seeds: Set<string> }>();
  const unused = new Map<string, { repo: string; path: string; count: number; seeds: Set<string> }>();
  for (const r of reports) {
    perRepo.set(r.repo, (perRepo.get(r.repo) ?? 0) + 1);
    for (const f of r.faults) {
      if (f.kind !== 'outside') continue;
      const key = `${r.repo}\0${f.path}`;
      const cur = missed.get(key) ?? { repo: r.repo, path: f.path, count: 0, tokens: 0, seeds: new Set<string>() };
      cur.count++;
      cur.tokens += f.tokens;
      r.seeds.forEach((s) => cur.seeds.add(s));
      missed.set(key, cur);
    }
    for (const p of r.unopened) {
      const key = `${r.repo}\0${p}`;
      const cur = unused.get(key) ?? { repo: r.repo, path: p, count: 0, seeds: new Set<string>() };
      cur.count++;
      r.seeds.forEach((s) => cur.seeds.add(s));
      unused.set(key, cur);
    }
  }
  const seedsOf = (s: Set<string>) => [...s].sort().slice(0, 5);
  const out: Proposal[] = [];
  for (const m of missed.values()) {
    if (m.count < MIN_REPEATS) continue;
    const of = perRepo.get(m.repo) ?? m.count;
    out.push({
      kind: 'missed-file', repo: m.repo, path: m.path, count: m.count, of, tokens: m.tokens, seeds: seedsOf(m.seeds),
      text: `read outside the slice after ${m.count} of ${of} slices (~${m.tokens} tokens of page faults): if it belongs to these tasks, add it with --seed ${m.path}, or find the edge the slicer misses (a dynamic import, a registration)`,
    });
  }
  for (const u of unused.values()) {
    if (u.count < MIN_REPEATS) continue;
    const of = perRepo.get(u.repo) ?? u.count;
    out.push({
      kind: 'unused-file', repo: u.repo, path: u.path, count: u.count, of, tokens: 0, seeds: seedsOf(u.seeds),
      text: `in ${u.count} of ${of} slices and never opened: a candidate for a lower tier, or for leaving out of slices with these seeds`,
    });
  }
  return out.sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) || b.count - a.count || b.tokens - a.tokens || (a.repo < b.repo ? -1 : a.repo > b.repo ? 1 : 0) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
