/**
 * Whether a helper thread started now would get a core of its own. The cold index takes a second thread for part of
 * its work (repo/lex-helper.ts), an incremental one for its stat pass (repo/stat-helper.ts): on an idle machine that
 * thread runs beside this one, but where every core is already busy it only time-slices with this thread and adds its
 * own cost (start-up, its share of the work done twice: run splitting, JIT warm-up) to the process. Measured on a
 * 2-core machine at load average ~9-18, a cold `ck slice` of an issue on sympy: with the index's helper, 6 of 6 runs
 * took more CPU (median 1.80 against 1.63 s) and 5 of 6 more wall time; with the lexical helper forced on, 6 of 6
 * took more CPU (2.2 against 1.8 s) and more wall time.
 *
 * What is asked is whether a core is free now, for the next few hundred milliseconds, so the machine's load is read
 * as it is now where the system says so: Linux's count of runnable threads (/proc/loadavg's fourth field, `running/
 * total`, this thread included). The 1-minute load average, the fallback elsewhere, lags by a minute: a run of short
 * processes one after the other (a benchmark, a script that indexes several trees, an editor's hooks) keeps it above 1
 * on a 2-core machine, and an idle core was refused the helper (bench/scale-incremental.bench.mjs: the stat helper of
 * a 100k-file incremental index never started there; a no-change re-index of that tree on an idle host took 0.55 s
 * with it, 0.81 s for the bench's 10-file update without it). One other runnable thread still qualifies, as a load
 * average of 1 did: on 2 cores the helper then shares a core, and both threads waiting was the slower choice (a
 * 10-file update with one core kept busy: 0.82 s with the helper, 0.89 s without). A moment's count can catch a
 * thread that is about to sleep; the helpers it gates cost tens of milliseconds when wrong, either way.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolveEnvConfig } from '../config/env.js';

/**
 * Returns the number of threads runnable on the machine at this moment, the caller's included (/proc/loadavg: `0.52
 * 0.58 0.59 2/467 12345`, the `2`), or null where the system does not say (not Linux, /proc not mounted).
 */
export function runnableNow(read: () => string = () => readFileSync('/proc/loadavg', 'latin1')): number | null {
  try {
    const m = /^\S+ \S+ \S+ (\d+)\/\d+/.exec(read());
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/** What a caller of spareCore asks for. */
export interface SpareCoreOptions {
  /**
   * By the 1-minute load average alone, as every helper was gated before the runnable count: the cold index's early
   * lex helper (lex-helper.ts), started before the tree's size is known. On this project's 2-core VM host (2026-12-08,
   * page faults ~12 µs) that helper cost wall time even with the other core free: a cold `ck index` of sympy 0.57 against
   * 0.495 s, of a 5k-file tree 1.24 against 1.17 s (5-6 interleaved runs each), and with the runnable count as its gate
   * the issue-text bench's cold slices took 7-11% more wall time and 10-20% more CPU (bench/slice-issues.bench.mjs,
   * 20 issues, against eafa25b; even with every helper off). Its design measured the opposite on an earlier host, so
   * it keeps the gate it had until its size threshold is measured across hosts.
   */
  readonly averaged?: boolean;
}

/**
 * Returns true when a second thread would likely find an idle core: more than one core, and besides this thread at
 * most cores − 1 threads runnable now (runnableNow), or where the system does not say (or with `averaged`), a 1-minute
 * load average of at most cores − 1 (platforms that report no load average, which read 0, always qualify).
 * CK_HELPER_THREADS=1 makes it true wherever there are two cores, CK_HELPER_THREADS=0 false.
 */
export function spareCore(opts: SpareCoreOptions = {}): boolean {
  const force = resolveEnvConfig().helperThreads;
  if (force === 'off') return false;
  const cores = availableParallelism();
  if (cores < 2) return false;
  if (force === 'on') return true;
  const now = opts.averaged ? null : runnableNow();
  return now !== null ? now - 1 <= cores - 1 : loadavg()[0] <= cores - 1;
}
