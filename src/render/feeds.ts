/**
 * RSS 2.0 and Atom feeds of the /trends articles (the `feed` library writes the XML, so escaping and
 * element order follow the specs). Dates come from the articles, never from the clock, so a rebuild
 * writes the same bytes.
 */
import { Feed } from 'feed';
import { BRAND, CONTACT } from '../site.ts';
import { absoluteUrl } from '../../generator/config/paths.ts';
import { escapeXml } from '../../generator/outputs/seo-files.ts';
import type { Article } from '../content/trends.ts';
import { articlePath } from '../content/article-path.ts';
import { articleUpdated } from '../content/article-updated.ts';
import { FEED_PATHS, FEED_TITLE } from '../content/feed-paths.ts';
import { slugify } from '../collections/slugify.ts';
import type { OutputFile } from '../../generator/outputs/output-file.ts';

/**
 * The `feed` library marks every entry's title and summary `type="html"` (its Atom writer has no
 * option), so a reader would take `<` or `&amp;` in a headline as markup. Front-matter titles and
 * excerpts are plain text: written here as Atom's default, escaped text (issue 32).
 */
export function atomPlainText(atom: string): string {
  return atom.replace(/<(title|summary) type="html"><!\[CDATA\[([\s\S]*?)\]\]><\/\1>/g, (_m, tag: string, text: string) => `<${tag} type="text">${escapeXml(text)}</${tag}>`);
}

/** Articles' dates are days; a feed wants an instant: noon UTC keeps the day in every time zone that reads it. */
const instant = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/**
 * `description`: the /trends page's own (its route's meta), handed in rather than imported, so the
 * generator does not load the articles a second time beside the site bundle.
 */
export function feedFiles(articles: Pick<Article, 'slug' | 'title' | 'excerpt' | 'date' | 'updated' | 'category'>[], siteUrl: string, description: string): OutputFile[] {
  if (articles.length === 0) return [];
  // The feed changed when its latest entry did: the same day the sitemap gives /trends (src/render/sitemap-dates.ts).
  const newest = articles.map(articleUpdated).sort().at(-1)!;
  // The library writes an item's `date` as Atom's <updated> and as RSS's <pubDate>: the day an entry
  // last changed for Atom (as the sitemap's <lastmod>), the day it was published for RSS.
  const feedDated = (itemDate: (article: (typeof articles)[number]) => string) => {
    const feed = new Feed({
      title: `${BRAND}: ${FEED_TITLE}`,
      description,
      id: absoluteUrl(siteUrl, '/trends'),
      link: absoluteUrl(siteUrl, '/trends'),
      language: 'en',
      favicon: absoluteUrl(siteUrl, '/favicon.ico'),
      image: absoluteUrl(siteUrl, '/icon-512.png'),
      copyright: `© ${newest.slice(0, 4)} ${BRAND}`,
      updated: instant(newest),
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
        date: instant(itemDate(article)),
        published: instant(article.date),
        category: [{ name: article.category, term: slugify(article.category) }],
        author: [{ name: BRAND, email: CONTACT.email, link: `${siteUrl}/` }],
      });
    }
    return feed;
  };
  return [
    { path: FEED_PATHS.rss.slice(1), content: feedDated((article) => article.date).rss2() },
    { path: FEED_PATHS.atom.slice(1), content: atomPlainText(feedDated(articleUpdated).atom1()) },
  ];
}
