import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders the local backend works with, resolved from this file so any cwd works. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SUPABASE_DIR = join(REPO_ROOT, 'supabase');
export const MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations');
export const FUNCTIONS_DIR = join(SUPABASE_DIR, 'functions');
export const SUPABASE_CONFIG_FILE = join(SUPABASE_DIR, 'config.toml');
export const BOOTSTRAP_SQL_FILE = join(REPO_ROOT, 'runtime', 'local-backend', 'bootstrap-roles.sql');
/** PGlite's persisted database (git-ignored). */
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.data', 'pglite');
/** Migrated in-memory databases, saved to start tests fast (git-ignored; see prepared-database.ts). */
export const PGLITE_SNAPSHOT_DIR = join(REPO_ROOT, '.cache', 'pglite-snapshots');
/** Deno's module and npm cache for the edge functions (git-ignored). */
export const DENO_DIR = join(REPO_ROOT, '.cache', 'deno');
export const DENO_BIN = join(REPO_ROOT, 'node_modules', '.bin', 'deno');
/** The Deno program that hosts one edge function in the local backend. */
export const EDGE_FUNCTION_HOST_FILE = join(REPO_ROOT, 'runtime', 'local-backend', 'edge-function-host.ts');

/** PGlite's marker for an in-memory database. */
export const MEMORY_DATA_DIR = 'memory://';
