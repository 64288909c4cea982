/**
 * `_headers` in the format Netlify and Cloudflare Pages read (the preview server applies it too).
 * Hashed assets are immutable for a year; HTML revalidates. The Content-Security-Policy allows no
 * inline script (JSON data blocks are not executed, so they need no allowance) and lets the
 * browser talk only to this origin and the Supabase backend. Every path names the speculation rule
 * set (speculation-rules.ts).
 */
import type { EngineRoute } from '../config/site.ts';
import { SPECULATION_HEADERS, SPECULATION_RULES_PATH } from './speculation-rules.ts';

export function contentSecurityPolicy(supabaseUrl: string): string {
  const backend = new URL(supabaseUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${backend}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

export const SECURITY_HEADERS = (supabaseUrl: string): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicy(supabaseUrl),
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
});

export const HTML_CACHE = 'public, max-age=0, must-revalidate';
export const ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Cache-Control is set per path rather than on `/*`: both hosts merge every matching block, and a
 * catch-all value would be joined onto the assets' immutable one.
 */
export function headersFile(routes: EngineRoute[], supabaseUrl: string, options: { production: boolean }): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    `${pattern}\n${Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`).join('\n')}`;
  const security = SECURITY_HEADERS(supabaseUrl);
  // upgrade-insecure-requests would break a local http:// backend during preview of a dev build.
  if (!options.production) security['Content-Security-Policy'] = security['Content-Security-Policy'].replace('; upgrade-insecure-requests', '');
  const blocks = [block('/*', { ...security, ...SPECULATION_HEADERS.everyPath }), block('/assets/*', { 'Cache-Control': ASSET_CACHE })];
  blocks.push(block(SPECULATION_RULES_PATH, { ...SPECULATION_HEADERS.ruleSet, 'Cache-Control': HTML_CACHE }));
  for (const route of routes) {
    if (route.excludeFromSitemap) continue;
    blocks.push(block(route.path, { 'Cache-Control': HTML_CACHE }));
  }
  return `${blocks.join('\n\n')}\n`;
}
