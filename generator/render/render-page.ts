/**
 * One page renderer for both hosts: `renderPage(route)` gives the finished document of a route, as
 * `build` (generator/session/pipeline.ts) writes it and `dev` (cli/dev.ts) serves it. A page links its
 * family's stylesheet, cut from the classes every page of the family used, so the first page of a
 * family renders the family's bodies; they wait (in memory, or past a budget on disk) until their own
 * page is asked for. The hosts differ only in how the site module was loaded and where files go.
 */
import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashedCssFile } from '../outputs/css.ts';
import { createCssSplitter, htmlClassTokens, type CssNode } from '../outputs/css-split.ts';
import type { BuildProblem } from '../check/errors.ts';
import { createPageSteps } from './page-steps.mjs';
import { assertRoutePath } from '../config/paths.ts';
import { problem } from '../check/problems.ts';
import type { ClientBuild } from '../outputs/scripts.ts';
import type { PageUsage } from './usage.ts';
import type { EngineConfig, EngineRoute as RouteDef, RenderedBody, RenderedPage, SiteModule } from '../config/site.ts';

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

/**
 * A family's bodies while its stylesheet is unknown. They wait in memory as UTF-8 bytes (copy with
 * typographic quotes makes V8 keep a string at two bytes a character), up to BODY_BUDGET_BYTES;
 * past that they wait in a scratch folder, so memory stays bounded whatever a family's size. A real
 * site's families never touch the disk: spilling earlier costs a disk round trip per page for
 * little memory saved (the measurements are in BENCHMARKS.md).
 */
const BODY_BUDGET_BYTES = 64 * 1024 * 1024;

/** Exported for its test, which gives a small budget to reach the disk path. */
export function createBodyStore(budgetBytes = BODY_BUDGET_BYTES) {
  let dir: string | undefined;
  let count = 0;
  let held = 0;
  return {
    keep(body: string): () => string {
      const bytes = Buffer.from(body);
      if (held + bytes.byteLength <= budgetBytes) {
        held += bytes.byteLength;
        return () => {
          held -= bytes.byteLength;
          return bytes.toString();
        };
      }
      dir ??= mkdtempSync(join(tmpdir(), 'vertiq-bodies-'));
      const file = join(dir, String(count++));
      writeFileSync(file, bytes);
      return () => {
        const text = readFileSync(file, 'utf8');
        unlinkSync(file);
        return text;
      };
    },
    /** The scratch folder, once a body has gone to disk. */
    get scratchDir(): string | undefined {
      return dir;
    },
    close() {
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Routes grouped by family, in table order; a route whose path is malformed or taken is left to the checks. */
export function familiesOf(routes: RouteDef[]): Map<string, RouteDef[]> {
  const families = new Map<string, RouteDef[]>();
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

export interface PageRendererInput {
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

export interface RenderedRoute {
  page: RenderedPage;
  stylesheet: ReturnType<typeof familyStylesheet>;
  /** True for the first page of its family: the stylesheet was cut for it and is not written yet. */
  newStylesheet: boolean;
}

/** A failed render as a build problem, naming the route, its file and where it threw. */
export function renderProblem(route: RouteDef, error: unknown): BuildProblem {
  return problem('render-failed', { where: route.path, source: route.source }, { error: error as Error });
}

export function createPageRenderer(input: PageRendererInput) {
  const { site, config, client, template, time = (_phase, work) => work() } = input;
  // Navigation entries no route builds are problems for the check phase (errors unless a draft build).
  const steps = createPageSteps(site, { config, assets: client, template: input.servedTemplate ?? template });
  const { navigationProblems } = steps;
  const cutter = stylesheetCutter(input.cssTree, template, client);
  const store = createBodyStore(input.bodyBudget);
  const waiting = new Map<string, Omit<RenderedBody, 'body'> & { body: () => string }>();
  const failed = new Map<string, Error>();
  const stylesheets = new Map<string, ReturnType<typeof familyStylesheet>>();
  const members = new Map<string, RouteDef[]>();
  for (const routes of familiesOf(site.routes).values()) for (const route of routes) members.set(route.family, routes);

  const renderBody = (route: RouteDef): RenderedBody => steps.renderBody(route);

  /** Renders every body of the family (a failure is kept for its own page) and cuts the stylesheet. */
  function cutFamily(family: string) {
    const bodies = time('render', () =>
      (members.get(family) ?? []).flatMap((route) => {
        try {
          const { body, ...rest } = renderBody(route);
          const entry = { ...rest, body: store.keep(body) };
          waiting.set(route.path, entry);
          return [entry];
        } catch (error) {
          failed.set(route.path, error as Error);
          return [];
        }
      }),
    );
    const stylesheet = time('css', () => familyStylesheet(family, bodies, cutter));
    stylesheets.set(family, stylesheet);
    return stylesheet;
  }

  return {
    navigationProblems,
    /** The document of `route`; throws what its render threw. */
    renderPage(route: RouteDef): RenderedRoute {
      const known = stylesheets.get(route.family);
      const stylesheet = known ?? cutFamily(route.family);
      const error = failed.get(route.path);
      if (error) {
        failed.delete(route.path);
        throw error;
      }
      const held = waiting.get(route.path);
      waiting.delete(route.path);
      // A body let go once its page was written; asked again (dev), it renders afresh.
      const body = held ? { ...held, body: held.body() } : time('render', () => renderBody(route));
      const page = time('render', () => steps.assemble(body, stylesheet.href));
      return { page, stylesheet, newStylesheet: !known };
    },
    close: () => store.close(),
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
