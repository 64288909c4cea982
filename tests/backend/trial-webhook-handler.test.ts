import { describe, expect, it } from 'vitest';
import { createTrialWebhookHandler } from '../../supabase/functions/_shared/trial-webhook-handler.ts';
import { COMPANY_SIZE_OPTIONS, INDUSTRY_OPTIONS, JOB_TITLE_OPTIONS } from '../../supabase/functions/_shared/lead-options.ts';
import { EXPECTED_CORS, FIXED_NOW, corsHeadersOf, fakeDeps, jsonOf, postJson } from './support/handler-harness.ts';
import { validTrialLead } from './support/sample-data.ts';

const SALES = 'http://sales.test/hook';

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

  it('answers 200 {ok:true} without calling anyone when SALES_WEBHOOK_URL is not set', async () => {
    const { deps, calls } = fakeDeps({});
    const response = await createTrialWebhookHandler(deps)(postJson(validTrialLead));
    expect(response.status).toBe(200);
    expect(corsHeadersOf(response)).toEqual(EXPECTED_CORS);
    expect(await jsonOf(response)).toEqual({ ok: true });
    expect(calls).toEqual([]);
  });

  it('forwards the validated lead to SALES_WEBHOOK_URL and answers 200', async () => {
    const { deps, calls } = fakeDeps({ SALES_WEBHOOK_URL: SALES });
    const response = await createTrialWebhookHandler(deps)(
      postJson({ ...validTrialLead, first_name: '  Ada ', phone: '' }),
    );
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({ ok: true });
    expect(calls).toEqual([
      {
        url: SALES,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: {
          event: 'trial_lead',
          received_at: FIXED_NOW.toISOString(),
          data: { ...validTrialLead, first_name: 'Ada', phone: null },
        },
      },
    ]);
  });

  it('accepts a lead without phone (null or absent)', async () => {
    const { deps, calls } = fakeDeps({ SALES_WEBHOOK_URL: SALES });
    const { phone: _phone, ...withoutPhone } = validTrialLead;
    expect((await createTrialWebhookHandler(deps)(postJson(withoutPhone))).status).toBe(200);
    expect((await createTrialWebhookHandler(deps)(postJson({ ...validTrialLead, phone: null }))).status).toBe(200);
    expect(calls.map((call) => (call.body as { data: { phone: unknown } }).data.phone)).toEqual([null, null]);
  });

  it.each([
    ['answers 500', () => new Response('boom', { status: 500 })],
    ['answers 404', () => new Response('no such hook', { status: 404 })],
    ['cannot be reached', () => new TypeError('fetch failed: ECONNREFUSED')],
    ['does not answer in time', () => 'never' as const],
  ])('answers 502 when the sales webhook %s, and logs why', async (_label, answer) => {
    const { deps, calls, logs } = fakeDeps({ SALES_WEBHOOK_URL: SALES }, answer);
    const response = await createTrialWebhookHandler(deps)(postJson(validTrialLead));
    expect(response.status).toBe(502);
    expect(corsHeadersOf(response)).toEqual(EXPECTED_CORS);
    expect(await jsonOf(response)).toEqual({ error: 'Could not notify the sales team; please try again' });
    expect(calls).toHaveLength(1);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain(SALES);
  });
});
