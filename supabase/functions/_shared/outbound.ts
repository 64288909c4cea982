import { type HandlerDeps, outboundTimeout } from './handler-deps.ts';

/** Outcome of a call to another service: never throws, so callers pick the HTTP status. */
export type OutboundResult = { ok: true } | { ok: false; reason: string };

/**
 * POSTs JSON to `url` with a deadline. Network errors, timeouts and non-2xx answers all
 * come back as `{ ok: false, reason }` with enough detail for the log.
 */
export async function postJson(
  deps: HandlerDeps,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<OutboundResult> {
  const timeoutMs = outboundTimeout(deps);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await deps.fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const text = await response.text().catch(() => '');
    if (!response.ok) return { ok: false, reason: `${url} answered ${response.status}: ${text.slice(0, 500)}` };
    return { ok: true };
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, reason: `${url} did not answer within ${timeoutMs} ms` };
    return { ok: false, reason: `${url} could not be reached: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    clearTimeout(timer);
  }
}
