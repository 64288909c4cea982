/** The shape of one entry of the route table (src/routes.ts). */
import type { ReactElement } from 'react';
import type { PageMeta } from '../content/types.ts';
import type { JsonLdContext, JsonLdNode } from './jsonld.ts';
import type { PageFamily } from './page-family.ts';

export type { PageFamily };

export interface RouteDef {
  /** `/`, `/about`, `/solutions/document-analysis`. */
  path: string;
  family: PageFamily;
  /** Short name for breadcrumbs, e.g. "Healthcare". */
  label: string;
  meta: PageMeta;
  /** The page body, rendered inside the shared layout (header, main, footer). */
  render: () => ReactElement;
  /**
   * Page-specific structured data (FAQPage, Product, Article, Service...). The head adds
   * Organization/WebSite on home and WebPage + BreadcrumbList everywhere else by itself.
   */
  jsonLd?: (ctx: JsonLdContext) => JsonLdNode[];
  /** Open Graph type; `article` for articles. */
  ogType?: 'website' | 'article';
  /** Left out of sitemap.xml (the 404 page). */
  excludeFromSitemap?: boolean;
  /** The routes file that defines this entry (set by src/routes.ts), named in build problems. */
  source?: string;
}
