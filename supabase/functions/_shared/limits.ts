/**
 * Abuse limits of the lead forms: the one place they are chosen. Three kinds, each a count
 * per window of `windowSeconds` that opens with the first hit; over any of them the answer is
 * 429 with `Retry-After` and a JSON error the visitor can read.
 *
 * - Per client address (`SUBMISSION_LIMITS`): only an address the platform sets and a client
 *   cannot choose (Cloudflare's cf-connecting-ip; IPv6 counted by its /64). Chosen for
 *   humans: a person needs half a minute or more per form, and an office behind one NAT
 *   address rarely sends twenty sign-ups in ten minutes; a script is cut off after twenty.
 * - For everyone (`EVERYONE_LIMITS`): every submission also counts against one generous
 *   ceiling per bucket, the only count when no trusted address exists. Far above what the
 *   forms see (hundreds per ten minutes), so no visitor is refused because a few dozen
 *   others were there first; it caps what a botnet with many addresses can do.
 * - Per lead (`LEAD_LIMITS`): a trial lead or demo request counts against its e-mail
 *   address and its company whatever address it came from, so sales cannot be flooded with
 *   one lead (repeats of one attempt, same Idempotency-Key, count once).
 *
 * Why, with sources: supabase/README.md, "Client addresses and rate limits". The migrations
 * hold the same rows in private.submission_limits (SQL cannot import this file); the test
 * compares `LIMIT_ROWS` with them. Kept free of imports so Node, Deno and the browser build
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

/** Per lead, by table and field (`<table>:email`, `<table>:company` in the database). */
export const LEAD_LIMITS = {
  trial_leads: { email: { maxPerWindow: 3, windowSeconds: 600 }, company: { maxPerWindow: 10, windowSeconds: 600 } },
  demo_requests: { email: { maxPerWindow: 3, windowSeconds: 600 }, company: { maxPerWindow: 10, windowSeconds: 600 } },
} as const;

/** Every limit as private.submission_limits holds it, one row per bucket. */
export const LIMIT_ROWS: readonly { bucket: string; maxPerWindow: number; windowSeconds: number }[] = [
  ...Object.entries(SUBMISSION_LIMITS).map(([bucket, limit]) => ({ bucket, ...limit })),
  ...Object.entries(EVERYONE_LIMITS).map(([bucket, limit]) => ({ bucket: `${bucket}:everyone`, ...limit })),
  ...Object.entries(LEAD_LIMITS).flatMap(([table, fields]) =>
    Object.entries(fields).map(([field, limit]) => ({ bucket: `${table}:${field}`, ...limit })),
  ),
];

/**
 * The Retry-After of a 429 the functions answer without a better figure from the database:
 * the longest window, so waiting that long always helps.
 */
export const DEFAULT_RETRY_AFTER_SECONDS = 600;

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
