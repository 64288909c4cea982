/** sitemap.xml and robots.txt, from the route table. */
import { absoluteUrl } from '../config/paths.ts';
import type { EngineRoute } from '../config/site.ts';

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** `lastmod`: route path -> its date (page-dates.ts); a page without one has no `<lastmod>`. */
export function sitemapXml(routes: EngineRoute[], siteUrl: string, lastmod: ReadonlyMap<string, string> = new Map()): string {
  const urls = routes
    .filter((r) => !r.excludeFromSitemap)
    .map((r) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, r.path))}</loc>${lastmod.has(r.path) ? `<lastmod>${lastmod.get(r.path)}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
