/**
 * Calibration of seed confidences: maps from a kind of evidence's raw confidence to the share of such seeds whose file
 * the accepted fix changed, so that a seed's confidence reads as a probability and the fusion's noisy-OR (fuse.ts)
 * combines like with like.
 *
 * Measured on the issue sets (bench/devsets/issues/calibration.mjs over bench/issues.bench.mjs outputs, which record
 * every seed): lexical seeds were over-confident by two to five times beyond the best-ranked file (raw 0.3-0.5: 4-6%
 * of them in a gold file), so a lexical runner-up outranked a name the text mentions (raw 0.3-0.4: 35% gold). Mentions
 * were near calibrated already (expected calibration error 6 points), and frames, literals and paths keep their
 * scale: a traceback's raise frame at 1 is a contract of the manifest, and the plan and the sufficiency figures are
 * built on it.
 */
/**
 * Lexical seeds (fuse.ts lexicalSeeds, raw confidence = weight × score share, rounded to 2 places). Isotonic regression
 * (pool-adjacent-violators) on the 3,000 lexical seeds of the development set (130 sympy issues):
 * `node bench/devsets/issues/calibration.mjs --fit --train DEV.json DEV.json HELDOUT.json`. Out of sample, on the
 * held-out set (179 issues of 8 other repositories), replaying the fusion with it moves file Acc@1/3/5 from
 * 49.2/68.2/76.5 to 52.0/70.4/79.3; with each of the nine repositories calibrated by a map fitted on the other eight,
 * dev 57.7/69.2/78.5 → 60.0/72.3/79.2 and held-out → 52.5/70.4/79.3.
 */
export const LEXICAL_CALIBRATION = [[0.25, 0.08], [0.49, 0.133], [0.5, 0.347]];
/** Returns `raw` through `map` (linear between knots, the end knots' values outside them). */
export function calibrate(map, raw) {
    if (!map.length)
        return raw;
    if (raw <= map[0][0])
        return map[0][1];
    for (let i = 1; i < map.length; i++) {
        const [x1, y1] = map[i];
        if (raw <= x1) {
            const [x0, y0] = map[i - 1];
            return x1 === x0 ? y1 : y0 + ((y1 - y0) * (raw - x0)) / (x1 - x0);
        }
    }
    return map[map.length - 1][1];
}
