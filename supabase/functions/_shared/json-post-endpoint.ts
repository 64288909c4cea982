import type { z } from './zod.ts';
import { CORS_ALLOWED_METHODS, corsHeaders } from './cors.ts';
import { HttpError, errorResponse, jsonResponse, readJsonBody } from './http.ts';
import { DEFAULT_RETRY_AFTER_SECONDS } from './ceilings.ts';
import { describeValidationError } from './validation.ts';
import { type HandlerDeps, logError, readSetting } from './handler-deps.ts';
import type { LimitBucket } from './limits.ts';
import { takeCallSlot } from './submission-guard.ts';
import { checkApiKey } from './project-keys.ts';
import { newChallenge, verifiedProof } from './proof-of-work.ts';

/** What a caller without one of the project's browser keys reads (401). */
export const API_KEY_MESSAGES = {
  missing: "No API key: send the project's publishable key (or legacy anon key) in the apikey header",
  unknown: "Invalid API key: the apikey header is not a publishable key (or legacy anon key) of this project",
  unconfigured:
    'This function cannot check API keys: neither SUPABASE_PUBLISHABLE_KEYS nor SUPABASE_ANON_KEY is set in its runtime',
} as const;

/**
 * The request pipeline both functions share: CORS (the site's origin only), the caller's
 * `apikey` (a publishable or legacy anon key of the project; the preflight carries none),
 * POST (GET hands out a proof-of-work challenge), capped JSON body, validation against `schema`,
 * the proof of work if any (proof-of-work.ts), the caller's rate limit, then `handle` with the parsed input. Any unexpected throw becomes a 500 with a generic message
 * (details go to the log, not to the visitor).
 */
export function createJsonPostEndpoint<Schema extends z.ZodType>(
  deps: HandlerDeps,
  bucket: LimitBucket,
  schema: Schema,
  handle: (input: z.output<Schema>, req: Request) => Promise<Response>,
): (req: Request) => Promise<Response> {
  return async (req) => {
    const origin = req.headers.get('origin');
    const cors = corsHeaders(origin, readSetting(deps, 'ALLOWED_ORIGINS'));
    const response = await answer(req, origin !== null && !cors['Access-Control-Allow-Origin']);
    for (const [name, value] of Object.entries(cors)) response.headers.set(name, value);
    // Every 429 says when to come back, whichever part of the pipeline produced it.
    if (response.status === 429 && !response.headers.has('Retry-After')) {
      response.headers.set('Retry-After', String(DEFAULT_RETRY_AFTER_SECONDS));
    }
    return response;
  };

  async function answer(req: Request, foreignOrigin: boolean): Promise<Response> {
    if (foreignOrigin) return errorResponse(403, 'This origin may not call this function');
    if (req.method === 'OPTIONS') return new Response(null, { status: 204 });
    if (req.method !== 'POST' && req.method !== 'GET') {
      return errorResponse(405, `Method ${req.method} is not allowed; use POST (GET hands out a proof-of-work challenge)`, { Allow: CORS_ALLOWED_METHODS });
    }
    try {
      if (req.method === 'GET') return await challengeAnswer(req);
      // The body is read (capped) before the key is judged: a server that answers while the client
      // is still sending makes proxies in front of it fail with a broken pipe instead of the 401.
      const body = await readJsonBody(req);
      const refused = refusedKey(req);
      if (refused) return refused;
      const parsed = schema.safeParse(body);
      if (!parsed.success) return errorResponse(400, describeValidationError(parsed.error));
      await takeCallSlot(deps, bucket, req, await verifiedProof(deps, req, bucket));
      return await handle(parsed.data, req);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.message, error.headers);
      logError(deps, `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return errorResponse(500, 'Internal error; please try again later');
    }
  }

  /** The 401 or 500 for a caller without one of the project's browser keys; null when the key is one. */
  function refusedKey(req: Request): Response | null {
    const keyVerdict = checkApiKey(deps, req);
    if (keyVerdict === 'unconfigured') {
      logError(deps, API_KEY_MESSAGES.unconfigured);
      return errorResponse(500, API_KEY_MESSAGES.unconfigured);
    }
    return keyVerdict === 'accepted' ? null : errorResponse(401, API_KEY_MESSAGES[keyVerdict]);
  }

  /**
   * GET: a fresh proof-of-work challenge for this function (the ALTCHA challenge JSON), for the same
   * callers as the POST (the project's browser key). Stateless and never cached: nothing is stored
   * and nothing is counted, so fetching one spends no visitor's limit.
   */
  async function challengeAnswer(req: Request): Promise<Response> {
    const refused = refusedKey(req);
    if (refused) return refused;
    return jsonResponse(200, await newChallenge(deps, bucket), { 'Cache-Control': 'no-store' });
  }
}
