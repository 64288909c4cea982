import type { z } from './zod.ts';
import { corsHeaders } from './cors.ts';
import { HttpError, errorResponse, readJsonBody } from './http.ts';
import { DEFAULT_RETRY_AFTER_SECONDS } from './ceilings.ts';
import { describeValidationError } from './validation.ts';
import { type HandlerDeps, logError, readSetting } from './handler-deps.ts';
import type { LimitBucket } from './limits.ts';
import { takeCallSlot } from './submission-guard.ts';

/**
 * The request pipeline both functions share: CORS (the site's origin only), POST only,
 * capped JSON body, validation against `schema`, the caller's rate limit, then `handle`
 * with the parsed input. Any unexpected throw becomes a 500 with a generic message
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
    if (req.method !== 'POST') {
      return errorResponse(405, `Method ${req.method} is not allowed; use POST`, { Allow: 'POST, OPTIONS' });
    }
    try {
      const body = await readJsonBody(req);
      const parsed = schema.safeParse(body);
      if (!parsed.success) return errorResponse(400, describeValidationError(parsed.error));
      await takeCallSlot(deps, bucket, req);
      return await handle(parsed.data, req);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.message, error.headers);
      logError(deps, `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return errorResponse(500, 'Internal error; please try again later');
    }
  }
}
