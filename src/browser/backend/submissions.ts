/**
 * What each form does on submit, as pure logic over injected calls (docs/product-rules.md#calls):
 * - trial: insert the lead, then call trial-webhook; if the webhook fails, a resubmit retries only
 *   the webhook, so one visitor never becomes two rows;
 * - demo: POST schedule-demo;
 * - newsletter: insert { email }; the backend answers the same for an address already on the list.
 * Trial and demo calls carry the attempt's Idempotency-Key (attempt-keys.ts), so retries across
 * remounts and reloads land one row too. A 400 or 429 answer of a function shows the server's
 * message (the field at fault, or the limit); other failures show the texts of docs/product-rules.md#error-messages.
 */
import type { TRIAL_LEAD_FIELDS, DEMO_REQUEST_FIELDS } from '../../../supabase/functions/_shared/lead-options.ts';
import { type AttemptKeys, attemptKeys } from './attempt-keys.ts';
import { MESSAGES, messageFor, type SubmitResult } from './messages.ts';

export type TrialLead = Record<Exclude<(typeof TRIAL_LEAD_FIELDS)[number], 'phone'>, string> & { phone: string | null };
export type DemoRequest = Record<(typeof DEMO_REQUEST_FIELDS)[number], string>;

/** supabase-js's insert result: `{ error }`, where error is PostgREST's `{ code, message, details, hint }` or null. */
export type InsertResult = { error: unknown };

export interface TrialCalls {
  insertLead(lead: TrialLead, idempotencyKey: string): Promise<InsertResult>;
  triggerWebhook(lead: TrialLead, idempotencyKey: string): Promise<Response>;
}

/** PostgREST's code for a unique violation. */
const UNIQUE_VIOLATION = '23505';
/** The unique index on the attempt's key (migration ..._abuse_limits_and_idempotency.sql). */
const TRIAL_IDEMPOTENCY_INDEX = 'trial_leads_idempotency_key_unique';
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;
/**
 * A twin of this very attempt was stored first: a unique violation on our own idempotency-key index,
 * which Postgres names in the message ('... violates unique constraint "<index>"'). Any other refusal,
 * a unique violation on some other index included, is an error with its own message: showing the
 * thank-you card for it would tell the visitor a lead landed that the backend refused.
 */
export const isOwnIdempotencyConflict = (error: unknown) =>
  isUniqueViolation(error) && String((error as { message?: unknown }).message ?? '').includes(`"${TRIAL_IDEMPOTENCY_INDEX}"`);

export function createTrialSubmission(calls: TrialCalls, keys: AttemptKeys = attemptKeys('trial')) {
  /** The lead as it was stored, once the insert succeeded: later attempts only retry the webhook. */
  let stored: { lead: TrialLead; key: string } | null = null;
  return async function submitTrial(lead: TrialLead): Promise<SubmitResult> {
    try {
      if (!stored) {
        const key = keys.keyFor(lead);
        const { error } = await calls.insertLead(lead, key);
        if (error && !isOwnIdempotencyConflict(error)) throw error;
        stored = { lead, key };
      }
      const response = await calls.triggerWebhook(stored.lead, stored.key);
      if (!response.ok) throw await failureOf(response, MESSAGES.webhookFailed);
      keys.finish();
      return { ok: true };
    } catch (error) {
      return { ok: false, message: messageFor(error) };
    }
  };
}

export async function submitDemoRequest(
  post: (body: DemoRequest, idempotencyKey: string) => Promise<Response>,
  request: DemoRequest,
  keys: AttemptKeys = attemptKeys('demo'),
): Promise<SubmitResult> {
  try {
    const response = await post(request, keys.keyFor(request));
    if (!response.ok) throw await failureOf(response, MESSAGES.demoFailed);
    keys.finish();
    return { ok: true };
  } catch (error) {
    return { ok: false, message: messageFor(error) };
  }
}

/**
 * The error to show for a function's non-OK answer: its own `{ error }` text for 400 (which
 * field is wrong) and 429 (the limit, and that nothing typed is lost); otherwise `fallback`.
 */
async function failureOf(response: Response, fallback: string): Promise<Error> {
  if (response.status === 400 || response.status === 429) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    if (typeof body?.error === 'string' && body.error) return new Error(body.error);
  }
  return new Error(fallback);
}

export async function submitNewsletter(insert: (row: { email: string }) => Promise<InsertResult>, email: string): Promise<SubmitResult> {
  try {
    const { error } = await insert({ email });
    if (error && (error as { code?: string }).code === UNIQUE_VIOLATION) return { ok: true, alreadySubscribed: true };
    if (error) throw error;
    return { ok: true };
  } catch (error) {
    return { ok: false, message: messageFor(error) };
  }
}

/** Reads the trial form into the eight snake_case fields; an empty phone is null. */
export function trialLeadFromForm(data: FormData): TrialLead {
  const text = (name: string) => String(data.get(name) ?? '').trim();
  return {
    first_name: text('first_name'),
    last_name: text('last_name'),
    email: text('email'),
    company_name: text('company_name'),
    job_title: text('job_title'),
    industry: text('industry'),
    company_size: text('company_size'),
    phone: text('phone') || null,
  };
}

/** Reads the demo form into the schedule-demo body, key for key and in the order docs/product-rules.md#calls lists it. */
export function demoRequestFromForm(data: FormData): DemoRequest {
  const text = (name: string) => String(data.get(name) ?? '').trim();
  return {
    name: text('name'),
    email: text('email'),
    company: text('company'),
    phone: text('phone'),
    preferredDate: text('preferredDate'),
    notes: text('notes'),
    timezone: text('timezone'),
  };
}
