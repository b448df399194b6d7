/**
 * Seeding: the parsed symptom → the ordered seed list, through one ordered list of scorers (SCORERS, each a module
 * with one job) and one combiner (combiner.ts). Each scorer adds candidates to one pool; the combiner merges,
 * calibrates and orders them; nothing reorders them after it.
 */
import type { ParsedSymptom } from '../symptom/index.js';
import type { ManifestWarning } from '../types.js';
import { CandidatePool, combine } from './combiner.js';
import { isProse } from './prose.js';
import { frameScorer, locateFrames } from './scorers/frame.js';
import { testScorer } from './scorers/test.js';
import { messageScorer } from './scorers/message.js';
import { dependencyScorer } from './scorers/dependency.js';
import { mentionScorer } from './scorers/mention.js';
import { lexicalScorer } from './scorers/lexical.js';
import type { Scorer, SeedContext, SeedQuery, SeedSet } from './types.js';

/**
 * The scorers, in the order they run: the locations the symptom states first (frames, diagnostics, failing tests),
 * then what its message and the user's own line reach, then the names its text mentions, then its words ranked
 * lexically (which a scorer before it may make unnecessary: a sure frame, a literal that explains the message).
 */
export const SCORERS: readonly Scorer[] = [frameScorer, testScorer, messageScorer, dependencyScorer, mentionScorer, lexicalScorer];

/** Returns the seeds of `symptom` on the repository in `ctx` (deduplicated by path:line, best evidence kept). */
export function seedsFromSymptom(symptom: ParsedSymptom, ctx: SeedContext): SeedSet {
  const warnings: ManifestWarning[] = [];
  const dependencyRoots: string[] = [];
  const located = locateFrames(symptom, ctx, warnings, dependencyRoots);
  const prose = ctx.lexical ? isProse(ctx.lexical.text) : false;
  const q: SeedQuery = { symptom, ctx, located, prose, warnings, lowConfidence: (ctx.lowConfidence = []) };
  const pool = new CandidatePool();
  for (const scorer of SCORERS) {
    pool.scorer = scorer.name;
    scorer.score(q, pool);
  }
  for (const detail of q.lowConfidence) warnings.push({ kind: 'low-confidence', path: '', line: 0, detail });
  // An issue describes the project: where it reached installed packages only by a quoted message's literal or frames
  // that do not show the raise, the project's own files come first (combiner.ts).
  const projectFirst = prose && !pool.sure() ? ctx.isPackageFile : undefined;
  return { seeds: combine(pool, { index: ctx.index, prose, projectFirst }), warnings, dependencyRoots };
}
