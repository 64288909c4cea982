import { defineConfig } from 'vitest/config';

// Edge functions import packages as `npm:name@version` (Deno). Under vitest the same modules
// resolve to the copies in node_modules, so the handlers are tested as written.
const alias = [{ find: /^npm:((?:@[^/@]+\/)?[^/@]+)(?:@[^/]*)?(\/.*)?$/, replacement: '$1$2' }];

export default defineConfig({
  resolve: { alias },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/backend/**/*.test.ts'],
          // One throwaway PostgreSQL cluster per run: the backend tests run on it as well as on PGlite.
          globalSetup: ['tests/backend/support/postgres-global-setup.ts'],
        },
      },
      {
        // Output and browser tests read the site built once by the global setup.
        extends: true,
        test: {
          name: 'site',
          testTimeout: 60_000,
          include: ['tests/output/**/*.test.ts', 'tests/browser/**/*.test.ts', 'tests/build/**/*.test.ts'],
          globalSetup: ['tests/global-setup.ts'],
        },
      },
    ],
  },
});
