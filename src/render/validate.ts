/**
 * Build-time content checks (DESIGN.md habit 3). Each returns problems naming the route, so a
 * missing description, a duplicate title or a link to nowhere stops the build before writing.
 */
import type { BuildProblem } from './errors.ts';
import { validateJsonLd } from './jsonld.ts';
import { assertRoutePath, hrefToRoutePath } from './paths.ts';
import type { RenderedPage } from './renderPage.tsx';
import type { RouteDef } from './route.ts';

export const TITLE_LENGTH = { min: 5, max: 70 } as const;
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;

export function validateRoutes(routes: RouteDef[]): BuildProblem[] {
  const problems: BuildProblem[] = [];
  const seenPaths = new Set<string>();
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const route of routes) {
    const where = route.path;
    try {
      assertRoutePath(route.path);
    } catch (error) {
      problems.push({ where, message: (error as Error).message });
    }
    if (seenPaths.has(route.path)) problems.push({ where, message: 'duplicate path: two routes build the same page', hint: 'remove one of them from its family routes file' });
    seenPaths.add(route.path);

    const { title, description, keywords } = route.meta ?? {};
    if (!title) problems.push({ where, message: 'missing meta.title' });
    else if (title.length < TITLE_LENGTH.min || title.length > TITLE_LENGTH.max) {
      problems.push({ where, message: `title is ${title.length} characters ("${title}")`, hint: `keep it within ${TITLE_LENGTH.min}-${TITLE_LENGTH.max} characters before " | brand"` });
    } else if (titles.has(title)) {
      problems.push({ where, message: `duplicate title "${title}" (also on ${titles.get(title)})`, hint: 'every page needs its own title' });
    } else titles.set(title, where);

    if (!description) problems.push({ where, message: 'missing meta.description' });
    else if (description.length < DESCRIPTION_LENGTH.min || description.length > DESCRIPTION_LENGTH.max) {
      problems.push({ where, message: `description is ${description.length} characters`, hint: `keep it within ${DESCRIPTION_LENGTH.min}-${DESCRIPTION_LENGTH.max} characters` });
    } else if (descriptions.has(description)) {
      problems.push({ where, message: `duplicate description (also on ${descriptions.get(description)})` });
    } else descriptions.set(description, where);

    if (!keywords || keywords.length === 0) problems.push({ where, message: 'missing meta.keywords' });
    if (!route.label) problems.push({ where, message: 'missing label (used in breadcrumbs and navigation)' });
  }
  return problems;
}

const HREF = /\shref="([^"]*)"/g;

/** Internal links (and hash targets on the same page) must resolve to built routes. */
export function validateLinks(pages: RenderedPage[], builtPaths: Set<string>, staticFiles: Set<string>): BuildProblem[] {
  const problems: BuildProblem[] = [];
  for (const page of pages) {
    const bad = new Set<string>();
    for (const [, raw] of page.html.matchAll(HREF)) {
      const href = raw.replaceAll('&amp;', '&');
      if (href === '' || href === '#') bad.add(href || '(empty href)');
      const path = hrefToRoutePath(href);
      if (path === undefined) continue;
      if (!builtPaths.has(path) && !staticFiles.has(path)) bad.add(href);
    }
    for (const href of bad) {
      problems.push({ where: page.route.path, message: `links to "${href}", which is not a built page`, hint: 'link to a route in the route table (see src/routes.ts)' });
    }
  }
  return problems;
}

export function validatePageJsonLd(pages: RenderedPage[]): BuildProblem[] {
  return pages.flatMap((page) =>
    validateJsonLd(page.jsonLd).map((message) => ({ where: page.route.path, message: `invalid JSON-LD: ${message}` })),
  );
}
