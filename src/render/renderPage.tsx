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
import { collectUsage, type IslandUse } from '../../generator/render/usage.ts';
import type { ClientAssets, PageContext as EnginePageContext, RenderedBody as EngineRenderedBody, RenderedPage as EngineRenderedPage } from '../../generator/config/site.ts';

/** The engine's page types (generator/config/site.ts), for this site's routes and configuration. */
export type SiteAssets = ClientAssets;
export type RenderedBody = EngineRenderedBody<RouteDef>;
export type PageContext = EnginePageContext<SiteConfig>;

export interface RenderedPage extends EngineRenderedPage<RouteDef> {
  /** Distinct island names, in document order. */
  islands: IslandName[];
  jsonLd: JsonLdNode[];
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
