/**
 * CORS headers for the edge functions. The site is a static export served from its own
 * origin and calls the functions with supabase-js-style headers, so every response (errors
 * included) must carry these or the browser hides the answer from the page.
 */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};
