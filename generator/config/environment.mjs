/**
 * The environment a build takes its configuration from: the process environment over a `.env` file
 * in `cwd` (the environment wins, as dotenv does). Read here once, for the site's configuration
 * (src/config.ts) and for the build fingerprint (build-stamp.mjs) alike.
 *
 * Plain JavaScript so cli/run.mjs can use it before TypeScript loads.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

export function loadEnvironment(cwd = process.cwd(), env = process.env) {
  const file = `${cwd}/.env`;
  return { ...(existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {}), ...env };
}
