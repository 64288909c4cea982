import { storeDemoRequest, toDemoRequestRow } from './demo-request-store.ts';
import type { HandlerDeps } from './handler-deps.ts';
import { jsonResponse } from './http.ts';
import { createJsonPostEndpoint } from './json-post-endpoint.ts';
import { notifySales } from './sales-notification.ts';
import { demoRequestSchema } from './validation.ts';

/**
 * schedule-demo: validates the demo form, stores the request in demo_requests, then
 * notifies sales. Storing comes first so a request is never lost when the notification fails.
 */
export function createScheduleDemoHandler(deps: HandlerDeps): (req: Request) => Promise<Response> {
  return createJsonPostEndpoint(deps, demoRequestSchema, async (request) => {
    const row = toDemoRequestRow(request);
    const storeFailure = await storeDemoRequest(deps, row);
    if (storeFailure) return storeFailure;
    const notifyFailure = await notifySales(deps, 'demo_request', row);
    return notifyFailure ?? jsonResponse(200, { ok: true });
  });
}
