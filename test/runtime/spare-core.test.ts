// spareCore (src/runtime/spare-core.ts): a helper thread only where a core is idle, by the 1-minute load average.
import { afterEach, describe, expect, it, vi } from 'vitest';

const os = vi.hoisted(() => ({ cores: 2, load: 0 }));
vi.mock('node:os', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:os')>();
  return { ...real, availableParallelism: () => os.cores, loadavg: () => [os.load, os.load, os.load] };
});
const { spareCore } = await import('../../src/runtime/spare-core.js');

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
});
