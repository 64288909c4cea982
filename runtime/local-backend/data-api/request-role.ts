import type { IncomingMessage } from 'node:http';
import { type ApiKeys, OPAQUE_KEY_PREFIX, bearerToken, isLegacyKey, roleForKey, verifyToken, type VerifiedToken } from '../api-keys.ts';
import { header } from '../http-io.ts';
import { PostgrestError } from './postgrest-error.ts';

/**
 * Which role a data API request runs as, and its claims, the way hosted Supabase's gateway decides:
 * - the `apikey` header (or query parameter) must be one of the project's keys: publishable or secret
 *   (`sb_...`), or a legacy anon/service_role JWT while those are switched on;
 * - an `sb_` key is not a JWT: the gateway maps it to its role (publishable -> anon, secret ->
 *   service_role) and stands a token with that role in for it, so an `Authorization: Bearer` that
 *   repeats the same key is fine (supabase-js sends it so) and adds nothing;
 * - any other bearer token must be a JWT that verifies against the project's secret, and its role and
 *   claims win (as PostgREST does for a signed-in user); without one, the apikey decides.
 */
export function requestRole(req: IncomingMessage, query: URLSearchParams, keys: ApiKeys): VerifiedToken {
  const apiKey = header(req, 'apikey') ?? query.get('apikey') ?? undefined;
  if (!apiKey) {
    throw new PostgrestError(401, 'PGRST301', 'No API key found in request', null, 'No `apikey` request header or url param was found.');
  }
  const keyRole = roleForKey(keys, apiKey);
  if (!keyRole) {
    if (isLegacyKey(keys, apiKey)) {
      throw new PostgrestError(401, 'PGRST301', 'Legacy API keys are disabled', null, 'Use the publishable or secret key of this project instead of the legacy anon or service_role key.');
    }
    throw new PostgrestError(401, 'PGRST301', 'Invalid API key', null, 'Double check your Supabase publishable or secret API key (or the legacy anon or service_role key).');
  }
  const authorization = header(req, 'authorization');
  const bearer = authorization === undefined ? undefined : bearerToken(authorization);
  if (bearer === apiKey || (authorization === undefined && apiKey.startsWith(OPAQUE_KEY_PREFIX))) {
    return apiKey.startsWith(OPAQUE_KEY_PREFIX) ? { role: keyRole, claims: { iss: 'supabase', role: keyRole } } : verifiedOrRefused(keys, apiKey);
  }
  if (bearer?.startsWith(OPAQUE_KEY_PREFIX)) {
    throw new PostgrestError(401, 'PGRST301', 'Invalid JWT in the Authorization header', null, 'An sb_ key is not a JWT: send it as the apikey header (Authorization may repeat the same key).');
  }
  return verifiedOrRefused(keys, authorization === undefined ? apiKey : bearer);
}

function verifiedOrRefused(keys: ApiKeys, token: string | undefined): VerifiedToken {
  const verified = verifyToken(keys, token);
  if (!verified) {
    throw new PostgrestError(
      401,
      'PGRST301',
      'Invalid JWT in the Authorization header',
      null,
      'Send `Authorization: Bearer <anon or service_role key>` of this backend, or the same key as the apikey.',
    );
  }
  return verified;
}
