/**
 * Abuse limits of the lead forms: the one place they are chosen (with ceilings.ts, which holds
 * the two kinds the browser never needs, so the page's bundle does not carry them). Three
 * kinds, each a count per window of `windowSeconds` that opens with the first hit; over any of
 * them the answer is 429 with `Retry-After` and a JSON error the visitor can read.
 *
 * - Per client address (`SUBMISSION_LIMITS`): only an address the platform sets and a client
 *   cannot choose (Cloudflare's cf-connecting-ip; IPv6 counted by its /64). Chosen for
 *   humans: a person needs half a minute or more per form, and an office behind one NAT
 *   address rarely sends twenty sign-ups in ten minutes; a script is cut off after twenty.
 * - For everyone (`EVERYONE_LIMITS`, ceilings.ts): every submission also counts against one generous
 *   ceiling per bucket, the only count when no trusted address exists. Far above what the
 *   forms see (hundreds per ten minutes), so no visitor is refused because a few dozen
 *   others were there first; it caps what a botnet with many addresses can do.
 * - Per lead (`LEAD_LIMITS`, ceilings.ts): a trial lead or demo request counts against its e-mail
 *   address and its company whatever address it came from, so sales cannot be flooded with
 *   one lead (repeats of one attempt, same Idempotency-Key, count once).
 *
 * Why, with sources: supabase/README.md, "Client addresses and rate limits". The migrations
 * hold the same rows in private.submission_limits (SQL cannot import this file); the test
 * compares `limitRows()` (ceilings.ts) with them. Kept free of imports so Node, Deno and the browser build
 * can all load it.
 */
export const SUBMISSION_LIMITS = {
  /** Anon inserts through the data API (enforced by a trigger in Postgres). */
  trial_leads: { maxPerWindow: 20, windowSeconds: 600 },
  newsletter_subscribers: { maxPerWindow: 20, windowSeconds: 600 },
  /** Calls of each edge function (enforced by the function through the database). */
  'trial-webhook': { maxPerWindow: 20, windowSeconds: 600 },
  'schedule-demo': { maxPerWindow: 20, windowSeconds: 600 },
} as const;

export type LimitBucket = keyof typeof SUBMISSION_LIMITS;

/** Anon inserts carry at most this many rows per request (an array body is refused). */
export const MAX_ROWS_PER_ANON_REQUEST = 1;

/**
 * trial-webhook notifies sales only for a lead stored at most this long ago (and never
 * twice), so it can be neither replayed later nor pointed at invented leads.
 */
export const TRIAL_WEBHOOK_FRESHNESS_SECONDS = 30 * 60;

/** What a visitor over a limit reads (the database raises the same sentence). */
export const RATE_LIMIT_MESSAGE =
  'Too many submissions from your network in the last few minutes. Please wait ten minutes and try again; what you typed is still here.';

/** HTTP header that names one form attempt; retries of the attempt repeat it. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A key is a UUID (crypto.randomUUID in the page); anything else is refused. */
export const IDEMPOTENCY_KEY_PATTERN_SOURCE = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * HTTP header that carries a function call's proof of work (ALTCHA: base64 of the JSON
 * `{ challenge, solution }`), so the JSON bodies stay exactly as docs/product-rules.md#calls
 * says. A GET on the function hands out the challenge (proof-of-work.ts).
 */
export const PROOF_OF_WORK_HEADER = 'X-Proof-Of-Work';
