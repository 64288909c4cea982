import { type HandlerDeps, logError, readSetting } from './handler-deps.ts';
import { errorResponse } from './http.ts';
import { postJson } from './outbound.ts';
import type { DemoRequest } from './validation.ts';

/** A row of public.demo_requests as the data API takes it (see the migration). */
export interface DemoRequestRow {
  name: string;
  email: string;
  company: string;
  phone: string | null;
  preferred_date: string;
  timezone: string;
  notes: string | null;
}

export function toDemoRequestRow(request: DemoRequest): DemoRequestRow {
  return {
    name: request.name,
    email: request.email,
    company: request.company,
    phone: request.phone,
    preferred_date: request.preferredDate,
    timezone: request.timezone,
    notes: request.notes,
  };
}

/**
 * Inserts the row through the project's own data API with the service-role key (the only
 * role allowed to write demo_requests). Supabase injects SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY into every deployed function; the local backend does the same.
 * Returns null on success, or the 500 to answer with.
 */
export async function storeDemoRequest(deps: HandlerDeps, row: DemoRequestRow): Promise<Response | null> {
  const failure = errorResponse(500, 'Could not store the demo request; please try again later');
  const supabaseUrl = readSetting(deps, 'SUPABASE_URL');
  const serviceRoleKey = readSetting(deps, 'SUPABASE_SERVICE_ROLE_KEY');
  if (!supabaseUrl || !serviceRoleKey) {
    logError(deps, 'Cannot store demo request: SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is not set');
    return failure;
  }
  const result = await postJson(deps, `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/demo_requests`, row, {
    apikey: serviceRoleKey,
    Authorization: `Bearer ${serviceRoleKey}`,
    Prefer: 'return=minimal',
  });
  if (result.ok) return null;
  logError(deps, `Storing demo request failed: ${result.reason}`);
  return failure;
}
