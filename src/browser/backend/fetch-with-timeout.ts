/**
 * fetch with the 15 s limit, turning a dropped connection or a hang into a SubmitFailure whose
 * message a visitor can act on. `onFailure` lets a caller (the supabase-js adapter) learn what
 * happened even when a library wraps the rejection in its own error object.
 */
import { MESSAGES, REQUEST_TIMEOUT_MS, SubmitFailure } from './messages.ts';

export function createTimedFetch(
  baseFetch: typeof fetch = globalThis.fetch.bind(globalThis),
  options: { timeoutMs?: number; onFailure?: (failure: SubmitFailure) => void } = {},
): typeof fetch {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  return async (input, init = {}) => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    init.signal?.addEventListener('abort', () => controller.abort());
    try {
      return await baseFetch(input, { ...init, signal: controller.signal });
    } catch {
      const failure = timedOut ? new SubmitFailure(MESSAGES.timeout, 'timeout') : new SubmitFailure(MESSAGES.network, 'network');
      options.onFailure?.(failure);
      throw failure;
    } finally {
      clearTimeout(timer);
    }
  };
}
