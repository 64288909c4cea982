import type { Article } from './trends.ts';

/** The day an article last changed: `updated` once revised, else `date`. The sitemap and both feeds show it (issue 32). */
export function articleUpdated(article: Pick<Article, 'date' | 'updated'>): string {
  return article.updated ?? article.date;
}
