/**
 * RSS 2.0 and Atom feeds of the /trends articles (the `feed` library writes the XML, so escaping and
 * element order follow the specs). Dates come from the articles, never from the clock, so a rebuild
 * writes the same bytes.
 */
import { Feed } from 'feed';
import { BRAND, CONTACT } from '../site.ts';
import { absoluteUrl } from '../../generator/config/paths.ts';
import type { Article } from '../content/trends.ts';
import { articlePath } from '../content/article-path.ts';
import { FEED_PATHS, FEED_TITLE } from '../content/feed-paths.ts';
import { slugify } from '../collections/slugify.ts';
import type { OutputFile } from '../../generator/outputs/output-file.ts';

/** Articles' dates are days; a feed wants an instant: noon UTC keeps the day in every time zone that reads it. */
const instant = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/**
 * `description`: the /trends page's own (its route's meta), handed in rather than imported, so the
 * generator does not load the articles a second time beside the site bundle.
 */
export function feedFiles(articles: Pick<Article, 'slug' | 'title' | 'excerpt' | 'date' | 'category'>[], siteUrl: string, description: string): OutputFile[] {
  if (articles.length === 0) return [];
  const newest = [...articles].sort((a, b) => b.date.localeCompare(a.date))[0];
  const feed = new Feed({
    title: `${BRAND}: ${FEED_TITLE}`,
    description,
    id: absoluteUrl(siteUrl, '/trends'),
    link: absoluteUrl(siteUrl, '/trends'),
    language: 'en',
    favicon: absoluteUrl(siteUrl, '/favicon.ico'),
    image: absoluteUrl(siteUrl, '/icon-512.png'),
    copyright: `© ${newest.date.slice(0, 4)} ${BRAND}`,
    updated: instant(newest.date),
    generator: BRAND,
    feedLinks: { rss: absoluteUrl(siteUrl, FEED_PATHS.rss), atom: absoluteUrl(siteUrl, FEED_PATHS.atom) },
    author: { name: BRAND, email: CONTACT.email, link: `${siteUrl}/` },
  });
  for (const article of articles) {
    const url = absoluteUrl(siteUrl, articlePath(article));
    feed.addItem({
      title: article.title,
      id: url,
      link: url,
      description: article.excerpt,
      date: instant(article.date),
      published: instant(article.date),
      category: [{ name: article.category, term: slugify(article.category) }],
      author: [{ name: BRAND, email: CONTACT.email, link: `${siteUrl}/` }],
    });
  }
  return [
    { path: FEED_PATHS.rss.slice(1), content: feed.rss2() },
    { path: FEED_PATHS.atom.slice(1), content: feed.atom1() },
  ];
}
