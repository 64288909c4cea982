/**
 * The functions run with verify_jwt = false (issue 21): they check the caller's `apikey` against the
 * project's publishable keys and the legacy anon key themselves, and reach the database with a secret
 * key from SUPABASE_SECRET_KEYS, else the legacy service-role key.
 */
import { describe, expect, it } from 'vitest';
import { createScheduleDemoHandler } from '../../supabase/functions/_shared/schedule-demo-handler.ts';
import { createTrialWebhookHandler } from '../../supabase/functions/_shared/trial-webhook-handler.ts';
import { browserKeys, databaseKey, namedKeys } from '../../supabase/functions/_shared/project-keys.ts';
import type { HandlerDeps } from '../../supabase/functions/_shared/handler-deps.ts';
import { EXPECTED_CORS, FAKE_SUPABASE_URL, SITE_ORIGIN, corsHeadersOf, fakeDeps, jsonOf, postJson } from './support/handler-harness.ts';
import { validDemoRequest, validTrialLead } from './support/sample-data.ts';

const PUBLISHABLE = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
const SECOND_PUBLISHABLE = 'sb_publishable_mobile_app_key_000000000';
const LEGACY_ANON = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2ln';
const SECRET = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
const LEGACY_SERVICE = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2ln';

const envOf = (values: Record<string, string>): HandlerDeps => ({ env: (name) => values[name], fetch, now: () => new Date() });

describe('project keys in the function runtime', () => {
  it('reads the JSON objects of named keys as the hosted runtime provides them', () => {
    expect(namedKeys(JSON.stringify({ default: PUBLISHABLE, mobile: SECOND_PUBLISHABLE }))).toEqual([PUBLISHABLE, SECOND_PUBLISHABLE]);
    expect(namedKeys('not json')).toEqual([]);
    expect(namedKeys('["sb_publishable_x"]')).toEqual([]);
    expect(namedKeys(undefined)).toEqual([]);
  });

  it('accepts every publishable key and the legacy anon key while it exists', () => {
    const deps = envOf({ SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE, mobile: SECOND_PUBLISHABLE }), SUPABASE_ANON_KEY: LEGACY_ANON });
    expect(browserKeys(deps)).toEqual([PUBLISHABLE, SECOND_PUBLISHABLE, LEGACY_ANON]);
    expect(browserKeys(envOf({ SUPABASE_ANON_KEY: LEGACY_ANON }))).toEqual([LEGACY_ANON]);
  });

  it('prefers the default secret key, then any secret key, then the legacy service-role key', () => {
    expect(databaseKey(envOf({ SUPABASE_SECRET_KEYS: JSON.stringify({ other: 'sb_secret_other', default: SECRET }), SUPABASE_SERVICE_ROLE_KEY: LEGACY_SERVICE }))).toBe(SECRET);
    expect(databaseKey(envOf({ SUPABASE_SECRET_KEYS: JSON.stringify({ ci: SECRET }) }))).toBe(SECRET);
    expect(databaseKey(envOf({ SUPABASE_SECRET_KEYS: '{}', SUPABASE_SERVICE_ROLE_KEY: LEGACY_SERVICE }))).toBe(LEGACY_SERVICE);
    expect(databaseKey(envOf({}))).toBeUndefined();
  });
});

describe.each([
  ['trial-webhook', createTrialWebhookHandler, validTrialLead],
  ['schedule-demo', createScheduleDemoHandler, validDemoRequest],
] as const)('%s checks the apikey itself', (_name, createHandler, body) => {
  const newKeysOnly = {
    SUPABASE_URL: FAKE_SUPABASE_URL,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET }),
  };

  it.each([
    ['no apikey', {}, /^No API key/],
    ['an unknown apikey', { apikey: 'sb_publishable_someone_elses_project' }, /^Invalid API key/],
    ['the secret key as apikey', { apikey: SECRET }, /^Invalid API key/],
    ['a valid key only as a bearer token', { Authorization: `Bearer ${PUBLISHABLE}` }, /^No API key/],
  ])('answers 401 JSON with the CORS headers for %s, calling nobody', async (_label, headers, message) => {
    const { deps, calls } = fakeDeps(newKeysOnly);
    const request = postJson(body, headers);
    if (!('apikey' in headers)) request.headers.delete('apikey');
    const response = await createHandler(deps)(request);
    expect(response.status).toBe(401);
    expect((await jsonOf(response)).error).toMatch(message);
    expect(corsHeadersOf(response)).toEqual(EXPECTED_CORS);
    expect(calls).toEqual([]);
  });

  it('still answers the preflight, which carries no key', async () => {
    const { deps } = fakeDeps(newKeysOnly);
    const response = await createHandler(deps)(new Request('http://functions.test/fn', { method: 'OPTIONS', headers: { Origin: SITE_ORIGIN } }));
    expect(response.status).toBe(204);
  });

  it('works with only the new keys: publishable in, secret key (apikey alone, not a bearer) to the database', async () => {
    const { deps, calls } = fakeDeps(newKeysOnly);
    const response = await createHandler(deps)(postJson(body, { apikey: PUBLISHABLE }));
    expect(response.status).not.toBe(401);
    expect(response.status).toBeLessThan(500);
    const dataCalls = calls.filter((call) => call.url.startsWith(`${FAKE_SUPABASE_URL}/rest/v1/`));
    expect(dataCalls.length).toBeGreaterThan(0);
    for (const call of dataCalls) {
      expect(call.headers.apikey).toBe(SECRET);
      expect(call.headers.authorization).toBeUndefined();
    }
  });

  it('works with only the legacy keys: anon in, service-role JWT (apikey and bearer) to the database', async () => {
    const { deps, calls } = fakeDeps({ SUPABASE_URL: FAKE_SUPABASE_URL, SUPABASE_PUBLISHABLE_KEYS: '', SUPABASE_ANON_KEY: LEGACY_ANON, SUPABASE_SERVICE_ROLE_KEY: LEGACY_SERVICE });
    const response = await createHandler(deps)(postJson(body, { apikey: LEGACY_ANON }));
    expect(response.status).toBeLessThan(500);
    expect(response.status).not.toBe(401);
    const [first] = calls.filter((call) => call.url.startsWith(`${FAKE_SUPABASE_URL}/rest/v1/`));
    expect(first.headers).toMatchObject({ apikey: LEGACY_SERVICE, authorization: `Bearer ${LEGACY_SERVICE}` });
  });

  it('answers 500 naming the missing settings when the runtime has no browser key or no secret key', async () => {
    const noBrowserKey = fakeDeps({ SUPABASE_URL: FAKE_SUPABASE_URL, SUPABASE_PUBLISHABLE_KEYS: '', SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET }) });
    const first = await createHandler(noBrowserKey.deps)(postJson(body, { apikey: PUBLISHABLE }));
    expect(first.status).toBe(500);
    expect((await jsonOf(first)).error).toMatch(/neither SUPABASE_PUBLISHABLE_KEYS nor SUPABASE_ANON_KEY is set/);

    const noSecret = fakeDeps({ SUPABASE_URL: FAKE_SUPABASE_URL, SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE }) });
    const second = await createHandler(noSecret.deps)(postJson(body, { apikey: PUBLISHABLE }));
    expect(second.status).toBe(500);
    expect((await jsonOf(second)).error).toMatch(/neither SUPABASE_SECRET_KEYS nor SUPABASE_SERVICE_ROLE_KEY is set/);
    expect(noSecret.calls).toEqual([]);
  });
});
