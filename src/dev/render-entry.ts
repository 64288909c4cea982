/**
 * What `dev` re-bundles on every change: the route table and the page renderer. The dev server
 * imports each new bundle under a fresh URL, so edits show without restarting the process.
 */
import { routes } from '../routes.ts';
import { buildNavigation } from '../render/navigation.ts';
import { renderPage, type SiteAssets } from '../render/renderPage.tsx';
import type { SiteConfig } from '../config.ts';

export { routes };

/** Renders one route (or undefined when no route has that path). Dangling links only warn in dev. */
export function renderRoute(path: string, config: SiteConfig, assets: SiteAssets, template: string): string | undefined {
  const route = routes.find((r) => r.path === path);
  if (!route) return undefined;
  const nav = buildNavigation(routes, { draft: true });
  const labels = new Map(routes.map((r) => [r.path, r.label]));
  return renderPage({ route, config, assets, nav, template, labelOf: (p) => labels.get(p) }).html;
}
