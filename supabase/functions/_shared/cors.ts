/**
 * CORS of the edge functions: only the site's own origin may call them from a browser.
 * ALLOWED_ORIGINS (a function secret, comma-separated, e.g. "https://vertiq.ai") names it;
 * when unset, as in development, only local origins (localhost, 127.0.0.1, [::1] on any port)
 * are allowed. Every response (errors included) carries these headers, or the browser hides
 * the answer from the page.
 */
export const CORS_ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type, idempotency-key, x-proof-of-work';
/** GET hands out a proof-of-work challenge (proof-of-work.ts); POST is the call itself. */
export const CORS_ALLOWED_METHODS = 'GET, POST, OPTIONS';

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

export function isAllowedOrigin(origin: string, allowedOrigins: string | undefined): boolean {
  const configured = (allowedOrigins ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return configured.length > 0 ? configured.includes(origin) : LOCAL_ORIGIN.test(origin);
}

/** The CORS headers for a request from `origin` (null: no Origin header, i.e. not a browser page). */
export function corsHeaders(origin: string | null, allowedOrigins: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS,
    'Access-Control-Allow-Methods': CORS_ALLOWED_METHODS,
    Vary: 'Origin',
  };
  if (origin && isAllowedOrigin(origin, allowedOrigins)) headers['Access-Control-Allow-Origin'] = origin;
  return headers;
}
