// spareCore (src/runtime/spare-core.ts): a helper thread only where a core is idle, by the 1-minute load average.
import { afterEach, describe, expect, it, vi } from 'vitest';

const os = vi.hoisted(() => ({ cores: 2, load: 0 }));
vi.mock('node:os', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:os')>();
  return { ...real, availableParallelism: () => os.cores, loadavg: () => [os.load, os.load, os.load] };
});
const { spareCore, spareCoreNow } = await import('../../src/runtime/spare-core.js');

const saved = process.env.CK_HELPER_THREADS;
afterEach(() => {
  if (saved === undefined) delete process.env.CK_HELPER_THREADS; else process.env.CK_HELPER_THREADS = saved;
});

describe('spareCore', () => {
  it('is true while the load average leaves a core idle, false once every core is busy', () => {
    delete process.env.CK_HELPER_THREADS;
    const at = (cores: number, load: number) => { os.cores = cores; os.load = load; return spareCore(); };
    expect(at(2, 0)).toBe(true); // idle, or a platform without a load average
    expect(at(2, 0.9)).toBe(true);
    expect(at(2, 1)).toBe(true);
    expect(at(2, 1.2)).toBe(false);
    expect(at(2, 9)).toBe(false);
    expect(at(8, 6.5)).toBe(true);
    expect(at(8, 7.5)).toBe(false);
    expect(at(1, 0)).toBe(false); // one core: never a second thread
  });

  it('obeys CK_HELPER_THREADS: 1 forces a helper wherever there are two cores, 0 forbids it', () => {
    os.cores = 2; os.load = 9;
    process.env.CK_HELPER_THREADS = '1';
    expect(spareCore()).toBe(true);
    os.load = 0;
    process.env.CK_HELPER_THREADS = '0';
    expect(spareCore()).toBe(false);
    os.cores = 1;
    process.env.CK_HELPER_THREADS = '1';
    expect(spareCore()).toBe(false);
  });

  it('spareCoreNow: a core idle now by the runnable threads (this one included), on a host not overloaded for a minute', () => {
    delete process.env.CK_HELPER_THREADS;
    const at = (cores: number, load: number, running: string) => { os.cores = cores; os.load = load; return spareCoreNow(() => `${load} 1 1 ${running} 4242\n`); };
    expect(at(2, 1.1, '1/230')).toBe(true); // ck run back to back: the 1-minute average is ~1, the other core idle
    expect(at(2, 0.2, '2/230')).toBe(false); // something else runs now
    expect(at(2, 2.5, '1/230')).toBe(false); // overloaded for the last minute
    expect(at(8, 3, '5/400')).toBe(true);
    expect(at(1, 0, '1/100')).toBe(false);
    os.cores = 2; os.load = 0.5;
    expect(spareCoreNow(() => { throw new Error('no /proc'); })).toBe(true); // the load average alone
    os.load = 1.5;
    expect(spareCoreNow(() => 'garbage')).toBe(false);
    process.env.CK_HELPER_THREADS = '1';
    expect(spareCoreNow(() => '9 9 9 7/100 1')).toBe(true);
    process.env.CK_HELPER_THREADS = '0';
    expect(spareCoreNow(() => '0 0 0 1/100 1')).toBe(false);
  });
});
