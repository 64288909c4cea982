/**
 * No-op rebuilds: a build records a fingerprint of everything that decides its output (every file
 * under the input folders by path, size and modification time; the configuration variables; the
 * options) beside the identity of the folder it swapped in. When the next build finds the same
 * fingerprint and that very folder still in place, it has nothing to do.
 *
 * Which configuration variables count is the site's to say (src/config.ts lists Vertiq's): the
 * caller passes their names, and the stamp records them, so the fast path (cli/run.mjs, which
 * loads no site code) fingerprints the variables the last build named. A change to that list is a
 * change to the sources, so the tree key alone already tells such a build apart.
 *
 * Plain JavaScript on purpose: `cli/run.mjs` asks it before anything else loads (no tsx, no CLI
 * modules), so a no-op costs little more than starting Node. Cheap on purpose too (stat calls, no
 * reads of sources). The same walk, without the Markdown content, keys the caches of compiled code
 * (`codeTreeKey`): the compiled CLI, the site bundle, the stylesheet and client scripts.
 */
import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { CACHE_DIRS } from '../cache/caches.mjs';
import { loadEnvironment } from '../config/environment.mjs';
import { PROJECT_ROOT } from '../config/root.mjs';
import { switchesSet } from '../config/switches.mjs';
import { readVerifiedText, removeVerified, writeVerified } from '../cache/verified-cache.mjs';
import { sourceCommit } from './source-history.mjs';

const ROOT = PROJECT_ROOT;
const STAMP_DIR = CACHE_DIRS.buildStamps;
/** What the output is made of: the product, the generator and its command, templates, Markdown content, the lockfile. */
const INPUTS = ['cli', 'src', 'generator', 'templates', 'content', 'package-lock.json', 'tsconfig.json'];

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

/**
 * What compiled code is made of: every input but the Markdown content, which the site's code reads
 * from disk as it renders (src/collections/load-collection.ts). The compiled CLI, the site bundle, the
 * full stylesheet (Tailwind scans src/ only) and the client scripts are keyed on these alone, so an
 * edit to one article re-renders its pages without bundling anything again.
 */
const CODE_INPUTS = INPUTS.filter((input) => input !== 'content');

/**
 * What the compiled CLI is made of besides compiled code: the product's runtime (runtime/: preview
 * server, local backend), which the CLI bundles and the site's output never depends on. Its edits
 * compile the CLI again but change no build's fingerprint.
 */
const CLI_ONLY_INPUTS = ['runtime'];

let keys;
/** The keys from one walk (stat calls, in parallel), once a process. */
function treeKeys() {
  keys ??= (async () => {
    const all = createHash('sha256');
    const code = createHash('sha256');
    const cli = createHash('sha256');
    const walked = [...INPUTS, ...CLI_ONLY_INPUTS];
    const walks = await Promise.all(walked.map((input) => walk(`${ROOT}${input}`)));
    for (const [i, lines] of walks.entries()) {
      for (const line of lines) {
        if (INPUTS.includes(walked[i])) all.update(`${line}\n`);
        if (CODE_INPUTS.includes(walked[i])) code.update(`${line}\n`);
        if (CODE_INPUTS.includes(walked[i]) || CLI_ONLY_INPUTS.includes(walked[i])) cli.update(`${line}\n`);
      }
    }
    return { tree: all.digest('hex'), code: code.digest('hex'), cli: cli.digest('hex') };
  })();
  return keys;
}

/** A hash of every input file's path, size and modification time. */
export async function treeKey() {
  return (await treeKeys()).tree;
}

/** The same over the inputs of compiled code only (CODE_INPUTS), for the caches of compiled code. */
export async function codeTreeKey() {
  return (await treeKeys()).code;
}

/** The key of the compiled CLI: compiled code and the runtime it bundles (CLI_ONLY_INPUTS). */
export async function cliTreeKey() {
  return (await treeKeys()).cli;
}

/** The named configuration variables as the site reads them (environment.mjs), unset ones as null. */
export function configValues(names, environment = loadEnvironment()) {
  return Object.fromEntries(names.map((name) => [name, environment[name] ?? null]));
}

/** The fingerprint of a build of this tree with these options, in this environment. */
export async function buildFingerprint({ production, draft, configVariables, environment = loadEnvironment() }) {
  const settings = {
    config: configValues(configVariables, environment),
    production: Boolean(production),
    draft: Boolean(draft),
    switches: switchesSet(),
    nodeEnv: process.env.NODE_ENV ?? '',
    // The sitemap dates pages by their inputs' commits (source-history.mjs): a new commit may change it.
    commit: sourceCommit(ROOT),
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

/** The stamp, checked against the hash recorded with it (verified-cache.mjs): a damaged one means "build". */
async function readStamp(outDir) {
  try {
    return JSON.parse(await readVerifiedText(stampFile(outDir)));
  } catch {
    return undefined;
  }
}

/** The configuration variables the last build into `outDir` fingerprinted (none recorded: undefined). */
export async function recordedConfigVariables(outDir) {
  const names = (await readStamp(outDir))?.configVariables;
  return Array.isArray(names) ? names : undefined;
}

/** The previous build's stamp when it still describes `outDir` and `fingerprint`; otherwise undefined. */
export async function unchangedBuild(outDir, fingerprint) {
  try {
    const stamp = await readStamp(outDir);
    if (stamp?.fingerprint !== fingerprint) return undefined;
    return stamp.folder === (await folderIdentity(outDir)) ? stamp : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Forgets the last build into `outDir`, before the next one changes the folder: should that commit be
 * interrupted, the folder is not taken for the last build's (an update in place keeps its identity).
 */
export async function forgetBuild(outDir) {
  await removeVerified(stampFile(outDir));
}

export async function recordBuild(outDir, stamp) {
  const folder = await folderIdentity(outDir);
  if (!folder) return;
  await writeVerified(stampFile(outDir), JSON.stringify({ ...stamp, folder }));
}
