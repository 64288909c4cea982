/**
 * The per-page <head> (docs/product-rules.md#page-metadata): `{title} | {brand}`, description, keywords,
 * canonical, robots index,follow, Open Graph, Twitter card, theme color, icons, the stylesheet,
 * and JSON-LD through the one script serializer.
 */
import { BRAND } from '../site.ts';
import type { RouteDef } from './route.ts';
import { ogImageFamily, ogImageFile } from './social-card.ts';
import { absoluteUrl } from './paths.ts';
import { breadcrumbNode, organizationNode, webPageNode, websiteNode, type Crumb, type JsonLdContext, type JsonLdNode } from './jsonld.ts';
import { JsonLdScript } from './JsonLdScript.tsx';
import { FEED_PATHS, FEED_TITLE } from '../content/feed-paths.ts';

export const THEME_COLOR = '#1d4ed8';
/** The site-wide card (templates/static), still shipped for links that point at it. */
export const OG_IMAGE_PATH = '/og-image.png';

export interface PageAssets {
  /** Hashed stylesheet href. */
  css: string;
  /** Hashed brand font href (preloaded: the stylesheet's @font-face would find it only after the CSS parses). */
  font?: string;
  /** Hashed module scripts this page loads (enhancement script; the island entry on island pages). */
  scripts: string[];
  /** Chunks worth fetching early on island pages. */
  modulePreloads: string[];
}

export function fullTitle(title: string): string {
  return `${title} | ${BRAND}`;
}

/** Home, then each existing ancestor, then the page: /solutions/risk-assessment -> Home > Solutions > Risk Assessment. */
export function breadcrumbTrail(route: RouteDef, labelOf: (path: string) => string | undefined): Crumb[] {
  const trail: Crumb[] = [{ name: labelOf('/') ?? 'Home', path: '/' }];
  const segments = route.path.split('/').filter(Boolean);
  for (let i = 1; i < segments.length; i++) {
    const path = `/${segments.slice(0, i).join('/')}`;
    const label = labelOf(path);
    if (label) trail.push({ name: label, path });
  }
  if (route.path !== '/') trail.push({ name: route.label, path: route.path });
  return trail;
}

export function pageJsonLd(route: RouteDef, ctx: JsonLdContext, labelOf: (path: string) => string | undefined): JsonLdNode[] {
  const own = route.jsonLd?.(ctx) ?? [];
  if (route.path === '/') return [organizationNode(ctx), websiteNode(ctx), ...own];
  return [
    webPageNode(ctx, { path: route.path, title: fullTitle(route.meta.title), description: route.meta.description }),
    breadcrumbNode(ctx, breadcrumbTrail(route, labelOf)),
    ...own,
  ];
}

export function Head({ route, siteUrl, jsonLd, assets }: { route: RouteDef; siteUrl: string; jsonLd: JsonLdNode[]; assets: PageAssets }) {
  const title = fullTitle(route.meta.title);
  const url = absoluteUrl(siteUrl, route.path);
  const image = absoluteUrl(siteUrl, `/${ogImageFile(route.path)}`);
  // The card's family label over its title, once: a title that opens with the family's own name says it already
  // ("Learn: Learn: AI Agent Fundamentals ...", "Pricing: Pricing: ...").
  const family = ogImageFamily(route.family);
  const imageAlt = `${route.meta.title.startsWith(`${family}:`) ? '' : `${family}: `}${route.meta.title} (${BRAND})`;
  const indexable = !route.excludeFromSitemap;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={route.meta.description} />
      <meta name="keywords" content={route.meta.keywords.join(', ')} />
      <meta name="robots" content={indexable ? 'index,follow' : 'noindex,follow'} />
      {indexable && <link rel="canonical" href={url} />}
      <meta name="theme-color" content={THEME_COLOR} />
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      {assets.font && <link rel="preload" href={assets.font} as="font" crossOrigin="" />}
      <link rel="stylesheet" href={assets.css} />
      {assets.modulePreloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {(route.family === 'trends' || route.family === 'article') && (
        <>
          <link rel="alternate" type="application/rss+xml" title={`${FEED_TITLE} (RSS)`} href={FEED_PATHS.rss} />
          <link rel="alternate" type="application/atom+xml" title={`${FEED_TITLE} (Atom)`} href={FEED_PATHS.atom} />
        </>
      )}
      <meta property="og:type" content={route.ogType ?? 'website'} />
      <meta property="og:site_name" content={BRAND} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={route.meta.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={imageAlt} />
      {/* X reads og:title, og:description and og:image when its own tags are absent: only the card type is X's. */}
      <meta name="twitter:card" content="summary_large_image" />
      <JsonLdScript nodes={jsonLd} />
    </>
  );
}
