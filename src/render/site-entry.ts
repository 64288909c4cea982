/**
 * The site as one module: the route table and the renderers. `build` and `dev` load it as an
 * esbuild bundle (generator/load-site.ts): one file instead of ~80 transpiled on the fly, compiled
 * against the usage-recording JSX runtime (src/render/jsx-runtime.ts).
 */
import { routes } from '../routes.ts';
import { buildNavigation } from './navigation.ts';
import { assemblePage, renderBody, renderPage, type SiteAssets } from './renderPage.tsx';
import type { SiteConfig } from '../config.ts';

export { routes, renderBody, assemblePage, buildNavigation };

/** Renders one route (or undefined when no route has that path). Dangling links only warn in dev. */
export function renderRoute(path: string, config: SiteConfig, assets: SiteAssets, template: string): string | undefined {
  const route = routes.find((r) => r.path === path);
  if (!route) return undefined;
  const nav = buildNavigation(routes, { draft: true });
  const labels = new Map(routes.map((r) => [r.path, r.label]));
  return renderPage(route, nav, { config, assets, template, labelOf: (p) => labels.get(p) }).html;
}
