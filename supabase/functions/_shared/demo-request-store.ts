import { callDataApi } from './data-api.ts';
import type { HandlerDeps } from './handler-deps.ts';
import type { DemoRequest } from './validation.ts';

/** A row of public.demo_requests as the data API takes it (see the migrations). */
export interface DemoRequestRow {
  name: string;
  email: string;
  company: string;
  phone: string | null;
  preferred_date: string;
  timezone: string;
  notes: string | null;
}

/** The fields sales is told about, in this order. */
export const DEMO_REQUEST_COLUMNS = ['name', 'email', 'company', 'phone', 'preferred_date', 'timezone', 'notes'] as const;

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
 * Inserts the row with the service-role key (the only role allowed to write demo_requests).
 * A row with the same idempotency key already stored makes the insert a no-op (the
 * migration's trigger), so a retried attempt never lands a second row.
 */
export async function storeDemoRequest(deps: HandlerDeps, row: DemoRequestRow, idempotencyKey: string): Promise<void> {
  await callDataApi(deps, { method: 'POST', table: 'demo_requests', body: { ...row, idempotency_key: idempotencyKey } });
}
