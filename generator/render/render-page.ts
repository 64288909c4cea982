/**
 * Pages by family: routes grouped into families, each family's stylesheet cut from what its bodies
 * used (build and dev alike), and, for `dev`, a page at a time (`createOnDemandRenderer`): the first
 * page asked for in a family renders the family's bodies through the page renderer
 * (page-renderer.mjs), which holds them until their own page is asked for. The build renders family
 * by family instead (generator/session/pipeline.ts), through the same page renderer.
 */
import { hashedCssFile } from '../outputs/css.ts';
import { createCssSplitter, htmlClassTokens, type CssNode } from '../outputs/css-split.ts';
import type { BuildProblem } from '../check/errors.ts';
import { createPageRenderer, errorFromData, type ErrorData } from './page-renderer.mjs';
import { assertRoutePath } from '../config/paths.ts';
import { problem } from '../check/problems.ts';
import type { ClientBuild } from '../outputs/scripts.ts';
import type { PageUsage } from './usage.ts';
import type { EngineConfig, EngineRoute, SiteModule } from '../config/site.ts';
import type { CheckedPage } from '../config/site.ts';

export interface StylesheetCutter {
  splitter: ReturnType<typeof createCssSplitter>;
  /** Classes the document template writes (on <body>). */
  templateClasses: Set<string>;
  islandClasses: ClientBuild['islandClasses'];
}

/** What family stylesheets are cut with: the full stylesheet's tree, the template's classes, the islands'. */
export function stylesheetCutter(cssTree: CssNode[], template: string, client: Pick<ClientBuild, 'islandClasses'>): StylesheetCutter {
  return { splitter: createCssSplitter(cssTree), templateClasses: htmlClassTokens(template), islandClasses: client.islandClasses };
}

/** One family's stylesheet, cut from what its rendered bodies used (build and dev alike). */
export function familyStylesheet(family: string, bodies: { usage: Pick<PageUsage, 'classes' | 'islands'> }[], { splitter, templateClasses, islandClasses }: StylesheetCutter) {
  const used = new Set(templateClasses);
  for (const { usage } of bodies) {
    usage.classes.forEach((c) => used.add(c));
    for (const island of usage.islands) islandClasses[island.name]?.forEach((c) => used.add(c));
  }
  return hashedCssFile(family, splitter.cut(used));
}

/** Routes grouped by family, in table order; a route whose path is malformed or taken is left to the checks. */
export function familiesOf(routes: EngineRoute[]): Map<string, EngineRoute[]> {
  const families = new Map<string, EngineRoute[]>();
  const seen = new Set<string>();
  for (const route of routes) {
    try {
      assertRoutePath(route.path);
    } catch {
      continue;
    }
    if (seen.has(route.path)) continue;
    seen.add(route.path);
    families.set(route.family, [...(families.get(route.family) ?? []), route]);
  }
  return families;
}

export interface OnDemandRendererInput {
  site: SiteModule;
  config: EngineConfig;
  client: ClientBuild;
  /** The full stylesheet's parsed tree, which family stylesheets are cut from. */
  cssTree: CssNode[];
  /** templates/document.html as read; its classes are kept in every family stylesheet. */
  template: string;
  /** The template pages are written into, when it differs (dev adds its reload script). */
  servedTemplate?: string;
  /** Wraps each phase of work, for the build's timings (`render`, `css`). */
  time?: <T>(phase: 'render' | 'css', work: () => T) => T;
  /** Bytes of waiting bodies kept in memory (tests give a small one). */
  bodyBudget?: number;
}

/** A page served by dev: its document (with what the checks read) and its family's stylesheet. */
export interface RenderedRoute {
  page: CheckedPage & { html: string };
  stylesheet: ReturnType<typeof familyStylesheet>;
  /** True for the first page of its family: the stylesheet was cut for it and is not written yet. */
  newStylesheet: boolean;
}

/** A failed render as a build problem, naming the route, its file and where it threw. */
export function renderProblem(route: EngineRoute, error: unknown): BuildProblem {
  // A problem the render named itself (an image reference, generator/images/table.ts), placed at the route when it has no file and line.
  const carried = (error as { problem?: BuildProblem } | undefined)?.problem;
  if (carried) return carried.where ? carried : { ...carried, where: route.path, ...(route.source ? { source: route.source } : {}) };
  return problem('render-failed', { where: route.path, source: route.source }, { error: error as Error });
}

export function createOnDemandRenderer(input: OnDemandRendererInput) {
  const { site, config, client, template, time = (_phase, work) => work() } = input;
  // Navigation entries no route builds are problems for the check phase (errors unless a draft build).
  const renderer = createPageRenderer(site, { config, assets: client, template: input.servedTemplate ?? template, budget: input.bodyBudget });
  const cutter = stylesheetCutter(input.cssTree, template, client);
  const failed = new Map<string, ErrorData>();
  const stylesheets = new Map<string, ReturnType<typeof familyStylesheet>>();
  const members = new Map<string, EngineRoute[]>();
  for (const routes of familiesOf(site.routes).values()) for (const route of routes) members.set(route.family, routes);

  /** Renders every body of the family (a failure is kept for its own page) and cuts the stylesheet. */
  function cutFamily(family: string) {
    const results = time('render', () => renderer.bodies(members.get(family) ?? []));
    const bodies = results.flatMap((result) => ('error' in result ? (failed.set(result.path, result.error), []) : [result]));
    const stylesheet = time('css', () => familyStylesheet(family, bodies, cutter));
    stylesheets.set(family, stylesheet);
    return stylesheet;
  }

  return {
    navigationProblems: renderer.navigationProblems,
    /** The document of `route`; throws what its render threw. */
    renderPage(route: EngineRoute): RenderedRoute {
      const known = stylesheets.get(route.family);
      const stylesheet = known ?? cutFamily(route.family);
      const error = failed.get(route.path);
      failed.delete(route.path);
      if (error) throw errorFromData(error);
      // A body is let go once its page is made; asked again, it renders afresh.
      const document = () => time('render', () => renderer.document(route.path, stylesheet.href));
      let page = document();
      if (!page) {
        const [body] = time('render', () => renderer.bodies([route]));
        if ('error' in body) throw errorFromData(body.error);
        page = document()!;
      }
      if ('error' in page) throw errorFromData(page.error);
      return { page: { route, html: page.html as string, links: page.links, jsonLd: page.jsonLd }, stylesheet, newStylesheet: !known };
    },
    close: () => renderer.close(),
  };
}

export type OnDemandRenderer = ReturnType<typeof createOnDemandRenderer>;
