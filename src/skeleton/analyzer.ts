/** The skeleton as a parse analysis (`../parse/task.ts`): what a parse task runs for a skeleton, cached as `sk`. */
import type { Analyzer } from '../parse/task.js';
import { buildSkeleton, type SkeletonRecord } from './build.js';

/** Builds a file's skeleton record (every level) from its tree. */
export const SKELETON_ANALYZER: Analyzer<SkeletonRecord> = { kind: 'sk', run: buildSkeleton };
