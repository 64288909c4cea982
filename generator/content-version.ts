/**
 * A fingerprint of the content/ tree (paths, sizes, modification times). The site bundle reads
 * Markdown when it is imported, and Node caches an imported module by URL: `dev` adds this to the
 * bundle's URL so an edit to a Markdown file alone still gives a fresh import.
 */
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contentHash } from './hash.ts';

const CONTENT_DIR = fileURLToPath(new URL('../content/', import.meta.url));

export function contentTreeVersion(dir = CONTENT_DIR): string {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = `${entry.parentPath}/${entry.name}`;
      const stat = statSync(full);
      return `${full}:${stat.size}:${stat.mtimeMs}`;
    })
    .sort();
  return contentHash(entries.join('\n'));
}
