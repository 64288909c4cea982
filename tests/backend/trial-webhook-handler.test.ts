import { describe, expect, it } from 'vitest';
import { createTrialWebhookHandler } from '../../supabase/functions/_shared/trial-webhook-handler.ts';
import { COMPANY_SIZE_OPTIONS, INDUSTRY_OPTIONS, JOB_TITLE_OPTIONS } from '../../supabase/functions/_shared/lead-options.ts';
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
import { validTrialLead } from './support/sample-data.ts';

const SALES = 'http://sales.test/hook';
const env = { SUPABASE_URL: FAKE_SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY: 'service-key', SALES_WEBHOOK_URL: SALES };
const salesCalls = (calls: RecordedCall[]) => calls.filter((call) => call.url === SALES);

/** A data API holding the lead the page stored with ATTEMPT_KEY (the migration fills created_at). */
function withStoredLead(changes: Record<string, unknown> = {}): FakeDataApi {
  const dataApi = new FakeDataApi();
  dataApi.rows.trial_leads.push({ ...validTrialLead, idempotency_key: ATTEMPT_KEY, notified_at: null, ...changes });
  return dataApi;
}

describe('trial-webhook', () => {
  describe('refuses invalid fields with 400 and a message naming the field', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['first_name missing', { first_name: undefined }, 'first_name is required'],
      ['first_name null', { first_name: null }, 'first_name is required'],
      ['first_name blank', { first_name: '   ' }, 'first_name is required'],
      ['first_name a number', { first_name: 7 }, 'first_name must be a string'],
      ['first_name too long', { first_name: 'x'.repeat(101) }, 'first_name must be at most 100 characters'],
      ['last_name missing', { last_name: undefined }, 'last_name is required'],
      ['last_name too long', { last_name: 'x'.repeat(101) }, 'last_name must be at most 100 characters'],
      ['email missing', { email: undefined }, 'email is required'],
      ['email malformed', { email: 'ada.example.com' }, 'email must be a valid email address'],
      ['email without a top-level domain', { email: 'ada@localhost' }, 'email must be a valid email address'],
      ['email too long', { email: `${'a'.repeat(250)}@example.com` }, 'email must be at most 254 characters'],
      ['company_name missing', { company_name: undefined }, 'company_name is required'],
      ['company_name too long', { company_name: 'x'.repeat(201) }, 'company_name must be at most 200 characters'],
      ['job_title missing', { job_title: undefined }, 'job_title is required'],
      ['job_title unknown', { job_title: 'Wizard' }, `job_title must be one of: ${JOB_TITLE_OPTIONS.join(', ')}`],
      ['industry unknown', { industry: 'Astrology' }, `industry must be one of: ${INDUSTRY_OPTIONS.join(', ')}`],
      ['industry in the wrong case', { industry: 'legal' }, `industry must be one of: ${INDUSTRY_OPTIONS.join(', ')}`],
      ['company_size unknown', { company_size: '7' }, `company_size must be one of: ${COMPANY_SIZE_OPTIONS.join(', ')}`],
      ['phone a number', { phone: 5550100 }, 'phone must be a string or null'],
      ['phone too long', { phone: '1'.repeat(41) }, 'phone must be at most 40 characters'],
    ];
    it.each(cases)('%s', async (_label, change, message) => {
      const { deps, calls } = fakeDeps({ SALES_WEBHOOK_URL: SALES });
      const response = await createTrialWebhookHandler(deps)(postJson({ ...validTrialLead, ...change }));
      expect(response.status).toBe(400);
      expect(corsHeadersOf(response)).toEqual(EXPECTED_CORS);
      expect(await jsonOf(response)).toEqual({ error: message });
      expect(calls).toEqual([]);
    });

    it('lists every problem at once', async () => {
      const { deps } = fakeDeps({});
      const response = await createTrialWebhookHandler(deps)(postJson({ ...validTrialLead, email: 'x', industry: 'Nope', phone: 1 }));
      const { error } = await jsonOf(response);
      expect(String(error).split('; ').map((part) => part.split(' ')[0])).toEqual(['email', 'industry', 'phone']);
    });
  });

  it('notifies sales with the stored row (not the body), marks it, and answers 200', async () => {
    const dataApi = withStoredLead();
    const { deps, calls } = fakeDeps(env, undefined, dataApi);
    const response = await createTrialWebhookHandler(deps)(postJson({ ...validTrialLead, first_name: 'Mallory' }));
    expect(response.status).toBe(200);
    expect(corsHeadersOf(response)).toEqual(EXPECTED_CORS);
    expect(await jsonOf(response)).toEqual({ ok: true });
    const claim = calls.find((call) => call.method === 'PATCH')!;
    expect(new URL(claim.url).searchParams.getAll('created_at')).toEqual([`gte.${new Date(FIXED_NOW.getTime() - 30 * 60_000).toISOString()}`]);
    expect(salesCalls(calls).map((call) => call.body)).toEqual([
      { event: 'trial_lead', received_at: FIXED_NOW.toISOString(), data: validTrialLead },
    ]);
    expect(dataApi.rows.trial_leads[0].notified_at).toBe(FIXED_NOW.toISOString());
  });

  it('notifies nobody about an invented lead (no stored row with that key): 404', async () => {
    const { deps, calls } = fakeDeps(env);
    const response = await createTrialWebhookHandler(deps)(postJson(validTrialLead));
    expect(response.status).toBe(404);
    expect(salesCalls(calls)).toEqual([]);
  });

  it('refuses a call without an Idempotency-Key, or with one that is not a UUID', async () => {
    const { deps, calls } = fakeDeps(env, undefined, withStoredLead());
    expect((await createTrialWebhookHandler(deps)(postJson(validTrialLead, { 'Idempotency-Key': '' }))).status).toBe(400);
    expect((await createTrialWebhookHandler(deps)(postJson(validTrialLead, { 'Idempotency-Key': 'x; drop' }))).status).toBe(400);
    expect(salesCalls(calls)).toEqual([]);
  });

  it('notifies once: a retry after a success answers 200 without a second notification', async () => {
    const { deps, calls } = fakeDeps(env, undefined, withStoredLead());
    for (let i = 0; i < 3; i++) expect((await createTrialWebhookHandler(deps)(postJson(validTrialLead))).status).toBe(200);
    expect(salesCalls(calls)).toHaveLength(1);
  });

  it('answers 200 {ok:true} without calling sales when SALES_WEBHOOK_URL is not set', async () => {
    const { deps, calls } = fakeDeps({ ...env, SALES_WEBHOOK_URL: '' }, undefined, withStoredLead());
    const response = await createTrialWebhookHandler(deps)(postJson(validTrialLead));
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({ ok: true });
    expect(salesCalls(calls)).toEqual([]);
  });

  it.each([
    ['answers 500', () => new Response('boom', { status: 500 })],
    ['answers 404', () => new Response('no such hook', { status: 404 })],
    ['cannot be reached', () => new TypeError('fetch failed: ECONNREFUSED')],
    ['does not answer in time', () => 'never' as const],
  ])('answers 502 when the sales webhook %s, logs why, and lets the retry notify', async (_label, answer) => {
    const dataApi = withStoredLead();
    let failing = true;
    const { deps, calls, logs } = fakeDeps(env, () => (failing ? answer() : new Response('ok')), dataApi);
    const response = await createTrialWebhookHandler(deps)(postJson(validTrialLead));
    expect(response.status).toBe(502);
    expect(corsHeadersOf(response)).toEqual(EXPECTED_CORS);
    expect(await jsonOf(response)).toEqual({ error: 'Could not notify the sales team; please try again' });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain(SALES);
    expect(dataApi.rows.trial_leads[0].notified_at).toBeNull();
    failing = false;
    expect((await createTrialWebhookHandler(deps)(postJson(validTrialLead))).status).toBe(200);
    expect(salesCalls(calls)).toHaveLength(2);
  });
});
