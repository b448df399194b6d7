// ddmin over the units of an input, with a cache of verdicts per candidate and a time limit.
import { createHash } from 'node:crypto';
import { nowMs } from '../clock.js';
import { ddmin } from './ddmin.js';
import { cutUnits } from './units.js';
import { NotReproducingError } from '../errors.js';
import { resolveMinimizeOptions } from './options.js';
export { NotReproducingError };
/**
 * Returns the smallest input ddmin finds that still makes `oracle` answer "reproduces". The whole input is checked
 * first (NotReproducingError when it does not reproduce). Each distinct candidate is run at most once: verdicts are
 * cached by the SHA-1 of the candidate's bytes, so two selections that join to the same text (repeated lines) share a
 * run too. When the time limit passes, the search stops and returns the best candidate so far with a note.
 */
export async function minimize(input, oracle, options = {}) {
    const { unit, timeLimitMs: limit, onProgress } = resolveMinimizeOptions(options);
    const started = nowMs();
    const units = cutUnits(input, unit);
    const cache = new Map();
    let runs = 0;
    let cached = 0;
    let timedOut = false;
    const verdict = async (candidate) => {
        const key = createHash('sha1').update(candidate).digest('hex');
        const known = cache.get(key);
        if (known !== undefined) {
            cached++;
            return known;
        }
        const left = limit - (nowMs() - started);
        if (left <= 0)
            return void (timedOut = true);
        runs++;
        const r = await oracle(candidate, left);
        if (r.timedOut)
            return void (timedOut = true);
        cache.set(key, r.reproduces);
        return r.reproduces;
    };
    const whole = await verdict(input);
    if (whole === undefined)
        throw new NotReproducingError(`the time limit (${limit / 1000} s) passed during the first oracle run, on the whole input`);
    if (!whole)
        throw new NotReproducingError('the oracle does not reproduce on the whole input: nothing to minimize');
    const found = await ddmin(units.count, (indices) => verdict(units.join(indices)), (p) => onProgress?.({ ...p, runs }));
    const output = units.join(found.indices);
    const unitName = unit === 'line' ? 'lines' : 'characters';
    return {
        output,
        unit,
        units: { input: units.count, output: found.indices.length },
        runs,
        cached,
        minimal: found.complete,
        note: found.complete
            ? undefined
            : `time limit of ${limit / 1000} s reached after ${runs} oracle runs: the result reproduces but may not be 1-minimal (${found.indices.length} of ${units.count} ${unitName} kept)`,
        elapsedMs: Math.round(nowMs() - started),
    };
}
