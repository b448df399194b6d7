/**
 * Whether a helper thread started now would get a core of its own. The cold index takes a second thread for part of
 * its work (repo/lex-helper.ts): on an idle machine that thread runs
 * beside this one, but where every core is already busy it only time-slices with this thread and adds its own cost
 * (start-up, its share of the work done twice: run splitting, JIT warm-up) to the process. Measured on a 2-core
 * machine at load average ~9-18, a cold `ck slice` of an issue on sympy: with the index's helper, 6 of 6 runs took
 * more CPU (median 1.80 against 1.63 s) and 5 of 6 more wall time; with the lexical helper forced on, 6 of 6 took
 * more CPU (2.2 against 1.8 s) and more wall time.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolveEnvConfig } from '../config/env.js';

/**
 * Returns true when a second thread would likely find an idle core: more than one core, and a 1-minute load average
 * of at most cores − 1 (platforms that report no load average, which read 0, always qualify). CK_HELPER_THREADS=1
 * makes it true wherever there are two cores, CK_HELPER_THREADS=0 false.
 */
export function spareCore(): boolean {
  const force = resolveEnvConfig().helperThreads;
  if (force === 'off') return false;
  const cores = availableParallelism();
  if (cores < 2) return false;
  return force === 'on' || loadavg()[0] <= cores - 1;
}

/**
 * Returns true when a second thread would find a core idle now: spareCore's test, but by the number of threads the
 * kernel counts runnable at this moment (Linux: /proc/loadavg's fourth field, this thread included) where it can be
 * read, and a 1-minute load average of at most the cores (not a host that has been overloaded for a minute).
 *
 * Why: a benchmark or a shell loop that runs `ck normalize` back to back keeps the 1-minute load average at ~1 on its
 * own, which spareCore reads as every core busy on two cores, although the other core is idle whenever ck runs. A
 * helper of ~0.2 s (normalize/t1-helper.ts) only needs the core for that long. `readLoad` is for the tests.
 */
export function spareCoreNow(readLoad: () => string = () => readFileSync('/proc/loadavg', 'latin1')): boolean {
  const force = resolveEnvConfig().helperThreads;
  if (force === 'off') return false;
  const cores = availableParallelism();
  if (cores < 2) return false;
  if (force === 'on') return true;
  let running = NaN;
  try {
    running = Number(readLoad().split(' ')[3]?.split('/')[0]);
  } catch {
    /* no /proc: the load average alone */
  }
  if (!(running >= 1)) return spareCore();
  return running <= cores - 1 && loadavg()[0] <= cores;
}
