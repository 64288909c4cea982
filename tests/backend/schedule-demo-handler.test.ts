import { describe, expect, it } from 'vitest';
import { createScheduleDemoHandler } from '../../supabase/functions/_shared/schedule-demo-handler.ts';
import { DEFAULT_RETRY_AFTER_SECONDS } from '../../supabase/functions/_shared/ceilings.ts';
import {
  ATTEMPT_KEY,
  EXPECTED_CORS,
  FAKE_SUPABASE_URL,
  FIXED_NOW,
  FakeDataApi,
  type RecordedCall,
  corsHeadersOf,
  fakeDeps,
  jsonOf,
  postJson,
} from './support/handler-harness.ts';
import { validDemoRequest, validDemoRow } from './support/sample-data.ts';

const SUPABASE_URL = FAKE_SUPABASE_URL;
const STORE_URL = `${SUPABASE_URL}/rest/v1/demo_requests`;
const SALES = 'http://sales.test/hook';
const env = { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY: 'service-key', SALES_WEBHOOK_URL: SALES };

const salesCalls = (calls: RecordedCall[]) => calls.filter((call) => call.url === SALES);
const storeCalls = (calls: RecordedCall[]) => calls.filter((call) => call.url === STORE_URL && call.method === 'POST');

/** A wall-clock time one minute ago in `timeZone`, as the form would send it. */
function pastWallClock(timeZone: string): string {
  const parts = new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(Date.now() - 60_000);
  return parts.replace(' ', 'T');
}

describe('schedule-demo', () => {
  describe('refuses invalid fields with 400 and a message naming the field', () => {
    const dateMessage = 'preferredDate must be a real local date and time in the form YYYY-MM-DDTHH:MM (e.g. 2026-12-01T10:30)';
    const zoneMessage = 'timezone must be an IANA time zone name such as Europe/Berlin or America/New_York';
    const cases: [string, Record<string, unknown>, string][] = [
      ['name missing', { name: undefined }, 'name is required'],
      ['name blank', { name: ' ' }, 'name is required'],
      ['name too long', { name: 'x'.repeat(201) }, 'name must be at most 200 characters'],
      ['email malformed', { email: 'grace@' }, 'email must be a valid email address'],
      ['company missing', { company: null }, 'company is required'],
      ['company too long', { company: 'x'.repeat(201) }, 'company must be at most 200 characters'],
      ['phone an object', { phone: { number: 1 } }, 'phone must be a string or null'],
      ['phone too long', { phone: '1'.repeat(41) }, 'phone must be at most 40 characters'],
      ['preferredDate missing', { preferredDate: undefined }, 'preferredDate is required'],
      ['preferredDate a date only', { preferredDate: '2026-12-01' }, dateMessage],
      ['preferredDate with an offset', { preferredDate: '2026-12-01T10:30Z' }, dateMessage],
      ['preferredDate in another format', { preferredDate: '12/01/2026 10:30' }, dateMessage],
      ['preferredDate not on the calendar', { preferredDate: '2026-02-30T10:30' }, dateMessage],
      ['preferredDate at hour 24', { preferredDate: '2026-12-01T24:00' }, dateMessage],
      ['preferredDate with 60 seconds', { preferredDate: '2026-12-01T10:30:60' }, dateMessage],
      ['preferredDate in the past', { preferredDate: '2020-01-01T10:30' }, 'preferredDate must be in the future'],
      ['preferredDate a minute ago in its own zone', { preferredDate: pastWallClock('Asia/Tokyo'), timezone: 'Asia/Tokyo' }, 'preferredDate must be in the future'],
      ['notes a number', { notes: 12 }, 'notes must be a string or null'],
      ['notes too long', { notes: 'n'.repeat(2001) }, 'notes must be at most 2000 characters'],
      ['timezone missing', { timezone: undefined }, 'timezone is required'],
      ['timezone unknown', { timezone: 'Mars/Olympus_Mons' }, zoneMessage],
      ['timezone an offset', { timezone: '+02:00' }, zoneMessage],
      ['timezone with a space', { timezone: 'Europe/ Berlin' }, zoneMessage],
    ];
    it.each(cases)('%s', async (_label, change, message) => {
      const { deps, calls } = fakeDeps(env);
      const response = await createScheduleDemoHandler(deps)(postJson({ ...validDemoRequest, ...change }));
      expect(response.status).toBe(400);
      expect(corsHeadersOf(response)).toEqual(EXPECTED_CORS);
      expect(await jsonOf(response)).toEqual({ error: message });
      expect(calls).toEqual([]);
    });
  });

  it('counts the call, stores the request as the service role with its idempotency key, notifies sales, answers 200', async () => {
    const { deps, calls } = fakeDeps(env);
    const response = await createScheduleDemoHandler(deps)(
      postJson(validDemoRequest, { 'CF-Connecting-IP': '203.0.113.9', 'X-Forwarded-For': '198.51.100.66, 203.0.113.9' }),
    );
    expect(response.status).toBe(200);
    expect(corsHeadersOf(response)).toEqual(EXPECTED_CORS);
    expect(await jsonOf(response)).toEqual({ ok: true });
    expect(calls.map((call) => `${call.method} ${call.url.replace(SUPABASE_URL, '')}`)).toEqual([
      'POST /rest/v1/function_call_checks',
      'POST /rest/v1/demo_requests',
      `PATCH /rest/v1/demo_requests?idempotency_key=eq.${ATTEMPT_KEY}&notified_at=is.null`,
      `POST ${SALES}`,
    ]);
    // No header of a function call is trusted on hosted Supabase (client-address.ts): no address.
    expect(calls[0].body).toEqual({ bucket: 'schedule-demo', client_address: null, proof: null, proof_expires_at: null });
    expect(calls[1].headers).toMatchObject({ apikey: 'service-key', authorization: 'Bearer service-key', prefer: 'return=minimal' });
    expect(calls[1].body).toEqual({ ...validDemoRow, idempotency_key: ATTEMPT_KEY });
    expect(calls[3].body).toEqual({ event: 'demo_request', received_at: FIXED_NOW.toISOString(), data: validDemoRow });
  });

  it('stores absent, null or empty phone and notes as null, and keeps seconds when sent', async () => {
    const { deps, calls } = fakeDeps({ ...env, SALES_WEBHOOK_URL: '' });
    const { phone: _phone, notes: _notes, ...minimal } = validDemoRequest;
    await createScheduleDemoHandler(deps)(postJson({ ...minimal, preferredDate: '2099-12-01T10:30:15' }, { 'Idempotency-Key': crypto.randomUUID() }));
    await createScheduleDemoHandler(deps)(postJson({ ...validDemoRequest, phone: null, notes: '' }, { 'Idempotency-Key': crypto.randomUUID() }));
    expect(storeCalls(calls).map(({ body }) => ({ ...(body as object), idempotency_key: undefined }))).toEqual([
      { ...validDemoRow, phone: null, notes: null, preferred_date: '2099-12-01T10:30:15', idempotency_key: undefined },
      { ...validDemoRow, phone: null, notes: null, idempotency_key: undefined },
    ]);
  });

  it('accepts any IANA zone the browser may report, including UTC and Etc/GMT+5', async () => {
    const { deps } = fakeDeps({ ...env, SALES_WEBHOOK_URL: '' });
    for (const timezone of ['UTC', 'Etc/GMT+5', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires']) {
      const response = await createScheduleDemoHandler(deps)(postJson({ ...validDemoRequest, timezone }));
      expect(response.status, timezone).toBe(200);
    }
  });

  it.each([
    ['the data API answers 500', () => new Response('{"code":"XX000"}', { status: 500 })],
    ['the data API refuses the key (401)', () => new Response('{"message":"Invalid API key"}', { status: 401 })],
    ['the data API cannot be reached', () => new TypeError('fetch failed')],
    ['the data API does not answer in time', () => 'never' as const],
  ])('answers 500 without notifying sales when %s', async (_label, outage) => {
    const dataApi = new FakeDataApi();
    dataApi.failWith = outage;
    const { deps, calls, logs } = fakeDeps(env, undefined, dataApi);
    const response = await createScheduleDemoHandler(deps)(postJson(validDemoRequest));
    expect(response.status).toBe(500);
    expect(corsHeadersOf(response)).toEqual(EXPECTED_CORS);
    expect(await jsonOf(response)).toEqual({ error: 'Could not reach our database; please try again later' });
    expect(salesCalls(calls)).toEqual([]);
    expect(logs[0]).toContain(`${SUPABASE_URL}/rest/v1/function_call_checks`);
  });

  it('answers 429 with the limit message and the database\'s Retry-After when the database refuses the call', async () => {
    const dataApi = new FakeDataApi();
    dataApi.failWith = () => Response.json({ code: 'PT429', message: 'Too many submissions' }, { status: 429, headers: { 'Retry-After': '321' } });
    const { deps, calls } = fakeDeps(env, undefined, dataApi);
    const response = await createScheduleDemoHandler(deps)(postJson(validDemoRequest));
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('321');
    expect(corsHeadersOf(response)).toEqual(EXPECTED_CORS);
    expect(await jsonOf(response)).toEqual({ error: 'Too many submissions' });
    expect(salesCalls(calls)).toEqual([]);
  });

  it.each([
    ['no Retry-After', {}],
    ['a Retry-After that is not a number of seconds', { 'Retry-After': 'soon' }],
    ['a Retry-After of 0', { 'Retry-After': '0' }],
  ])('a 429 of the database with %s still answers Retry-After (the longest window)', async (_label, headers) => {
    const dataApi = new FakeDataApi();
    dataApi.failWith = () => new Response('not json', { status: 429, headers });
    const { deps } = fakeDeps(env, undefined, dataApi);
    const response = await createScheduleDemoHandler(deps)(postJson(validDemoRequest));
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe(String(DEFAULT_RETRY_AFTER_SECONDS));
    expect(await jsonOf(response)).toEqual({ error: 'Too many requests; please try again later' });
  });

  it.each([
    ['cf-connecting-ip, x-forwarded-for and x-real-ip are all ignored by default', {}, null],
    ['the header TRUSTED_CLIENT_ADDRESS_HEADER names is read, IPv6 by its /64', { TRUSTED_CLIENT_ADDRESS_HEADER: 'X-Real-IP' }, '2001:db8:0:7::/64'],
  ])('counts the call under a trusted address only: %s', async (_label, settings, expected) => {
    const { deps, calls } = fakeDeps({ ...env, SALES_WEBHOOK_URL: '', ...settings });
    const headers = { 'CF-Connecting-IP': '203.0.113.9', 'X-Forwarded-For': '198.51.100.1', 'X-Real-IP': '2001:DB8:0:7:aaaa:bbbb:cccc:dddd' };
    expect((await createScheduleDemoHandler(deps)(postJson(validDemoRequest, headers))).status).toBe(200);
    expect(calls[0].body).toEqual({ bucket: 'schedule-demo', client_address: expected, proof: null, proof_expires_at: null });
  });

  it('answers 500 and logs the cause when the function lacks SUPABASE_URL or any secret key', async () => {
    const cases = [
      ['SUPABASE_URL', 'SUPABASE_URL is not set'],
      ['SUPABASE_SERVICE_ROLE_KEY', 'neither SUPABASE_SECRET_KEYS nor SUPABASE_SERVICE_ROLE_KEY is set'],
    ] as const;
    for (const [missing, cause] of cases) {
      const { deps, calls, logs } = fakeDeps({ ...env, [missing]: '' });
      const response = await createScheduleDemoHandler(deps)(postJson(validDemoRequest));
      expect(response.status).toBe(500);
      expect(calls).toEqual([]);
      expect(logs[0]).toContain(cause);
    }
  });

  it.each([
    ['answers 503', () => new Response('busy', { status: 503 })],
    ['cannot be reached', () => new TypeError('fetch failed')],
    ['does not answer in time', () => 'never' as const],
  ])('answers 502 after storing when the sales webhook %s; the retry stores nothing more and notifies once', async (_label, sales) => {
    const dataApi = new FakeDataApi();
    let failing = true;
    const { deps, calls } = fakeDeps(env, () => (failing ? sales() : new Response('ok')), dataApi);
    const response = await createScheduleDemoHandler(deps)(postJson(validDemoRequest));
    expect(response.status).toBe(502);
    expect(await jsonOf(response)).toEqual({ error: 'Could not notify the sales team; please try again' });
    expect(dataApi.rows.demo_requests).toHaveLength(1);
    expect(dataApi.rows.demo_requests[0].notified_at).toBeNull();

    failing = false;
    expect((await createScheduleDemoHandler(deps)(postJson(validDemoRequest))).status).toBe(200);
    expect((await createScheduleDemoHandler(deps)(postJson(validDemoRequest))).status).toBe(200);
    expect(dataApi.rows.demo_requests).toHaveLength(1);
    expect(salesCalls(calls)).toHaveLength(2); // the failed one and one success, not a third
  });

  it('answers 200 without notifying when SALES_WEBHOOK_URL is not set', async () => {
    const { deps, calls } = fakeDeps({ SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY: 'service-key' });
    const response = await createScheduleDemoHandler(deps)(postJson(validDemoRequest));
    expect(response.status).toBe(200);
    expect(salesCalls(calls)).toEqual([]);
    expect(storeCalls(calls)).toHaveLength(1);
  });
});
