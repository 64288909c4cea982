import { type HandlerDeps, readSetting } from './handler-deps.ts';

/*
 * The project's API keys as a deployed function sees them. Hosted Supabase injects both
 * generations (https://supabase.com/docs/guides/functions/secrets, "Default secrets"):
 *  - SUPABASE_PUBLISHABLE_KEYS / SUPABASE_SECRET_KEYS: JSON objects of named keys,
 *    e.g. {"default":"sb_publishable_..."}; a project may hold several of each.
 *  - SUPABASE_ANON_KEY / SUPABASE_SERVICE_ROLE_KEY: the legacy JWT keys, until the project
 *    switches them off.
 * The functions run with verify_jwt = false (the platform's JWT check refuses the new keys,
 * which are not JWTs), so they check the caller's `apikey` here themselves.
 */

/** The values of a JSON object of named keys; a malformed or empty setting gives none. */
export function namedKeys(json: string | undefined): string[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
    return Object.values(parsed).filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  } catch {
    return [];
  }
}

/** Every key a browser page of this project may present: the publishable keys, and the legacy anon key while it exists. */
export function browserKeys(deps: HandlerDeps): string[] {
  const legacyAnon = readSetting(deps, 'SUPABASE_ANON_KEY');
  return [...namedKeys(readSetting(deps, 'SUPABASE_PUBLISHABLE_KEYS')), ...(legacyAnon ? [legacyAnon] : [])];
}

/**
 * The key the functions reach the database with: a secret key (the one named "default" when
 * there is one), else the legacy service-role key; undefined when the runtime has neither.
 */
export function databaseKey(deps: HandlerDeps): string | undefined {
  const raw = readSetting(deps, 'SUPABASE_SECRET_KEYS');
  const secret = namedKeys(raw);
  if (secret.length) {
    const named = JSON.parse(raw!) as Record<string, unknown>;
    return typeof named.default === 'string' && named.default.trim() ? named.default : secret[0];
  }
  return readSetting(deps, 'SUPABASE_SERVICE_ROLE_KEY');
}

/**
 * Headers that present `key` to the data API. A legacy key is a JWT and also goes in
 * Authorization; an sb_ key is not a JWT, so it goes in `apikey` alone and the gateway
 * derives the role from it.
 */
export function dataApiKeyHeaders(key: string): Record<string, string> {
  return key.startsWith('sb_') ? { apikey: key } : { apikey: key, Authorization: `Bearer ${key}` };
}

export type ApiKeyVerdict = 'accepted' | 'missing' | 'unknown' | 'unconfigured';

/** Whether the request's `apikey` header is one of the project's browser keys. */
export function checkApiKey(deps: HandlerDeps, req: Request): ApiKeyVerdict {
  const accepted = browserKeys(deps);
  if (accepted.length === 0) return 'unconfigured';
  const given = req.headers.get('apikey')?.trim();
  if (!given) return 'missing';
  // Publishable keys are public (they ship in every page), so a plain comparison leaks nothing.
  return accepted.includes(given) ? 'accepted' : 'unknown';
}
