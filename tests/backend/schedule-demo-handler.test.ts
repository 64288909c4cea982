import { describe, expect, it } from 'vitest';
import { createScheduleDemoHandler } from '../../supabase/functions/_shared/schedule-demo-handler.ts';
import { EXPECTED_CORS, FIXED_NOW, type RecordedCall, corsHeadersOf, fakeDeps, jsonOf, postJson } from './support/handler-harness.ts';
import { validDemoRequest, validDemoRow } from './support/sample-data.ts';

const SUPABASE_URL = 'http://supabase.test';
const STORE_URL = `${SUPABASE_URL}/rest/v1/demo_requests`;
const SALES = 'http://sales.test/hook';
const env = { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY: 'service-key', SALES_WEBHOOK_URL: SALES };

/** Answers the data API and the sales hook separately. */
function answering(store: () => Response | Error | 'never', sales: () => Response | Error | 'never' = () => new Response('ok')) {
  return (call: RecordedCall) => (call.url === STORE_URL ? store() : sales());
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

  it('stores the request through the data API as the service role, then notifies sales, and answers 200', async () => {
    const { deps, calls } = fakeDeps(env);
    const response = await createScheduleDemoHandler(deps)(postJson(validDemoRequest));
    expect(response.status).toBe(200);
    expect(corsHeadersOf(response)).toEqual(EXPECTED_CORS);
    expect(await jsonOf(response)).toEqual({ ok: true });
    expect(calls).toEqual([
      {
        url: STORE_URL,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          apikey: 'service-key',
          authorization: 'Bearer service-key',
          prefer: 'return=minimal',
        },
        body: validDemoRow,
      },
      {
        url: SALES,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: { event: 'demo_request', received_at: FIXED_NOW.toISOString(), data: validDemoRow },
      },
    ]);
  });

  it('stores absent, null or empty phone and notes as null, and keeps seconds when sent', async () => {
    const { deps, calls } = fakeDeps({ ...env, SALES_WEBHOOK_URL: '' });
    const { phone: _phone, notes: _notes, ...minimal } = validDemoRequest;
    await createScheduleDemoHandler(deps)(postJson({ ...minimal, preferredDate: '2026-12-01T10:30:15' }));
    await createScheduleDemoHandler(deps)(postJson({ ...validDemoRequest, phone: null, notes: '' }));
    expect(calls.map((call) => call.body)).toEqual([
      { ...validDemoRow, phone: null, notes: null, preferred_date: '2026-12-01T10:30:15' },
      { ...validDemoRow, phone: null, notes: null },
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
  ])('answers 500 without notifying sales when %s', async (_label, store) => {
    const { deps, calls, logs } = fakeDeps(env, answering(store));
    const response = await createScheduleDemoHandler(deps)(postJson(validDemoRequest));
    expect(response.status).toBe(500);
    expect(corsHeadersOf(response)).toEqual(EXPECTED_CORS);
    expect(await jsonOf(response)).toEqual({ error: 'Could not store the demo request; please try again later' });
    expect(calls.map((call) => call.url)).toEqual([STORE_URL]);
    expect(logs[0]).toContain('Storing demo request failed');
  });

  it('answers 500 and logs the cause when the function lacks SUPABASE_URL or the service key', async () => {
    for (const missing of ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY']) {
      const { deps, calls, logs } = fakeDeps({ ...env, [missing]: '' });
      const response = await createScheduleDemoHandler(deps)(postJson(validDemoRequest));
      expect(response.status).toBe(500);
      expect(calls).toEqual([]);
      expect(logs[0]).toContain('SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is not set');
    }
  });

  it.each([
    ['answers 503', () => new Response('busy', { status: 503 })],
    ['cannot be reached', () => new TypeError('fetch failed')],
    ['does not answer in time', () => 'never' as const],
  ])('answers 502 after storing when the sales webhook %s', async (_label, sales) => {
    const { deps, calls } = fakeDeps(env, answering(() => new Response(null, { status: 201 }), sales));
    const response = await createScheduleDemoHandler(deps)(postJson(validDemoRequest));
    expect(response.status).toBe(502);
    expect(await jsonOf(response)).toEqual({ error: 'Could not notify the sales team; please try again' });
    expect(calls.map((call) => call.url)).toEqual([STORE_URL, SALES]);
  });

  it('answers 200 without notifying when SALES_WEBHOOK_URL is not set', async () => {
    const { deps, calls } = fakeDeps({ SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY: 'service-key' });
    const response = await createScheduleDemoHandler(deps)(postJson(validDemoRequest));
    expect(response.status).toBe(200);
    expect(calls.map((call) => call.url)).toEqual([STORE_URL]);
  });
});
