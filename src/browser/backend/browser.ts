/**
 * The browser's backend: supabase-js for the data API, fetch for the two functions (each call with a
 * proof of work, proof-of-work/proof-source.ts), all through the 15 s timed fetch. Loaded only when a visitor starts a form (about 55 KB gzip with supabase-js).
 * __BACKEND_URL__ and __BACKEND_ANON_KEY__ are compiled in by the client build (generator/outputs/scripts.ts).
 */
import { createClient } from '@supabase/supabase-js';
import { IDEMPOTENCY_HEADER, PROOF_OF_WORK_HEADER } from '../../../supabase/functions/_shared/limits.ts';
import { createProofSource, type ProofSource } from '../proof-of-work/proof-source.ts';
import { createTimedFetch } from './fetch-with-timeout.ts';
import { MESSAGES, SubmitFailure } from './messages.ts';
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

type FunctionName = 'trial-webhook' | 'schedule-demo';

/** What a visitor reads when a function's challenge cannot be had: the text of that function's failure. */
const CHALLENGE_FAILED: Record<FunctionName, string> = { 'trial-webhook': MESSAGES.webhookFailed, 'schedule-demo': MESSAGES.demoFailed };

const proofSources = new Map<FunctionName, ProofSource>();
function proofsFor(name: FunctionName): ProofSource {
  let source = proofSources.get(name);
  if (!source) {
    source = createProofSource(async () => {
      const response = await timedFetch(`${url}/functions/v1/${name}`, { headers: { apikey: anonKey } });
      if (!response.ok) throw new SubmitFailure(CHALLENGE_FAILED[name], 'response');
      return response.json().catch(() => {
        throw new SubmitFailure(CHALLENGE_FAILED[name], 'response');
      });
    });
    proofSources.set(name, source);
  }
  return source;
}

/**
 * Starts solving the proof of work `name`'s call will carry, while the visitor is still typing
 * (the form's first input): the solver is a Web Worker, so typing never waits for it.
 */
export function startProofOfWork(name: FunctionName): void {
  proofsFor(name).start();
}

/** POSTs `body` with the attempt's key and a fresh proof of work (both headers: the body stays as the spec says). */
async function callFunction(name: FunctionName, body: object, idempotencyKey: string): Promise<Response> {
  const proofs = proofsFor(name);
  const proof = await proofs.take();
  try {
    const response = await timedFetch(`${url}/functions/v1/${name}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${anonKey}`,
        apikey: anonKey,
        [IDEMPOTENCY_HEADER]: idempotencyKey,
        ...(proof ? { [PROOF_OF_WORK_HEADER]: proof } : {}),
      },
      body: JSON.stringify(body),
    });
    // The proof is spent: a resubmit after a failure needs a new one, solved while the visitor reads the message.
    if (!response.ok) proofs.start();
    return response;
  } catch (error) {
    proofs.start();
    throw error;
  }
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
