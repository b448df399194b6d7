// spareCore (src/runtime/spare-core.ts): a helper thread only where a core is idle, by the number of threads runnable
// now (/proc/loadavg), or where the system does not say, by the 1-minute load average.
import { afterEach, describe, expect, it, vi } from 'vitest';

const os = vi.hoisted(() => ({ cores: 2, load: 0, running: null as number | null }));
vi.mock('node:os', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:os')>();
  return { ...real, availableParallelism: () => os.cores, loadavg: () => [os.load, os.load, os.load] };
});
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const readFileSync = ((p: unknown, ...rest: unknown[]) => {
    if (p !== '/proc/loadavg') return (real.readFileSync as (...a: unknown[]) => unknown)(p, ...rest);
    if (os.running === null) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
    return `${os.load.toFixed(2)} 0.50 0.40 ${os.running}/321 4567\n`;
  }) as typeof real.readFileSync;
  return { ...real, readFileSync, default: { ...real, readFileSync } };
});
const { spareCore, runnableNow } = await import('../../src/runtime/spare-core.js');

const saved = process.env.CK_HELPER_THREADS;
afterEach(() => {
  if (saved === undefined) delete process.env.CK_HELPER_THREADS; else process.env.CK_HELPER_THREADS = saved;
  os.running = null;
});

describe('spareCore', () => {
  it('is true while the threads runnable now leave a core idle, whatever the load average', () => {
    delete process.env.CK_HELPER_THREADS;
    const at = (cores: number, running: number, load = 9) => { os.cores = cores; os.running = running; os.load = load; return spareCore(); };
    expect(at(2, 1)).toBe(true); // this thread alone, after a minute of busy processes
    expect(at(2, 2)).toBe(true); // one other thread: the other core is shared with it
    expect(at(2, 3)).toBe(false);
    expect(at(2, 9, 0)).toBe(false); // busy now, idle on average
    expect(at(8, 8)).toBe(true);
    expect(at(8, 9)).toBe(false);
    expect(at(1, 1, 0)).toBe(false); // one core: never a second thread
  });

  it('falls back to the load average where the system does not say what runs now', () => {
    delete process.env.CK_HELPER_THREADS;
    const at = (cores: number, load: number) => { os.cores = cores; os.running = null; os.load = load; return spareCore(); };
    expect(at(2, 0)).toBe(true); // idle, or a platform without a load average
    expect(at(2, 0.9)).toBe(true);
    expect(at(2, 1)).toBe(true);
    expect(at(2, 1.2)).toBe(false);
    expect(at(2, 9)).toBe(false);
    expect(at(8, 6.5)).toBe(true);
    expect(at(8, 7.5)).toBe(false);
    expect(at(1, 0)).toBe(false);
  });

  it('with averaged: the 1-minute load average even where the system says what runs now', () => {
    delete process.env.CK_HELPER_THREADS;
    const at = (running: number, load: number) => { os.cores = 2; os.running = running; os.load = load; return spareCore({ averaged: true }); };
    expect(at(1, 1.5)).toBe(false); // idle now, busy on average: no early lex helper
    expect(at(9, 0.5)).toBe(true);
    expect(at(1, 0.5)).toBe(true);
  });

  it('obeys CK_HELPER_THREADS: 1 forces a helper wherever there are two cores, 0 forbids it', () => {
    os.cores = 2; os.load = 9; os.running = 9;
    process.env.CK_HELPER_THREADS = '1';
    expect(spareCore()).toBe(true);
    os.load = 0; os.running = 1;
    process.env.CK_HELPER_THREADS = '0';
    expect(spareCore()).toBe(false);
    os.cores = 1;
    process.env.CK_HELPER_THREADS = '1';
    expect(spareCore()).toBe(false);
  });
});

describe('runnableNow', () => {
  it('reads the running count of /proc/loadavg, or null', () => {
    expect(runnableNow(() => '0.52 0.58 0.59 2/467 12345\n')).toBe(2);
    expect(runnableNow(() => '12.00 9.10 8.00 17/1200 99\n')).toBe(17);
    expect(runnableNow(() => 'garbage')).toBeNull();
    expect(runnableNow(() => { throw new Error('ENOENT'); })).toBeNull();
  });
});
