import type { HandlerDeps } from './handler-deps.ts';
import { jsonResponse } from './http.ts';
import { createJsonPostEndpoint } from './json-post-endpoint.ts';
import { notifySales } from './sales-notification.ts';
import { trialLeadSchema } from './validation.ts';

/**
 * trial-webhook: called by the trial form after the lead row is inserted. Validates the
 * eight fields and notifies sales. It stores nothing itself: the browser already inserted
 * the row, and a retried webhook must not create a second one.
 */
export function createTrialWebhookHandler(deps: HandlerDeps): (req: Request) => Promise<Response> {
  return createJsonPostEndpoint(deps, trialLeadSchema, async (lead) => {
    const notifyFailure = await notifySales(deps, 'trial_lead', lead);
    return notifyFailure ?? jsonResponse(200, { ok: true });
  });
}
