import type { z } from './zod.ts';
import { HttpError, errorResponse, preflightResponse, readJsonBody } from './http.ts';
import { describeValidationError } from './validation.ts';
import { type HandlerDeps, logError } from './handler-deps.ts';

/**
 * The request pipeline both functions share: CORS preflight, POST only, capped JSON body,
 * validation against `schema`, then `handle` with the parsed input. Any unexpected throw
 * becomes a 500 with a generic message (details go to the log, not to the visitor).
 */
export function createJsonPostEndpoint<Schema extends z.ZodType>(
  deps: HandlerDeps,
  schema: Schema,
  handle: (input: z.output<Schema>) => Promise<Response>,
): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return preflightResponse();
    if (req.method !== 'POST') {
      return errorResponse(405, `Method ${req.method} is not allowed; use POST`, { Allow: 'POST, OPTIONS' });
    }
    try {
      const body = await readJsonBody(req);
      const parsed = schema.safeParse(body);
      if (!parsed.success) return errorResponse(400, describeValidationError(parsed.error));
      return await handle(parsed.data);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.message);
      logError(deps, `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return errorResponse(500, 'Internal error; please try again later');
    }
  };
}
