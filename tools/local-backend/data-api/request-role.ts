import type { IncomingMessage } from 'node:http';
import { type ApiKeys, type ApiRole, bearerToken, roleForKey } from '../api-keys.ts';
import { header } from '../http-io.ts';
import { PostgrestError } from './postgrest-error.ts';

/**
 * Which role a data API request runs as. Like Supabase: the `apikey` header (or query
 * parameter) must be one of the project's keys, and the role comes from the bearer token
 * when there is one, else from the apikey.
 */
export function requestRole(req: IncomingMessage, query: URLSearchParams, keys: ApiKeys): ApiRole {
  const apiKey = header(req, 'apikey') ?? query.get('apikey') ?? undefined;
  if (!apiKey) {
    throw new PostgrestError(401, 'PGRST301', 'No API key found in request', null, 'No `apikey` request header or url param was found.');
  }
  if (!roleForKey(keys, apiKey)) {
    throw new PostgrestError(401, 'PGRST301', 'Invalid API key', null, 'Double check your Supabase `anon` or `service_role` API key.');
  }
  const authorization = header(req, 'authorization');
  if (authorization === undefined) return roleForKey(keys, apiKey)!;
  const role = roleForKey(keys, bearerToken(authorization));
  if (!role) {
    throw new PostgrestError(
      401,
      'PGRST301',
      'Invalid JWT in the Authorization header',
      null,
      'Send `Authorization: Bearer <anon or service_role key>` of this backend.',
    );
  }
  return role;
}
