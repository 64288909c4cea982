/** The database role a request runs as, decided by which key it presents. */
export type ApiRole = 'anon' | 'service_role';

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

/** Hosted Supabase reads the role from the JWT; locally the two known keys are the only valid tokens. */
export function roleForKey(keys: ApiKeys, key: string | undefined): ApiRole | undefined {
  if (key === undefined) return undefined;
  if (key === keys.anonKey) return 'anon';
  if (key === keys.serviceRoleKey) return 'service_role';
  return undefined;
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}
