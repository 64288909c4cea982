/**
 * Pure rendering: one route -> one HTML document string. No I/O here; the CLI writes files.
 */
import { renderToString, renderToStaticMarkup } from 'react-dom/server';
import { SiteLayout } from '../components/Layout.tsx';
import type { NavigationModel } from '../content/navigation.ts';
import type { SiteConfig } from '../config.ts';
import type { IslandName } from '../islands/registry.ts';
import { Head, pageJsonLd, type PageAssets } from './head.tsx';
import type { JsonLdNode } from './jsonld.ts';
import type { RouteDef } from './route.ts';

/** Hashed asset URLs produced by the CSS and client-script steps. */
export interface SiteAssets {
  css: string;
  /** The small no-framework enhancement script every page loads. */
  enhance: string;
  /** The island client entry, loaded only by pages with islands. */
  islandEntry: string;
  /** Chunks each island needs (for modulepreload of above-the-fold islands). */
  islandChunks: Partial<Record<IslandName, string[]>>;
}

export interface RenderInput {
  route: RouteDef;
  config: SiteConfig;
  assets: SiteAssets;
  nav: NavigationModel;
  template: string;
  labelOf: (path: string) => string | undefined;
}

export interface RenderedPage {
  route: RouteDef;
  html: string;
  islands: IslandName[];
  jsonLd: JsonLdNode[];
}

const ISLAND_MARKER = /<div data-island="([A-Za-z]+)" data-hydrate="(load|idle|visible)"/g;

export function findIslands(bodyHtml: string): { name: IslandName; when: string }[] {
  return [...bodyHtml.matchAll(ISLAND_MARKER)].map((m) => ({ name: m[1] as IslandName, when: m[2] }));
}

function pageAssets(assets: SiteAssets, islands: { name: IslandName; when: string }[]): PageAssets {
  if (islands.length === 0) return { css: assets.css, scripts: [assets.enhance], modulePreloads: [] };
  // Preload only what islands hydrating at load need; the rest is fetched when due.
  const eager = islands.filter((i) => i.when === 'load').flatMap((i) => assets.islandChunks[i.name] ?? []);
  return { css: assets.css, scripts: [assets.enhance, assets.islandEntry], modulePreloads: [...new Set(eager)].sort() };
}

export function renderPage({ route, config, assets, nav, template, labelOf }: RenderInput): RenderedPage {
  const body = renderToString(
    <SiteLayout nav={nav} currentPath={route.path}>
      {route.render()}
    </SiteLayout>,
  );
  const islands = findIslands(body);
  const pa = pageAssets(assets, islands);
  const jsonLd = pageJsonLd(route, { siteUrl: config.siteUrl }, labelOf);
  const head = renderToStaticMarkup(<Head route={route} siteUrl={config.siteUrl} jsonLd={jsonLd} assets={pa} />);
  const scripts = pa.scripts.map((src) => `<script type="module" src="${src}"></script>`).join('\n');
  // Function replacers: a string replacement would expand `$&` or `$'` appearing in page copy.
  const html = template.replace('<!--head-->', () => head).replace('<!--body-->', () => body).replace('<!--scripts-->', () => scripts);
  return { route, html, islands: [...new Set(islands.map((i) => i.name))], jsonLd };
}
