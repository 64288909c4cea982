import { createHmac, timingSafeEqual } from 'node:crypto';

/** The database role a request runs as, decided by which key it presents. */
export type ApiRole = 'anon' | 'service_role';

export interface ApiKeys {
  /** Legacy anon key (a JWT). */
  anonKey: string;
  /** Legacy service_role key (a JWT). */
  serviceRoleKey: string;
  /** The project's JWT secret: every bearer token is verified against it (HS256), as PostgREST does. */
  jwtSecret: string;
  /** Today's browser key, `sb_publishable_...` (not a JWT). */
  publishableKey: string;
  /** Today's server key, `sb_secret_...` (not a JWT). */
  secretKey: string;
  /**
   * Whether the legacy JWT keys still work. A project can switch them off in the dashboard; then
   * the gateway refuses them as `apikey` and the function runtime no longer receives them.
   */
  legacyKeys: boolean;
}

/** The opaque API keys of today's generation start with this; they are never JWTs. */
export const OPAQUE_KEY_PREFIX = 'sb_';

/**
 * The role an `apikey` runs as, as hosted Supabase's gateway maps it: publishable and legacy anon
 * key -> anon, secret and legacy service_role key -> service_role (keys compared as given).
 */
export function roleForKey(keys: ApiKeys, key: string | undefined): ApiRole | undefined {
  if (key === undefined) return undefined;
  if (key === keys.publishableKey) return 'anon';
  if (key === keys.secretKey) return 'service_role';
  if (!keys.legacyKeys) return undefined;
  if (key === keys.anonKey) return 'anon';
  if (key === keys.serviceRoleKey) return 'service_role';
  return undefined;
}

/** Whether `key` is a legacy JWT key of the project (whether or not those are switched on). */
export function isLegacyKey(keys: ApiKeys, key: string | undefined): boolean {
  return key !== undefined && (key === keys.anonKey || key === keys.serviceRoleKey);
}

export interface VerifiedToken {
  role: ApiRole;
  claims: Record<string, unknown>;
}

/**
 * A bearer token as PostgREST checks it: an HS256 JWT whose signature verifies with the project's
 * secret, not expired, with a role this backend knows. Any such token is accepted (not only the two
 * keys), and its claims become `request.jwt.claims`; anything else is undefined.
 */
export function verifyToken(keys: Pick<ApiKeys, 'jwtSecret'>, token: string | undefined, now = Date.now()): VerifiedToken | undefined {
  const parts = token?.split('.');
  if (!parts || parts.length !== 3) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  try {
    if (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')).alg !== 'HS256') return undefined;
    const expected = createHmac('sha256', keys.jwtSecret).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return undefined;
    const { role, exp } = claims as { role?: unknown; exp?: unknown };
    if (typeof exp === 'number' && exp * 1000 <= now) return undefined;
    if (role !== 'anon' && role !== 'service_role') return undefined;
    return { role, claims: claims as Record<string, unknown> };
  } catch {
    return undefined;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}
