/**
 * Java's names the symptom extractors skip beyond those it shares with JavaScript's pack (`public`, `extends`, …):
 * `throws`. The others are not listed yet: each added name changes which mentions seed, so it comes with a
 * measurement.
 * @internal
 */
import type { NamesFacet } from '../types.js';

export const JAVA_NAMES: NamesFacet = { builtins: [], keywords: ['throws'], receivers: [] };
