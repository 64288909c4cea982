import { PostgrestError } from './postgrest-error.ts';

/*
 * The subset of PostgREST's URL grammar the local backend understands: enough for
 * `npm run leads`, tests and ad-hoc curl. Horizontal filters `col=[not.]op.value`
 * (eq, neq, gt, gte, lt, lte, like, ilike, is, in), `select=` with plain column names,
 * `order=col[.asc|.desc][.nullsfirst|.nullslast],...`, `limit=`, `offset=`.
 * Anything else is refused with PostgREST's parse error code rather than ignored, so a
 * query never silently returns more rows than asked for.
 */

const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'apikey']);

/**
 * PostgREST features the local backend does not imitate. Ignoring them would answer
 * something else than hosted Supabase does (an upsert coming back 409, a count of 0), so a
 * request using one is refused, naming it.
 */
const UNSUPPORTED_PARAMS = new Set(['on_conflict', 'or', 'and', 'not.or', 'not.and']);
const UNSUPPORTED_PREFERENCES = /^(resolution|count|missing|handling|tx|max-affected|params)=/i;

export function refuseUnsupported(query: URLSearchParams, prefer: string | undefined): void {
  for (const name of query.keys()) {
    if (UNSUPPORTED_PARAMS.has(name)) {
      throw new PostgrestError(400, 'PGRST100', `"${name}" is not supported by the local backend`, `query parameter ${name}`, 'See supabase/README.md, "What it does not imitate".');
    }
  }
  for (const preference of (prefer ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    if (UNSUPPORTED_PREFERENCES.test(preference)) {
      throw new PostgrestError(400, 'PGRST100', `Prefer: ${preference} is not supported by the local backend`, null, 'See supabase/README.md, "What it does not imitate".');
    }
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function parseError(message: string, details: string | null = null): PostgrestError {
  return new PostgrestError(400, 'PGRST100', message, details);
}

/** A SQL fragment and the parameters it uses, numbered from `firstParam`. */
export interface SqlFragment {
  sql: string;
  params: unknown[];
}

const COMPARISONS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

/** Filters of the query string; `qualifier` prefixes column names (an alias of the target table). */
export function whereClause(query: URLSearchParams, firstParam: number, qualifier?: string): SqlFragment {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const placeholder = (value: unknown) => {
    params.push(value);
    return `$${firstParam + params.length - 1}`;
  };
  for (const [column, rawValue] of query) {
    if (RESERVED_PARAMS.has(column)) continue;
    const match = /^(not\.)?([a-z]+)\.(.*)$/s.exec(rawValue);
    if (!match) throw parseError(`"failed to parse filter (${rawValue})" (line 1, column 1)`, `filter on ${column}`);
    const [, negated, operator, value] = match;
    const target = qualifier ? `${qualifier}.${quoteIdent(column)}` : quoteIdent(column);
    let condition: string;
    if (operator in COMPARISONS) condition = `${target} ${COMPARISONS[operator]} ${placeholder(value)}`;
    else if (operator === 'like' || operator === 'ilike') {
      condition = `${target} ${operator} ${placeholder(value.replace(/\*/g, '%'))}`;
    } else if (operator === 'is') {
      const keyword = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' }[value.toLowerCase()];
      if (!keyword) throw parseError(`"failed to parse filter (is.${value})"`, 'is accepts null, true, false or unknown');
      condition = `${target} is ${keyword}`;
    } else if (operator === 'in') {
      const items = parseInList(value);
      condition = items.length === 0 ? 'false' : `${target} in (${items.map(placeholder).join(', ')})`;
    } else {
      throw parseError(`"failed to parse filter (${rawValue})"`, `operator ${operator} is not supported by the local backend`);
    }
    conditions.push(negated ? `not (${condition})` : condition);
  }
  return { sql: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}

/** `(a,b,"c,d")` -> ['a', 'b', 'c,d'] */
function parseInList(value: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')')) throw parseError(`"failed to parse filter (in.${value})"`);
  const inner = value.slice(1, -1);
  if (inner.trim() === '') return [];
  const items: string[] = [];
  const itemPattern = /\s*(?:"((?:[^"\\]|\\.)*)"|([^,]*))\s*(?:,|$)/gy;
  let match: RegExpExecArray | null;
  while (itemPattern.lastIndex < inner.length && (match = itemPattern.exec(inner))) {
    items.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2].trim());
  }
  return items;
}

export function selectList(query: URLSearchParams): string {
  const select = query.get('select')?.trim() || '*';
  if (select === '*') return '*';
  const columns = select.split(',').map((column) => column.trim());
  if (columns.some((column) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(column))) {
    throw parseError(`"failed to parse select parameter (${select})"`, 'the local backend supports plain column lists only');
  }
  return columns.map(quoteIdent).join(', ');
}

export function orderClause(query: URLSearchParams): string {
  const order = query.get('order');
  if (!order) return '';
  const terms = order.split(',').map((term) => {
    const [column, ...modifiers] = term.trim().split('.');
    const sqlModifiers = modifiers.map((modifier) => {
      const keyword = { asc: 'asc', desc: 'desc', nullsfirst: 'nulls first', nullslast: 'nulls last' }[modifier];
      if (!keyword) throw parseError(`"failed to parse order (${order})"`, `unknown modifier ${modifier}`);
      return keyword;
    });
    if (!column) throw parseError(`"failed to parse order (${order})"`);
    return [quoteIdent(column), ...sqlModifiers].join(' ');
  });
  return `order by ${terms.join(', ')}`;
}

/** limit/offset; `maxRows` (config.toml [api] max_rows, PostgREST's db-max-rows) caps every read. */
export function limitClause(query: URLSearchParams, maxRows?: number): string {
  const parts: string[] = [];
  let limit: number | undefined;
  for (const name of ['limit', 'offset'] as const) {
    const value = query.get(name);
    if (value === null) continue;
    if (!/^\d+$/.test(value)) throw parseError(`"failed to parse ${name} parameter (${value})"`);
    if (name === 'limit') limit = Number(value);
    else parts.push(`offset ${Number(value)}`);
  }
  if (maxRows !== undefined) limit = Math.min(limit ?? maxRows, maxRows);
  if (limit !== undefined) parts.unshift(`limit ${limit}`);
  return parts.join(' ');
}
