/**
 * The browser's backend: supabase-js for the data API, fetch for the two functions, all through the
 * 15 s timed fetch. Loaded only when a visitor starts a form (about 55 KB gzip with supabase-js).
 * __BACKEND_URL__ and __BACKEND_ANON_KEY__ are compiled in by the client build (generator/outputs/scripts.ts).
 */
import { createClient } from '@supabase/supabase-js';
import { IDEMPOTENCY_HEADER } from '../../../supabase/functions/_shared/limits.ts';
import { createTimedFetch } from './fetch-with-timeout.ts';
import type { SubmitFailure } from './messages.ts';
import { createTrialSubmission, submitDemoRequest, submitNewsletter, type DemoRequest, type TrialLead } from './submissions.ts';

declare const __BACKEND_URL__: string;
declare const __BACKEND_ANON_KEY__: string;

const url = __BACKEND_URL__;
const anonKey = __BACKEND_ANON_KEY__;

/**
 * supabase-js reports a failed fetch as its own `{ message: 'TypeError: ...' }` object; we remember
 * the real cause so the visitor sees our network or timeout message instead.
 */
let lastTransportFailure: SubmitFailure | null = null;
const timedFetch = createTimedFetch(undefined, { onFailure: (f) => (lastTransportFailure = f) });

let client: ReturnType<typeof createClient> | undefined;

/**
 * Creates the client ahead of the submit, while the visitor is still typing: creating it takes tens
 * of milliseconds at phone speed, which would otherwise sit between the press and its next paint.
 */
export function prepareBackend(): void {
  supabase();
}

function supabase() {
  client ??= createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: timedFetch },
  });
  return client;
}

async function insert(table: string, row: object, idempotencyKey?: string) {
  lastTransportFailure = null;
  // The client is untyped (no generated schema), so insert's row type is `never`.
  const request = supabase().from(table).insert(row as never);
  // The database reads the key from PostgREST's request.headers (see the migrations).
  if (idempotencyKey) request.setHeader(IDEMPOTENCY_HEADER, idempotencyKey);
  const { error } = await request;
  if (error && lastTransportFailure) throw lastTransportFailure;
  return { error };
}

function callFunction(name: string, body: object, idempotencyKey: string): Promise<Response> {
  return timedFetch(`${url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${anonKey}`, apikey: anonKey, [IDEMPOTENCY_HEADER]: idempotencyKey },
    body: JSON.stringify(body),
  });
}

/** One trial submission per form: it remembers a stored lead so a retry only repeats the webhook. */
export function newTrialSubmission() {
  return createTrialSubmission({
    insertLead: (lead: TrialLead, key: string) => insert('trial_leads', lead, key),
    triggerWebhook: (lead: TrialLead, key: string) => callFunction('trial-webhook', lead, key),
  });
}

export function scheduleDemo(request: DemoRequest) {
  return submitDemoRequest((body, key) => callFunction('schedule-demo', body, key), request);
}

export function subscribeNewsletter(email: string) {
  return submitNewsletter((row) => insert('newsletter_subscribers', row), email);
}
