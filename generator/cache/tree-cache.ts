/**
 * Results that depend only on the sources and a few settings (the full Tailwind stylesheet, the
 * client scripts), kept under .cache/tree-cache/ by the code tree's key (generator/session/build-stamp.mjs codeTreeKey):
 * a build of unchanged sources reads them back instead of running Tailwind and esbuild again. Like the
 * compression cache it changes build time, never output: the same sources give the same result.
 * TREE_CACHE=off always makes them afresh.
 */
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { codeTreeKey } from '../session/build-stamp.mjs';
import { contentHash } from './hash.ts';
import { CACHE_DIRS } from './caches.mjs';
import { switchOn } from '../config/switches.mjs';

export const TREE_CACHE_DIR = CACHE_DIRS.treeCache;

/** `make()`'s result for this tree and `settings`, from the cache when there (as JSON). */
export async function treeCached<T>(name: string, settings: unknown, make: () => Promise<T>, codec: { encode(value: T): unknown; decode(json: unknown): T }): Promise<T> {
  if (switchOn('TREE_CACHE')) return make();
  const tree = (await codeTreeKey()).slice(0, 16);
  const file = `${TREE_CACHE_DIR}${name}-${tree}-${contentHash(JSON.stringify(settings ?? null))}.json`;
  const hit = await readFile(file, 'utf8').catch(() => undefined);
  if (hit !== undefined) return codec.decode(JSON.parse(hit));
  const value = await make();
  await mkdir(TREE_CACHE_DIR, { recursive: true });
  // Written aside and renamed: a build running alongside never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, JSON.stringify(codec.encode(value)));
  await rename(partial, file);
  // Entries of earlier trees are of no further use.
  for (const entry of await readdir(TREE_CACHE_DIR)) {
    if (entry.startsWith(`${name}-`) && !entry.startsWith(`${name}-${tree}-`) && entry.endsWith('.json')) await rm(`${TREE_CACHE_DIR}${entry}`, { force: true });
  }
  return value;
}
