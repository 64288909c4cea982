/**
 * The API keys of the local backend: the demo keys Supabase documents for local
 * development (`supabase start` prints the same two). They are public knowledge and only
 * ever accepted by the local backend; a hosted project has its own keys.
 * The anon key lives in src/config.ts (the site's default); this module re-exports it.
 * Both are HS256 tokens signed with LOCAL_JWT_SECRET, as the Supabase CLI issues them, and the
 * local backend verifies every token against that secret (a test pins the signatures).
 */

/** The Supabase CLI's documented local JWT secret (`supabase status` prints it). */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export { LOCAL_DEV_ANON_KEY as LOCAL_ANON_KEY } from '../../src/config.ts';

export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
