import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { ApiKeys } from './api-keys.ts';
import { assertDataDirFree, claimDataDir } from './data-dir-lock.ts';
import { handleDataApiRequest } from './data-api/table-endpoint.ts';
import type { QueryResult, SqlDatabase } from './database.ts';
import { type EdgeFunctionServers, startEdgeFunctionServers } from './edge-function-servers.ts';
import { discoverEdgeFunctions, readMaxRows } from './function-config.ts';
import { handleFunctionRequest } from './functions-gateway.ts';
import { sendJson } from './http-io.ts';
import { openPreparedDatabase } from './prepared-database.ts';
import { MEMORY_DATA_DIR } from './paths.ts';
import { DEFAULT_PORT, LOCAL_BACKEND_SERVICE_NAME, envValue, resolveApiKeys, resolveDataDir } from './settings.ts';

export { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';

export interface LocalBackendOptions {
  /** Default 54321 (Supabase's local API port); 0 picks any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** A real Postgres server (superuser connection). Default: env DATABASE_URL; when unset, PGlite. */
  databaseUrl?: string;
  /** PGlite folder (default .data/pglite in the repo) or "memory://". Ignored with databaseUrl. */
  dataDir?: string;
  /** Default: env SUPABASE_ANON_KEY, else LOCAL_ANON_KEY. */
  anonKey?: string;
  /** Default: env SUPABASE_SERVICE_ROLE_KEY, else LOCAL_SERVICE_ROLE_KEY. */
  serviceRoleKey?: string;
  /** Default: env SUPABASE_PUBLISHABLE_KEY, else LOCAL_PUBLISHABLE_KEY (the Supabase CLI's). */
  publishableKey?: string;
  /** Default: env SUPABASE_SECRET_KEY, else LOCAL_SECRET_KEY (the Supabase CLI's). */
  secretKey?: string;
  /**
   * Whether the legacy JWT keys work (default true). false stands in for a project whose legacy
   * keys are switched off: the gateway refuses them and the functions no longer receive them.
   */
  legacyKeys?: boolean;
  /** The functions' ALLOWED_ORIGINS secret. Default: env ALLOWED_ORIGINS; unset allows local origins only. */
  allowedOrigins?: string;
  /** verify_jwt per function, over config.toml's (a project deployed without --no-verify-jwt). */
  verifyJwt?: Record<string, boolean>;
  /** Where the functions notify sales. Default: env SALES_WEBHOOK_URL; unset means nobody is notified. */
  salesWebhookUrl?: string;
  /**
   * The functions' POW_HMAC_SECRET (proof-of-work challenges). Default: env POW_HMAC_SECRET; unset,
   * as on a hosted project without it, the functions derive one from the secret key.
   */
  powHmacSecret?: string;
  /** Run the edge functions (spawns Deno). Default true; false serves only the data API. */
  functions?: boolean;
  /** No log lines (tests). */
  quiet?: boolean;
}

export interface LocalBackend {
  /** e.g. http://127.0.0.1:54321: use it as SUPABASE_URL. */
  url: string;
  port: number;
  /** Runs SQL as the database owner (bypasses RLS): for tests and tools. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  close(): Promise<void>;
}

/**
 * Starts a stand-in for the hosted Supabase project on one port: the data API
 * (/rest/v1, PostgREST behaviour, real grants and RLS from supabase/migrations) and the
 * edge functions (/functions/v1, the real Deno code). Resolves once both answer.
 */
export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const host = options.host ?? '127.0.0.1';
  const keys = resolveApiKeys({
    anonKey: options.anonKey,
    serviceRoleKey: options.serviceRoleKey,
    publishableKey: options.publishableKey,
    secretKey: options.secretKey,
    legacyKeys: options.legacyKeys,
  });
  const allowedOrigins = options.allowedOrigins ?? envValue('ALLOWED_ORIGINS');
  const databaseUrl = options.databaseUrl ?? envValue('DATABASE_URL');
  const dataDir = resolveDataDir(options.dataDir);
  const salesWebhookUrl = options.salesWebhookUrl ?? envValue('SALES_WEBHOOK_URL');
  const powHmacSecret = options.powHmacSecret ?? envValue('POW_HMAC_SECRET');
  const log = options.quiet ? () => {} : (line: string) => console.log(`[local-backend] ${line}`);
  const persistsToFolder = !databaseUrl && dataDir !== MEMORY_DATA_DIR;

  // Checked before taking the port so a second `npm run backend` fails fast and clearly.
  if (persistsToFolder) await assertDataDirFree(dataDir);

  const maxRows = await readMaxRows();
  let db: SqlDatabase | undefined;
  let functions: EdgeFunctionServers | undefined;
  let ready = false;

  const server = createServer((req, res) => {
    // Answered even while starting: tools tell a live backend from a stale lock by it.
    const path = new URL(req.url ?? '/', 'http://local-backend');
    if (path.pathname === '/' || path.pathname === '/health') {
      sendJson(res, 200, healthAnswer(keys, ready ? 'ok' : 'starting', path.searchParams.get('challenge')));
      return;
    }
    if (!ready || !db) {
      sendJson(res, 503, { message: 'The local backend is still starting; try again in a moment' });
      return;
    }
    route(req, res, { db, functions, keys, maxRows, allowedOrigins }, log).catch((error) => {
      log(`unexpected error on ${req.method} ${req.url}: ${error instanceof Error ? error.stack : error}`);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal error in the local backend' });
      else res.destroy();
    });
  });
  const port = await listen(server, options.port ?? DEFAULT_PORT, host);
  const url = `http://${host}:${port}`;

  let releaseDataDir: () => Promise<void> = async () => {};
  const close = async () => {
    ready = false;
    server.closeAllConnections();
    await Promise.allSettled([
      new Promise<void>((done) => server.close(() => done())),
      functions?.close(),
      db?.close(),
    ]);
    await releaseDataDir();
  };

  try {
    if (persistsToFolder) releaseDataDir = await claimDataDir(dataDir, url);
    const startDatabase = async () => {
      db = await openPreparedDatabase({ databaseUrl, dataDir }, log);
    };
    const startFunctions = async () => {
      if (options.functions === false) return;
      const discovered = (await discoverEdgeFunctions()).map((fn) => ({ ...fn, verifyJwt: options.verifyJwt?.[fn.name] ?? fn.verifyJwt }));
      functions = await startEdgeFunctionServers({
        functions: discovered,
        env: {
          ...functionRuntimeKeys(keys),
          SUPABASE_URL: url,
          ...(salesWebhookUrl ? { SALES_WEBHOOK_URL: salesWebhookUrl } : {}),
          ...(allowedOrigins ? { ALLOWED_ORIGINS: allowedOrigins } : {}),
          ...(powHmacSecret ? { POW_HMAC_SECRET: powHmacSecret } : {}),
        },
        log,
      });
    };
    // Both take seconds (PGlite boots a WebAssembly Postgres, Deno compiles): overlap them.
    const results = await Promise.allSettled([startDatabase(), startFunctions()]);
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  } catch (error) {
    await close();
    throw error;
  }

  ready = true;
  log(`listening on ${url} (${db!.description})`);
  const database = db!;
  return {
    url,
    port,
    query: (sql, params) => database.query(sql, params),
    close,
  };
}

/**
 * The keys hosted Supabase puts in every function's environment
 * (https://supabase.com/docs/guides/functions/secrets): JSON objects of named publishable and
 * secret keys, and the legacy JWT keys while the project has them switched on.
 */
export function functionRuntimeKeys(keys: ApiKeys): Record<string, string> {
  return {
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: keys.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: keys.secretKey }),
    ...(keys.legacyKeys ? { SUPABASE_ANON_KEY: keys.anonKey, SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey } : {}),
  };
}

/**
 * GET /health: who answers (service name and pid, matched against the data folder's lock),
 * and with ?challenge=<random> an HMAC of it under the service-role key, so `npm run leads`
 * can check that this is the project's own backend before it sends that key.
 */
function healthAnswer(keys: ApiKeys, status: 'ok' | 'starting', challenge: string | null) {
  const proof = challenge ? createHmac('sha256', keys.serviceRoleKey).update(challenge).digest('hex') : undefined;
  return { status, service: LOCAL_BACKEND_SERVICE_NAME, pid: process.pid, ...(proof ? { proof } : {}) };
}

/** A path segment decoded, or undefined when its percent-encoding is invalid (`%zz`, a lone `%`). */
function decodePathSegment(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolveListen, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${host} is already in use (another local backend, or \`supabase start\`?). Stop it or choose another port.`)
          : error,
      );
    });
    server.listen(port, host, () => {
      const address = server.address();
      resolveListen(typeof address === 'object' && address ? address.port : port);
    });
  });
}

interface RouteContext {
  db: SqlDatabase;
  functions: EdgeFunctionServers | undefined;
  keys: ApiKeys;
  maxRows: number | undefined;
  allowedOrigins: string | undefined;
}

async function route(req: IncomingMessage, res: ServerResponse, context: RouteContext, log: (line: string) => void): Promise<void> {
  const { db, functions, keys, maxRows, allowedOrigins } = context;
  const requestUrl = new URL(req.url ?? '/', 'http://local-backend');
  const started = Date.now();
  res.once('finish', () => log(`${req.method} ${requestUrl.pathname} -> ${res.statusCode} (${Date.now() - started} ms)`));

  const rest = /^\/rest\/v1\/([^/]+)\/?$/.exec(requestUrl.pathname);
  const fn = /^\/functions\/v1\/([^/?]+)(\/.*)?$/.exec(requestUrl.pathname);
  const name = decodePathSegment(rest?.[1] ?? fn?.[1]);
  if ((rest || fn) && name === undefined) {
    sendJson(res, 400, { code: 'PGRST100', message: 'Invalid percent-encoding in the request path', details: null, hint: null });
    return;
  }
  if (rest) {
    await handleDataApiRequest({ db, keys, maxRows }, req, res, name!, requestUrl.searchParams);
    return;
  }
  if (fn) {
    handleFunctionRequest({ servers: functions, keys, allowedOrigins }, req, res, name!, `${fn[2] ?? ''}${requestUrl.search}`);
    return;
  }
  sendJson(res, 404, { message: 'no Route matched with those values' });
}
