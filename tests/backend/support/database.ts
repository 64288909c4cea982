import type { ApiRole } from '../../../local-backend/api-keys.ts';
import { type SqlDatabase, type SqlExecutor, openDatabase } from '../../../local-backend/database.ts';
import { LEAD_TABLE_NAMES } from '../../../local-backend/lead-tables.ts';
import { migrateDatabase } from '../../../local-backend/migrations.ts';
import { MEMORY_DATA_DIR } from '../../../local-backend/paths.ts';

/** An in-memory PGlite with the bootstrap roles and every migration applied (takes a few seconds). */
export async function openMigratedDatabase(): Promise<SqlDatabase> {
  const db = await openDatabase({ dataDir: MEMORY_DATA_DIR });
  await migrateDatabase(db);
  return db;
}

/** Empties the lead tables between tests (cheaper than a new database). */
export async function emptyLeadTables(db: Pick<SqlExecutor, 'exec'>): Promise<void> {
  await db.exec(`truncate ${LEAD_TABLE_NAMES.map((table) => `public.${table}`).join(', ')}`);
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
