import { IDEMPOTENCY_HEADER, PROOF_OF_WORK_HEADER } from '../../supabase/functions/_shared/limits.ts';

/*
 * What the built site sends to the backend, request for request (src/browser/backend/browser.ts):
 * supabase-js for the two table inserts, fetch for the two functions. Kept beside the check so a
 * change of the site's requests shows up here in review; tests/browser/backend-e2e.test.ts
 * checks that the built site sends exactly these header names, with either key kind.
 */

/**
 * The headers supabase-js puts on the site's inserts (apikey, bearer, schema profile, client info;
 * no Prefer). tests/browser/backend-e2e.test.ts compares these names with what Chromium sends.
 */
export function insertHeaders(key: string, origin: string, idempotencyKey?: string): Record<string, string> {
  return {
    Origin: origin,
    apikey: key,
    Authorization: `Bearer ${key}`,
    'Content-Profile': 'public',
    'Content-Type': 'application/json',
    'X-Client-Info': 'supabase-js/check-backend',
    ...(idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {}),
  };
}

/** The headers of the site's function calls, with the call's proof of work (a placeholder until one is solved). */
export function functionHeaders(key: string, origin: string, idempotencyKey: string, proof = 'pending'): Record<string, string> {
  return {
    Origin: origin,
    apikey: key,
    Authorization: `Bearer ${key}`,
    'Content-Type': 'application/json',
    [IDEMPOTENCY_HEADER]: idempotencyKey,
    [PROOF_OF_WORK_HEADER]: proof,
  };
}

/** The headers of the GET that fetches a function's proof-of-work challenge (src/browser/backend/browser.ts). */
export function challengeHeaders(key: string, origin: string): Record<string, string> {
  return { Origin: origin, apikey: key };
}

/** The CORS preflight a browser sends before a request with `headers` (names lower-case, sorted, as Chromium does). */
export function preflightHeaders(origin: string, headers: Record<string, string>, method: 'POST' | 'GET' = 'POST'): Record<string, string> {
  const requested = Object.keys(headers)
    .map((name) => name.toLowerCase())
    .filter((name) => name !== 'origin')
    .sort();
  return { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': requested.join(',') };
}

/** A trial lead as the pricing form sends it (valid for every rule of the schema). */
export function trialLead(email: string) {
  return {
    first_name: 'Check',
    last_name: 'Backend',
    email,
    company_name: 'check-backend (test row, delete me)',
    job_title: 'CTO/Technical Director',
    industry: 'Financial Services',
    company_size: '51-200 employees',
    phone: null,
  };
}

/** A demo request as the demo form sends it, for a date far in the future. */
export function demoRequest(email: string) {
  return {
    name: 'Check Backend',
    email,
    company: 'check-backend (test row, delete me)',
    phone: '',
    preferredDate: '2099-12-01T10:30',
    notes: 'Sent by npm run check-backend; nobody is notified.',
    timezone: 'UTC',
  };
}
