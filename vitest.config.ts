import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // At least two test files at once, also on a 2-core machine (vitest's default there is one): the suite is mostly
    // subprocesses and corpus I/O, and one worker no longer fits CI's 10 minutes. The timing-sensitive hook tests
    // passed at load averages of 8-18 on 2 cores, so a second worker does not put them at risk.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Hook processes in tests never leave a hook server behind; test/hooks/server.test.ts turns it on for itself.
    env: { CK_HOOK_SERVER: '0' },
    reporters: ['default'],
  },
});
