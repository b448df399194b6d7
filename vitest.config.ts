import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Hook processes in tests never leave a hook server behind; test/hooks/server.test.ts turns it on for itself.
    env: { CK_HOOK_SERVER: '0' },
    reporters: ['default'],
  },
});
