/**
 * The site as one module: the route table and the renderers. `build` and `dev` load it as an
 * esbuild bundle (generator/load-site.ts): one file instead of ~80 transpiled on the fly, and
 * `dev` re-imports a fresh bundle after each change since Node cannot evict ES modules.
 */
import { routes } from '../routes.ts';
import { buildNavigation } from './navigation.ts';
import { renderPage, type SiteAssets } from './renderPage.tsx';
import { renderAll } from './renderAll.ts';
import type { SiteConfig } from '../config.ts';

export { routes, renderAll };
export { ARTICLES as articles } from '../content/trends.ts'; // issue 14: feeds

/** Renders one route (or undefined when no route has that path). Dangling links only warn in dev. */
export function renderRoute(path: string, config: SiteConfig, assets: SiteAssets, template: string): string | undefined {
  const route = routes.find((r) => r.path === path);
  if (!route) return undefined;
  const nav = buildNavigation(routes, { draft: true });
  const labels = new Map(routes.map((r) => [r.path, r.label]));
  return renderPage({ route, config, assets, nav, template, labelOf: (p) => labels.get(p) }).html;
}
