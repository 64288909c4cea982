import { DEMO_REQUEST_COLUMNS, storeDemoRequest, toDemoRequestRow } from './demo-request-store.ts';
import type { HandlerDeps } from './handler-deps.ts';
import { jsonResponse } from './http.ts';
import { createJsonPostEndpoint } from './json-post-endpoint.ts';
import { notifySales } from './sales-notification.ts';
import { claimNotification, idempotencyKeyOf, pickFields, releaseNotification } from './submission-guard.ts';
import { demoRequestSchema } from './validation.ts';

/**
 * schedule-demo: validates the demo form, stores the request in demo_requests, then
 * notifies sales. Storing comes first so a request is never lost when the notification
 * fails. With the page's Idempotency-Key, every retry of one attempt (a second click after
 * a 502, a lost answer) finds the stored row and notifies only if that has not happened.
 */
export function createScheduleDemoHandler(deps: HandlerDeps): (req: Request) => Promise<Response> {
  return createJsonPostEndpoint(deps, 'schedule-demo', demoRequestSchema, async (request, req) => {
    const key = idempotencyKeyOf(req) ?? crypto.randomUUID();
    await storeDemoRequest(deps, toDemoRequestRow(request), key);
    const stored = await claimNotification(deps, 'demo_requests', key);
    if (!stored) return jsonResponse(200, { ok: true });
    const notifyFailure = await notifySales(deps, 'demo_request', pickFields(stored, DEMO_REQUEST_COLUMNS));
    if (notifyFailure) await releaseNotification(deps, 'demo_requests', key);
    return notifyFailure ?? jsonResponse(200, { ok: true });
  });
}
