import { trustedClientAddress } from './client-address.ts';
import { callDataApi } from './data-api.ts';
import type { HandlerDeps } from './handler-deps.ts';
import { HttpError } from './http.ts';
import type { AcceptedProof } from './proof-of-work.ts';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN_SOURCE, type LimitBucket } from './limits.ts';

const IDEMPOTENCY_KEY_PATTERN = new RegExp(IDEMPOTENCY_KEY_PATTERN_SOURCE);

/**
 * Counts this call against the limits of `bucket` (private.submission_limits, mirrored in
 * limits.ts and ceilings.ts): with a proof of work, the ceiling for everyone, and the proof is
 * recorded so a replay is refused (409); without one, the far smaller ceiling of unproven calls
 * (`<bucket>:unproven`). The caller's address counts too, only when one can be trusted (none on
 * hosted Supabase, see client-address.ts). Throws HttpError(429) with the visitor's message and
 * Retry-After when over one. The count lives in Postgres because a function has no memory
 * shared between its instances. (The per-lead limits are counted when the lead itself is stored.)
 */
export async function takeCallSlot(deps: HandlerDeps, bucket: LimitBucket, req: Request, proof: AcceptedProof | null = null): Promise<void> {
  await callDataApi(deps, {
    method: 'POST',
    table: 'function_call_checks',
    body: { bucket, client_address: trustedClientAddress(deps, req), proof: proof?.id ?? null, proof_expires_at: proof?.expiresAt ?? null },
    passThroughStatuses: [409],
  });
}

/** The request's Idempotency-Key (a UUID), undefined when absent; a malformed one is a 400. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (!key) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new HttpError(400, `The ${IDEMPOTENCY_HEADER} header must be a UUID`);
  return key.toLowerCase();
}

/**
 * Marks the row with `key` as notified, if it was not yet (and matches `extraFilters`), and
 * returns it; undefined when there is nothing to notify. Marking before notifying means two
 * concurrent retries cannot both notify; `releaseNotification` undoes it when the
 * notification fails, so the next retry tries again.
 */
export async function claimNotification(
  deps: HandlerDeps,
  table: 'trial_leads' | 'demo_requests',
  key: string,
  extraFilters: Record<string, string> = {},
): Promise<Record<string, unknown> | undefined> {
  const [row] = await callDataApi(deps, {
    method: 'PATCH',
    table,
    query: { idempotency_key: `eq.${key}`, notified_at: 'is.null', ...extraFilters },
    body: { notified_at: deps.now().toISOString() },
    returnRows: true,
  });
  return row;
}

export async function releaseNotification(deps: HandlerDeps, table: 'trial_leads' | 'demo_requests', key: string): Promise<void> {
  await callDataApi(deps, { method: 'PATCH', table, query: { idempotency_key: `eq.${key}` }, body: { notified_at: null } });
}

/** The named fields of a stored row, in that order. */
export function pickFields<const Field extends string>(row: Record<string, unknown>, fields: readonly Field[]): Record<Field, unknown> {
  return Object.fromEntries(fields.map((field) => [field, row[field] ?? null])) as Record<Field, unknown>;
}
