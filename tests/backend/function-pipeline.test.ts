import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../supabase/functions/_shared/http.ts';
import { createScheduleDemoHandler } from '../../supabase/functions/_shared/schedule-demo-handler.ts';
import { createTrialWebhookHandler } from '../../supabase/functions/_shared/trial-webhook-handler.ts';
import {
  ATTEMPT_KEY,
  EXPECTED_CORS,
  FakeDataApi,
  SITE_ORIGIN,
  corsHeadersOf,
  fakeDeps,
  jsonOf,
  postJson,
  postStream,
} from './support/handler-harness.ts';
import { validDemoRequest, validTrialLead } from './support/sample-data.ts';

// What both functions do before their own work: CORS, method, body size, JSON parsing.
const env = {
  SUPABASE_URL: 'http://supabase.test',
  SUPABASE_SERVICE_ROLE_KEY: 'service-key',
  SALES_WEBHOOK_URL: 'http://sales.test/hook',
};

describe.each([
  ['trial-webhook', createTrialWebhookHandler, validTrialLead],
  ['schedule-demo', createScheduleDemoHandler, validDemoRequest],
] as const)('%s', (_name, createHandler, validBody) => {
  it('answers the CORS preflight with 204 and the CORS headers, calling nobody', async () => {
    const { deps, calls } = fakeDeps(env);
    const response = await createHandler(deps)(new Request('http://functions.test/fn', { method: 'OPTIONS', headers: { Origin: SITE_ORIGIN } }));
    expect(response.status).toBe(204);
    expect(corsHeadersOf(response)).toEqual(EXPECTED_CORS);
    expect(calls).toEqual([]);
  });

  it.each(['PUT', 'DELETE', 'PATCH'])('refuses %s with 405, an Allow header and a JSON error', async (method) => {
    const { deps } = fakeDeps(env);
    const response = await createHandler(deps)(new Request('http://functions.test/fn', { method, headers: { Origin: SITE_ORIGIN } }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST, OPTIONS');
    expect(corsHeadersOf(response)).toEqual(EXPECTED_CORS);
    expect(await jsonOf(response)).toEqual({ error: `Method ${method} is not allowed; use POST (GET hands out a proof-of-work challenge)` });
  });

  it('refuses a body whose Content-Length is over 16 KB with 413, before reading it', async () => {
    const { deps, calls } = fakeDeps(env);
    const response = await createHandler(deps)(postJson(validBody, { 'Content-Length': String(MAX_BODY_BYTES + 1) }));
    expect(response.status).toBe(413);
    expect(await jsonOf(response)).toEqual({ error: `Request body is larger than ${MAX_BODY_BYTES} bytes` });
    expect(calls).toEqual([]);
  });

  it('refuses a streamed body over 16 KB without Content-Length with 413 (counts the real bytes)', async () => {
    const { deps, calls } = fakeDeps(env);
    const padded = JSON.stringify({ ...validBody, notes: 'x'.repeat(MAX_BODY_BYTES) });
    const request = postStream(padded);
    expect(request.headers.get('content-length')).toBeNull();
    const response = await createHandler(deps)(request);
    expect(response.status).toBe(413);
    expect(corsHeadersOf(response)).toEqual(EXPECTED_CORS);
    expect(calls).toEqual([]);
  });

  it('accepts a body of exactly 16 KB and refuses one byte more, streamed or not', async () => {
    // Trailing whitespace is valid JSON, so the size can be set to the byte.
    const json = JSON.stringify(validBody);
    const ofSize = (bytes: number) => json + ' '.repeat(bytes - json.length);
    const dataApi = new FakeDataApi();
    dataApi.rows.trial_leads.push({ ...validTrialLead, idempotency_key: ATTEMPT_KEY, notified_at: null });
    const { deps } = fakeDeps(env, undefined, dataApi);
    const handler = createHandler(deps);
    expect((await handler(postStream(ofSize(MAX_BODY_BYTES)))).status).toBe(200);
    expect((await handler(postJson(ofSize(MAX_BODY_BYTES)))).status).toBe(200);
    expect((await handler(postStream(ofSize(MAX_BODY_BYTES + 1)))).status).toBe(413);
    expect((await handler(postJson(ofSize(MAX_BODY_BYTES + 1)))).status).toBe(413);
  });

  it.each([
    ['invalid JSON', '{"first_name": "Ada",', 'Request body is not valid JSON'],
    ['an empty body', '', 'Request body is empty; send a JSON object'],
  ])('answers 400 to %s', async (_label, body, message) => {
    const { deps, calls } = fakeDeps(env);
    const response = await createHandler(deps)(postJson(body));
    expect(response.status).toBe(400);
    expect(corsHeadersOf(response)).toEqual(EXPECTED_CORS);
    expect(await jsonOf(response)).toEqual({ error: message });
    expect(calls).toEqual([]);
  });

  it.each([['an array', [validBody]], ['null', null], ['a string', 'hello'], ['a number', 42]])(
    'answers 400 when the JSON is %s instead of an object',
    async (_label, body) => {
      const { deps } = fakeDeps(env);
      const response = await createHandler(deps)(postJson(JSON.stringify(body)));
      expect(response.status).toBe(400);
      expect((await jsonOf(response)).error).toMatch(/^Request body must be a JSON object with the fields: /);
    },
  );

  it('answers 400 naming an unexpected field (a typo must not be dropped silently)', async () => {
    const { deps } = fakeDeps(env);
    const response = await createHandler(deps)(postJson({ ...validBody, firstName: 'Ada' }));
    expect(response.status).toBe(400);
    expect((await jsonOf(response)).error).toMatch(/^Unexpected field\(s\): firstName; expected only: /);
  });

  it('answers 500 with a generic message when something unexpected breaks, logging the details', async () => {
    const { deps, logs } = fakeDeps(env);
    deps.now = () => {
      throw new Error('clock exploded');
    };
    const response = await createHandler(deps)(postJson(validBody));
    expect(response.status).toBe(500);
    expect(await jsonOf(response)).toEqual({ error: 'Internal error; please try again later' });
    expect(logs.join('\n')).toContain('clock exploded');
  });

  it('lets only the site\'s origin call it: a foreign origin gets 403 and no Allow-Origin, calling nobody', async () => {
    const { deps, calls } = fakeDeps(env);
    for (const origin of ['https://evil.example', 'http://localhost.evil.example']) {
      const response = await createHandler(deps)(postJson(validBody, { Origin: origin }));
      expect(response.status, origin).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
    const preflight = await createHandler(deps)(new Request('http://functions.test/fn', { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } }));
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('with ALLOWED_ORIGINS set, allows exactly those origins and no local ones', async () => {
    const { deps } = fakeDeps({ ...env, ALLOWED_ORIGINS: 'https://vertiq.example, https://www.vertiq.example/' });
    const from = (origin: string) => createHandler(deps)(new Request('http://functions.test/fn', { method: 'OPTIONS', headers: { Origin: origin } }));
    expect((await from('https://www.vertiq.example')).headers.get('access-control-allow-origin')).toBe('https://www.vertiq.example');
    expect((await from(SITE_ORIGIN)).headers.get('access-control-allow-origin')).toBeNull();
  });
});
