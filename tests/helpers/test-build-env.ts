/**
 * The configuration the test build is made with. Its backend URL is the port of the recording
 * stand-in (tests/helpers/backend-stand-in.ts), so browser tests see every request the site makes.
 */
/**
 * Worktrees that run the suite side by side set VERTIQ_TEST_PORT_OFFSET (e.g. 100, 200) so their
 * fixed ports never collide; CI leaves it unset.
 */
export const TEST_PORT_OFFSET = Number(process.env.VERTIQ_TEST_PORT_OFFSET ?? 0);
export const STAND_IN_PORT = 54329 + TEST_PORT_OFFSET;
export const TEST_BUILD_ENV = {
  SITE_URL: 'http://localhost:4173',
  SUPABASE_URL: `http://127.0.0.1:${STAND_IN_PORT}`,
} as const;
