/**
 * CORS as Supabase's gateway sends it for the data API: any origin, and the request headers
 * supabase-js and PostgREST clients use (including the schema-profile headers), plus the
 * site's Idempotency-Key (hosted Supabase's gateway allows the headers a preflight asks for).
 */
export const DATA_API_CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'apikey, authorization, content-type, x-client-info, prefer, content-profile, accept-profile, range, accept, idempotency-key',
  'Access-Control-Expose-Headers': 'Content-Range, Content-Location, Location',
  'Access-Control-Max-Age': '3600',
};
