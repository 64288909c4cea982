import type { Article } from './trends.ts';

/** The route path of an article page: /trends/{slug} (used by the route table and every link to it). */
export function articlePath(article: Pick<Article, 'slug'>): string {
  return `/trends/${article.slug}`;
}
