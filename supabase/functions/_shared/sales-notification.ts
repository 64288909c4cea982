import { type HandlerDeps, logError, readSetting } from './handler-deps.ts';
import { errorResponse } from './http.ts';
import { postJson } from './outbound.ts';
import { isCheckBackendEmail } from './check-marker.ts';

export type SalesEvent = 'trial_lead' | 'demo_request';

/** What the sales webhook receives: which form, when, and the validated fields. */
export interface SalesNotification<Data> {
  event: SalesEvent;
  received_at: string;
  data: Data;
}

/**
 * Tells sales about a new lead by POSTing it to SALES_WEBHOOK_URL (any JSON receiver:
 * a CRM, Zapier, a chat webhook). Without that secret there is nobody to tell, which is
 * fine in development. A submission of `npm run check-backend` (an address at the reserved
 * example.invalid, check-marker.ts) reaches nobody either. Returns null on success, or the 502
 * to answer with.
 */
export async function notifySales<Data>(deps: HandlerDeps, event: SalesEvent, data: Data): Promise<Response | null> {
  const url = readSetting(deps, 'SALES_WEBHOOK_URL');
  if (!url) return null;
  if (isCheckBackendEmail((data as { email?: unknown } | null)?.email)) return null;
  const notification: SalesNotification<Data> = { event, received_at: deps.now().toISOString(), data };
  const result = await postJson(deps, url, notification);
  if (result.ok) return null;
  logError(deps, `Sales notification (${event}) failed: ${result.reason}`);
  return errorResponse(502, 'Could not notify the sales team; please try again');
}
