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
    // `npm run test:fast` runs unit + output (the edit loop); `npm test` runs all five.
    projects: [
      {
        // isolate: false: the files share one module graph per worker (the route table and React
        // load once, not once a file); none of them mocks modules or changes globals.
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'backend',
          include: ['tests/backend/**/*.test.ts'],
          // One throwaway PostgreSQL cluster per run: the backend tests run on it as well as on PGlite.
          globalSetup: ['tests/backend/support/postgres-global-setup.ts'],
        },
      },
      {
        // Output tests read the site built once by the global setup (cheerio over the files).
        extends: true,
        test: { name: 'output', include: ['tests/output/**/*.test.ts'], globalSetup: ['tests/global-setup.ts'], isolate: false },
      },
      {
        // Whole-site HTML validators over the same build (html-validate, the W3C Nu checker on
        // Java): half a minute each, so out of the edit loop and in `npm test`.
        extends: true,
        test: { name: 'validate', include: ['tests/validate/**/*.test.ts'], globalSetup: ['tests/global-setup.ts'] },
      },
      {
        // Real Chromium over the same build, and the CLI's build guarantees (each builds afresh).
        extends: true,
        test: {
          name: 'browser',
          testTimeout: 60_000,
          // expect.poll waits on the page's own work (a lazily loaded client, a proof of work, a
          // scripted backend reply). Its 1 s default failed CI on a loaded two-core runner (stop 43:
          // the trial form's error text came later than 1 s); a wrong value still fails, later.
          expect: { poll: { timeout: 10_000 } },
          include: ['tests/browser/**/*.test.ts', 'tests/build/**/*.test.ts'],
          // The island tests run under both client runtimes (issue 24): a second build, with --client react.
          globalSetup: ['tests/global-setup.ts', 'tests/global-setup-react.ts'],
        },
      },
    ],
  },
});
