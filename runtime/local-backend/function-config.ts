import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { FUNCTIONS_DIR, SUPABASE_CONFIG_FILE } from './paths.ts';

export interface EdgeFunctionInfo {
  name: string;
  entry: string;
  /** Whether the gateway demands a valid bearer key (Supabase's default: true). */
  verifyJwt: boolean;
}

/**
 * The functions `supabase functions deploy` would deploy: every folder of
 * supabase/functions with an index.ts whose name does not start with "_" (those hold
 * shared code). Settings come from the [functions.<name>] sections of config.toml.
 */
export async function discoverEdgeFunctions(): Promise<EdgeFunctionInfo[]> {
  const settings = parseFunctionSettings(await readFile(SUPABASE_CONFIG_FILE, 'utf8'));
  const entries = await readdir(FUNCTIONS_DIR, { withFileTypes: true });
  const functions: EdgeFunctionInfo[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('_')) continue;
    const entryFile = join(FUNCTIONS_DIR, entry.name, 'index.ts');
    const exists = await readFile(entryFile).then(
      () => true,
      () => false,
    );
    if (!exists) continue;
    functions.push({ name: entry.name, entry: entryFile, verifyJwt: settings.get(entry.name)?.verifyJwt ?? true });
  }
  return functions.sort((a, b) => a.name.localeCompare(b.name));
}

/** The parts of supabase/config.toml the local backend honours. */
interface SupabaseConfig {
  api?: { max_rows?: unknown };
  functions?: Record<string, { verify_jwt?: unknown } | undefined>;
}

function parseConfig(toml: string): SupabaseConfig {
  try {
    return parse(toml) as SupabaseConfig;
  } catch (error) {
    throw new Error(`${SUPABASE_CONFIG_FILE} is not valid TOML: ${error instanceof Error ? error.message : error}`);
  }
}

/** `verify_jwt` of each `[functions.<name>]` table (unset when the table leaves it out). */
export function parseFunctionSettings(toml: string): Map<string, { verifyJwt?: boolean }> {
  const settings = new Map<string, { verifyJwt?: boolean }>();
  for (const [name, table] of Object.entries(parseConfig(toml).functions ?? {})) {
    const verifyJwt = table?.verify_jwt;
    settings.set(name, typeof verifyJwt === 'boolean' ? { verifyJwt } : {});
  }
  return settings;
}

/** `[api] max_rows`: the most rows one data API read returns (PostgREST's db-max-rows). */
export function parseMaxRows(toml: string): number | undefined {
  const maxRows = parseConfig(toml).api?.max_rows;
  return typeof maxRows === 'number' && Number.isInteger(maxRows) && maxRows > 0 ? maxRows : undefined;
}

export async function readMaxRows(): Promise<number | undefined> {
  return parseMaxRows(await readFile(SUPABASE_CONFIG_FILE, 'utf8'));
}
