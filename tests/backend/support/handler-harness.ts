import type { HandlerDeps } from '../../../supabase/functions/_shared/handler-deps.ts';

/** One outbound call a handler made through the injected fetch. */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeAnswer = Response | Error | 'never';

export const FIXED_NOW = new Date('2026-11-22T09:30:00.000Z');

/**
 * Dependencies for a handler under test: settings from `env`, outbound calls recorded and
 * answered by `answer` (a Response, a thrown network error, or 'never' to hang until the
 * handler's timeout aborts it), a fixed clock, and logs collected instead of printed.
 */
export function fakeDeps(env: Record<string, string>, answer: (call: RecordedCall) => FakeAnswer = () => new Response('ok')) {
  const calls: RecordedCall[] = [];
  const logs: string[] = [];
  const deps: HandlerDeps = {
    env: (name) => env[name],
    now: () => FIXED_NOW,
    outboundTimeoutMs: 50,
    logError: (message) => logs.push(message),
    fetch: async (input, init) => {
      const call: RecordedCall = {
        url: String(input),
        method: init?.method ?? 'GET',
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      };
      calls.push(call);
      const result = answer(call);
      if (result === 'never') {
        return new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted', 'AbortError')));
        });
      }
      if (result instanceof Error) throw result;
      return result;
    },
  };
  return { deps, calls, logs };
}

export function postJson(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://functions.test/fn', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A POST whose body arrives as a stream with no Content-Length, like a chunked upload. */
export function postStream(text: string): Request {
  const bytes = new TextEncoder().encode(text);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += 1024) controller.enqueue(bytes.slice(offset, offset + 1024));
      controller.close();
    },
  });
  return new Request('http://functions.test/fn', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
}

export async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

export const EXPECTED_CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
};

export function corsHeadersOf(response: Response): Record<string, string | null> {
  return Object.fromEntries(Object.keys(EXPECTED_CORS).map((name) => [name, response.headers.get(name)]));
}
