/** Largest request body a function accepts; the forms send well under 2 KB. */
export const MAX_BODY_BYTES = 16 * 1024;

/** A failure that maps to one HTTP status and a message safe to show the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Headers the answer carries, e.g. Retry-After of a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * A 429: the visitor's message, and Retry-After in whole seconds (RFC 9110, section 10.2.3),
 * `retryAfter` when it is a positive number of seconds, else `fallbackSeconds`.
 */
export function tooManyRequests(message: string, retryAfter: string | null, fallbackSeconds: number): HttpError {
  const seconds = retryAfter !== null && /^\d+$/.test(retryAfter.trim()) && Number(retryAfter) > 0 ? Number(retryAfter) : fallbackSeconds;
  return new HttpError(429, message, { 'Retry-After': String(seconds) });
}

/** Every JSON answer of the functions (json-post-endpoint.ts adds the CORS headers to each). */
export function jsonResponse(status: number, body: unknown, extraHeaders: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...extraHeaders },
  });
}

/** The one error shape of the functions: `{ error: "<readable message>" }`. */
export function errorResponse(status: number, message: string, extraHeaders: Record<string, string> = {}): Response {
  return jsonResponse(status, { error: message }, extraHeaders);
}

/**
 * Reads the body as JSON, refusing more than `maxBytes`. The Content-Length header is
 * checked first (cheap), then the bytes actually read, because a chunked request has no
 * Content-Length and a client may lie about it.
 */
export async function readJsonBody(req: Request, maxBytes: number = MAX_BODY_BYTES): Promise<unknown> {
  const tooLarge = new HttpError(413, `Request body is larger than ${maxBytes} bytes`);
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge;

  const text = await readTextUpTo(req, maxBytes, tooLarge);
  if (text.trim() === '') throw new HttpError(400, 'Request body is empty; send a JSON object');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}

async function readTextUpTo(req: Request, maxBytes: number, tooLarge: HttpError): Promise<string> {
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'Request body is not valid UTF-8 text');
  }
}
