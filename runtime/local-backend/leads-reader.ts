import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { ApiKeys } from './api-keys.ts';
import { assertDataDirFree, claimDataDir, findDataDirOwner } from './data-dir-lock.ts';
import { type SqlDatabase, openDatabase } from './database.ts';
import { type LeadTable } from './lead-tables.ts';
import { MEMORY_DATA_DIR } from './paths.ts';
import { LOCAL_BACKEND_SERVICE_NAME } from './settings.ts';

/*
 * Where `npm run leads` reads from. PGlite is single-process, so while a backend runs on
 * the data folder we must ask it over HTTP (as the service role, like any admin tool on
 * hosted Supabase would); only when none runs do we open the folder ourselves.
 */

export type LeadRow = Record<string, unknown>;

export interface LeadsSource {
  /** Said to the user so they know which data they are looking at. */
  description: string;
  newestRows(table: LeadTable, limit: number): Promise<LeadRow[]>;
  close(): Promise<void>;
}

export interface LeadsSourceOptions {
  /** A running backend to ask, given explicitly. */
  url?: string;
  databaseUrl?: string;
  dataDir: string;
  keys: ApiKeys;
  /** Where a backend started with --memory would answer (no lock file to find it by). */
  defaultBackendUrl: string;
}

export async function openLeadsSource(options: LeadsSourceOptions): Promise<LeadsSource> {
  if (options.url) {
    if (!(await provesServiceRoleKey(options.url, options.keys))) {
      throw new Error(
        `${options.url} did not prove it holds this project's service-role key (GET /health?challenge=...), ` +
          'so the key was not sent to it. Is it the local backend of this project?',
      );
    }
    return httpSource(options.url, options.keys);
  }
  if (options.databaseUrl) return databaseSource(await openDatabase({ databaseUrl: options.databaseUrl, dataDir: MEMORY_DATA_DIR }));

  // The backend named by the data folder's lock, else one at the default port: either only
  // once it has proved it knows the key; whatever else listens there never receives it.
  const owner = await findDataDirOwner(options.dataDir);
  if (owner && (await provesServiceRoleKey(owner.url, options.keys))) return httpSource(owner.url, options.keys);
  if (await provesServiceRoleKey(options.defaultBackendUrl, options.keys)) return httpSource(options.defaultBackendUrl, options.keys);

  if (!existsSync(options.dataDir)) {
    throw new Error(
      `No local database at ${options.dataDir} yet and no local backend is running. ` +
        'Start one with `npm run backend`, submit a form on the site, then run `npm run leads` again.',
    );
  }
  await assertDataDirFree(options.dataDir);
  // Hold the folder while reading so a backend started meanwhile waits its turn with a clear message.
  const release = await claimDataDir(options.dataDir, 'npm run leads (reading)');
  try {
    const source = databaseSource(await openDatabase({ dataDir: options.dataDir }));
    return { ...source, close: async () => { await source.close(); await release(); } };
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * Whether the server at `url` is a local backend holding our service-role key: it must
 * answer a fresh random challenge with its HMAC under that key (see index.ts). The key
 * itself never leaves this process during the check.
 */
export async function provesServiceRoleKey(url: string, keys: ApiKeys): Promise<boolean> {
  const challenge = randomBytes(32).toString('hex');
  try {
    const response = await fetch(`${url.replace(/\/+$/, '')}/health?challenge=${challenge}`, { signal: AbortSignal.timeout(1_000), redirect: 'error' });
    const body = (await response.json()) as { service?: unknown; proof?: unknown };
    if (!response.ok || body.service !== LOCAL_BACKEND_SERVICE_NAME || typeof body.proof !== 'string') return false;
    const expected = createHmac('sha256', keys.serviceRoleKey).update(challenge).digest();
    const proof = Buffer.from(body.proof, 'hex');
    return proof.length === expected.length && timingSafeEqual(proof, expected);
  } catch {
    return false;
  }
}

function httpSource(url: string, keys: ApiKeys): LeadsSource {
  const base = url.replace(/\/+$/, '');
  return {
    description: `the local backend at ${base} (asked over HTTP with the service-role key)`,
    async newestRows(table, limit) {
      const response = await fetch(`${base}/rest/v1/${table}?select=*&order=created_at.desc&limit=${limit}`, {
        headers: { apikey: keys.serviceRoleKey, Authorization: `Bearer ${keys.serviceRoleKey}` },
      }).catch((error: Error) => {
        throw new Error(`Could not reach the local backend at ${base}: ${error.message}`);
      });
      const body = await response.text();
      if (!response.ok) throw new Error(`Reading ${table} from ${base} failed with ${response.status}: ${body}`);
      return JSON.parse(body) as LeadRow[];
    },
    close: async () => {},
  };
}

function databaseSource(db: SqlDatabase): LeadsSource {
  return {
    description: db.description,
    async newestRows(table, limit) {
      // Same role and same JSON formatting as the HTTP path, so both print identically.
      return db.transaction(async (tx) => {
        await tx.exec('set local role service_role');
        const { rows } = await tx.query<{ body: string }>(
          `select coalesce(json_agg(newest), '[]')::text as body
             from (select * from public.${table} order by created_at desc limit $1) as newest`,
          [limit],
        );
        return JSON.parse(rows[0].body) as LeadRow[];
      });
    },
    close: () => db.close(),
  };
}
