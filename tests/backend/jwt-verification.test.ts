/**
 * The stand-in verifies tokens as PostgREST and the functions gateway do (issue 13): HS256 with the
 * project's JWT secret, not expired, a known role. The local keys are real tokens signed with the
 * Supabase CLI's documented secret, so they verify; forged, re-signed or expired ones do not.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyToken } from '../../runtime/local-backend/api-keys.ts';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../runtime/local-backend/keys.ts';

const keys = { jwtSecret: LOCAL_JWT_SECRET };
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function sign(payload: object, secret = LOCAL_JWT_SECRET, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const unsigned = `${b64(header)}.${b64(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('JWT verification of the local backend', () => {
  it('accepts the documented local keys with their roles and claims', () => {
    expect(verifyToken(keys, LOCAL_ANON_KEY)).toEqual({ role: 'anon', claims: { iss: 'supabase-demo', role: 'anon', exp: 1983812996 } });
    expect(verifyToken(keys, LOCAL_SERVICE_ROLE_KEY)?.role).toBe('service_role');
  });

  it('accepts any token signed with the secret (its claims are what request.jwt.claims carries)', () => {
    expect(verifyToken(keys, sign({ role: 'anon', sub: 'visitor-1' }))?.claims).toEqual({ role: 'anon', sub: 'visitor-1' });
  });

  it('refuses a token signed with another secret, a changed payload, an expired token, an unknown role and alg none', () => {
    expect(verifyToken(keys, sign({ role: 'service_role' }, 'not-the-secret-not-the-secret-not-the-secret'))).toBeUndefined();
    const [header, , signature] = LOCAL_ANON_KEY.split('.');
    expect(verifyToken(keys, `${header}.${b64({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 })}.${signature}`)).toBeUndefined();
    expect(verifyToken(keys, sign({ role: 'anon', exp: 1_000_000 }))).toBeUndefined();
    expect(verifyToken(keys, sign({ role: 'postgres' }))).toBeUndefined();
    expect(verifyToken(keys, `${b64({ alg: 'none' })}.${b64({ role: 'service_role' })}.`)).toBeUndefined();
    expect(verifyToken(keys, 'not a token')).toBeUndefined();
  });
});
