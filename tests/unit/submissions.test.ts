import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, SubmitFailure, messageFor } from '../../src/browser/backend/messages.ts';
import { createTimedFetch } from '../../src/browser/backend/fetch-with-timeout.ts';
import { attemptKeys } from '../../src/browser/backend/attempt-keys.ts';
import {
  createTrialSubmission,
  demoRequestFromForm,
  submitDemoRequest,
  submitNewsletter,
  trialLeadFromForm,
  type TrialLead,
} from '../../src/browser/backend/submissions.ts';

const LEAD: TrialLead = {
  first_name: 'Dana',
  last_name: 'Reyes',
  email: 'dana@bank.example',
  company_name: 'First Example Bank',
  job_title: 'CTO/Technical Director',
  industry: 'Financial Services',
  company_size: '1000+ employees',
  phone: null,
};
const ok = () => new Response(null, { status: 200 });
const status = (code: number) => new Response('{}', { status: code });
const postgrestError = { code: '23514', message: 'new row for relation "trial_leads" violates check constraint', details: null, hint: null };

describe('trial submission', () => {
  it('inserts the lead, then calls the webhook with the same eight fields', async () => {
    const calls: string[] = [];
    const insertLead = vi.fn(async (lead: TrialLead) => (calls.push('insert'), { error: null }));
    const triggerWebhook = vi.fn(async (lead: TrialLead) => (calls.push('webhook'), ok()));
    const result = await createTrialSubmission({ insertLead, triggerWebhook })(LEAD);
    expect(result).toEqual({ ok: true });
    expect(calls).toEqual(['insert', 'webhook']);
    expect(Object.keys(insertLead.mock.calls[0][0]).sort()).toEqual(
      ['company_name', 'company_size', 'email', 'first_name', 'industry', 'job_title', 'last_name', 'phone'],
    );
    expect(triggerWebhook.mock.calls[0][0]).toEqual(insertLead.mock.calls[0][0]);
  });

  it('shows the error object\'s own message when the insert fails, and never calls the webhook', async () => {
    const triggerWebhook = vi.fn(async () => ok());
    const result = await createTrialSubmission({ insertLead: async () => ({ error: postgrestError }), triggerWebhook })(LEAD);
    expect(result).toEqual({ ok: false, message: postgrestError.message });
    expect(triggerWebhook).not.toHaveBeenCalled();
  });

  it('shows "An error occurred" for a non-error value', async () => {
    const submit = createTrialSubmission({ insertLead: async () => ({ error: 'boom' }), triggerWebhook: async () => ok() });
    expect(await submit(LEAD)).toEqual({ ok: false, message: 'An error occurred' });
    const throwing = createTrialSubmission({ insertLead: () => Promise.reject(42), triggerWebhook: async () => ok() });
    expect(await throwing(LEAD)).toEqual({ ok: false, message: 'An error occurred' });
  });

  it('shows "Failed to trigger webhook" when the webhook is not OK', async () => {
    const submit = createTrialSubmission({ insertLead: async () => ({ error: null }), triggerWebhook: async () => status(500) });
    expect(await submit(LEAD)).toEqual({ ok: false, message: 'Failed to trigger webhook' });
  });

  it('retries only the webhook after a stored lead, so one visitor never becomes two rows', async () => {
    const insertLead = vi.fn(async () => ({ error: null }));
    const triggerWebhook = vi.fn().mockResolvedValueOnce(status(502)).mockResolvedValueOnce(ok());
    const submit = createTrialSubmission({ insertLead, triggerWebhook });
    expect(await submit(LEAD)).toEqual({ ok: false, message: MESSAGES.webhookFailed });
    expect(await submit({ ...LEAD, first_name: 'Changed' })).toEqual({ ok: true });
    expect(insertLead).toHaveBeenCalledTimes(1);
    expect(triggerWebhook).toHaveBeenCalledTimes(2);
    expect(triggerWebhook.mock.calls[1][0]).toEqual(LEAD);
  });

  it('inserts again after a failed insert (nothing was stored)', async () => {
    const insertLead = vi.fn().mockResolvedValueOnce({ error: postgrestError }).mockResolvedValueOnce({ error: null });
    const submit = createTrialSubmission({ insertLead, triggerWebhook: async () => ok() });
    await submit(LEAD);
    expect(await submit(LEAD)).toEqual({ ok: true });
    expect(insertLead).toHaveBeenCalledTimes(2);
  });

  it('counts a unique violation as stored only when it is our own idempotency-key conflict', async () => {
    const twin = { code: '23505', message: 'duplicate key value violates unique constraint "trial_leads_idempotency_key_unique"', details: 'Key (idempotency_key)=(k) already exists.', hint: null };
    const other = { code: '23505', message: 'duplicate key value violates unique constraint "trial_leads_email_unique"', details: null, hint: null };
    const triggerWebhook = vi.fn(async () => ok());
    expect(await createTrialSubmission({ insertLead: async () => ({ error: twin }), triggerWebhook })(LEAD)).toEqual({ ok: true });
    expect(triggerWebhook).toHaveBeenCalledTimes(1);
    expect(await createTrialSubmission({ insertLead: async () => ({ error: other }), triggerWebhook })(LEAD)).toEqual({ ok: false, message: other.message });
    expect(triggerWebhook).toHaveBeenCalledTimes(1);
  });

  it('passes on network and timeout failures with their own messages', async () => {
    const network = createTrialSubmission({ insertLead: () => Promise.reject(new SubmitFailure(MESSAGES.network, 'network')), triggerWebhook: async () => ok() });
    expect(await network(LEAD)).toEqual({ ok: false, message: MESSAGES.network });
    const timeout = createTrialSubmission({ insertLead: async () => ({ error: null }), triggerWebhook: () => Promise.reject(new SubmitFailure(MESSAGES.timeout, 'timeout')) });
    expect(await timeout(LEAD)).toEqual({ ok: false, message: MESSAGES.timeout });
  });
});

describe('demo request', () => {
  const request = { name: 'Dana Reyes', email: 'dana@bank.example', company: 'First Example Bank', phone: '', preferredDate: '2026-12-01T10:30', notes: '', timezone: 'America/Chicago' };
  it('posts the body and succeeds on OK', async () => {
    const post = vi.fn(async () => ok());
    expect(await submitDemoRequest(post, request)).toEqual({ ok: true });
    expect(post).toHaveBeenCalledWith(request, expect.stringMatching(/^[0-9a-f-]{36}$/));
  });
  it('sends one Idempotency-Key for every retry of the same content, a new one for changed content, and ends the attempt on success', async () => {
    const stored = new Map<string, string>();
    const store = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v), removeItem: (k: string) => void stored.delete(k) };
    const post = vi.fn().mockResolvedValueOnce(status(502)).mockResolvedValueOnce(status(502)).mockResolvedValue(ok());
    // A fresh attemptKeys per call stands for a remount or a reload: only sessionStorage carries the key.
    await submitDemoRequest(post, request, attemptKeys('demo', store));
    await submitDemoRequest(post, request, attemptKeys('demo', store));
    await submitDemoRequest(post, { ...request, name: 'Dana R.' }, attemptKeys('demo', store));
    const [first, retry, changed] = post.mock.calls.map((call) => call[1]);
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
    expect(stored.size).toBe(0);
  });
  it('shows the function\'s own message for 400 (the field) and 429 (the limit)', async () => {
    const answer = (code: number) => async () => Response.json({ error: `server says ${code}` }, { status: code });
    expect(await submitDemoRequest(answer(400), request)).toEqual({ ok: false, message: 'server says 400' });
    expect(await submitDemoRequest(answer(429), request)).toEqual({ ok: false, message: 'server says 429' });
    expect(await submitDemoRequest(answer(500), request)).toEqual({ ok: false, message: 'Failed to schedule demo' });
  });
  it('shows "Failed to schedule demo" when not OK', async () => {
    expect(await submitDemoRequest(async () => status(500), request)).toEqual({ ok: false, message: 'Failed to schedule demo' });
    expect(await submitDemoRequest(async () => status(400), request)).toEqual({ ok: false, message: 'Failed to schedule demo' });
  });
});

describe('newsletter', () => {
  it('inserts { email } only', async () => {
    const insert = vi.fn(async () => ({ error: null }));
    expect(await submitNewsletter(insert, 'a@b.example')).toEqual({ ok: true });
    expect(insert).toHaveBeenCalledWith({ email: 'a@b.example' });
  });
  it('treats an address already on the list (23505) as success', async () => {
    expect(await submitNewsletter(async () => ({ error: { code: '23505', message: 'duplicate key' } }), 'a@b.example')).toEqual({ ok: true, alreadySubscribed: true });
  });
  it('shows other errors\' own messages', async () => {
    expect(await submitNewsletter(async () => ({ error: postgrestError }), 'x')).toEqual({ ok: false, message: postgrestError.message });
  });
});

describe('form readers', () => {
  it('reads the trial form into snake_case with an empty phone as null', () => {
    const data = new FormData();
    for (const [k, v] of Object.entries({ ...LEAD, first_name: '  Dana ', phone: '' })) data.set(k, v ?? '');
    expect(trialLeadFromForm(data)).toEqual(LEAD);
  });
  it('reads the demo form key for key, in the order the product rules list the schedule-demo body', () => {
    const data = new FormData();
    data.set('name', 'Dana');
    data.set('email', 'd@x.example');
    data.set('company', 'X');
    data.set('preferredDate', '2026-12-01T10:30');
    data.set('timezone', 'Europe/Berlin');
    expect(Object.keys(demoRequestFromForm(data))).toEqual(['name', 'email', 'company', 'phone', 'preferredDate', 'notes', 'timezone']);
    expect(demoRequestFromForm(data).phone).toBe('');
  });
});

describe('messageFor', () => {
  it('uses an Error\'s or an error-shaped object\'s message, else the generic text', () => {
    expect(messageFor(new Error('x'))).toBe('x');
    expect(messageFor({ message: 'y', code: '1' })).toBe('y');
    expect(messageFor({ message: '' })).toBe(MESSAGES.generic);
    expect(messageFor(null)).toBe(MESSAGES.generic);
    expect(messageFor('text')).toBe(MESSAGES.generic);
  });
});

describe('timed fetch', () => {
  it('turns a hang into the timeout message', async () => {
    const hang: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const seen: string[] = [];
    const timed = createTimedFetch(hang, { timeoutMs: 30, onFailure: (f) => seen.push(f.kind) });
    await expect(timed('http://x')).rejects.toThrow(MESSAGES.timeout);
    expect(seen).toEqual(['timeout']);
  });
  it('turns a refused connection into the network message', async () => {
    const refuse: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(createTimedFetch(refuse)('http://x')).rejects.toThrow(MESSAGES.network);
  });
  it('passes responses through, including error statuses', async () => {
    const res = await createTimedFetch(async () => status(503))('http://x');
    expect(res.status).toBe(503);
  });
});
