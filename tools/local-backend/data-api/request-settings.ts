import type { IncomingMessage } from 'node:http';
import type { ApiRole } from '../api-keys.ts';

/**
 * The per-request settings PostgREST gives the database (`request.headers`,
 * `request.jwt.claims`, `request.method`, `request.path`), as JSON or text.
 *
 * x-forwarded-for is the socket's address, replacing whatever the client sent, and
 * cf-connecting-ip is dropped: on hosted Supabase the gateway sets these and a client cannot
 * choose them, and the rate limits of the migration key on them.
 */
export interface RequestSettings {
  headers: string;
  claims: string;
  method: string;
  path: string;
}

export function requestSettings(req: IncomingMessage, role: ApiRole): RequestSettings {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cf-connecting-ip') continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  headers['x-forwarded-for'] = clientAddress(req);
  return {
    headers: JSON.stringify(headers),
    claims: JSON.stringify(tokenClaims(req) ?? { role }),
    method: req.method ?? 'GET',
    path: new URL(req.url ?? '/', 'http://local').pathname,
  };
}

/** The peer's IP address without the IPv4-mapped IPv6 prefix. */
export function clientAddress(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}

/** The payload of the request's JWT (bearer token, else apikey); its signature was checked as a known key. */
function tokenClaims(req: IncomingMessage): Record<string, unknown> | undefined {
  const authorization = /^Bearer\s+(\S+)\s*$/i.exec(String(req.headers.authorization ?? ''))?.[1];
  const token = authorization ?? (typeof req.headers.apikey === 'string' ? req.headers.apikey : undefined);
  try {
    const claims: unknown = JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
