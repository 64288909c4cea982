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
export function fakeDeps(
  givenEnv: Record<string, string>,
  answer: (call: RecordedCall) => FakeAnswer = () => new Response('ok'),
  dataApi: FakeDataApi = new FakeDataApi(),
) {
  const calls: RecordedCall[] = [];
  const logs: string[] = [];
  // The runtime always names the project's publishable keys; a test removes them by giving the name.
  const env: Record<string, string> = { ...RUNTIME_KEY_ENV, ...givenEnv };
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
      const result = call.url.startsWith(`${FAKE_SUPABASE_URL}/rest/v1/`) ? dataApi.answer(call) : answer(call);
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

export const FAKE_SUPABASE_URL = 'http://supabase.test';
/** The publishable key the harness's runtime knows and its requests present as `apikey`. */
export const PUBLISHABLE_KEY = 'sb_publishable_harness_key_0000000000';
export const RUNTIME_KEY_ENV: Record<string, string> = { SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE_KEY }) };
export const SITE_ORIGIN = 'http://localhost:4173';
export const ATTEMPT_KEY = '0b7e6c1a-5f4d-4c2b-9a8e-1d2c3b4a5f60';

/**
 * A stand-in for the project's data API as the functions use it: the rate-limit probe,
 * inserts that skip a known idempotency key, and PATCH/GET filtered by idempotency_key and
 * notified_at. `failWith` makes every call answer that instead (an outage).
 */
export class FakeDataApi {
  readonly rows: Record<string, Record<string, unknown>[]> = { trial_leads: [], demo_requests: [] };
  readonly usedProofs = new Set<string>();
  failWith?: () => FakeAnswer;

  answer(call: RecordedCall): FakeAnswer {
    if (this.failWith) return this.failWith();
    const url = new URL(call.url);
    const table = url.pathname.replace('/rest/v1/', '');
    const key = url.searchParams.get('idempotency_key')?.replace(/^eq\./, '');
    const matching = (this.rows[table] ?? []).filter(
      (row) =>
        row.idempotency_key === key &&
        (url.searchParams.get('notified_at') !== 'is.null' || row.notified_at == null) &&
        (url.searchParams.get('notified_at') !== 'not.is.null' || row.notified_at != null),
    );
    if (call.method === 'POST') {
      const body = call.body as Record<string, unknown>;
      // The database records each accepted proof and answers a replay with 409 (see the migrations).
      if (table === 'function_call_checks' && typeof body.proof === 'string') {
        if (this.usedProofs.has(body.proof)) return Response.json({ code: 'PT409', message: 'This proof of work was already used; submit the form again' }, { status: 409 });
        this.usedProofs.add(body.proof);
      }
      if (table in this.rows && !this.rows[table].some((row) => row.idempotency_key === body.idempotency_key)) {
        this.rows[table].push({ ...body, notified_at: null });
      }
      return new Response(null, { status: 201 });
    }
    if (call.method === 'PATCH') {
      for (const row of matching) Object.assign(row, call.body);
      return Response.json(matching);
    }
    return Response.json(matching);
  }
}

export function postJson(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://functions.test/fn', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, 'Idempotency-Key': ATTEMPT_KEY, apikey: PUBLISHABLE_KEY, ...headers },
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
  return new Request('http://functions.test/fn', {
    method: 'POST',
    headers: { Origin: SITE_ORIGIN, 'Idempotency-Key': ATTEMPT_KEY, apikey: PUBLISHABLE_KEY },
    body: stream,
    duplex: 'half',
  } as RequestInit);
}

export async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

export const EXPECTED_CORS = {
  'access-control-allow-origin': SITE_ORIGIN,
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type, idempotency-key, x-proof-of-work',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

export function corsHeadersOf(response: Response): Record<string, string | null> {
  return Object.fromEntries(Object.keys(EXPECTED_CORS).map((name) => [name, response.headers.get(name)]));
}
