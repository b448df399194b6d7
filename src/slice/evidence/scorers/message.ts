/**
 * The message scorer: the error message against the repository's string literals (format-aware: a template's
 * placeholders are wildcards; rarity ranked: literals.ts matchMessage), each match seeding the raise/throw line
 * nearest its literal; errors made by a factory or a class raised wherever that name is raised (factory.ts); and the
 * exception class against its definition and raise sites (exception.ts). Skipped when the traceback itself shows the
 * raise statement inside the repository: the message and class add nothing the frames do not already say, and the
 * literal table is the costliest part of a warm slice.
 */
import { isTestPath } from '../../../graph/tests.js';
import { matchMessage, normalizeMessage, type LiteralTable } from '../../literals.js';
import { clip, round2 } from '../context.js';
import { explain } from '../explanation.js';
import type { CandidatePool } from '../combiner.js';
import type { Scorer, SeedContext, SeedQuery } from '../types.js';
import { importReach } from '../proximity.js';
import { seedFactoryRaises } from './factory.js';
import { seedFromExceptionType } from './exception.js';

/** Literal sites a message match returns at most. */
const MATCH_SITES = 16;
/** A match below this share of the best one's score is not seeded. */
const MATCH_FLOOR = 0.5;
/** A message this short (or one word) is generic: at most GENERIC_SITES seeds, at GENERIC_CONFIDENCE. */
const GENERIC_LENGTH = 16;
/** Sites a generic message seeds at most. */
const GENERIC_SITES = 2;
/** Confidence of a generic message's match. Set by hand; not fitted. */
const GENERIC_CONFIDENCE = 0.3;
/**
 * Sites seeded at most, and the near-tie share of the best score (the same message raised at several sites, which
 * the symptom cannot tell apart) that extends it up to TIED_SITES.
 */
const SITES = 4;
/** Share of the best score within which a further site is a near tie (the same message raised at several sites). */
const TIE = 0.85;
/** Sites seeded at most when they are near ties. */
const TIED_SITES = 12;
/** Confidence of a match by the share of the message its literal covers: at least `most`, at least `part`, less. */
const COVERAGE = { most: 0.5, part: 0.25 } as const;
/** Confidence of a match whose literal covers at least `most`, at least `part`, or less of the message. Set by hand; not fitted. */
const COVERAGE_CONFIDENCE = { most: 0.9, part: 0.7, less: 0.45 } as const;
/** Factor of a match in a test file, and of every match after the best one. */
const TEST_FACTOR = 0.5;
/** Factor of every match after the best one. */
const RUNNER_UP_FACTOR = 0.9;

/** The scorer. */
export const messageScorer: Scorer = {
  name: 'message',
  score(q, pool) {
    const { symptom, ctx } = q;
    if (q.located.raiseShown || !(symptom.messages.length > 0 || symptom.exceptionTypes.length > 0)) return;
    const table = ctx.literals();
    const near = userReach(q, table);
    for (const msg of symptom.messages) seedFromMessage(msg, table, pool, ctx, near);
    const types = symptom.exceptionTypes;
    // The message a class was raised with: the one at its index when they pair up, the last one for the last class.
    types.forEach((type, i) => seedFromExceptionType(type, types.length === symptom.messages.length ? symptom.messages[i] : i === types.length - 1 ? symptom.messages[symptom.messages.length - 1] : undefined, ctx, table, pool));
    if (!q.located.framesInRepo.length && !pool.hasLiteral(0.7) && !types.length && symptom.messages.length) {
      q.lowConfidence.push('the message matches no distinctive literal of the repository and names no exception class: paste the traceback or the line that called the library');
    }
  },
};

/**
 * The code the user's own frames reach through their imports (proximity.ts), as a scope of the literal table, when
 * installed packages take part and the symptom is not an issue's prose: from the project files of the symptom's
 * frames, or, with none (a message alone), from every source file of the project. Undefined otherwise.
 */
interface UserReach { scope: (fileIndex: number) => boolean; hops: (path: string) => number | undefined; from: string }

/** Returns the scope of the literals the user's code reaches (see UserReach), or undefined. */
function userReach(q: SeedQuery, table: LiteralTable): UserReach | undefined {
  const { index, isPackageFile } = q.ctx;
  if (!isPackageFile || q.prose) return undefined;
  const own = [...new Set(q.located.framesInRepo.map((f) => q.located.inRepo.get(f)!).filter((p) => !isPackageFile(p)))];
  const starts = own.length ? own.map((p) => index.fileId(p)!) : index.files.flatMap((f, id) => (f.lang !== 'other' && !isPackageFile(f.path) ? [id] : []));
  if (!starts.length) return undefined;
  const reach = importReach(index, starts);
  const inScope = table.paths.map((p) => { const id = index.fileId(p); return id !== undefined && reach.has(id); });
  return { scope: (k) => inScope[k]!, hops: (p) => { const id = index.fileId(p); return id === undefined ? undefined : reach.get(id); }, from: own.length ? own.join(', ') : 'the project\'s own code' };
}

/**
 * Returns nothing; adds the raise sites of the literals `msg` matches (and of the errors they define) to `pool`. With
 * `near`, the literals of the code the user's frames reach are matched first (the only ones that count for how common
 * a fragment is); the whole table only when none of them matches.
 */
function seedFromMessage(msg: string, table: LiteralTable, pool: CandidatePool, ctx: SeedContext, near?: UserReach): void {
  const norm = normalizeMessage(msg);
  const generic = norm.length < GENERIC_LENGTH || !/\s/.test(norm);
  const match = (scope?: (k: number) => boolean): ReturnType<typeof matchMessage> => matchMessage(table, msg, { limit: MATCH_SITES, isTest: isTestPath, weight: ctx.literalWeight, scope });
  const scoped = near ? match(near.scope) : [];
  const hits = scoped.length ? scoped : match();
  if (!hits.length) return;
  const top = hits[0]!.score;
  let kept = 0;
  for (const h of hits) {
    if (h.score < top * MATCH_FLOOR) break;
    // Generic messages must not flood the seeds: at most two, low confidence. The same message raised at several
    // sites (near ties) keeps them all, up to TIED_SITES: the symptom cannot tell them apart.
    if (generic && kept >= GENERIC_SITES) break;
    if (kept >= SITES && !(h.score >= top * TIE && kept < TIED_SITES)) break;
    const strong = h.coverage >= COVERAGE.most ? COVERAGE_CONFIDENCE.most : h.coverage >= COVERAGE.part ? COVERAGE_CONFIDENCE.part : COVERAGE_CONFIDENCE.less;
    const confidence = round2((generic ? GENERIC_CONFIDENCE : strong) * (isTestPath(h.path) ? TEST_FACTOR : 1) * (kept === 0 ? 1 : RUNNER_UP_FACTOR));
    const matched = explain('message', round2(h.score), `the literal on line ${h.literalLine} matches ${h.fragments.length} fixed part(s) of the message (${h.fragments.slice(0, 3).map((x) => `"${clip(x, 40)}"`).join(', ')}), covering ${Math.round(h.coverage * 100)}% of it; rarity-weighted match ${h.score.toFixed(2)}${kept ? ` (the best: ${top.toFixed(2)})` : ''}; the raise nearest the literal is on line ${h.line}`);
    const factors = [generic ? `a generic message (short or one word): ${GENERIC_CONFIDENCE}` : `coverage ${Math.round(h.coverage * 100)}%: ${strong}`, isTestPath(h.path) ? `in a test file: × ${TEST_FACTOR}` : '', kept ? `not the best match: × ${RUNNER_UP_FACTOR}` : ''].filter(Boolean).join('; ');
    const hops = scoped.length ? near!.hops(h.path) : undefined;
    const proximity = hops === undefined ? [] : [explain('proximity', confidence, `${hops ? `reached in ${hops} import(s)` : 'the file'} from ${near!.from}: the literals of the code the user's frames reach were matched first`)];
    pool.add({ path: h.path, line: h.line, why: 'literal', detail: `message matches literal "${clip(h.fragments[0]!, 60)}" (line ${h.literalLine}, coverage ${Math.round(h.coverage * 100)}%)`, confidence }, [matched, explain('message', confidence, factors), ...proximity]);
    if (!isTestPath(h.path)) seedFactoryRaises(h.path, h.literalLine, h.line, confidence, table, pool, ctx);
    kept++;
  }
}
