/**
 * THE extension point for output files that are not pages: each producer gets the route table and
 * the config (and what the pages used) and returns files; the pipeline writes, precompresses and
 * link-checks them like any other file. To add feeds or per-page Open Graph images, write a module
 * exporting an `ExtraOutput` and append it to `EXTRA_OUTPUTS`; nothing else in the pipeline changes.
 * Producers run after every page has rendered and before the check phase, so a page may link to
 * what a producer writes (`/feed.xml`, `/og/about.png`): the link check sees those files. A producer
 * that needs only the route table and whose work runs off the main thread may say `early`: it starts
 * as soon as the site is loaded, beside rendering, and its files are written after the pages.
 */
import type { SiteConfig } from '../src/config.ts';
import type { RouteDef } from '../src/render/route.ts';
import type { CheckedPage } from '../src/render/validate.ts';
import { headersFile } from './headers.ts';
import type { EmittedFile } from './output-file.ts';
import { robotsTxt, sitemapXml } from './seo-files.ts';
import { feedFiles } from './feeds.ts';
import { ogImageFiles } from './og-images.ts';
import type { SiteModule } from './load-site.ts';

export interface ExtraOutputInput {
  routes: RouteDef[];
  config: SiteConfig;
  /** Every rendered page with what it linked and its JSON-LD. */
  pages: CheckedPage[];
  /** The /trends articles (drafts already left out), for the feeds. */
  articles: SiteModule['articles'];
}

/** What an early producer gets: everything but the rendered pages, which do not exist yet. */
export type EarlyOutputInput = Omit<ExtraOutputInput, 'pages'>;

interface Producer {
  /** Shown in timings and in an error when the producer throws. */
  name: string;
  /** Source module, named in build problems. */
  source: string;
}

export type ExtraOutput =
  | (Producer & { early?: false; files(input: ExtraOutputInput): EmittedFile[] | Promise<EmittedFile[]> })
  | (Producer & { early: true; files(input: EarlyOutputInput): Promise<EmittedFile[]> });

export const EXTRA_OUTPUTS: ExtraOutput[] = [
  {
    name: 'sitemap',
    source: 'generator/seo-files.ts',
    files: ({ routes, config }) => [
      { path: 'sitemap.xml', content: sitemapXml(routes, config.siteUrl) },
      { path: 'robots.txt', content: robotsTxt(config.siteUrl) },
    ],
  },
  {
    name: 'headers',
    source: 'generator/headers.ts',
    files: ({ routes, config }) => [{ path: '_headers', content: headersFile(routes, config.supabaseUrl, { production: config.production }) }],
  },
  {
    name: 'feeds',
    source: 'generator/feeds.ts',
    files: ({ articles, config, routes }) => feedFiles(articles, config.siteUrl, routes.find((r) => r.path === '/trends')?.meta.description ?? ''),
  },
  // Early: the cards are drawn on worker threads while the main thread renders pages.
  { name: 'og-images', source: 'generator/og-images.ts', early: true, files: ({ routes }) => ogImageFiles(routes) },
];
