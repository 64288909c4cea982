import { type HandlerDeps, logError, outboundTimeout, readSetting } from './handler-deps.ts';
import { HttpError, tooManyRequests } from './http.ts';
import { DEFAULT_RETRY_AFTER_SECONDS } from './ceilings.ts';
import { dataApiKeyHeaders, databaseKey } from './project-keys.ts';

/*
 * The functions' calls to the project's own data API with a secret key (Supabase injects
 * SUPABASE_URL, SUPABASE_SECRET_KEYS and, while legacy keys exist, SUPABASE_SERVICE_ROLE_KEY
 * into every deployed function; the local backend does the same; see project-keys.ts). Failures
 * are logged with detail and thrown as a short HttpError(500) for the visitor, except a 429 of the
 * rate limiter, which keeps its status, message and Retry-After.
 */

export type Row = Record<string, unknown>;

export interface DataApiCall {
  method: 'GET' | 'POST' | 'PATCH';
  table: string;
  /** PostgREST filters, e.g. { idempotency_key: 'eq.<uuid>' }. */
  query?: Record<string, string | string[]>;
  body?: unknown;
  /** Send `Prefer: return=representation` and return the affected rows. */
  returnRows?: boolean;
  /** Statuses the database raises for the caller to read (e.g. 409, a replayed proof): kept with their message. */
  passThroughStatuses?: number[];
}

export async function callDataApi(deps: HandlerDeps, call: DataApiCall): Promise<Row[]> {
  const failure = new HttpError(500, 'Could not reach our database; please try again later');
  const supabaseUrl = readSetting(deps, 'SUPABASE_URL');
  const secretKey = databaseKey(deps);
  if (!supabaseUrl) {
    logError(deps, 'Cannot reach the data API: SUPABASE_URL is not set');
    throw failure;
  }
  if (!secretKey) {
    // Says what is missing (no secret in it): the release engineer's check-backend prints it.
    const message = 'This function has no key to reach the database: neither SUPABASE_SECRET_KEYS nor SUPABASE_SERVICE_ROLE_KEY is set in its runtime';
    logError(deps, message);
    throw new HttpError(500, message);
  }
  const search = new URLSearchParams();
  for (const [name, values] of Object.entries(call.query ?? {})) {
    for (const value of Array.isArray(values) ? values : [values]) search.append(name, value);
  }
  const url = `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/${call.table}${search.size ? `?${search}` : ''}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), outboundTimeout(deps));
  try {
    const response = await deps.fetch(url, {
      method: call.method,
      headers: {
        ...dataApiKeyHeaders(secretKey),
        'Content-Type': 'application/json',
        Prefer: call.returnRows ? 'return=representation' : 'return=minimal',
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: controller.signal,
    });
    const text = await response.text();
    if (response.status === 429) {
      const message = (safeJson(text) as { message?: unknown } | null)?.message;
      throw tooManyRequests(
        typeof message === 'string' && message ? message : 'Too many requests; please try again later',
        response.headers.get('retry-after'),
        DEFAULT_RETRY_AFTER_SECONDS,
      );
    }
    const databaseMessage = (safeJson(text) as { message?: unknown } | null)?.message;
    if (call.passThroughStatuses?.includes(response.status) && typeof databaseMessage === 'string' && databaseMessage) {
      throw new HttpError(response.status, databaseMessage);
    }
    if (!response.ok) {
      logError(deps, `${call.method} ${url} answered ${response.status}: ${text.slice(0, 500)}`);
      throw failure;
    }
    return call.returnRows || call.method === 'GET' ? (JSON.parse(text) as Row[]) : [];
  } catch (error) {
    if (error instanceof HttpError) throw error;
    logError(deps, `${call.method} ${url} failed: ${error instanceof Error ? error.message : String(error)}`);
    throw failure;
  } finally {
    clearTimeout(timer);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
