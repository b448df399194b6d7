/**
 * Import neighbours of a prose task's first seed files, ranked by the text's words: the files that import them or that
 * they import, not seeded otherwise, whose BM25F score against the text is best among those neighbours. A fix often
 * lands one import away from where the text's words point (the printer a parser's output goes through, the class a
 * function builds), in a file whose words rank it too low in the whole repository to be seeded. Only the
 * neighbours' postings are read (rankFiles `files`), so this costs no pass over the whole index.
 */
import type { RepoIndex } from '../repo/types.js';
import { rankFiles } from '../rank/index.js';
import { isTestFile } from './test-content.js';
import { LEXICAL_WEIGHT, PER_FILE, lexicalOf, libraryWeight, seedFileEvidence } from './fuse.js';
import type { ManifestSeed } from './types.js';
import { calibrate, LEXICAL_CALIBRATION } from './calibration.js';

/** The first seed files whose import neighbours are ranked. */
export const NEIGHBOUR_OF = 2;
/** Neighbour files given as seeds. */
export const NEIGHBOUR_FILES = 2;

/**
 * Returns seeds for the NEIGHBOUR_FILES import neighbours of the first NEIGHBOUR_OF project seed files (in `seeds`'
 * order: fused, best file first) that `query` matches best, each at line 1 (its best definitions are chosen by the
 * plan, as for any further seed file). A seed's raw confidence is a lexical seed's of the same BM25F share of the best
 * file of the whole ranking, at most the weakest seeded file's evidence (none when that rounds to 0); its confidence,
 * calibrated as a lexical seed's, is kept under every seeded file's score: the seeded files keep their order, and the
 * neighbours come after them. Returns [] when nothing is seeded or no neighbour matches a word.
 */
export function neighbourSeeds(index: RepoIndex, query: string, seeds: readonly ManifestSeed[], opts: { read?: (path: string) => string | undefined; noCache?: boolean; isPackageFile?: (path: string) => boolean } = {}): ManifestSeed[] {
  const isPackage = opts.isPackageFile ?? (() => false);
  // Files in seed order with their score as fuseSeeds orders them (noisy-OR of their PER_FILE strongest seeds).
  const conf = new Map<string, number[]>();
  for (const s of seeds) conf.set(s.path, [...(conf.get(s.path) ?? []), Math.min(1, s.confidence)]);
  const miss = new Map([...conf].map(([path, l]) => [path, l.sort((a, b) => b - a).slice(0, PER_FILE).reduce((m, c) => m * (1 - c), 1)]));
  const seeded = new Set<number>();
  const first: number[] = [];
  for (const path of miss.keys()) {
    const id = index.fileId(path);
    if (id === undefined) continue;
    seeded.add(id);
    if (first.length < NEIGHBOUR_OF && !isPackage(path)) first.push(id);
  }
  if (!first.length) return [];
  const from = new Set(first);
  // Each neighbour with the first of the seed files it is next to.
  const via = new Map<number, number>();
  const near = (id: number, seed: number): void => { if (!seeded.has(id) && (!via.has(id) || first.indexOf(seed) < first.indexOf(via.get(id)!))) via.set(id, seed); };
  for (let e = 0; e < index.edgeTo.length; e++) {
    const a = index.edgeFrom[e]!, b = index.edgeTo[e]!;
    if (from.has(a)) near(b, a);
    if (from.has(b)) near(a, b);
  }
  const source = (id: number): boolean => {
    const rec = index.files[id]!;
    return rec.lang !== 'other' && !isPackage(rec.path) && !isTestFile(rec);
  };
  const ids = [...via.keys()].filter((id) => index.files[id]!.lang !== 'other');
  if (!ids.length) return [];
  const lx = lexicalOf(index, opts);
  // As lexicalSeeds ranks: documentation, examples and vendored copies at half their score.
  const rank = (files: number[], limit: number): ReturnType<typeof rankFiles> => {
    const out = rankFiles(lx, query, { files, limit, filter: source });
    for (const f of out) f.score *= libraryWeight(index, index.files[f.fileId]!.path);
    return out.sort((a, b) => b.score - a.score || a.fileId - b.fileId);
  };
  const ranked = rank(ids, 4 * NEIGHBOUR_FILES);
  // The scale: the best seeded file (the lexical ranking's first, which is always seeded).
  const best = Math.max(rank([...seeded], seeded.size)[0]?.score ?? 0, ranked[0]?.score ?? 0);
  if (!(best > 0)) return [];
  // The weakest seeded file's score, and the largest confidence of two places under it.
  const floor = Math.min(...[...miss.values()].map((m) => 1 - m));
  const under = Math.max(0.01, round2(Math.floor(100 * floor - 1e-6) / 100));
  // …and on the plan's scale (before calibration): no neighbour weighs more there than the weakest seeded file.
  const rawFloor = Math.min(...seedFileEvidence(seeds).map((f) => f.evidence));
  return ranked.slice(0, NEIGHBOUR_FILES).flatMap((f, k) => {
    const raw = round2(Math.min(LEXICAL_WEIGHT * (f.score / best), rawFloor));
    if (!(raw > 0)) return [];
    return [{
      path: index.files[f.fileId]!.path, line: 1, why: 'symbol', source: 'lexical',
      detail: `import neighbour of seed file ${index.files[via.get(f.fileId)!]!.path}, best matching the text (${k + 1} of ${ids.length} neighbours, BM25F ${f.score.toFixed(2)})`,
      confidence: Math.min(calibrate(LEXICAL_CALIBRATION, raw), under),
      raw_confidence: raw,
    } satisfies ManifestSeed];
  });
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
