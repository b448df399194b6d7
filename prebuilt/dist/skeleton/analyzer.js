import { buildSkeleton } from './build.js';
/** Builds a file's skeleton record (every level) from its tree. */
export const SKELETON_ANALYZER = { kind: 'sk', run: buildSkeleton };
