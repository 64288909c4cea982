/**
 * Build-time content checks, run together in the pipeline's one check phase
 * (`checkSite`). Each returns problems naming the route and its routes file, so a missing
 * description, a duplicate title or a link to nowhere stops the build before the output is swapped in.
 */
import type { BuildProblem } from './errors.ts';
import { DESCRIPTION_LENGTH, problem, TITLE_LENGTH } from './problems.ts';
import { assertRoutePath, hrefToRoutePath } from '../config/paths.ts';
import type { CheckedPage, EngineRoute } from '../config/site.ts';

export { DESCRIPTION_LENGTH, TITLE_LENGTH };

export function validateRoutes(routes: EngineRoute[]): BuildProblem[] {
  const problems: BuildProblem[] = [];
  const seenPaths = new Set<string>();
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const route of routes) {
    const where = route.path;
    const source = route.source;
    const start = problems.length;
    try {
      assertRoutePath(route.path);
    } catch (error) {
      problems.push(problem('route-path', { where }, { error: (error as Error).message }));
    }
    if (seenPaths.has(route.path)) problems.push(problem('duplicate-path', { where }));
    seenPaths.add(route.path);

    const { title, description, keywords } = route.meta ?? {};
    if (!title) problems.push(problem('missing-field', { where }, { field: 'meta.title' }));
    else if (title.length < TITLE_LENGTH.min || title.length > TITLE_LENGTH.max) {
      problems.push(problem('title-length', { where }, { title }));
    } else if (titles.has(title)) {
      problems.push(problem('duplicate-title', { where }, { title, other: titles.get(title)! }));
    } else titles.set(title, where);

    if (!description) problems.push(problem('missing-field', { where }, { field: 'meta.description' }));
    else if (description.length < DESCRIPTION_LENGTH.min || description.length > DESCRIPTION_LENGTH.max) {
      problems.push(problem('description-length', { where }, { length: description.length }));
    } else if (descriptions.has(description)) {
      problems.push(problem('duplicate-description', { where }, { other: descriptions.get(description)! }));
    } else descriptions.set(description, where);

    if (!keywords || keywords.length === 0) problems.push(problem('missing-field', { where }, { field: 'meta.keywords' }));
    if (!route.label) problems.push(problem('missing-field', { where }, { field: 'label (used in breadcrumbs and navigation)' }));
    for (const problem of problems.slice(start)) problem.source = source;
  }
  return problems;
}

export type { CheckedPage } from '../config/site.ts';

/** Internal links (and hash targets on the same page) must resolve to built routes or written files. */
export function validateLinks(pages: CheckedPage[], builtPaths: Set<string>, staticFiles: Set<string>): BuildProblem[] {
  const problems: BuildProblem[] = [];
  // A link's verdict depends on its href alone, and pages share most of theirs (the navigation, the
  // footer): each distinct href is resolved once.
  const verdicts = new Map<string, string | undefined>();
  const verdict = (href: string): string | undefined => {
    if (href === '' || href === '#') return href || '(empty href)';
    const path = hrefToRoutePath(href);
    return path !== undefined && !builtPaths.has(path) && !staticFiles.has(path) ? href : undefined;
  };
  for (const page of pages) {
    const bad = new Set<string>();
    for (const href of page.links) {
      let found = verdicts.get(href);
      if (found === undefined && !verdicts.has(href)) verdicts.set(href, (found = verdict(href)));
      if (found !== undefined) bad.add(found);
    }
    for (const href of bad) {
      problems.push(problem('dangling-link', { where: page.route.path, source: page.route.source }, { href }));
    }
  }
  return problems;
}

/** The problems of one page's JSON-LD, by the site's check of its nodes (generator/config/site.ts `checks.jsonLd`). */
export function jsonLdProblems(route: EngineRoute, nodes: unknown[], validateJsonLd: (nodes: unknown[]) => string[] = () => []): BuildProblem[] {
  return validateJsonLd(nodes).map((error) => problem('invalid-jsonld', { where: route.path, source: route.source }, { error }));
}

/** `jsonLdProblems` of every page that carries its JSON-LD. */
export function validatePageJsonLd(pages: CheckedPage[], validateJsonLd?: (nodes: unknown[]) => string[]): BuildProblem[] {
  return pages.flatMap((page) => (page.jsonLd ? jsonLdProblems(page.route, page.jsonLd, validateJsonLd) : []));
}

export interface SiteCheckInput {
  routes: EngineRoute[];
  pages: CheckedPage[];
  /** Files the build writes besides pages (stylesheets, scripts, icons): head links may point there. */
  writtenFiles: Set<string>;
  /** Pages that failed to render (they name their route and file already). */
  renderProblems: BuildProblem[];
  /** Navigation entries no route builds (from buildNavigation). */
  navigationProblems: BuildProblem[];
  /** Work-in-progress build: dangling links and navigation targets only warn. */
  draft?: boolean;
  /** The site's JSON-LD check (none: JSON-LD is not checked). */
  jsonLd?: (nodes: unknown[]) => string[];
  /** What that check found in pages checked as they rendered (those without `jsonLd`), in route order. */
  jsonLdProblems?: BuildProblem[];
}

/** Every check in one place: routes and meta, render failures, navigation, links, JSON-LD. */
export function checkSite(input: SiteCheckInput): { errors: BuildProblem[]; warnings: BuildProblem[] } {
  const builtPaths = new Set(input.routes.map((r) => r.path));
  const dangling = [...input.navigationProblems, ...validateLinks(input.pages, builtPaths, input.writtenFiles)];
  const errors = [...validateRoutes(input.routes), ...input.renderProblems, ...(input.draft ? [] : dangling), ...(input.jsonLdProblems ?? []), ...validatePageJsonLd(input.pages, input.jsonLd)];
  return { errors, warnings: input.draft ? dangling : [] };
}
