/**
 * The build pipeline, one pass: configuration -> assets -> pages, family by family (render the
 * bodies, cut the family's stylesheet from what they used, finish each document, stream it to the
 * staging folder) -> extra outputs -> one check phase. The caller commits the staging folder when
 * this returns, or aborts it on a BuildError: a failed build never touches the previous output.
 * See generator/README.md for the path of one page from the route table to its file.
 */
import { readFile, readdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import type { BuildProblem } from './errors.ts';
import { BuildError } from './errors.ts';
import { routeToFile } from './paths.ts';
import { createPageRenderer, familiesOf, familyStylesheet, renderProblem, stylesheetCutter, type RenderedRoute } from './render-page.ts';
import { createPageSteps } from './page-steps.mjs';
import { createRenderPool, workerError, type RenderPool } from './render-pool.ts';
import type { SiteCss } from './css.ts';
import type { ClientBuild } from './scripts.ts';
import type { EngineConfig, SiteDefinition, SiteModule } from './site.ts';
import { sitePath } from './site.ts';
import { checkSite, type CheckedPage } from './validate.ts';
import { compressCacheDir, writeCompressedCopies } from './compress.ts';
import { buildCss } from './css.ts';
import { producerFiles, type ExtraOutput } from './extra-outputs.ts';
import { loadSiteBundle } from './load-site.ts';
import type { EmittedFile, OutputFile } from './output-file.ts';
import { buildClient } from './scripts.ts';
import type { Staging } from './staging.ts';

export interface PhaseTiming {
  phase: string;
  ms: number;
}

export interface SiteBuild {
  /** Rendered pages, with what they linked and their JSON-LD (the HTML itself is on disk). */
  pages: CheckedPage[];
  /** Paths written into the staging folder, precompressed copies included. */
  files: string[];
  timings: PhaseTiming[];
}

/** Accumulates time per phase; phases interleave (family by family), so each is a sum. */
class Timings {
  private readonly ms = new Map<string, number>();
  async time<T>(phase: string, work: () => Promise<T> | T): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.ms.set(phase, (this.ms.get(phase) ?? 0) + performance.now() - start);
    }
  }
  timeSync<T>(phase: string, work: () => T): T {
    const start = performance.now();
    try {
      return work();
    } finally {
      this.ms.set(phase, (this.ms.get(phase) ?? 0) + performance.now() - start);
    }
  }
  list(): PhaseTiming[] {
    return [...this.ms].map(([phase, ms]) => ({ phase, ms }));
  }
}

/** Static files copied as they are (favicon, icons, Open Graph image). */
export async function readStaticFiles(site: Pick<SiteDefinition, 'root' | 'templatesDir'>): Promise<OutputFile[]> {
  const dir = sitePath(site, `${site.templatesDir}/static`);
  const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((d) => d.isFile());
  return Promise.all(
    names.map(async (d) => {
      const full = `${d.parentPath}/${d.name}`;
      return { path: full.slice(dir.length + 1), content: await readFile(full) };
    }),
  ).then((files) => files.sort((a, b) => a.path.localeCompare(b.path)));
}

export interface BuildOptions {
  /** Work-in-progress builds: dangling links and navigation targets become warnings. Never for production. */
  draft?: boolean;
  warn?: (problem: BuildProblem) => void;
  /** Precompress text files (.br/.gz); on by default. */
  compress?: boolean;
  /** The site module, when the caller has it (tests, benchmarks with synthetic routes); loaded from `entry` otherwise. */
  module?: SiteModule | Promise<SiteModule>;
  /** The file URL `module` was imported from, so render workers can import it too. */
  moduleUrl?: string;
  /**
   * Render threads: 0 renders on the main thread; undefined decides by page count (POOL_MIN_PAGES)
   * with one worker a core. Output is the same whatever the number.
   */
  workers?: number;
  /** Producers of non-page files; the site's own list (`site.extraOutputs`) unless given. */
  extraOutputs?: ExtraOutput<EngineConfig>[];
}

/**
 * Below this many pages the build renders on the main thread: starting the workers (each imports
 * React and the site bundle) costs more than they save. Measured in BENCHMARKS.md ("Render workers").
 */
export const POOL_MIN_PAGES = 400;

/** How many render workers a build of `pageCount` pages uses (0: the main thread renders). */
export function renderWorkers(options: Pick<BuildOptions, 'workers'>, pageCount: number): number {
  if (options.workers !== undefined) return Math.max(0, Math.floor(options.workers));
  const cores = availableParallelism();
  return cores > 1 && pageCount >= POOL_MIN_PAGES ? cores : 0;
}

/** Writes each file and its precompressed copies; at most a few dozen in flight, so memory stays flat. */
function createEmitter(staging: Staging, cacheDir: string | undefined, compress: boolean) {
  const inFlight = new Set<Promise<void>>();
  let failure: unknown;
  const write = async (file: EmittedFile) => {
    if ('from' in file) return staging.copy(file.from, file.path);
    await staging.write(file);
    if (compress) await writeCompressedCopies(file, cacheDir, staging);
  };
  return {
    async emit(file: EmittedFile): Promise<void> {
      if (failure) throw failure;
      const job = write(file).catch((error) => {
        failure ??= error;
      });
      inFlight.add(job);
      void job.finally(() => inFlight.delete(job));
      if (inFlight.size >= 128) await Promise.race(inFlight);
    },
    async flush(): Promise<void> {
      await Promise.all(inFlight);
      if (failure) throw failure;
    },
  };
}

/**
 * Builds the site `definition` describes into the staging folder. Its module is loaded as a bundle
 * (load-site.ts) unless `options.module` hands one in; meanwhile the stylesheet and client scripts
 * start building, since esbuild and Tailwind's native scanner work off the main thread.
 */
export async function buildSite<C extends EngineConfig>(definition: SiteDefinition<C>, config: C, staging: Staging, options: BuildOptions = {}): Promise<SiteBuild> {
  const timings = new Timings();
  const pendingAssets = Promise.all([
    buildCss(definition),
    buildClient(definition, config),
    readFile(sitePath(definition, `${definition.templatesDir}/document.html`), 'utf8'),
    readStaticFiles(definition),
    compressCacheDir(),
  ]);
  pendingAssets.catch(() => undefined); // reported when awaited below; a failed site load must not leave it unhandled
  // Render workers import the bundle by its URL; a module handed in is rendered here unless its URL comes too.
  const { module: site, url: moduleUrl } = await timings.time('load', async () =>
    options.module ? { module: await options.module, url: options.moduleUrl } : loadSiteBundle(definition),
  );
  const { routes } = site;
  const [css, client, template, statics, cacheDir] = await timings.time('assets', () => pendingAssets);
  const emitter = createEmitter(staging, cacheDir, options.compress !== false);
  // Writing waits only when 128 files (and their compression) are in flight: that wait is `write`.
  const out = { emit: (file: EmittedFile) => timings.time('write', () => emitter.emit(file)), flush: () => emitter.flush() };
  for (const file of [...client.files, ...statics]) await out.emit(file);

  const pages: CheckedPage[] = [];
  const renderProblems: BuildProblem[] = [];

  // Producers that need only the route table start now and work beside rendering (off the main thread).
  const producers = (options.extraOutputs as ExtraOutput<C>[] | undefined) ?? definition.extraOutputs;
  const early = new Map(
    producers.flatMap((p) => (p.early ? [[p, producerFiles(p, { routes, config, pages: [], site })] as const] : [])),
  );
  early.forEach((files) => files.catch(() => undefined)); // reported when awaited below; a failed render must not leave it unhandled

  // Family by family (routes are grouped so): the first page of a family renders the family's bodies
  // and cuts its stylesheet, written before it. A failed render is a problem for the check phase, not
  // a stop. On the main thread for a small site, on the pool of render workers for a large one.
  const renderInput = { site, config, client, css, template, out, timings, pages, renderProblems };
  const workers = renderWorkers(options, routes.length);
  const { navigationProblems } =
    workers > 0 && moduleUrl
      ? await renderOnPool(renderInput, createRenderPool({ size: workers, moduleUrl, config, client, template }))
      : await renderInProcess(renderInput);

  for (const producer of producers) {
    // An early producer's time is what the build still waits for it after the pages.
    const files = await timings.time(producer.name, () =>
      producer.early ? early.get(producer)! : producerFiles(producer, { routes, config, pages, site }),
    );
    for (const file of files) await out.emit(file);
  }
  await timings.time('flush', () => out.flush());

  await timings.time('check', () => {
    const writtenFiles = new Set(staging.written.map((path) => `/${path}`));
    const { errors, warnings } = checkSite({ routes, pages, writtenFiles, renderProblems, navigationProblems, draft: options.draft, jsonLd: definition.checks?.jsonLd });
    warnings.forEach((p) => options.warn?.(p));
    if (errors.length) throw new BuildError(errors);
  });
  return { pages, files: [...staging.written], timings: timings.list() };
}

interface RenderInput {
  site: SiteModule;
  config: EngineConfig;
  client: ClientBuild;
  css: SiteCss;
  template: string;
  out: { emit(file: EmittedFile): Promise<void> };
  timings: Timings;
  /** Filled in route order (family by family), whichever thread rendered them. */
  pages: CheckedPage[];
  renderProblems: BuildProblem[];
}

/** Every page on the main thread, through the renderer `dev` uses too. */
async function renderInProcess({ site, config, client, css, template, out, timings, pages, renderProblems }: RenderInput) {
  const renderer = createPageRenderer({ site, config, client, cssTree: css.tree, template, time: (phase, work) => timings.timeSync(phase, work) });
  try {
    for (const route of [...familiesOf(site.routes).values()].flat()) {
      let rendered: RenderedRoute;
      try {
        rendered = renderer.renderPage(route);
      } catch (error) {
        renderProblems.push(renderProblem(route, error));
        continue;
      }
      const { page, stylesheet, newStylesheet } = rendered;
      if (newStylesheet) await out.emit(stylesheet.file);
      pages.push({ route: page.route, links: page.links, jsonLd: page.jsonLd });
      await out.emit({ path: routeToFile(page.route.path), content: page.html });
    }
  } finally {
    renderer.close();
  }
  return { navigationProblems: renderer.navigationProblems };
}

/**
 * Every page on the render workers (render-pool.ts), family by family: while the main thread cuts a
 * family's stylesheet and writes its pages, the workers already render the next family's bodies.
 * Pages and problems are put back in route order, so nothing depends on which worker was faster.
 */
async function renderOnPool({ site, config, client, css, template, out, timings, pages, renderProblems }: RenderInput, pool: RenderPool) {
  const families = [...familiesOf(site.routes).values()];
  const order = new Map(families.flat().map((route, i) => [route.path, { route, i }]));
  const slots: (CheckedPage | undefined)[] = [];
  const problems: { i: number; problem: BuildProblem }[] = [];
  const fail = (path: string, error: Error) => {
    const { route, i } = order.get(path)!;
    problems.push({ i, problem: renderProblem(route, error) });
  };
  const cutter = stylesheetCutter(css.tree, template, client);
  try {
    let nextBodies: ReturnType<RenderPool['bodies']> | undefined = families.length ? pool.bodies(families[0]) : undefined;
    for (let k = 0; k < families.length; k++) {
      const family = families[k];
      // Time waiting for the workers' bodies is the main thread's share of rendering.
      const { results, chunks } = await timings.time('render', () => nextBodies!);
      const used = results.flatMap((r) => ('usage' in r ? [{ usage: r.usage }] : (fail(r.path, workerError(r.error)), [])));
      const stylesheet = timings.timeSync('css', () => familyStylesheet(family[0].family, used, cutter));
      await out.emit(stylesheet.file);
      let written = Promise.resolve();
      const done = pool.pages(chunks, stylesheet.href, (batch) => {
        written = written.then(async () => {
          for (const page of batch) {
            if ('error' in page) {
              fail(page.path, workerError(page.error));
              continue;
            }
            const { route, i } = order.get(page.path)!;
            slots[i] = { route, links: page.links, jsonLd: page.jsonLd };
            await out.emit({ path: routeToFile(route.path), content: page.html });
          }
        });
      });
      nextBodies = k + 1 < families.length ? pool.bodies(families[k + 1]) : undefined;
      nextBodies?.catch(() => undefined); // reported when awaited; a failed write must not leave it unhandled
      await timings.time('render', () => done);
      await written;
    }
  } finally {
    await pool.close();
  }
  for (const page of slots) if (page) pages.push(page);
  problems.sort((a, b) => a.i - b.i).forEach((p) => renderProblems.push(p.problem));
  // The navigation is the same whichever thread builds it: this one's problems are the workers'.
  return { navigationProblems: createPageSteps(site, { config, assets: client, template }).navigationProblems };
}
