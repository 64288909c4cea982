/**
 * dev's file watching: the folders a site's pages are made from (its sources, templates, content and
 * what it names in `watchAlso`), changes gathered for 15 ms (an editor's save is several events),
 * then handed over as one batch; the next batch waits for the last one's rebuild.
 */
import { existsSync, watch } from 'node:fs';
import type { SiteDefinition } from '../config/site.ts';

/** Folders whose changes rebuild: the product, its templates, the Markdown content, code it imports from elsewhere. */
export function watchedFolders(site: Pick<SiteDefinition, 'root' | 'client' | 'templatesDir' | 'contentDir' | 'watchAlso'>): string[] {
  const folders = [...new Set([site.client.sourceDir, site.templatesDir, site.contentDir, ...(site.watchAlso ?? [])])];
  return folders.filter((dir) => existsSync(`${site.root}${dir}`));
}

/**
 * Watches `folders` (relative to `root`); `onBatch` gets the absolute paths that changed, one batch at a time. Returns a stop.
 * `gatherMs` is how long after the last event a batch closes (15 ms covers an editor's save; tests widen it, since a
 * loaded machine can space two scripted writes further apart than that).
 */
export function watchFolders(
  root: string,
  folders: string[],
  onBatch: (changed: Set<string>) => Promise<void>,
  { gatherMs = 15 }: { gatherMs?: number } = {},
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let changed = new Set<string>();
  const onChange = (dir: string) => (_event: string, file: string | null) => {
    changed.add(file ? `${root}${dir}/${file}` : `${root}${dir}`);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const batch = changed;
      changed = new Set();
      running = running.then(() => onBatch(batch));
    }, gatherMs);
  };
  const watchers = folders.map((dir) => watch(`${root}${dir}`, { recursive: true }, onChange(dir)));
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}
