/**
 * What each form does on submit, as pure logic over injected calls (SPEC.md section 7, DECISIONS.md):
 * - trial: insert the lead, then call trial-webhook; if the webhook fails, a resubmit retries only
 *   the webhook, so one visitor never becomes two rows;
 * - demo: POST schedule-demo;
 * - newsletter: insert { email }; an address already subscribed counts as success.
 */
import type { TRIAL_LEAD_FIELDS, DEMO_REQUEST_FIELDS } from '../../../supabase/functions/_shared/lead-options.ts';
import { MESSAGES, messageFor, type SubmitResult } from './messages.ts';

export type TrialLead = Record<Exclude<(typeof TRIAL_LEAD_FIELDS)[number], 'phone'>, string> & { phone: string | null };
export type DemoRequest = Record<(typeof DEMO_REQUEST_FIELDS)[number], string>;

/** supabase-js's insert result: `{ error }`, where error is PostgREST's `{ code, message, details, hint }` or null. */
export type InsertResult = { error: unknown };

export interface TrialCalls {
  insertLead(lead: TrialLead): Promise<InsertResult>;
  triggerWebhook(lead: TrialLead): Promise<Response>;
}

export function createTrialSubmission(calls: TrialCalls) {
  /** The lead as it was stored, once the insert succeeded: later attempts only retry the webhook. */
  let stored: TrialLead | null = null;
  return async function submitTrial(lead: TrialLead): Promise<SubmitResult> {
    try {
      if (!stored) {
        const { error } = await calls.insertLead(lead);
        if (error) throw error;
        stored = lead;
      }
      const response = await calls.triggerWebhook(stored);
      if (!response.ok) throw new Error(MESSAGES.webhookFailed);
      return { ok: true };
    } catch (error) {
      return { ok: false, message: messageFor(error) };
    }
  };
}

export async function submitDemoRequest(post: (body: DemoRequest) => Promise<Response>, request: DemoRequest): Promise<SubmitResult> {
  try {
    const response = await post(request);
    if (!response.ok) throw new Error(MESSAGES.demoFailed);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: messageFor(error) };
  }
}

/** PostgREST's code for a unique violation: the address is already on the list. */
const UNIQUE_VIOLATION = '23505';

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

/** Reads the demo form into the schedule-demo body, key for key as SPEC.md section 7 lists it. */
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
