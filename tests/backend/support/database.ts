import { inject } from 'vitest';
import type { ApiRole } from '../../../runtime/local-backend/api-keys.ts';
import type { SqlDatabase, SqlExecutor } from '../../../runtime/local-backend/database.ts';
import { LEAD_TABLE_NAMES } from '../../../runtime/local-backend/lead-tables.ts';
import { MEMORY_DATA_DIR } from '../../../runtime/local-backend/paths.ts';
import { openPreparedDatabase } from '../../../runtime/local-backend/prepared-database.ts';

/** Generous: PGlite boots a WebAssembly Postgres, slow on a busy machine without a snapshot yet. */
export const DATABASE_START_TIMEOUT_MS = 120_000;

/** An in-memory PGlite with the bootstrap roles and every migration applied, as the local backend opens it. */
export function openMigratedDatabase(): Promise<SqlDatabase> {
  return openPreparedDatabase({ dataDir: MEMORY_DATA_DIR });
}

/** Empties the lead tables and the rate-limit counters between tests (cheaper than a new database). */
export async function emptyLeadTables(db: Pick<SqlExecutor, 'exec'>): Promise<void> {
  await db.exec(`truncate ${[...LEAD_TABLE_NAMES.map((table) => `public.${table}`), 'private.submission_counts', 'private.used_proofs'].join(', ')}`);
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

/** Every backend test that touches a database runs on both: PGlite (what `npm run backend` uses) and a real server. */
export const DATABASE_KINDS = ['PGlite', 'PostgreSQL'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/**
 * Where a test file's database lives: PGlite in memory, or a fresh database of its own in
 * the run's PostgreSQL cluster (support/postgres-global-setup.ts), dropped by `drop`.
 */
export async function testDatabaseLocation(kind: DatabaseKind): Promise<{ databaseUrl?: string; drop(): Promise<void> }> {
  if (kind === 'PGlite') return { drop: async () => {} };
  const serverUrl = inject('postgresUrl');
  const name = `vertiq_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const { default: pg } = await import('pg');
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return { databaseUrl: databaseUrl.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** A migrated database of `kind`, as the local backend opens it; closing it also drops a server database. */
export async function openTestDatabase(kind: DatabaseKind): Promise<SqlDatabase> {
  const location = await testDatabaseLocation(kind);
  const db = await openPreparedDatabase({ dataDir: MEMORY_DATA_DIR, databaseUrl: location.databaseUrl });
  return { ...db, close: async () => { await db.close(); await location.drop(); } };
}
