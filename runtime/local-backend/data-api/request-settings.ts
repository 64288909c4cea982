import type { IncomingMessage } from 'node:http';
import type { VerifiedToken } from '../api-keys.ts';

/**
 * The per-request settings PostgREST gives the database (`request.headers`,
 * `request.jwt.claims`, `request.method`, `request.path`), as JSON or text.
 *
 * The client address headers as hosted Supabase's edge (Cloudflare) hands them on:
 * cf-connecting-ip is the socket's address, replacing whatever the client sent (the rate
 * limits of the migrations key on it alone), and x-forwarded-for is the client's own value
 * with the socket's address appended, so a client can still write anything in front, as on
 * hosted Supabase. See supabase/README.md, "Client addresses and rate limits".
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
  const address = clientAddress(req);
  headers['cf-connecting-ip'] = address;
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${address}` : address;
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
