/**
 * Rust's names the symptom extractors skip: the keywords they have always skipped (`fn`, `mut`, `impl`, `pub`). The
 * others are not listed yet: each added name changes which mentions seed, so it comes with a measurement.
 * @internal
 */
import type { NamesFacet } from '../types.js';

export const RUST_NAMES: NamesFacet = { builtins: [], keywords: ['fn', 'mut', 'impl', 'pub'], receivers: [] };
