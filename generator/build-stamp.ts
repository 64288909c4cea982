/**
 * No-op rebuilds: a build records a fingerprint of everything that decides its output (every file
 * under the input folders by path, size and modification time; the resolved config; the options)
 * beside the identity of the folder it swapped in. When the next build finds the same fingerprint
 * and that very folder still in place, it has nothing to do and stops before loading the pipeline.
 * Cheap on purpose (stat calls only, no reads, no heavy imports): it runs on every build.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const STAMP_DIR = `${ROOT}.cache/build-stamps/`;
/** What the output is made of: the product, the generator, templates, Markdown content, the lockfile. */
const INPUTS = ['src', 'generator', 'templates', 'content', 'package-lock.json', 'tsconfig.json'];

export interface BuildStamp {
  fingerprint: string;
  /** Inode and change time of the output folder this build swapped in: a replaced or deleted folder does not match. */
  folder: string;
  pages: number;
  files: number;
}

async function walk(path: string, hash: ReturnType<typeof createHash>): Promise<void> {
  let info;
  try {
    info = await stat(path);
  } catch {
    hash.update(`missing ${path}\n`);
    return;
  }
  if (info.isDirectory()) {
    const names = (await readdir(path)).sort();
    for (const name of names) await walk(join(path, name), hash);
  } else hash.update(`${path} ${info.size} ${info.mtimeMs}\n`);
}

export async function buildFingerprint(settings: unknown): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(settings)).update('\n');
  for (const input of INPUTS) await walk(`${ROOT}${input}`, hash);
  return hash.digest('hex');
}

const stampFile = (outDir: string) => `${STAMP_DIR}${createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 16)}.json`;

async function folderIdentity(outDir: string): Promise<string | undefined> {
  try {
    const info = await stat(outDir);
    return `${info.dev}:${info.ino}:${info.ctimeMs}`;
  } catch {
    return undefined;
  }
}

/** The previous build's stamp when it still describes `outDir` and `fingerprint`; otherwise undefined. */
export async function unchangedBuild(outDir: string, fingerprint: string): Promise<BuildStamp | undefined> {
  try {
    const stamp = JSON.parse(await readFile(stampFile(outDir), 'utf8')) as BuildStamp;
    if (stamp.fingerprint !== fingerprint) return undefined;
    return stamp.folder === (await folderIdentity(outDir)) ? stamp : undefined;
  } catch {
    return undefined;
  }
}

export async function recordBuild(outDir: string, stamp: Omit<BuildStamp, 'folder'>): Promise<void> {
  const folder = await folderIdentity(outDir);
  if (!folder) return;
  await mkdir(STAMP_DIR, { recursive: true });
  await writeFile(stampFile(outDir), JSON.stringify({ ...stamp, folder }));
}
