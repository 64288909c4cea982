import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { corsHeaders } from '../../supabase/functions/_shared/cors.ts';
import { type ApiKeys, bearerToken, verifyToken } from './api-keys.ts';
import type { EdgeFunctionServers } from './edge-function-servers.ts';
import { clientAddress } from './data-api/request-settings.ts';
import { header, sendJson } from './http-io.ts';

/*
 * /functions/v1/<name>: what Supabase's gateway does in front of an edge function. With
 * verify_jwt on (config.toml, per function), a request without a valid bearer JWT never reaches
 * the function (except the CORS preflight, which browsers send without credentials); the
 * publishable and secret keys (`sb_...`) are not JWTs, so they are refused with 401 "Invalid JWT",
 * as the platform does. With verify_jwt off, every request reaches the function, which checks the
 * caller's key itself.
 */

export interface FunctionsGatewayContext {
  servers: EdgeFunctionServers | undefined;
  keys: ApiKeys;
  /** The functions' ALLOWED_ORIGINS, for the CORS headers of the gateway's own answers. */
  allowedOrigins: string | undefined;
}

/** Headers that describe one hop of a connection and must not be forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host']);

export function handleFunctionRequest(
  { servers, keys, allowedOrigins }: FunctionsGatewayContext,
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  pathAndQuery: string,
): void {
  // The gateway's own answers carry the functions' CORS headers, so the page can read them.
  const FUNCTION_CORS_HEADERS = corsHeaders(header(req, 'origin') ?? null, allowedOrigins);
  const fn = servers?.find(name);
  if (!fn) {
    sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' }, FUNCTION_CORS_HEADERS);
    return;
  }
  if (fn.info.verifyJwt && req.method !== 'OPTIONS') {
    const authorization = header(req, 'authorization');
    if (!authorization) {
      sendJson(res, 401, { code: 401, message: 'Missing authorization header' }, FUNCTION_CORS_HEADERS);
      return;
    }
    if (!verifyToken(keys, bearerToken(authorization))) {
      sendJson(res, 401, { code: 401, message: 'Invalid JWT' }, FUNCTION_CORS_HEADERS);
      return;
    }
  }
  if (fn.exitReason) {
    sendJson(
      res,
      503,
      { code: 'FUNCTION_NOT_RUNNING', message: `Function ${name} is not running: ${fn.exitReason}. Restart the local backend.` },
      FUNCTION_CORS_HEADERS,
    );
    return;
  }

  const headers: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(key) && key !== 'cf-connecting-ip') headers[key] = value;
  }
  // The gateway, not the client, names the caller's address (the functions rate-limit by it).
  headers['x-forwarded-for'] = clientAddress(req);
  // The hosted runtime hands the function a URL of /<name>/..., without /functions/v1.
  let answered = false;
  const upstream = httpRequest({ socketPath: fn.socketPath, method: req.method, path: `/${name}${pathAndQuery}`, headers }, (answer) => {
    answered = true;
    const answerHeaders = { ...answer.headers };
    for (const key of HOP_BY_HOP) delete answerHeaders[key];
    res.writeHead(answer.statusCode ?? 502, answerHeaders);
    answer.pipe(res);
  });
  upstream.on('error', (error) => {
    // A function may answer (say 403) without reading the whole body and close; the rest of the
    // body then meets a closed socket (EPIPE). The answer it gave is what the caller gets.
    if (answered && !res.writableEnded) return;
    if (res.headersSent) {
      res.destroy(error);
      return;
    }
    sendJson(res, 502, { code: 'BAD_GATEWAY', message: `Function ${name} did not answer: ${error.message}` }, FUNCTION_CORS_HEADERS);
  });
  req.pipe(upstream);
}
