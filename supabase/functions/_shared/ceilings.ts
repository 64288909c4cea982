import { type LimitBucket, SUBMISSION_LIMITS } from './limits.ts';

/*
 * The limits that do not depend on the caller's address: the ceiling for everyone and the
 * per-lead limits (why: limits.ts and supabase/README.md, "Client addresses and rate limits").
 * Only the functions and the tests need them; the browser imports limits.ts alone.
 */

/**
 * The ceiling for everyone of each bucket (`<bucket>:everyone` in the database). The
 * functions' is lower: with no trusted address it is all that bounds a script sending
 * invented leads to sales (a demo request every three seconds for ten minutes is still far
 * above what the forms see).
 */
export const EVERYONE_LIMITS: Record<LimitBucket, { maxPerWindow: number; windowSeconds: number }> = {
  trial_leads: { maxPerWindow: 600, windowSeconds: 600 },
  newsletter_subscribers: { maxPerWindow: 600, windowSeconds: 600 },
  'trial-webhook': { maxPerWindow: 200, windowSeconds: 600 },
  'schedule-demo': { maxPerWindow: 200, windowSeconds: 600 },
};

/**
 * Calls of a function that carry no valid proof of work (`<function>:unproven` in the database):
 * a ceiling for everyone far below EVERYONE_LIMITS, counted apart from it, so a script that
 * will not pay the proof's CPU cost can spend only this and never the ceiling the visitors' calls
 * (which all carry a proof) share. Why: supabase/README.md, "Proof of work".
 */
export const UNPROVEN_CALL_LIMITS: Record<'trial-webhook' | 'schedule-demo', { maxPerWindow: number; windowSeconds: number }> = {
  'trial-webhook': { maxPerWindow: 10, windowSeconds: 600 },
  'schedule-demo': { maxPerWindow: 10, windowSeconds: 600 },
};

/** Per lead, by table and field (`<table>:email`, `<table>:company` in the database). */
export const LEAD_LIMITS = {
  trial_leads: { email: { maxPerWindow: 3, windowSeconds: 600 }, company: { maxPerWindow: 10, windowSeconds: 600 } },
  demo_requests: { email: { maxPerWindow: 3, windowSeconds: 600 }, company: { maxPerWindow: 10, windowSeconds: 600 } },
} as const;

/** Every limit as private.submission_limits holds it, one row per bucket. */
export function limitRows(): { bucket: string; maxPerWindow: number; windowSeconds: number }[] {
  return [
    ...Object.entries(SUBMISSION_LIMITS).map(([bucket, limit]) => ({ bucket, ...limit })),
    ...Object.entries(EVERYONE_LIMITS).map(([bucket, limit]) => ({ bucket: `${bucket}:everyone`, ...limit })),
    ...Object.entries(UNPROVEN_CALL_LIMITS).map(([bucket, limit]) => ({ bucket: `${bucket}:unproven`, ...limit })),
    ...Object.entries(LEAD_LIMITS).flatMap(([table, fields]) =>
      Object.entries(fields).map(([field, limit]) => ({ bucket: `${table}:${field}`, ...limit })),
    ),
  ];
}

/**
 * The Retry-After of a 429 the functions answer without a better figure from the database:
 * the longest window, so waiting that long always helps.
 */
export const DEFAULT_RETRY_AFTER_SECONDS = 600;

