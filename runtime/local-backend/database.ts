import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Pool, PoolClient } from 'pg';
import { MEMORY_DATA_DIR } from './paths.ts';

export interface QueryResult<Row> {
  rows: Row[];
}

/** The few operations the local backend needs, implemented by PGlite and by node-postgres. */
export interface SqlExecutor {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface SqlDatabase extends SqlExecutor {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** For messages: where the data lives. */
  readonly description: string;
  /** PGlite only: the whole data folder as a gzipped tarball (see prepared-database.ts). */
  dumpDataDir?: () => Promise<Blob>;
}

/** Where the database is: a Postgres server URL wins, else a PGlite folder (or memory://). */
export interface DatabaseLocation {
  databaseUrl?: string;
  dataDir: string;
  /** PGlite only: start from this dumped data folder instead of an empty cluster. */
  snapshot?: Blob;
}

export async function openDatabase(location: DatabaseLocation): Promise<SqlDatabase> {
  return location.databaseUrl ? openPostgresServer(location.databaseUrl) : openPglite(location.dataDir, location.snapshot);
}

async function openPglite(dataDir: string, snapshot: Blob | undefined): Promise<SqlDatabase> {
  // Imported lazily: loading the WebAssembly build is only worth it when PGlite is used.
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir !== MEMORY_DATA_DIR) await mkdir(dirname(dataDir), { recursive: true });
  const db = await PGlite.create(dataDir, snapshot ? { loadDataDir: snapshot } : {});
  const wrap = (executor: Pick<typeof db, 'query' | 'exec'>): SqlExecutor => ({
    query: async <Row>(sql: string, params?: unknown[]) => ({ rows: (await executor.query<Row>(sql, params)).rows }),
    exec: async (sql) => {
      await executor.exec(sql);
    },
  });
  return {
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
    description: dataDir === MEMORY_DATA_DIR ? 'PGlite (in memory)' : `PGlite at ${dataDir}`,
    dumpDataDir: () => db.dumpDataDir('gzip'),
  };
}

async function openPostgresServer(databaseUrl: string): Promise<SqlDatabase> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, application_name: 'vertiq-local-backend' });
  // Postgres may end any connection (pg_terminate_backend, a restart, a failover), and the
  // client then emits 'error', which kills the process where nobody listens. The pool
  // listens only while a client is idle (and re-emits it as the pool's 'error'); a client
  // can also be handed out in the very parser loop that is about to read its FATAL message,
  // before our code holds it. So every client gets a listener for its whole life: the query
  // in flight fails on its own, and the pool drops a client that is no longer queryable.
  pool.on('connect', (client) => client.on('error', () => {}));
  pool.on('error', (error) => console.warn(`[local-backend] a database connection was closed: ${error.message}`));
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(
      `Cannot connect to DATABASE_URL (${redactPassword(databaseUrl)}): ${error instanceof Error ? error.message : error}`,
    );
  }
  const wrap = (client: Pool | PoolClient): SqlExecutor => ({
    query: async <Row>(sql: string, params?: unknown[]) => ({ rows: (await client.query(sql, params)).rows as Row[] }),
    exec: async (sql) => {
      await client.query(sql);
    },
  });
  return {
    ...wrap(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        // A client whose rollback failed has a dead connection: destroy it rather than reuse it.
        client.release(broken);
      }
    },
    close: () => pool.end(),
    description: `Postgres at ${redactPassword(databaseUrl)}`,
  };
}

function redactPassword(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}
