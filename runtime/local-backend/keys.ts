/**
 * The API keys of the local backend: the fixed keys the current Supabase CLI issues to every
 * local stack (`supabase status` prints them). They are public knowledge and only ever accepted by
 * the local backend; a hosted project has its own keys.
 *
 * Two generations, as a project created today has both (until its legacy keys are switched off):
 * - publishable and secret keys (`sb_publishable_...`, `sb_secret_...`): opaque strings, not JWTs;
 *   the gateway maps them to the anon and service_role roles;
 * - the legacy anon and service_role keys: HS256 JWTs signed with LOCAL_JWT_SECRET, which the
 *   local backend verifies (a test pins the signatures).
 * The browser's two keys live in src/config.ts (the site's defaults); this module re-exports them.
 */

/** The Supabase CLI's documented local JWT secret (`supabase status` prints it). */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export { LOCAL_DEV_ANON_KEY as LOCAL_ANON_KEY, LOCAL_DEV_PUBLISHABLE_KEY as LOCAL_PUBLISHABLE_KEY } from '../../src/config.ts';

export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** The secret key the Supabase CLI prints for a local stack. */
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
