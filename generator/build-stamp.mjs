/**
 * No-op rebuilds: a build records a fingerprint of everything that decides its output (every file
 * under the input folders by path, size and modification time; the configuration variables; the
 * options) beside the identity of the folder it swapped in. When the next build finds the same
 * fingerprint and that very folder still in place, it has nothing to do.
 *
 * Plain JavaScript on purpose: `cli/run.mjs` asks it before anything else loads (no tsx, no CLI
 * modules), so a no-op costs little more than starting Node. Cheap on purpose too (stat calls, no
 * reads of sources). The same walk keys the caches of compiled code (`treeKey`): the compiled CLI
 * and the site bundle, which depend on the sources only.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { CACHE_DIRS } from './caches.mjs';
import { PROJECT_ROOT } from './root.mjs';
import { switchesSet } from './switches.mjs';

const ROOT = PROJECT_ROOT;
const STAMP_DIR = CACHE_DIRS.buildStamps;
/** What the output is made of: the product, the generator and its command, templates, Markdown content, the lockfile. */
const INPUTS = ['cli', 'src', 'generator', 'templates', 'content', 'package-lock.json', 'tsconfig.json'];
/** The variables src/config.ts reads (a unit test holds the two lists together). */
export const CONFIG_VARIABLES = ['SITE_URL', 'SUPABASE_URL', 'SUPABASE_ANON_KEY', 'CLIENT_RUNTIME'];

/** `path size mtime` lines for every file under `path`, in sorted order (stats run in parallel). */
async function walk(path) {
  let info;
  try {
    info = await stat(path);
  } catch {
    return [`missing ${path}`];
  }
  if (!info.isDirectory()) return [`${path} ${info.size} ${info.mtimeMs}`];
  const names = (await readdir(path)).sort();
  return (await Promise.all(names.map((name) => walk(join(path, name))))).flat();
}

let tree;
/** A hash of every input file's path, size and modification time (computed once a process). */
export function treeKey() {
  tree ??= (async () => {
    const hash = createHash('sha256');
    for (const lines of await Promise.all(INPUTS.map((input) => walk(`${ROOT}${input}`)))) for (const line of lines) hash.update(`${line}\n`);
    return hash.digest('hex');
  })();
  return tree;
}

/** The configuration variables as src/config.ts reads them: the environment over `.env` in `cwd`. */
export function configVariables(cwd = process.cwd(), env = process.env) {
  const file = `${cwd}/.env`;
  const merged = { ...(existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {}), ...env };
  return Object.fromEntries(CONFIG_VARIABLES.map((name) => [name, merged[name] ?? null]));
}

/** The fingerprint of a build of this tree with these options, in this environment. */
export async function buildFingerprint({ production, draft }) {
  const settings = {
    config: configVariables(),
    production: Boolean(production),
    draft: Boolean(draft),
    switches: switchesSet(),
    nodeEnv: process.env.NODE_ENV ?? '',
  };
  return createHash('sha256').update(JSON.stringify(settings)).update('\n').update(await treeKey()).digest('hex');
}

const stampFile = (outDir) => `${STAMP_DIR}${createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 16)}.json`;

async function folderIdentity(outDir) {
  try {
    const info = await stat(outDir);
    return `${info.dev}:${info.ino}:${info.ctimeMs}`;
  } catch {
    return undefined;
  }
}

/** The previous build's stamp when it still describes `outDir` and `fingerprint`; otherwise undefined. */
export async function unchangedBuild(outDir, fingerprint) {
  try {
    const stamp = JSON.parse(await readFile(stampFile(outDir), 'utf8'));
    if (stamp.fingerprint !== fingerprint) return undefined;
    return stamp.folder === (await folderIdentity(outDir)) ? stamp : undefined;
  } catch {
    return undefined;
  }
}

export async function recordBuild(outDir, stamp) {
  const folder = await folderIdentity(outDir);
  if (!folder) return;
  await mkdir(STAMP_DIR, { recursive: true });
  await writeFile(stampFile(outDir), JSON.stringify({ ...stamp, folder }));
}
