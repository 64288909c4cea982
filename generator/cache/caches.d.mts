/** Types of caches.mjs (plain JavaScript so cli/run.mjs can load it without tsx). */
export const CACHE_ROOT: string;
export const CACHE_DIRS: { cli: string; buildStamps: string; siteBundle: string; treeCache: string; ogImages: string; incremental: string; precompressed: string };
export function clean(dirs?: string[]): Promise<string[]>;
