import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiKeys, ApiRole, VerifiedToken } from '../api-keys.ts';
import type { SqlDatabase, SqlExecutor } from '../database.ts';
import { BodyTooLargeError, header, readBody, sendEmpty, sendJson, sendText } from '../http-io.ts';
import { DATA_API_CORS_HEADERS } from './cors.ts';
import { PostgrestError, fromDatabaseError, isDatabaseError } from './postgrest-error.ts';
import { requestRole } from './request-role.ts';
import { requestSettings } from './request-settings.ts';
import { limitClause, orderClause, quoteIdent, refuseUnsupported, selectList, whereClause } from './url-query.ts';

/*
 * /rest/v1/<table>: the part of PostgREST the site and the tools use. Every statement runs
 * in a transaction under `SET LOCAL ROLE <anon|service_role>`, so the grants and row-level
 * security of the migration decide, exactly as on hosted Supabase.
 */

const MAX_BODY_BYTES = 1024 * 1024;
const SINGLE_OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';

export interface DataApiContext {
  db: SqlDatabase;
  keys: ApiKeys;
  /** config.toml [api] max_rows: the most rows one read returns. */
  maxRows?: number;
}

export async function handleDataApiRequest(
  context: DataApiContext,
  req: IncomingMessage,
  res: ServerResponse,
  tableName: string,
  query: URLSearchParams,
): Promise<void> {
  if (req.method === 'OPTIONS') {
    sendEmpty(res, 200, DATA_API_CORS_HEADERS);
    return;
  }
  let role: ApiRole | undefined;
  try {
    const token = requestRole(req, query, context.keys);
    role = token.role;
    checkSchemaProfile(req);
    refuseUnsupported(query, header(req, 'prefer'));
    const table = await describeTable(context.db, tableName);
    const request: TableRequest = { ...context, req, res, table, query, role, token };
    switch (req.method) {
      case 'GET':
      case 'HEAD':
        await selectRows(request);
        break;
      case 'POST':
        await insertRows(request);
        break;
      case 'PATCH':
        await updateRows(request);
        break;
      case 'DELETE':
        await deleteRows(request);
        break;
      default:
        throw new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
    }
  } catch (error) {
    sendError(res, error, role ?? 'anon');
  }
}

interface TableRequest extends DataApiContext {
  req: IncomingMessage;
  res: ServerResponse;
  table: TableShape;
  query: URLSearchParams;
  role: ApiRole;
  /** The verified token the role came from: its claims become request.jwt.claims. */
  token: VerifiedToken;
}

interface TableShape {
  name: string;
  /** public.<name>, quoted */
  sql: string;
  columns: Set<string>;
}

function sendError(res: ServerResponse, error: unknown, role: ApiRole): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof BodyTooLargeError) {
    sendJson(res, 413, { message: 'Request size limit exceeded' }, DATA_API_CORS_HEADERS);
    return;
  }
  const postgrestError =
    error instanceof PostgrestError
      ? error
      : isDatabaseError(error)
        ? fromDatabaseError(error, role)
        : new PostgrestError(500, 'XX000', error instanceof Error ? error.message : String(error));
  sendJson(res, postgrestError.status, postgrestError.body, { ...postgrestError.headers, ...DATA_API_CORS_HEADERS });
}

/** Only the public schema is exposed, as in the project's API settings. */
function checkSchemaProfile(req: IncomingMessage): void {
  for (const name of ['accept-profile', 'content-profile']) {
    const schema = header(req, name);
    if (schema !== undefined && schema !== 'public') {
      throw new PostgrestError(406, 'PGRST106', 'The schema must be one of the following: public', null, null);
    }
  }
}

/** PostgREST's schema cache lookup: the table and its columns, regardless of grants. */
async function describeTable(db: SqlDatabase, name: string): Promise<TableShape> {
  const { rows } = await db.query<{ column_name: string }>(
    `select a.attname as column_name
       from pg_catalog.pg_attribute a
       join pg_catalog.pg_class c on c.oid = a.attrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
        and a.attnum > 0 and not a.attisdropped`,
    [name],
  );
  if (rows.length === 0) {
    throw new PostgrestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
  }
  return { name, sql: `public.${quoteIdent(name)}`, columns: new Set(rows.map((row) => row.column_name)) };
}

function runAsRole<T>(request: TableRequest, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
  return request.db.transaction(async (tx) => {
    // What PostgREST sets for every request, so triggers (rate limits, Idempotency-Key)
    // behave here as on hosted Supabase.
    const settings = requestSettings(request.req, request.token);
    await tx.query(
      `select set_config('request.headers', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true), set_config('request.path', $4, true)`,
      [settings.headers, settings.claims, settings.method, settings.path],
    );
    // The role name comes from a closed union, never from the request text.
    await tx.exec(`set local role ${request.role}`);
    return work(tx);
  });
}

function prefers(req: IncomingMessage, preference: string): boolean {
  return (header(req, 'prefer') ?? '')
    .split(',')
    .some((part) => part.trim().toLowerCase() === preference);
}

function wantsSingleObject(req: IncomingMessage): boolean {
  return (header(req, 'accept') ?? '').includes(SINGLE_OBJECT_MEDIA_TYPE);
}

/** Sends rows (a JSON array produced by Postgres' json_agg) the way PostgREST does. */
function sendRows(request: TableRequest, status: number, rowsJson: string, rowCount: number): void {
  const headers = { ...DATA_API_CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8' };
  const range = rowCount === 0 ? '*/*' : `0-${rowCount - 1}/*`;
  if (wantsSingleObject(request.req)) {
    if (rowCount !== 1) {
      throw new PostgrestError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${rowCount} rows`);
    }
    rowsJson = JSON.stringify((JSON.parse(rowsJson) as unknown[])[0]);
  }
  if (request.req.method === 'HEAD') sendEmpty(request.res, status, { ...headers, 'Content-Range': range });
  else sendText(request.res, status, rowsJson, { ...headers, 'Content-Range': range });
}

/**
 * Wraps a row-returning statement (a SELECT, or an INSERT/UPDATE/DELETE ... RETURNING, which
 * Postgres allows as a top-level CTE) so Postgres formats the JSON, as PostgREST has it do.
 */
function asJsonArray(statement: string): string {
  return `with pgrst_rows as (${statement})
          select coalesce(json_agg(pgrst_rows), '[]')::text as body, count(*)::int as row_count from pgrst_rows`;
}

async function selectRows(request: TableRequest): Promise<void> {
  const where = whereClause(request.query, 1);
  const statement = `select ${selectList(request.query)} from ${request.table.sql} ${where.sql} ${orderClause(request.query)} ${limitClause(request.query, request.maxRows)}`;
  const [result] = (
    await runAsRole(request, (tx) => tx.query<{ body: string; row_count: number }>(asJsonArray(statement), where.params))
  ).rows;
  sendRows(request, 200, result.body, result.row_count);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = (await readBody(req, MAX_BODY_BYTES)).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkColumns(table: TableShape, columns: string[]): void {
  const unknown = columns.find((column) => !table.columns.has(column));
  if (unknown !== undefined) {
    throw new PostgrestError(400, 'PGRST204', `Could not find the '${unknown}' column of '${table.name}' in the schema cache`);
  }
}

/** Columns of an insert: the `columns` parameter (supabase-js sends it for arrays), else the object keys. */
function insertColumns(query: URLSearchParams, rows: Record<string, unknown>[]): string[] {
  const listed = query.get('columns');
  if (listed) return listed.split(',').map((column) => column.trim().replace(/^"(.*)"$/, '$1'));
  const columns = Object.keys(rows[0] ?? {});
  const signature = [...columns].sort().join('\0');
  if (rows.some((row) => Object.keys(row).sort().join('\0') !== signature)) {
    throw new PostgrestError(400, 'PGRST102', 'All object keys must match');
  }
  return columns;
}

async function insertRows(request: TableRequest): Promise<void> {
  const body = await readJson(request.req);
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isPlainObject)) {
    throw new PostgrestError(400, 'PGRST102', 'Request body must be a JSON object or an array of objects');
  }
  if (rows.length === 0) {
    sendEmpty(request.res, 201, DATA_API_CORS_HEADERS);
    return;
  }
  const columns = insertColumns(request.query, rows);
  checkColumns(request.table, columns);
  const returnRows = prefers(request.req, 'return=representation');
  const returning = returnRows ? ' returning *' : '';

  const result = await runAsRole(request, async (tx) => {
    if (columns.length === 0) {
      // `{}`: every column takes its default; DEFAULT VALUES inserts one row per statement.
      const inserted: unknown[] = [];
      for (let i = 0; i < rows.length; i++) {
        inserted.push(...(await tx.query(`insert into ${request.table.sql} default values${returning}`)).rows);
      }
      return { body: JSON.stringify(inserted), row_count: inserted.length };
    }
    // json_populate_recordset converts JSON values to the column types the way PostgREST does.
    const columnList = columns.map(quoteIdent).join(', ');
    const statement = `insert into ${request.table.sql} (${columnList})
      select ${columnList} from json_populate_recordset(null::${request.table.sql}, $1::json)${returning}`;
    const params = [JSON.stringify(rows)];
    if (!returnRows) {
      await tx.query(statement, params);
      return undefined;
    }
    return (await tx.query<{ body: string; row_count: number }>(asJsonArray(statement), params)).rows[0];
  });
  if (returnRows && result) sendRows(request, 201, result.body, result.row_count);
  else sendEmpty(request.res, 201, { ...DATA_API_CORS_HEADERS, 'Content-Range': '*/*' });
}

/** Supabase enables pg-safeupdate: UPDATE and DELETE without a filter are refused. */
function requireFilter(where: { sql: string }, statement: 'UPDATE' | 'DELETE'): void {
  if (!where.sql) throw new PostgrestError(400, '21000', `${statement} requires a WHERE clause`);
}

async function updateRows(request: TableRequest): Promise<void> {
  const patch = await readJson(request.req);
  if (!isPlainObject(patch)) throw new PostgrestError(400, 'PGRST102', 'Request body must be a JSON object');
  const columns = Object.keys(patch);
  checkColumns(request.table, columns);
  const where = whereClause(request.query, 2, 'pgrst_target');
  requireFilter(where, 'UPDATE');
  if (columns.length === 0) {
    sendEmpty(request.res, 204, DATA_API_CORS_HEADERS);
    return;
  }
  const assignments = columns.map((column) => `${quoteIdent(column)} = pgrst_patch.${quoteIdent(column)}`).join(', ');
  // The target is aliased so filters name its columns, not those of the joined patch record.
  const statement = `update ${request.table.sql} as pgrst_target set ${assignments}
      from json_populate_record(null::${request.table.sql}, $1::json) as pgrst_patch
      ${where.sql} returning pgrst_target.*`;
  await modifyRows(request, statement, [JSON.stringify(patch), ...where.params]);
}

async function deleteRows(request: TableRequest): Promise<void> {
  const where = whereClause(request.query, 1);
  requireFilter(where, 'DELETE');
  await modifyRows(request, `delete from ${request.table.sql} ${where.sql} returning *`, where.params);
}

async function modifyRows(request: TableRequest, statement: string, params: unknown[]): Promise<void> {
  const returnRows = prefers(request.req, 'return=representation');
  // The statement always ends in RETURNING so the affected rows can be counted (Content-Range);
  // without return=representation they are not sent. RETURNING needs SELECT rights, so this
  // can only be stricter than hosted: a role without them is refused either way here.
  const result = (
    await runAsRole(request, (tx) => tx.query<{ body: string; row_count: number }>(asJsonArray(statement), params))
  ).rows[0];
  if (returnRows) sendRows(request, 200, result.body, result.row_count);
  else sendEmpty(request.res, 204, { ...DATA_API_CORS_HEADERS, 'Content-Range': `*/${result.row_count}` });
}
