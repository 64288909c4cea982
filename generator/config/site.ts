/**
 * What the engine needs of a site, as one object the site exports (src/site-definition.ts for
 * Vertiq, tests/fixtures/mini-site/ for the fixture): where its files are, which module holds its
 * routes and renderers, its stylesheet and client entries, the extra outputs it registers and its
 * checks. The engine imports nothing from a site's folder; everything site-particular arrives here.
 */
import type { SiteFont } from '../outputs/font.ts';
import type * as esbuild from 'esbuild';
import type { EmittedFile } from '../outputs/output-file.ts';
import type { BuildProblem } from '../check/errors.ts';
import type { PageUsage } from '../render/usage.ts';
import type { ImageTable } from '../images/table.ts';

import type { ClientRuntime } from './client-runtime.mjs';
export { CLIENT_RUNTIMES, DEFAULT_CLIENT_RUNTIME, type ClientRuntime } from './client-runtime.mjs';

/** The settings every build has; a site's own config adds to them (the backend URL, keys). */
export interface EngineConfig {
  siteUrl: string;
  production: boolean;
  /** What hydrates the islands; absent, DEFAULT_CLIENT_RUNTIME (client-runtime.mjs). */
  clientRuntime?: ClientRuntime;
}

/** What the engine reads of a route; a site's route type adds its renderer and structured data. */
export interface EngineRoute {
  /** `/`, `/about`, `/solutions/document-analysis`. */
  path: string;
  /** Pages of one family share a stylesheet. */
  family: string;
  label: string;
  meta: { title: string; description: string; keywords?: string[] };
  excludeFromSitemap?: boolean;
  /** The file that defines this entry, named in build problems. */
  source?: string;
}

export interface RenderedBody<R extends EngineRoute = EngineRoute> {
  route: R;
  body: string;
  usage: PageUsage;
}

export interface RenderedPage<R extends EngineRoute = EngineRoute> {
  route: R;
  html: string;
  /** Every href the document writes, for the link check. */
  links: readonly string[];
  jsonLd: unknown[];
}

/**
 * What the checks and the extra outputs need of a rendered page: what it linked and the JSON-LD it
 * wrote (the HTML itself is on disk). Without `jsonLd`, the page's JSON-LD was checked already: the
 * build checks each page's as it arrives and lets it go (10,000 pages' nodes were ~40 MB of the main
 * thread's heap), and a page an incremental build kept has the verdict of the build that wrote it
 * (same nodes, and the checking code is in the global key: a change to it renders every page again,
 * incremental.ts).
 */
export type CheckedPage = Pick<RenderedPage, 'route' | 'links'> & { jsonLd?: unknown[] };

/** What a producer of non-page files gets (outputs/extra-outputs.ts runs them). */
export interface ExtraOutputInput<C extends EngineConfig = EngineConfig> {
  routes: EngineRoute[];
  config: C;
  /** Every rendered page with what it linked and its JSON-LD. */
  pages: CheckedPage[];
  /** The loaded site module, for data a producer needs besides the routes (a site's articles, say). */
  site: SiteModule;
  /** Route path -> the tracked inputs the page read (kept pages' from the last build), when the build knows them (outputs/page-dates.ts). */
  reads?: Readonly<Record<string, readonly string[]>>;
}

/** What an early producer gets: everything but the rendered pages, which do not exist yet. */
export type EarlyOutputInput<C extends EngineConfig = EngineConfig> = Omit<ExtraOutputInput<C>, 'pages' | 'reads'>;

interface Producer {
  /** Shown in timings and in an error when the producer throws. */
  name: string;
  /** Source module, named in build problems. */
  source: string;
}

/** A producer of non-page files (sitemap, headers, feeds, cards): outputs/extra-outputs.ts says when it runs. */
export type ExtraOutput<C extends EngineConfig = EngineConfig> =
  | (Producer & { early?: false; files(input: ExtraOutputInput<C>): EmittedFile[] | Promise<EmittedFile[]> })
  | (Producer & { early: true; files(input: EarlyOutputInput<C>): Promise<EmittedFile[]> });

/** The client scripts' public URLs (and the font's), as the site's head links them; the stylesheet is per family (assemblePage's argument). */
export interface ClientAssets {
  /** The small enhancement script every page loads. */
  enhance: string;
  /** The island client entry, loaded only by pages with islands. */
  islandEntry: string;
  /** Chunks each island needs (for modulepreload of above-the-fold islands). */
  islandChunks: Partial<Record<string, string[]>>;
  /** The brand font file, preloaded so it arrives with the stylesheet (font.ts). */
  font?: string;
}

export interface PageContext<C extends EngineConfig = EngineConfig> {
  config: C;
  assets: ClientAssets;
  /** templates/document.html, with its placeholders. */
  template: string;
  labelOf(path: string): string | undefined;
}

/**
 * The site's module of routes and renderers, loaded by the engine (an esbuild bundle in build, Vite's
 * SSR loader in dev). Methods, not function properties: a site's renderers take its own route type.
 */
export interface SiteModule {
  routes: EngineRoute[];
  renderBody(route: EngineRoute, nav: unknown): RenderedBody;
  assemblePage(body: RenderedBody, stylesheet: string, context: PageContext): RenderedPage;
  buildNavigation(routes: EngineRoute[], options: { draft?: boolean; warn?: (problem: BuildProblem) => void }): unknown;
  /**
   * Read tracking for incremental builds (generator/render/usage.ts: the module's own copy, as bundled).
   * A declared input named `<file>#<part>` (a file under `contentDir`) says the file's parts are
   * tracked; together a file's declared parts must cover all of it. A file with no declared part,
   * and every page of a site without tracking, depend on all of the content folder.
   */
  trackReads?<T>(work: () => T): { result: T; reads: Set<string> };
  /** Takes the images the engine derived from the content folder, before any page renders (images/table.ts). */
  installImages?(table: ImageTable): void;
  inputState?(): { declared: Record<string, string>; outside: string[] };
}

export interface SiteDefinition<C extends EngineConfig = EngineConfig> {
  /** Names the site's caches (two sites never read each other's bundle or stylesheet). */
  name: string;
  /** Absolute path of the site's root; every path below is relative to it. */
  root: string;
  /** The module exporting `SiteModule` (routes, renderBody, assemblePage, buildNavigation). */
  entry: string;
  /** The Tailwind entry stylesheet. */
  stylesheet: string;
  /** The brand typeface, self-hosted, preloaded and given a metric-matched fallback face (font.ts). */
  font?: SiteFont;
  client: {
    /** The script every page loads and the island loader pages with islands load. */
    entries: { enhance: string; islands: string };
    /** The module every island needs to hydrate (preloaded with each island), if any. */
    hydrate?: string;
    /**
     * Per runtime, a module that stands in for `hydrate` (imported wherever `hydrate` is): React's own
     * client hydrates in a transition, which Preact's compat layer has no use for.
     */
    hydrateFor?: Partial<Record<ClientRuntime, string>>;
    /** The site's own source folder: only its files' class names count for an island. */
    sourceDir: string;
    /** Compile-time constants for the browser bundle (only values safe to ship). */
    define(config: C): Record<string, string>;
  };
  /** Content the site module reads (watched in dev). */
  contentDir: string;
  /**
   * A folder (from the root) whose files take the place of `contentDir`'s of the same path (a site
   * built with `--content-from`): its images are derived too, under the same paths (images/derive.ts).
   */
  contentOverlay?: string;
  /** Further folders dev watches besides the sources, templates and content (code the site imports from elsewhere). */
  watchAlso?: string[];
  /** Holds document.html and static/. */
  templatesDir: string;
  /** esbuild plugins for the site module's bundle (content parsed ahead, browser-only modules). */
  bundlePlugins?: esbuild.Plugin[];
  /** File extensions (`.md`) whose import is the file's text, in the build's bundle and in dev alike. */
  textImports?: string[];
  /** Non-page files: sitemap, headers policy, feeds, Open Graph cards. */
  extraOutputs: ExtraOutput<C>[];
  checks?: {
    /** Problems in one page's JSON-LD, as messages. */
    jsonLd?(nodes: unknown[]): string[];
  };
  /**
   * false: bundle, stylesheet and client scripts are made afresh every build, for a site outside
   * the folders the tree key covers (generator/session/build-stamp.mjs), such as a test fixture.
   */
  treeCache?: boolean;
}

/**
 * What a build tells the site's module as the engine loads it (load-site.ts in build, dev-site.ts in
 * dev). The module's top level already reads its content, so the options are compiled in as
 * constants (esbuild's and Vite's `define`) rather than passed to a function: a site reads
 * `__DRAFT_BUILD__` (declare it `boolean | undefined`: a module imported unbundled, as in unit
 * tests, has none, which means no draft build).
 */
export interface SiteLoadOptions {
  /** A draft build (`build --draft`, `dev`): the site may include content entries marked as drafts. */
  draft?: boolean;
}

/** The compile-time constants that carry `SiteLoadOptions` into the site's module. */
export function siteLoadDefines(options: SiteLoadOptions): Record<string, string> {
  return { __DRAFT_BUILD__: JSON.stringify(options.draft === true) };
}

/** An absolute path inside the site. */
export const sitePath = (site: Pick<SiteDefinition, 'root'>, path: string) => `${site.root.replace(/\/$/, '')}/${path}`;
