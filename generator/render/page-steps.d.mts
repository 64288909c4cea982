import type { BuildProblem } from '../check/errors.ts';
import type { ClientAssets, EngineConfig, EngineRoute, RenderedBody, RenderedPage, SiteModule } from '../config/site.ts';

export interface PageSteps {
  navigationProblems: BuildProblem[];
  renderBody(route: EngineRoute): RenderedBody & { reads: Set<string> };
  assemble(body: RenderedBody, stylesheetHref: string): RenderedPage & { reads: Set<string> };
}

export function createPageSteps(site: SiteModule, input: { config: EngineConfig; assets: ClientAssets; template: string }): PageSteps;
