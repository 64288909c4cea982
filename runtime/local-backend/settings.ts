import { resolve } from 'node:path';
import type { ApiKeys } from './api-keys.ts';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import { DEFAULT_DATA_DIR, MEMORY_DATA_DIR } from './paths.ts';

/** Settings shared by the backend and `npm run leads`: explicit value, else environment, else default. */

export const DEFAULT_PORT = 54321;

/** What GET /health names itself, so tools can tell this backend from anything else on the port. */
export const LOCAL_BACKEND_SERVICE_NAME = 'vertiq-local-backend';

export function envValue(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

export function resolveApiKeys(explicit: Partial<ApiKeys> = {}): ApiKeys {
  return {
    anonKey: explicit.anonKey ?? envValue('SUPABASE_ANON_KEY') ?? LOCAL_ANON_KEY,
    serviceRoleKey: explicit.serviceRoleKey ?? envValue('SUPABASE_SERVICE_ROLE_KEY') ?? LOCAL_SERVICE_ROLE_KEY,
    jwtSecret: explicit.jwtSecret ?? envValue('SUPABASE_JWT_SECRET') ?? LOCAL_JWT_SECRET,
    // Singular names, as a self-hosted stack exports them (the plural JSON is what functions read).
    publishableKey: explicit.publishableKey ?? envValue('SUPABASE_PUBLISHABLE_KEY') ?? LOCAL_PUBLISHABLE_KEY,
    secretKey: explicit.secretKey ?? envValue('SUPABASE_SECRET_KEY') ?? LOCAL_SECRET_KEY,
    legacyKeys: explicit.legacyKeys ?? true,
  };
}

/** A PGlite folder as an absolute path (relative ones are taken from the cwd), or memory://. */
export function resolveDataDir(dataDir: string | undefined): string {
  if (!dataDir) return DEFAULT_DATA_DIR;
  return dataDir === MEMORY_DATA_DIR ? dataDir : resolve(dataDir);
}
