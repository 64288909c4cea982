import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Edge functions import packages as `npm:name@version` (Deno). Under vitest the same
    // modules resolve to the copies in node_modules, so the handlers are tested as written.
    alias: [{ find: /^npm:((?:@[^/@]+\/)?[^/@]+)(?:@[^/]*)?(\/.*)?$/, replacement: '$1$2' }],
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
  },
});
