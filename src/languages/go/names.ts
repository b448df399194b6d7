/**
 * Go's names the symptom extractors skip: the keywords they have always skipped (`func`, `defer`, `nil`). Go's other
 * keywords and its predeclared functions (`len`, `append`, `panic`, …) are not listed yet: each added name changes
 * which mentions seed, so it comes with a measurement.
 * @internal
 */
import type { NamesFacet } from '../types.js';

export const GO_NAMES: NamesFacet = { builtins: [], keywords: ['func', 'defer', 'nil'], receivers: [] };
