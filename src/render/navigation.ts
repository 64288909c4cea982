/** Builds the navigation model from the route table: labels come from the routes, never typed twice. */
import {
  FOOTER_COMPANY_PATHS,
  FOOTER_LEGAL_PATHS,
  GET_STARTED_PATH,
  NAV_GROUPS,
  NAV_PLAIN_PATHS,
  PRIMARY_NAV_PATHS,
  RESOURCE_NAV_PATHS,
  SOLUTION_NAV_PATHS,
  type NavigationModel,
  type NavLink,
} from '../content/navigation.ts';
import { INDUSTRY_CARD_GROUPS } from '../content/industries.ts';
import type { RouteDef } from './route.ts';
import { BuildError, type BuildProblem } from '../../generator/check/errors.ts';
import { problem } from '../../generator/check/problems.ts';

/** With `draft`, missing targets are returned as warnings instead of stopping the build. */
export function buildNavigation(routes: RouteDef[], options: { draft?: boolean; warn?: (problem: BuildProblem) => void } = {}): NavigationModel {
  const byPath = new Map(routes.map((r) => [r.path, r]));
  const missing: string[] = [];
  const link = (path: string): NavLink => {
    const route = byPath.get(path);
    if (!route) missing.push(path);
    return { path, label: route?.label ?? path };
  };
  const model: NavigationModel = {
    primary: PRIMARY_NAV_PATHS.map(link),
    // Every industry and audience page from their content, in the home page's two groups
    // (INDUSTRY_CARD_GROUPS), labels from the route table. Not every route of those families: a site
    // of 10,000 pages (the scale bench's) would link each from every page.
    industries: INDUSTRY_CARD_GROUPS.industries.flatMap((card) => (card.href ? [link(card.href)] : [])),
    teams: INDUSTRY_CARD_GROUPS.teams.flatMap((card) => (card.href ? [link(card.href)] : [])),
    // The /solutions overview leads its group as "All solutions".
    groups: NAV_GROUPS.map((g) => ({ label: g.label, links: g.paths.map((p) => (p === '/solutions' ? { ...link(p), label: 'All solutions' } : link(p))), ...('owns' in g && { owns: g.owns }) })),
    plain: NAV_PLAIN_PATHS.map(link),
    getStarted: { ...link(GET_STARTED_PATH), label: 'Get Started' },
    footerSolutions: SOLUTION_NAV_PATHS.map(link),
    footerCompany: FOOTER_COMPANY_PATHS.map(link),
    footerResources: RESOURCE_NAV_PATHS.map(link),
    footerLegal: FOOTER_LEGAL_PATHS.map(link),
  };
  const problems: BuildProblem[] = [...new Set(missing)].map((path) =>
    problem('navigation-target', { where: path, source: 'src/content/navigation.ts' }, { hint: 'add the route to its family in src/pages/*-routes.tsx or remove it from src/content/navigation.ts' }),
  );
  if (problems.length && !options.draft) throw new BuildError(problems);
  problems.forEach((p) => options.warn?.(p));
  return model;
}
