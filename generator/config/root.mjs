/**
 * The project root (the folder holding package.json, the lockfile and .env), found once for the
 * engine and its command line. Plain JavaScript so cli/run.mjs can use it before TypeScript loads.
 */
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
