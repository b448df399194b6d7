// ddmin over the units of an input, with a cache of verdicts per candidate and a time limit.
import { createHash } from 'node:crypto';
import { nowMs } from '../clock.js';
import { ddmin, type DdminProgress } from './ddmin.js';
import { cutUnits, type Unit } from './units.js';
import { NotReproducingError, notReproducing } from '../errors.js';
import { resolveMinimizeOptions } from './options.js';

/** Answers whether a candidate input still reproduces. `timeoutMs` is what is left of the search's time. */
export type Oracle = (candidate: Buffer, timeoutMs: number) => Promise<{ reproduces: boolean; timedOut?: boolean }>;

/** Options of `minimize`. */
export interface MinimizeOptions {
  /** What ddmin removes: lines (default) or characters. */
  readonly unit?: Unit;
  /** Time limit of the whole search in milliseconds (default 300,000); past it the best candidate so far is returned. */
  readonly timeLimitMs?: number;
  /** Called before each round with the smallest reproducing size so far and the granularity, plus the run count. */
  readonly onProgress?: (p: DdminProgress & { readonly runs: number }) => void;
}

/** What `minimize` found. */
export interface MinimizeResult {
  /** The smallest reproducing input found (the whole input when nothing smaller reproduces). */
  readonly output: Buffer;
  readonly unit: Unit;
  /** Units in the input and in `output`. */
  readonly units: { readonly input: number; readonly output: number };
  /** Oracle runs made (the check of the whole input included) and candidates answered from the cache instead. */
  readonly runs: number;
  readonly cached: number;
  /** True when `output` is 1-minimal: removing any one unit of it no longer reproduces. */
  readonly minimal: boolean;
  /** Set when the search stopped early: why, and what that means for `output`. */
  readonly note?: string;
  readonly elapsedMs: number;
}

export { NotReproducingError };

/**
 * Returns the smallest input ddmin finds that still makes `oracle` answer "reproduces". The whole input is checked
 * first (NotReproducingError when it does not reproduce). Each distinct candidate is run at most once: verdicts are
 * cached by the SHA-1 of the candidate's bytes, so two selections that join to the same text (repeated lines) share a
 * run too. When the time limit passes, the search stops and returns the best candidate so far with a note.
 */
export async function minimize(input: Buffer, oracle: Oracle, options: MinimizeOptions = {}): Promise<MinimizeResult> {
  const { unit, timeLimitMs: limit, onProgress } = resolveMinimizeOptions(options);
  const started = nowMs();
  const units = cutUnits(input, unit);
  const cache = new Map<string, boolean>();
  let runs = 0;
  let cached = 0;
  let timedOut = false;

  const verdict = async (candidate: Buffer): Promise<boolean | undefined> => {
    const key = createHash('sha1').update(candidate).digest('hex');
    const known = cache.get(key);
    if (known !== undefined) {
      cached++;
      return known;
    }
    const left = limit - (nowMs() - started);
    if (left <= 0) return void (timedOut = true);
    runs++;
    const r = await oracle(candidate, left);
    if (r.timedOut) return void (timedOut = true);
    cache.set(key, r.reproduces);
    return r.reproduces;
  };

  const whole = await verdict(input);
  if (whole === undefined) throw notReproducing(`the time limit (${limit / 1000} s) passed during the first oracle run, on the whole input`);
  if (!whole) throw notReproducing('the oracle does not reproduce on the whole input: nothing to minimize');

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
