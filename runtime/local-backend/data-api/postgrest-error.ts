import type { ApiRole } from '../api-keys.ts';

/** PostgREST's error body: what supabase-js turns into `error.code`, `error.message`, ... */
export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** An error the data API answers with, already carrying PostgREST's status for it. */
export class PostgrestError extends Error {
  readonly body: PostgrestErrorBody;

  constructor(
    readonly status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
    /** Extra response headers the SQL chose (`raise sqlstate 'PGRST'`), e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.body = { code, message, details, hint };
  }
}

/** The shape of a Postgres error as PGlite and node-postgres both expose it. */
interface DatabaseErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code)
  );
}

/** A Postgres error as PostgREST reports it, with its status. */
export function fromDatabaseError(error: DatabaseErrorLike, role: ApiRole): PostgrestError {
  if (error.code === 'PGRST') return fromPgrstRaise(error);
  return new PostgrestError(
    httpStatusForSqlState(error.code, role),
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  );
}

/**
 * `raise sqlstate 'PGRST' using message = '<json body>', detail = '<json {status, headers}>'`:
 * the SQL chooses the whole answer (PostgREST docs, "Errors" > "Raise errors with HTTP Status
 * Codes", v12+). The message holds { code, message, details, hint }, the detail { status,
 * status_text?, headers? }; JSON that does not parse is PostgREST's 500 PGRST121.
 */
function fromPgrstRaise(error: DatabaseErrorLike): PostgrestError {
  try {
    const body = JSON.parse(error.message) as Partial<PostgrestErrorBody>;
    const detail = JSON.parse(error.detail ?? '') as { status?: unknown; headers?: unknown };
    if (typeof detail.status !== 'number' || !isPlainRecord(body)) throw new Error('not an object with a status');
    const headers = isPlainRecord(detail.headers)
      ? Object.fromEntries(Object.entries(detail.headers).map(([name, value]) => [name, String(value)]))
      : {};
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    return new PostgrestError(detail.status, text(body.code) ?? '', text(body.message) ?? '', text(body.details), text(body.hint), headers);
  } catch {
    return new PostgrestError(
      500,
      'PGRST121',
      "Could not parse JSON in the RAISE SQLSTATE 'PGRST' error",
      `Invalid JSON value for MESSAGE: '${error.message}'\nInvalid JSON value for DETAIL: '${error.detail ?? ''}'`,
    );
  }
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * PostgREST's mapping from SQLSTATE to HTTP status (its docs, "Errors" > "SQLSTATE").
 * 42501 is 401 for the anonymous role and 403 for any other, as Supabase's anon key
 * is PostgREST's anonymous role.
 */
export function httpStatusForSqlState(code: string, role: ApiRole): number {
  // PTxyz: a status the SQL chose itself (`raise sqlstate 'PT429'`), as PostgREST honours it.
  const custom = /^PT([1-5]\d\d)$/.exec(code);
  if (custom) return Number(custom[1]);
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    P0001: 400,
  };
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code in exact) return exact[code];
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '2F': 500,
    '38': 500,
    '39': 500,
    '3D': 500,
    '3F': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}
