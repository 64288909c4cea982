import type { IncomingMessage } from 'node:http';
import { type ApiKeys, bearerToken, roleForKey, verifyToken, type VerifiedToken } from '../api-keys.ts';
import { header } from '../http-io.ts';
import { PostgrestError } from './postgrest-error.ts';

/**
 * Which role a data API request runs as, and its verified claims. Like Supabase: the `apikey`
 * header (or query parameter) must be one of the project's keys, and the role and claims come from
 * the bearer token, verified against the JWT secret, when there is one, else from the apikey.
 */
export function requestRole(req: IncomingMessage, query: URLSearchParams, keys: ApiKeys): VerifiedToken {
  const apiKey = header(req, 'apikey') ?? query.get('apikey') ?? undefined;
  if (!apiKey) {
    throw new PostgrestError(401, 'PGRST301', 'No API key found in request', null, 'No `apikey` request header or url param was found.');
  }
  if (!roleForKey(keys, apiKey)) {
    throw new PostgrestError(401, 'PGRST301', 'Invalid API key', null, 'Double check your Supabase `anon` or `service_role` API key.');
  }
  const authorization = header(req, 'authorization');
  const verified = verifyToken(keys, authorization === undefined ? apiKey : bearerToken(authorization));
  if (!verified) {
    throw new PostgrestError(
      401,
      'PGRST301',
      'Invalid JWT in the Authorization header',
      null,
      'Send `Authorization: Bearer <anon or service_role key>` of this backend.',
    );
  }
  return verified;
}
