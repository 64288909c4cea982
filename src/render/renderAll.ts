/** Renders every route, collecting render failures as problems that name the route. */
import type { SiteConfig } from '../config.ts';
import { BuildError, type BuildProblem } from './errors.ts';
import { buildNavigation } from './navigation.ts';
import { renderPage, type RenderedPage, type SiteAssets } from './renderPage.tsx';
import type { RouteDef } from './route.ts';

export interface RenderOptions {
  /** Work-in-progress builds: dangling links and navigation targets become warnings. Never for production. */
  draft?: boolean;
  warn?: (problem: BuildProblem) => void;
}

export function renderAll(routes: RouteDef[], config: SiteConfig, assets: SiteAssets, template: string, options: RenderOptions = {}): RenderedPage[] {
  const nav = buildNavigation(routes, options);
  const labels = new Map(routes.map((r) => [r.path, r.label]));
  const labelOf = (path: string) => labels.get(path);
  const problems: BuildProblem[] = [];
  const pages: RenderedPage[] = [];
  for (const route of routes) {
    try {
      pages.push(renderPage({ route, config, assets, nav, template, labelOf }));
    } catch (error) {
      const err = error as Error;
      problems.push({ where: route.path, message: `render failed: ${err.message}`, hint: err.stack?.split('\n').slice(1, 3).join(' ').trim() });
    }
  }
  if (problems.length) throw new BuildError(problems);
  return pages;
}
