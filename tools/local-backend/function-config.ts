import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
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

/**
 * Reads `verify_jwt` from each `[functions.<name>]` table. A deliberately tiny reader of
 * the one TOML shape used there (`key = true|false` lines), not a general TOML parser.
 */
export function parseFunctionSettings(toml: string): Map<string, { verifyJwt?: boolean }> {
  const settings = new Map<string, { verifyJwt?: boolean }>();
  let current: { verifyJwt?: boolean } | undefined;
  for (const rawLine of toml.split('\n')) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const table = /^\[\s*functions\.("?)([A-Za-z0-9_-]+)\1\s*\]$/.exec(line);
    if (table) {
      current = {};
      settings.set(table[2], current);
    } else if (line.startsWith('[')) {
      current = undefined;
    } else if (current) {
      const verifyJwt = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
      if (verifyJwt) current.verifyJwt = verifyJwt[1] === 'true';
    }
  }
  return settings;
}
