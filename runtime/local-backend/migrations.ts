import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SqlDatabase } from './database.ts';
import { BOOTSTRAP_SQL_FILE, MIGRATIONS_DIR } from './paths.ts';

/**
 * Brings a database to the schema hosted Supabase would have: first the roles Supabase
 * provides (bootstrap), then every file of supabase/migrations in name order, each at most
 * once. Applied files are recorded like the Supabase CLI does (supabase_migrations), so a
 * persisted PGlite folder or a Postgres server survives restarts.
 */
export async function migrateDatabase(db: SqlDatabase, log: (line: string) => void = () => {}): Promise<void> {
  await db.exec(await readFile(BOOTSTRAP_SQL_FILE, 'utf8'));
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    );
  `);
  const applied = new Map(
    (await db.query<{ version: string; checksum: string }>('select version, checksum from supabase_migrations.schema_migrations')).rows.map(
      (row) => [row.version, row.checksum],
    ),
  );

  for (const file of await listMigrationFiles()) {
    const sql = await readFile(join(MIGRATIONS_DIR, file.fileName), 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    const appliedChecksum = applied.get(file.version);
    if (appliedChecksum !== undefined) {
      if (appliedChecksum !== checksum) {
        log(
          `warning: migration ${file.fileName} changed after it was applied to ${db.description}; ` +
            'add a new migration instead, or delete the local database to start over',
        );
      }
      continue;
    }
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name, checksum) values ($1, $2, $3)', [
          file.version,
          file.name,
          checksum,
        ]);
      });
    } catch (error) {
      throw new Error(`Migration ${file.fileName} failed: ${error instanceof Error ? error.message : error}`);
    }
    log(`applied migration ${file.fileName}`);
  }
}

export interface MigrationFile {
  fileName: string;
  version: string;
  name: string;
}

/** `<timestamp>_<name>.sql`, sorted by name (which sorts by timestamp), as the Supabase CLI reads them. */
export async function listMigrationFiles(): Promise<MigrationFile[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((fileName) => fileName.endsWith('.sql')).sort();
  return files.map((fileName) => {
    const match = /^(\d+)_(.+)\.sql$/.exec(fileName);
    if (!match) throw new Error(`Migration file name ${fileName} must look like <timestamp>_<name>.sql`);
    return { fileName, version: match[1], name: match[2] };
  });
}
