/**
 * Every folder the build keeps between runs, named once, under one root. Each cache changes build
 * time only, never output: the same sources give the same files with or without them, so
 * `npm run clean` (which drops them all) is always safe.
 *
 * Plain JavaScript so cli/run.mjs and build-stamp.mjs can use it before any TypeScript loads.
 */
import { rm } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from '../config/root.mjs';

export const CACHE_ROOT = `${PROJECT_ROOT}.cache/`;

/** Folder per cache, each ending in a slash. */
export const CACHE_DIRS = {
  /** The CLI compiled once per code tree (cli/run.mjs; build-stamp.mjs codeTreeKey). */
  cli: `${CACHE_ROOT}cli/`,
  /** What the last build into each output folder was made of (build-stamp.mjs). */
  buildStamps: `${CACHE_ROOT}build-stamps/`,
  /** Each site's module bundled once per code tree (load-site.ts). */
  siteBundle: `${CACHE_ROOT}site-bundle/`,
  /** The full stylesheet and client scripts per code tree (tree-cache.ts). */
  treeCache: `${CACHE_ROOT}tree-cache/`,
  /** Open Graph cards by what is drawn (og-images.ts). */
  ogImages: `${CACHE_ROOT}og-images/`,
  /** Per output folder, what each page read and produced, for incremental builds (incremental.ts). */
  incremental: `${CACHE_ROOT}incremental/`,
  /** Brotli and gzip copies by content hash (compress.ts). */
  precompressed: `${CACHE_ROOT}precompressed/`,
};

/** Drops every build cache (folders of tools that keep other things under .cache/, such as benchmarks, stay). */
export async function clean(dirs = Object.values(CACHE_DIRS)) {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  return dirs;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dropped = await clean();
  console.log(`Removed ${dropped.length} build caches under ${CACHE_ROOT}`);
}
