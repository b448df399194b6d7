/**
 * Calibration of seed confidences: maps from a kind of evidence's raw confidence to the share of such seeds whose file
 * the accepted fix changed, so that a seed's confidence reads as a probability and the fusion's noisy-OR (combiner.ts)
 * combines like with like.
 *
 * Measured on the issue sets (bench/devsets/issues/calibration.mjs over bench/issues.bench.mjs outputs, which record
 * every seed): lexical seeds were over-confident by two to five times beyond the best-ranked file (raw 0.3-0.5: 4-6%
 * of them in a gold file), so a lexical runner-up outranked a name the text mentions (raw 0.3-0.4: 35% gold). Mentions
 * were near calibrated already (expected calibration error 6 points), and frames and paths keep their scale: a
 * traceback's raise frame at 1 is a contract of the manifest, and the plan and the sufficiency figures are built on it.
 * An issue's literals and symbol seeds were over-confident too (PROSE_CALIBRATION). Calibrated seeds keep the value
 * before in `raw_confidence`, which the plan, the ranking of definitions and every threshold read.
 */

import type { ManifestSeed } from '../types.js';
import { rescored } from './explanation.js';

/** A calibration map: (raw confidence, calibrated confidence) knots, raw ascending; linear between, flat outside. */
export type CalibrationMap = readonly (readonly [number, number])[];

/**
 * Lexical seeds (scorers/lexical.ts lexicalSeeds, raw confidence = weight × score share, rounded to 2 places). Isotonic regression
 * (pool-adjacent-violators) on the 3,000 lexical seeds of the development set (130 sympy issues):
 * `node bench/devsets/issues/calibration.mjs --fit --train DEV.json DEV.json HELDOUT.json`. Out of sample, on the
 * held-out set (179 issues of 8 other repositories), replaying the fusion with it moves file Acc@1/3/5 from
 * 49.2/68.2/76.5 to 52.0/70.4/79.3; with each of the nine repositories calibrated by a map fitted on the other eight,
 * dev 57.7/69.2/78.5 → 60.0/72.3/79.2 and held-out → 52.5/70.4/79.3.
 */
export const LEXICAL_CALIBRATION: CalibrationMap = [[0.25, 0.08], [0.49, 0.133], [0.5, 0.347]];

/** Returns `raw` through `map` (linear between knots, the end knots' values outside them). */
export function calibrate(map: CalibrationMap, raw: number): number {
  if (!map.length) return raw;
  if (raw <= map[0]![0]) return map[0]![1];
  for (let i = 1; i < map.length; i++) {
    const [x1, y1] = map[i]!;
    if (raw <= x1) {
      const [x0, y0] = map[i - 1]!;
      return x1 === x0 ? y1 : y0 + ((y1 - y0) * (raw - x0)) / (x1 - x0);
    }
  }
  return map[map.length - 1]![1];
}

/**
 * Literals and the names a symbol seed comes from (a raise site of the quoted message's factory, a definition of the
 * exception class, an identifier on the user's line), for an issue text (prose: prose.ts isProse), by kind
 * (`source ?? why`, as the bench records them). Fitted like the lexical map, on the 226 issues of the development set
 * (sympy, scikit-learn, matplotlib; `node bench/devsets/issues/calibration.mjs --fit --json OUT DEV.json`: the knots
 * of the isotonic fit, a block of zeros at the low end as one knot). On issues, a literal the text quotes was in the
 * file the fix changed for 5-7% of such seeds at 0.4-0.8 and 29% at 0.9 (short phrases such as "out of" or
 * "dependencies" match examples, benchmarks and installed packages), so a quoted phrase outranked a class the text
 * names (mention 0.5: 68% gold). Replayed (calibration.mjs --replay literal,symbol): dev, each repository by maps
 * fitted on the other two, file Acc@1/3/5 58.0/76.5/83.2 → 59.3/79.6/84.5; held-out (eight other repositories, maps
 * fitted on dev) 55.3/73.2/82.7 → 57.5/73.2/82.7.
 * Frames and mentions are not mapped: a frame map lost on dev (left out, Acc@1 58.0 → 57.1) and on the held-out set
 * (55.3 → 53.6); a mention map gained on dev (left out, Acc@3 76.5 → 78.3) but lost on the held-out set (73.2 →
 * 72.1). A bare trace or message keeps its scale.
 */
export const PROSE_CALIBRATION: Readonly<Record<string, CalibrationMap>> = {
  literal: [[0.23, 0], [0.355, 0.051], [0.63, 0.074], [0.9, 0.294]],
  symbol: [[0.29, 0], [0.4, 0.256], [0.635, 0.267], [0.775, 0.333]],
};

/**
 * Returns `seed` with its confidence through the prose map of its kind (PROSE_CALIBRATION) and the value before in
 * `raw_confidence` (the larger of it and a raw value the seed already carries from a lexical seed merged into it); a
 * seed of a kind without a map is returned as is. The mapped kinds are calibrated nowhere else: call it once.
 */
export function calibrateProseSeed(seed: ManifestSeed): ManifestSeed {
  const kind = seed.source ?? seed.why;
  const map = PROSE_CALIBRATION[kind];
  if (!map) return seed;
  const confidence = Math.round(calibrate(map, seed.confidence) * 100) / 100;
  const explanation = seed.explanation && rescored(seed.explanation, confidence, `calibrated from ${seed.confidence} by PROSE_CALIBRATION.${kind} (the share of such seeds in a file the fix changed)`);
  return { ...seed, confidence, raw_confidence: Math.max(seed.raw_confidence ?? 0, seed.confidence), ...(explanation ? { explanation } : {}) };
}
