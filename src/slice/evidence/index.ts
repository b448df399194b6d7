/**
 * Seeding as one evidence model (README.md in this folder): named scorers, one combiner, one calibration, and the
 * combiner of definitions.
 *
 * ```ts
 * const { seeds } = seedsFromSymptom(parseSymptom(text), { index, resolver, literals, lexical: { text } });
 * ```
 */
export { seedsFromSymptom, SCORERS } from './pipeline.js';
export type { SeedSet, SeedContext, SeedQuery, Scorer, ScorerName, LocatedFrames } from './types.js';
export { CandidatePool, combine, fuseSeeds, mergedRaw, seedFileEvidence, withGivenSeeds, PER_FILE, MAX_SEEDS } from './combiner.js';
export { calibrate, calibrateProseSeed, LEXICAL_CALIBRATION, PROSE_CALIBRATION, type CalibrationMap } from './calibration.js';
export { isProse } from './prose.js';
export { lexicalOf, preloadedLexical } from './lexical-index.js';
export { lexicalSeeds, libraryWeight, LEXICAL_FILES, LEXICAL_WEIGHT, NOT_LIBRARY_FACTOR } from './scorers/lexical.js';
export { seedsFromMentions } from './scorers/mention.js';
export { explicitSeeds } from './scorers/explicit.js';
export { callIdentifiers, keywordsWithValue, userFrames } from './scorers/user-line.js';
export { raiseHasShape } from './scorers/exception.js';
export { rankDefinitions, rankTaskSymbols, rankSeedSymbols, TASK_DOC_WEIGHT, TASK_DEF_IDF, TASK_RANKED_FILES, type RankedSymbolSeed, type DefinitionRanking } from './definitions.js';
export { orderHead, LIST_HEAD } from './list-head.js';
