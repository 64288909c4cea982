/**
 * Vertiq's answers to the engine's page dates (generator/outputs/page-dates.ts): which pages carry a date of
 * their own and which files each page is made from.
 * - Own dates: an article's `updated` or `date` (as its feed entry), a legal page's `lastUpdated`,
 *   and /trends, a list of articles, the newest of theirs (as the feeds' own `updated`).
 * - Inputs: the page's routes file, and its content file (`content/<collection>/<slug>.md`, the
 *   slug being the path's last segment), whose front matter the page is made from but which it
 *   reads as the site module loads, outside the page (so the build's record of reads misses it).
 *   Data modules under src/content/ (prices, the home page's copy) are not traced to their pages.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { EngineRoute } from '../../generator/config/site.ts';
import type { Article } from '../content/trends.ts';
import type { LegalDocument } from '../content/legal.ts';
import { articlePath } from '../content/article-path.ts';
import { articleUpdated } from '../content/article-updated.ts';

export function ownDates(articles: Pick<Article, 'slug' | 'date' | 'updated'>[], legal: Pick<LegalDocument, 'path' | 'lastUpdated'>[]): Map<string, string> {
  const dates = new Map<string, string>();
  for (const article of articles) dates.set(articlePath(article), articleUpdated(article));
  const newest = articles.map(articleUpdated).sort().at(-1);
  if (newest) dates.set('/trends', newest);
  for (const doc of legal) dates.set(doc.path, doc.lastUpdated);
  return dates;
}

/** Slug -> its content file, for slugs that name exactly one file across the collections. */
export function contentFilesBySlug(root: string, contentDir = 'content'): Map<string, string> {
  const found = new Map<string, string[]>();
  for (const folder of readdirSync(join(root, contentDir), { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const name of readdirSync(join(root, contentDir, folder.name))) {
      if (!name.endsWith('.md') || name === 'README.md') continue;
      const slug = name.slice(0, -3);
      found.set(slug, [...(found.get(slug) ?? []), `${contentDir}/${folder.name}/${name}`]);
    }
  }
  return new Map([...found].flatMap(([slug, files]) => (files.length === 1 ? [[slug, files[0]] as const] : [])));
}

/** A page's files: its routes file and its content file, if it has one. */
export function pageInputs(route: EngineRoute, bySlug: ReadonlyMap<string, string>): string[] {
  const content = bySlug.get(route.path.split('/').at(-1) ?? '');
  return [...(route.source ? [route.source] : []), ...(content ? [content] : [])];
}
