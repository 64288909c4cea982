import type { HandlerDeps } from './handler-deps.ts';
import { HttpError, jsonResponse } from './http.ts';
import { createJsonPostEndpoint } from './json-post-endpoint.ts';
import { IDEMPOTENCY_HEADER, TRIAL_WEBHOOK_FRESHNESS_SECONDS } from './limits.ts';
import { TRIAL_LEAD_FIELDS } from './lead-options.ts';
import { notifySales } from './sales-notification.ts';
import { callDataApi } from './data-api.ts';
import { claimNotification, idempotencyKeyOf, pickFields, releaseNotification } from './submission-guard.ts';
import { trialLeadSchema } from './validation.ts';

/**
 * trial-webhook: called by the trial form after the lead row is inserted, with the same
 * Idempotency-Key header as the insert. It notifies sales only about a lead that exists, was
 * stored in the last TRIAL_WEBHOOK_FRESHNESS_SECONDS and was not notified yet (it marks it),
 * and it sends the stored row, not the body: an invented or replayed lead reaches nobody.
 */
export function createTrialWebhookHandler(deps: HandlerDeps): (req: Request) => Promise<Response> {
  return createJsonPostEndpoint(deps, 'trial-webhook', trialLeadSchema, async (_lead, req) => {
    const key = idempotencyKeyOf(req);
    if (!key) throw new HttpError(400, `The ${IDEMPOTENCY_HEADER} header of the trial-lead insert is required`);
    const freshSince = new Date(deps.now().getTime() - TRIAL_WEBHOOK_FRESHNESS_SECONDS * 1000).toISOString();
    const lead = await claimNotification(deps, 'trial_leads', key, { created_at: `gte.${freshSince}` });
    if (!lead) {
      // A retry after a success (its answer was lost) is fine; anything else is not a lead of ours.
      const [known] = await callDataApi(deps, {
        method: 'GET',
        table: 'trial_leads',
        query: { select: 'notified_at', idempotency_key: `eq.${key}`, notified_at: 'not.is.null' },
      });
      if (known) return jsonResponse(200, { ok: true });
      throw new HttpError(404, 'No recent trial sign-up matches this request; please submit the form again');
    }
    const notifyFailure = await notifySales(deps, 'trial_lead', pickFields(lead, TRIAL_LEAD_FIELDS));
    if (notifyFailure) await releaseNotification(deps, 'trial_leads', key);
    return notifyFailure ?? jsonResponse(200, { ok: true });
  });
}
