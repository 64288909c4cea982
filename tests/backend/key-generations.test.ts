/**
 * The stand-in emulates a Supabase project created today (issue 21): it issues both key
 * generations as the Supabase CLI does, its data API gateway maps an API key to its role as
 * hosted Supabase does, its functions gateway honours verify_jwt per function, and the
 * functions receive SUPABASE_PUBLISHABLE_KEYS / SUPABASE_SECRET_KEYS (and the legacy keys
 * while they are on). Real PGlite, real Deno functions.
 */
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type LocalBackend,
  LOCAL_ANON_KEY,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  functionRuntimeKeys,
  startLocalBackend,
} from '../../runtime/local-backend/index.ts';
import { resolveApiKeys } from '../../runtime/local-backend/settings.ts';
import { DATABASE_START_TIMEOUT_MS, emptyLeadTables } from './support/database.ts';
import { validDemoRequest, validTrialLead } from './support/sample-data.ts';

const ORIGIN = 'http://localhost:4173';

class NeverUsedWebSocket {
  constructor() {
    throw new Error('realtime is not part of the local backend');
  }
}

function post(backend: LocalBackend, path: string, body: unknown, headers: Record<string, string>) {
  return fetch(`${backend.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers }, body: JSON.stringify(body) });
}

describe('the keys the stand-in issues', () => {
  it('are the Supabase CLI\'s local keys of both generations', () => {
    expect(LOCAL_PUBLISHABLE_KEY).toBe('sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH');
    expect(LOCAL_SECRET_KEY).toBe('sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz');
    expect(resolveApiKeys()).toMatchObject({ publishableKey: LOCAL_PUBLISHABLE_KEY, secretKey: LOCAL_SECRET_KEY, anonKey: LOCAL_ANON_KEY, serviceRoleKey: LOCAL_SERVICE_ROLE_KEY });
  });

  it('reach the function runtime as hosted Supabase names them; the legacy ones only while switched on', () => {
    expect(functionRuntimeKeys(resolveApiKeys())).toEqual({
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: LOCAL_PUBLISHABLE_KEY }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: LOCAL_SECRET_KEY }),
      SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
    });
    expect(Object.keys(functionRuntimeKeys(resolveApiKeys({ legacyKeys: false })))).toEqual(['SUPABASE_PUBLISHABLE_KEYS', 'SUPABASE_SECRET_KEYS']);
  });
});

describe('a project with both key generations (schedule-demo deployed with verify_jwt)', () => {
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await startLocalBackend({ port: 0, dataDir: 'memory://', quiet: true, verifyJwt: { 'schedule-demo': true } });
  }, DATABASE_START_TIMEOUT_MS);
  afterAll(() => backend?.close());
  beforeEach(() => emptyLeadTables({ exec: async (sql) => void (await backend.query(sql)) }));

  it.each([
    ['the publishable key as apikey alone', { apikey: LOCAL_PUBLISHABLE_KEY }],
    ['the publishable key as apikey and bearer (as supabase-js sends it)', { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}` }],
    ['the legacy anon key', { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` }],
  ])('maps %s to anon: it may insert, never read', async (_label, headers) => {
    expect((await post(backend, '/rest/v1/newsletter_subscribers', { email: 'reader@example.com' }, headers)).status).toBe(201);
    const read = await fetch(`${backend.url}/rest/v1/newsletter_subscribers?select=email`, { headers });
    expect(read.status).toBe(401);
    expect((await read.json()).code).toBe('42501');
  });

  it('maps the secret key to service_role: it reads what anon cannot', async () => {
    await post(backend, '/rest/v1/newsletter_subscribers', { email: 'reader@example.com' }, { apikey: LOCAL_PUBLISHABLE_KEY });
    const read = await fetch(`${backend.url}/rest/v1/newsletter_subscribers?select=email`, { headers: { apikey: LOCAL_SECRET_KEY } });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual([{ email: 'reader@example.com' }]);
  });

  it('refuses an sb_ bearer that is not the apikey (an opaque key is not a JWT) and an unknown key', async () => {
    const escalate = await fetch(`${backend.url}/rest/v1/newsletter_subscribers?select=email`, {
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${LOCAL_SECRET_KEY}` },
    });
    expect(escalate.status).toBe(401);
    expect((await escalate.json()).message).toBe('Invalid JWT in the Authorization header');
    const unknown = await post(backend, '/rest/v1/newsletter_subscribers', { email: 'x@example.com' }, { apikey: 'sb_publishable_not_this_project' });
    expect(unknown.status).toBe(401);
    expect((await unknown.json()).message).toBe('Invalid API key');
  });

  it('supabase-js with the publishable key inserts as anon', async () => {
    const client = createClient(backend.url, LOCAL_PUBLISHABLE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      // supabase-js wants a WebSocket class up front, which Node 20 lacks; only realtime uses it.
      realtime: { transport: NeverUsedWebSocket as unknown as typeof WebSocket },
    });
    const { error } = await client.from('newsletter_subscribers').insert({ email: 'js@example.com' });
    expect(error).toBeNull();
    expect((await backend.query('select email from newsletter_subscribers')).rows).toEqual([{ email: 'js@example.com' }]);
  });

  it('verify_jwt = false (config.toml): trial-webhook is reached with the publishable key and checks it itself', async () => {
    const key = crypto.randomUUID();
    const headers = { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}`, 'Idempotency-Key': key };
    expect((await post(backend, '/rest/v1/trial_leads', { ...validTrialLead, phone: null }, headers)).status).toBe(201);
    const response = await post(backend, '/functions/v1/trial-webhook', validTrialLead, headers);
    expect(response.status).toBe(200);
    const forged = await post(backend, '/functions/v1/trial-webhook', validTrialLead, { ...headers, apikey: 'sb_publishable_forged' });
    expect(forged.status).toBe(401);
    expect((await forged.json()).error).toMatch(/^Invalid API key/);
  });

  it('verify_jwt = true: the gateway refuses the publishable key (not a JWT) with 401, as the platform does, and lets the legacy JWT through', async () => {
    const refused = await post(backend, '/functions/v1/schedule-demo', validDemoRequest, { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}` });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await refused.json()).toEqual({ code: 401, message: 'Invalid JWT' });
    expect((await backend.query('select count(*)::int as n from demo_requests')).rows).toEqual([{ n: 0 }]);

    const legacy = await post(backend, '/functions/v1/schedule-demo', validDemoRequest, { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}`, 'Idempotency-Key': crypto.randomUUID() });
    expect(legacy.status).toBe(200);
  });
});

describe('a project whose legacy keys are switched off', () => {
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await startLocalBackend({ port: 0, dataDir: 'memory://', quiet: true, legacyKeys: false });
  }, DATABASE_START_TIMEOUT_MS);
  afterAll(() => backend?.close());

  it('refuses the legacy anon key at the data API', async () => {
    const response = await post(backend, '/rest/v1/newsletter_subscribers', { email: 'a@example.com' }, { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` });
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe('Legacy API keys are disabled');
  });

  it('still stores a demo request: the function reaches the database with SUPABASE_SECRET_KEYS alone', async () => {
    const response = await post(backend, '/functions/v1/schedule-demo', validDemoRequest, { apikey: LOCAL_PUBLISHABLE_KEY, 'Idempotency-Key': crypto.randomUUID() });
    expect(response.status).toBe(200);
    expect((await backend.query('select company from demo_requests')).rows).toEqual([{ company: validDemoRequest.company }]);
    const legacy = await post(backend, '/functions/v1/schedule-demo', validDemoRequest, { apikey: LOCAL_ANON_KEY });
    expect(legacy.status).toBe(401);
  });
});
