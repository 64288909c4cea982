/**
 * Pure rendering, in two steps so the stylesheet a page links is known before its document is
 * finished: `renderBody` renders the page inside the shared layout and returns the body HTML with
 * what it used (islands, class names, links); the pipeline cuts the family's stylesheet from that;
 * `assemblePage` then writes the head and the document around the body. No I/O here.
 */
import { renderToString, renderToStaticMarkup } from 'react-dom/server';
import { SiteLayout } from '../components/Layout.tsx';
import type { NavigationModel } from '../content/navigation.ts';
import type { SiteConfig } from '../config.ts';
import type { IslandName } from '../islands/registry.ts';
import { Head, pageJsonLd, type PageAssets } from './head.tsx';
import type { JsonLdNode } from './jsonld.ts';
import type { RouteDef } from './route.ts';
import { collectUsage, type IslandUse, type PageUsage } from '../../generator/render/usage.ts';

/** Hashed asset URLs produced by the client-script step (the stylesheet is per family: assemblePage's argument). */
export interface SiteAssets {
  /** The small no-framework enhancement script every page loads. */
  enhance: string;
  /** The island client entry, loaded only by pages with islands. */
  islandEntry: string;
  /** Chunks each island needs (for modulepreload of above-the-fold islands). */
  islandChunks: Partial<Record<string, string[]>>;
  /** The brand font file, preloaded so it arrives with the stylesheet (the engine's font module). */
  font?: string;
}

export interface RenderedBody {
  route: RouteDef;
  body: string;
  usage: PageUsage;
}

export interface PageContext {
  config: SiteConfig;
  assets: SiteAssets;
  template: string;
  labelOf: (path: string) => string | undefined;
}

export interface RenderedPage {
  route: RouteDef;
  html: string;
  /** Distinct island names, in document order. */
  islands: IslandName[];
  jsonLd: JsonLdNode[];
  /** Every href the document writes (body and head), for the link check. */
  links: string[];
}

export function renderBody(route: RouteDef, nav: NavigationModel): RenderedBody {
  const { result: body, usage } = collectUsage(() =>
    renderToString(
      <SiteLayout nav={nav} currentPath={route.path}>
        {route.render()}
      </SiteLayout>,
    ),
  );
  return { route, body, usage };
}

function pageAssets(assets: SiteAssets, stylesheet: string, islands: IslandUse[]): PageAssets {
  const font = assets.font;
  if (islands.length === 0) return { css: stylesheet, font, scripts: [assets.enhance], modulePreloads: [] };
  // Preload only what islands hydrating at load need; the rest is fetched when due.
  const eager = islands.filter((i) => i.when === 'load').flatMap((i) => assets.islandChunks[i.name] ?? []);
  return { css: stylesheet, font, scripts: [assets.enhance, assets.islandEntry], modulePreloads: [...new Set(eager)].sort() };
}

/** The finished document around a rendered body, linking `stylesheet`. */
export function assemblePage({ route, body, usage }: RenderedBody, stylesheet: string, { config, assets, template, labelOf }: PageContext): RenderedPage {
  const pa = pageAssets(assets, stylesheet, usage.islands);
  const jsonLd = pageJsonLd(route, { siteUrl: config.siteUrl }, labelOf);
  const { result: head, usage: headUsage } = collectUsage(() => renderToStaticMarkup(<Head route={route} siteUrl={config.siteUrl} jsonLd={jsonLd} assets={pa} />));
  const scripts = pa.scripts.map((src) => `<script type="module" src="${src}"></script>`).join('\n');
  // Function replacers: a string replacement would expand `$&` or `$'` appearing in page copy.
  const html = template.replace('<!--head-->', () => head).replace('<!--body-->', () => body).replace('<!--scripts-->', () => scripts);
  return {
    route,
    html,
    islands: [...new Set(usage.islands.map((i) => i.name as IslandName))],
    jsonLd,
    links: [...new Set([...usage.links, ...headUsage.links])],
  };
}
