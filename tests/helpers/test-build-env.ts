/**
 * The configuration the test build is made with. Its backend URL is the port of the recording
 * stand-in (tests/helpers/backend-stand-in.ts), so browser tests see every request the site makes.
 */
export const STAND_IN_PORT = 54329;
export const TEST_BUILD_ENV = {
  SITE_URL: 'http://localhost:4173',
  SUPABASE_URL: `http://127.0.0.1:${STAND_IN_PORT}`,
} as const;
