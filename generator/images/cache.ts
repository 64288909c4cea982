/**
 * The image cache (`.cache/images/`, caches.mjs): one folder per derived image, named by a hash of
 * the source's bytes and the recipe (widths, formats, qualities, sharp's and libvips' versions), so
 * an edited image, a changed recipe or another sharp never reads an old entry.
 *
 * An entry is written whole into a folder aside and renamed into place: a build running at the same
 * time sees it complete or not at all. Its `index.json` records each file's sha256 and size; a
 * reader checks them (`readEntry`) and treats an entry that does not match as absent, so a damaged
 * entry is derived again instead of reaching the output. `verifyEntry` is that check on its own.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { ImageFormat } from './table.ts';

export const ENTRY_VERSION = 1;

export interface CachedVariant {
  format: ImageFormat;
  width: number;
  height: number;
  /** File name inside the entry's folder. */
  file: string;
  /** sha256 (hex) of the file's bytes. */
  sha256: string;
  bytes: number;
}

export interface CacheIndex {
  version: number;
  /** sha256 (hex) of the source image. */
  source: string;
  width: number;
  height: number;
  variants: CachedVariant[];
}

export const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** An entry's files as read, each checked against the hash its index records; undefined when absent or not matching. */
export async function readEntry(dir: string): Promise<{ index: CacheIndex; contents: Map<string, Uint8Array> } | undefined> {
  try {
    const index = JSON.parse(await readFile(`${dir}/index.json`, 'utf8')) as CacheIndex;
    if (index.version !== ENTRY_VERSION) return undefined;
    const contents = new Map<string, Uint8Array>();
    for (const variant of index.variants) {
      const bytes = await readFile(`${dir}/${variant.file}`);
      if (bytes.byteLength !== variant.bytes || sha256(bytes) !== variant.sha256) return undefined;
      contents.set(variant.file, bytes);
    }
    return { index, contents };
  } catch {
    return undefined;
  }
}

/** Whether the entry in `dir` is whole and every file hashes as its index says. */
export async function verifyEntry(dir: string): Promise<boolean> {
  return (await readEntry(dir)) !== undefined;
}

/** Writes an entry aside and renames it into place as `dir` (another process may have put it there first: then its own stays). */
export async function writeEntry(dir: string, index: Omit<CacheIndex, 'version'>, contents: Map<string, Uint8Array>): Promise<void> {
  const aside = `${dir}.${process.pid}-${Math.random().toString(36).slice(2)}.partial`;
  try {
    await mkdir(aside, { recursive: true });
    for (const [file, bytes] of contents) await writeFile(`${aside}/${file}`, bytes);
    await writeFile(`${aside}/index.json`, JSON.stringify({ version: ENTRY_VERSION, ...index }, null, 1));
    await rm(dir, { recursive: true, force: true });
    await rename(aside, dir);
  } catch {
    // A cache that cannot be written costs the next build time, never output.
  } finally {
    await rm(aside, { recursive: true, force: true });
  }
}
