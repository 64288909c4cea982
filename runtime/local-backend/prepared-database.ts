import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type DatabaseLocation, type SqlDatabase, openDatabase } from './database.ts';
import { listMigrationFiles, migrateDatabase } from './migrations.ts';
import { BOOTSTRAP_SQL_FILE, MEMORY_DATA_DIR, MIGRATIONS_DIR, PGLITE_SNAPSHOT_DIR, REPO_ROOT } from './paths.ts';

/*
 * Opens the database and brings it up to date with supabase/migrations.
 *
 * An in-memory PGlite (tests, --memory) would otherwise run initdb and every migration on
 * each start, which costs 5-15 s on a busy 2-core machine. Instead the first start saves the
 * migrated data folder as a gzipped tarball in .cache/pglite-snapshots, keyed by the
 * PGlite version and the exact SQL; later starts load it in about a second. Any change to
 * a migration (or to the bootstrap roles) changes the key, so a stale snapshot is never used.
 */
export async function openPreparedDatabase(location: DatabaseLocation, log: (line: string) => void = () => {}): Promise<SqlDatabase> {
  const usesSnapshot = !location.databaseUrl && location.dataDir === MEMORY_DATA_DIR;
  if (!usesSnapshot) return migrated(await openDatabase(location), log);

  const snapshotFile = join(PGLITE_SNAPSHOT_DIR, `${await schemaFingerprint()}.tar.gz`);
  const snapshot = await readFile(snapshotFile).then(
    (bytes) => new Blob([bytes]),
    () => undefined,
  );
  if (snapshot) {
    try {
      // migrateDatabase finds everything applied; it stays as a check that the snapshot is whole.
      return await migrated(await openDatabase({ ...location, snapshot }), log);
    } catch (error) {
      log(`ignoring unusable database snapshot ${snapshotFile}: ${error instanceof Error ? error.message : error}`);
      await rm(snapshotFile, { force: true });
    }
  }

  const db = await migrated(await openDatabase(location), log);
  await saveSnapshot(db, snapshotFile).catch((error) => log(`could not save a database snapshot: ${error}`));
  return db;
}

async function migrated(db: SqlDatabase, log: (line: string) => void): Promise<SqlDatabase> {
  try {
    await migrateDatabase(db, log);
    return db;
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}

async function schemaFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  // A snapshot is a PGlite data folder: only the PGlite build that wrote it may load it.
  const pgliteVersion = await readFile(join(REPO_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8').then(
    (text) => String((JSON.parse(text) as { version?: unknown }).version),
    () => 'unknown',
  );
  hash.update(pgliteVersion);
  hash.update(await readFile(BOOTSTRAP_SQL_FILE));
  for (const file of await listMigrationFiles()) {
    hash.update(file.fileName);
    hash.update(await readFile(join(MIGRATIONS_DIR, file.fileName)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function saveSnapshot(db: SqlDatabase, snapshotFile: string): Promise<void> {
  if (!db.dumpDataDir) return;
  const bytes = Buffer.from(await (await db.dumpDataDir()).arrayBuffer());
  await mkdir(PGLITE_SNAPSHOT_DIR, { recursive: true });
  // Write then rename: parallel test workers may save the same snapshot at the same time.
  const temporary = `${snapshotFile}.${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, snapshotFile);
  // Snapshots of older schemas are dead weight (~5 MB each).
  for (const name of await readdir(PGLITE_SNAPSHOT_DIR)) {
    const path = join(PGLITE_SNAPSHOT_DIR, name);
    if (path !== snapshotFile && name.endsWith('.tar.gz')) await rm(path, { force: true });
  }
}
