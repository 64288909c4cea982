import type { IncomingMessage } from 'node:http';
import type { VerifiedToken } from '../api-keys.ts';

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

/** `token`: the request's verified role and claims (requestRole). */
export function requestSettings(req: IncomingMessage, token: VerifiedToken): RequestSettings {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cf-connecting-ip') continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  headers['x-forwarded-for'] = clientAddress(req);
  return {
    headers: JSON.stringify(headers),
    claims: JSON.stringify(token.claims),
    method: req.method ?? 'GET',
    path: new URL(req.url ?? '/', 'http://local').pathname,
  };
}

/** The peer's IP address without the IPv4-mapped IPv6 prefix. */
export function clientAddress(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}
