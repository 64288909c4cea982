import type { ApiRole } from '../../../tools/local-backend/api-keys.ts';
import type { SqlDatabase, SqlExecutor } from '../../../tools/local-backend/database.ts';
import { LEAD_TABLE_NAMES } from '../../../tools/local-backend/lead-tables.ts';
import { MEMORY_DATA_DIR } from '../../../tools/local-backend/paths.ts';
import { openPreparedDatabase } from '../../../tools/local-backend/prepared-database.ts';

/** Generous: PGlite boots a WebAssembly Postgres, slow on a busy machine without a snapshot yet. */
export const DATABASE_START_TIMEOUT_MS = 120_000;

/** An in-memory PGlite with the bootstrap roles and every migration applied, as the local backend opens it. */
export function openMigratedDatabase(): Promise<SqlDatabase> {
  return openPreparedDatabase({ dataDir: MEMORY_DATA_DIR });
}

/** Empties the lead tables and the rate-limit counters between tests (cheaper than a new database). */
export async function emptyLeadTables(db: Pick<SqlExecutor, 'exec'>): Promise<void> {
  await db.exec(`truncate ${[...LEAD_TABLE_NAMES.map((table) => `public.${table}`), 'private.submission_counts'].join(', ')}`);
}

export type DatabaseRole = ApiRole | 'authenticated';

/** Runs `work` as `role`, the way the data API does (SET LOCAL ROLE in a transaction). */
export function asRole<T>(db: SqlDatabase, role: DatabaseRole, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    return work(tx);
  });
}

/** The SQLSTATE a promise rejects with (fails the test if it resolves). */
export async function sqlState(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code ?? `no code: ${String(error)}`;
  }
  throw new Error('expected the statement to fail, but it succeeded');
}
