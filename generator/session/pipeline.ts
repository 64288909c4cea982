/**
 * The build pipeline, one pass: configuration -> assets -> pages, family by family (render the
 * bodies, cut the family's stylesheet from what they used, finish each document, stream it to the
 * staging folder) -> extra outputs -> one check phase. The build session (build-session.ts) commits
 * the staging folder when this returns, or aborts it on a BuildError: a failed build never touches
 * the previous output. Pages render through the page renderer (render/page-renderer.mjs), on this
 * thread or the render workers'.
 * See generator/README.md for the path of one page from the route table to its file.
 */
import { readFile, readdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import type { BuildProblem } from '../check/errors.ts';
import { BuildError } from '../check/errors.ts';
import { routeToFile } from '../config/paths.ts';
import { familiesOf, familyStylesheet, renderProblem, stylesheetCutter } from '../render/render-page.ts';
import { createPageRenderer, errorFromData, type BodyResult, type ErrorData, type PageResult } from '../render/page-renderer.mjs';
import { createRenderPool, type RenderPool } from '../render/render-pool.ts';
import { createClassSets, globalKey as incrementalGlobalKey, htmlHash, MANIFEST_VERSION, outputFilesOf, pageUnchanged, type BuildManifest, type PageRecord } from './incremental.ts';
import type { IslandUse } from '../render/usage.ts';
import type { SiteCss } from '../outputs/css.ts';
import type { ClientBuild } from '../outputs/scripts.ts';
import type { CheckedPage, EngineConfig, EngineRoute, ExtraOutput, SiteDefinition, SiteModule } from '../config/site.ts';
import { sitePath } from '../config/site.ts';
import { checkSite, jsonLdProblems } from '../check/validate.ts';
import { compressCacheDir, hasCompressedCopies, writeCompressedCopies } from '../outputs/compress.ts';
import { buildCss } from '../outputs/css.ts';
import { producerFiles } from '../outputs/extra-outputs.ts';
import { loadSiteBundle } from '../config/load-site.ts';
import type { EmittedFile, OutputFile } from '../outputs/output-file.ts';
import { buildClient } from '../outputs/scripts.ts';
import { deriveImages } from '../images/derive.ts';
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
  /** Pages rendered (the others were kept from the previous build). */
  rendered: number;
  /** What each page read and produced, for the next build; the caller records it once committed. */
  manifest?: Omit<BuildManifest, 'folder'>;
  /**
   * Every file the output folder holds, by the previous build's manifest, when this build used it:
   * the commit need not list the folder (at 10,000 pages that walk was 1.6 s, BENCHMARKS.md).
   */
  previousFiles?: string[];
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
  /** Work-in-progress builds: dangling links and navigation targets become warnings, and the site may include its drafts (SiteLoadOptions). Never for production. */
  draft?: boolean;
  warn?: (problem: BuildProblem) => void;
  /** Precompress text files (.br/.gz); on by default. */
  compress?: boolean;
  /** The site module, when the caller has it (tests, benchmarks with synthetic routes); loaded from `entry` otherwise. */
  module?: SiteModule | Promise<SiteModule>;
  /** The file URL `module` was imported from, so render workers can import it too. */
  moduleUrl?: string;
  /** The hash of `module`'s source code (load-site.ts); without it a handed-in module builds in full, unrecorded. */
  codeKey?: string;
  /**
   * Incremental build (on by default): render only the pages whose inputs changed since the build
   * that wrote the output folder (incremental.ts), keep the others' files. false: neither read nor record.
   */
  incremental?: boolean;
  /**
   * The manifest of the build that wrote the output folder, as the build session read it (or is
   * reading it): pages whose inputs it shows unchanged are kept. Absent (a `--force` build, a first
   * build), every page renders; a new record is still made.
   */
  previous?: BuildManifest | Promise<BuildManifest | undefined>;
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
 * React and the site bundle) costs more than they save. Measured in BENCHMARKS.md ("Figures behind the code's choices").
 */
export const POOL_MIN_PAGES = 400;

/** How many render workers a build of `pageCount` pages uses (0: the main thread renders). */
export function renderWorkers(options: Pick<BuildOptions, 'workers'>, pageCount: number): number {
  if (options.workers !== undefined) return Math.max(0, Math.floor(options.workers));
  const cores = availableParallelism();
  return cores > 1 && pageCount >= POOL_MIN_PAGES ? cores : 0;
}

/** Writes each file and its precompressed copies, or keeps the previous build's; at most 128 in flight, so memory stays flat. */
function createEmitter(staging: Staging, cacheDir: string | undefined, compress: boolean) {
  const inFlight = new Set<Promise<void>>();
  let failure: unknown;
  const write = async (file: EmittedFile) => {
    if ('from' in file) return staging.copy(file.from, file.path);
    await staging.write(file);
    if (compress) await writeCompressedCopies(file, cacheDir, staging);
  };
  const start = async (work: () => Promise<void>) => {
    if (failure) throw failure;
    const job = work().catch((error) => {
      failure ??= error;
    });
    inFlight.add(job);
    void job.finally(() => inFlight.delete(job));
    if (inFlight.size >= 128) await Promise.race(inFlight);
  };
  return {
    emit: (file: EmittedFile) => start(() => write(file)),
    // A kept file stays where it is in the output folder (the commit updates in place, staging.ts):
    // nothing to wait for, so it is recorded at once.
    keep: (path: string) => staging.keep(path),
    async flush(): Promise<void> {
      await Promise.all(inFlight);
      if (failure) throw failure;
    },
    /** Waits for every write in flight, whatever became of them (a failed build, before its staging folder goes). */
    settle: () => Promise.allSettled(inFlight).then(() => undefined),
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
    deriveImages(definition),
  ]);
  pendingAssets.catch(() => undefined); // reported when awaited below; a failed site load must not leave it unhandled
  // Render workers import the bundle by its URL; a module handed in is rendered here unless its URL comes too.
  const { module: site, url: moduleUrl, codeKey } = await timings.time('load', async () =>
    options.module ? { module: await options.module, url: options.moduleUrl, codeKey: options.codeKey } : loadSiteBundle(definition, { draft: options.draft }),
  );
  const { routes } = site;
  const [css, client, template, statics, cacheDir, images] = await timings.time('assets', () => pendingAssets);
  // The images go to the pages before any renders, and are inputs from here on (images/table.ts); a site that takes none writes none.
  site.installImages?.(images.table);
  const emitter = createEmitter(staging, cacheDir, options.compress !== false);
  // Writing waits only when 128 files (and their compression) are in flight: that wait is `write`.
  const out = { emit: (file: EmittedFile) => timings.time('write', () => emitter.emit(file)), keep: (path: string) => emitter.keep(path), flush: () => emitter.flush() };
  try {
    return await writeSite();
  } catch (error) {
    // Writes still in flight must land before the caller removes the staging folder (staging.abort).
    await emitter.settle();
    throw error;
  }

  async function writeSite(): Promise<SiteBuild> {
    for (const file of [...client.files, ...statics, ...(site.installImages ? images.files : [])]) await out.emit(file);

    const pages: CheckedPage[] = [];
    const renderProblems: BuildProblem[] = [];

    // Producers that need only the route table start now and work beside rendering (off the main thread).
    const producers = (options.extraOutputs as ExtraOutput<C>[] | undefined) ?? definition.extraOutputs;
    const early = new Map(
      producers.flatMap((p) => (p.early ? [[p, producerFiles(p, { routes, config, pages: [], site })] as const] : [])),
    );
    early.forEach((files) => files.catch(() => undefined)); // reported when awaited below; a failed render must not leave it unhandled

    // Family by family (routes are grouped so): a family's bodies, then its stylesheet cut from what
    // they used (written before its pages), then its documents. A failed render is a problem for the
    // check phase, not a stop. On the main thread for a small site, on the pool of render workers for
    // a large one; in an incremental build, only the pages whose inputs changed.
    const compress = options.compress !== false;
    const incremental = codeKey && options.incremental !== false ? await timings.time('keys', async () => {
      const globalKey = await incrementalGlobalKey({ definition, site, codeKey, config, settings: { draft: options.draft ?? false, compress }, template, client, css: css.css });
      return { globalKey, declared: site.inputState?.().declared ?? {}, previous: await options.previous };
    }) : undefined;
    const pageJsonLdProblems: BuildProblem[] = [];
    const renderInput: RenderInput = { site, config, client, css, template, out, compress, timings, pages, renderProblems, checkJsonLd: definition.checks?.jsonLd, jsonLdProblems: pageJsonLdProblems, incremental };
    // Workers by the pages this build renders, not the site's size: an incremental build of a large
    // site that renders a few pages does better without starting them (each imports the bundle).
    const backendFor = (toRender: number): RenderBackend => {
      const workers = renderWorkers(options, toRender);
      return workers > 0 && moduleUrl ? poolBackend(createRenderPool({ size: workers, moduleUrl, config, client, template, images: images.table }), timings) : localBackend(renderInput);
    };
    const { manifest, rendered, reads } = await renderFamilies(renderInput, backendFor);
    // The navigation is the same whichever thread builds it.
    const { navigationProblems } = createPageRenderer(site, { config, assets: client, template });

    for (const producer of producers) {
      // An early producer's time is what the build still waits for it after the pages.
      const files = await timings.time(producer.name, () =>
        producer.early ? early.get(producer)! : producerFiles(producer, { routes, config, pages, site, reads }),
      );
      for (const file of files) await out.emit(file);
    }
    await timings.time('flush', () => out.flush());

    await timings.time('check', () => {
      const writtenFiles = new Set(staging.written.map((path) => `/${path}`));
      const { errors, warnings } = checkSite({ routes, pages, writtenFiles, renderProblems, navigationProblems, draft: options.draft, jsonLd: definition.checks?.jsonLd, jsonLdProblems: pageJsonLdProblems });
      warnings.forEach((p) => options.warn?.(p));
      if (errors.length) throw new BuildError(errors);
    });
    if (manifest) {
      const pageFiles = new Set(Object.values(manifest.pages).flatMap((record) => record.files));
      manifest.otherFiles = staging.written.filter((path) => !pageFiles.has(path));
    }
    const previous = incremental?.previous;
    return { pages, files: [...staging.written], timings: timings.list(), manifest, rendered, previousFiles: previous && outputFilesOf(previous) };
  }
}

interface RenderInput {
  site: SiteModule;
  config: EngineConfig;
  client: ClientBuild;
  css: SiteCss;
  template: string;
  out: { emit(file: EmittedFile): Promise<void>; keep(path: string): void };
  compress: boolean;
  timings: Timings;
  /** Filled in route order (family by family), whichever thread rendered them. */
  pages: CheckedPage[];
  renderProblems: BuildProblem[];
  /** The site's JSON-LD check, run on each page as it arrives. */
  checkJsonLd?: (nodes: unknown[]) => string[];
  /** What it found, in route order. */
  jsonLdProblems: BuildProblem[];
  incremental?: IncrementalPlan;
}

/** What an incremental build compares against: the last build's manifest and this build's keys. */
interface IncrementalPlan {
  previous?: BuildManifest;
  globalKey: string;
  declared: Record<string, string>;
}

/** Where bodies and documents are rendered: on this thread or on the pool (same steps either way). */
interface RenderBackend {
  /** Whether the next family's bodies may be asked for while this one's documents are written. */
  prefetch: boolean;
  bodies(routes: EngineRoute[]): Promise<{ results: BodyResult[]; handle: unknown }>;
  pages(handle: unknown, href: string, onBatch: (pages: PageResult[]) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** Rendering on the main thread, by the same page renderer the workers run. */
function localBackend({ site, config, client, template, timings }: RenderInput): RenderBackend {
  const renderer = createPageRenderer(site, { config, assets: client, template });
  return {
    prefetch: false,
    async bodies(routes) {
      const results = timings.timeSync('render', () => renderer.bodies(routes));
      return { results, handle: routes.map((r) => r.path) };
    },
    async pages(handle, href, onBatch) {
      for (const path of handle as string[]) {
        const page = timings.timeSync('render', () => renderer.document(path, href));
        if (page) await onBatch([page]);
      }
    },
    close: async () => renderer.close(),
  };
}

/** Rendering on the workers; the main thread's waits for them are the build's `render` time. */
function poolBackend(pool: RenderPool, timings: Timings): RenderBackend {
  return {
    prefetch: true,
    bodies: async (routes) => {
      const { results, chunks } = await timings.time('render', () => pool.bodies(routes));
      return { results, handle: chunks };
    },
    // Batches arrive as the workers send them; each is written after the one before.
    pages: async (handle, href, onBatch) => {
      let written = Promise.resolve();
      await timings.time('render', () =>
        pool.pages(handle as Parameters<RenderPool['pages']>[0], href, (batch, ack) => {
          written = written.then(() => onBatch(batch)).then(ack);
        }),
      );
      await written;
    },
    close: () => pool.close(),
  };
}

/**
 * Every page, family by family: the family's bodies (only those whose inputs changed, in an
 * incremental build), its stylesheet cut from what they and the kept pages used, then the documents.
 * A kept page's files are taken from the previous output as they are; a re-rendered page whose HTML
 * came out the same is too. When a family's stylesheet changes, its kept pages render again (their
 * documents link it). Pages and problems are put back in route order, whichever thread rendered them.
 */
async function renderFamilies(input: RenderInput, backendFor: (toRender: number) => RenderBackend): Promise<{ manifest?: Omit<BuildManifest, 'folder'>; rendered: number; reads: Record<string, string[]> }> {
  let rendered = 0;
  const { site, css, template, client, out, timings, pages, renderProblems, compress, incremental, checkJsonLd } = input;
  const families = [...familiesOf(site.routes).values()];
  const order = new Map(families.flat().map((route, i) => [route.path, { route, i }]));
  const slots: (CheckedPage | undefined)[] = [];
  const problems: { i: number; problem: BuildProblem }[] = [];
  const jsonLdFound: { i: number; problem: BuildProblem }[] = [];
  const records: Record<string, PageRecord> = {};
  const stylesheets: Record<string, string> = {};
  const previous = incremental?.previous;
  const classSets = createClassSets(previous?.classSets);
  const fail = (path: string, error: ErrorData) => {
    const { route, i } = order.get(path)!;
    problems.push({ i, problem: renderProblem(route, errorFromData(error)) });
  };
  const outputFiles = (path: string, html: string | Uint8Array) => {
    const file = routeToFile(path);
    return compress && hasCompressedCopies({ path: file, content: html }) ? [file, `${file}.br`, `${file}.gz`] : [file];
  };
  /** A page the previous build wrote from the same inputs (its stylesheet's URL is compared below). */
  const unchanged = (route: EngineRoute) => {
    const record = previous?.pages[route.path];
    return record && pageUnchanged(previous!, incremental!.globalKey, incremental!.declared, record, route.family) ? record : undefined;
  };
  const keepPage = (route: EngineRoute, record: PageRecord, html?: string | Uint8Array) => {
    const { i } = order.get(route.path)!;
    slots[i] = { route, links: record.links };
    records[route.path] = record;
    for (const file of html === undefined ? record.files : outputFiles(route.path, html)) out.keep(file);
  };
  const cutter = stylesheetCutter(css.tree, template, client);
  /**
   * One string per distinct href: pages share most of their links (navigation, footer), and each
   * page's arrive as new strings from its worker. Kept for the check and the manifest, they were
   * ~110 MB of the main thread's heap at 10,000 pages; shared, ~1 MB.
   */
  const hrefs = new Map<string, string>();
  const intern = (href: string) => {
    const known = hrefs.get(href);
    if (known !== undefined) return known;
    hrefs.set(href, href);
    return href;
  };
  // Comparing every page's key with its record is part of `keys`.
  const keptOf = timings.timeSync('keys', () => families.map((family) => new Map(family.flatMap((route) => {
    const record = unchanged(route);
    return record ? [[route.path, record] as const] : [];
  }))));
  const backend = backendFor(site.routes.length - keptOf.reduce((sum, kept) => sum + kept.size, 0));
  /**
   * What the kept pages used, once per distinct class set and island: 10,000 pages made of a few
   * dozen templates share a few dozen sets (a set per page was 0.3 s at 10,000 pages).
   */
  const keptUsage = (records: Iterable<PageRecord>) => {
    const sets = new Set<string>();
    const islands = new Map<string, IslandUse>();
    for (const record of records) {
      sets.add(record.classes);
      for (const island of record.islands) islands.set(island.name, island);
    }
    return [...sets].map((key, i) => ({ usage: { classes: new Set(classSets.get(key)), islands: i === 0 ? [...islands.values()] : [] } }));
  };
  try {
    const firstRound = (k: number) => backend.bodies(families[k].filter((route) => !keptOf[k].has(route.path)));
    let nextRound = families.length ? firstRound(0) : undefined;
    for (const [k, family] of families.entries()) {
      const name = family[0].family;
      const kept = keptOf[k];
      const rounds = [await nextRound!];
      nextRound = undefined;
      const reads = new Map<string, Set<string>>();
      const usage = new Map<string, { classes: string; islands: IslandUse[] }>();
      const collect = (results: BodyResult[]) =>
        results.flatMap((r) => {
          rendered++;
          if ('error' in r) return fail(r.path, r.error), [];
          reads.set(r.path, r.reads);
          usage.set(r.path, { classes: classSets.add(r.usage.classes), islands: r.usage.islands });
          return [{ usage: r.usage }];
        });
      const used = [collect(rounds[0].results)];
      const cut = () =>
        timings.timeSync('css', () => familyStylesheet(name, [...keptUsage(kept.values()), ...used.flat()], cutter));
      let stylesheet = cut();
      if (kept.size && stylesheet.href !== previous?.stylesheets[name]) {
        // The stylesheet changed: the kept pages link it too, so they render again.
        rounds.push(await backend.bodies(family.filter((route) => kept.has(route.path))));
        kept.clear();
        used.push(collect(rounds[1].results));
        stylesheet = cut();
      }
      stylesheets[name] = stylesheet.href;
      await out.emit(stylesheet.file);
      for (const route of family) {
        const record = kept.get(route.path);
        if (record) keepPage(route, record);
      }
      // Workers render the next family's bodies while this one's documents are written.
      const prefetch = () => {
        if (backend.prefetch && k + 1 < families.length) {
          nextRound = firstRound(k + 1);
          nextRound.catch(() => undefined); // reported when awaited; a failed write must not leave it unhandled
        }
      };
      const pagesDone: Promise<void>[] = [];
      for (const round of rounds) {
        pagesDone.push(backend.pages(round.handle, stylesheet.href, async (batch) => {
          for (const page of batch) {
            if ('error' in page) {
              fail(page.path, page.error);
              continue;
            }
            const { route, i } = order.get(page.path)!;
            const allReads = new Set([...reads.get(page.path)!, ...page.reads]);
            const html = htmlHash(page.html);
            const links = page.links.map(intern);
            // Checked now, then let go (validate.ts CheckedPage).
            for (const problem of jsonLdProblems(route, page.jsonLd, checkJsonLd)) jsonLdFound.push({ i, problem });
            const record: PageRecord = { family: name, html, ...usage.get(page.path)!, links, reads: [...allReads].sort(), files: outputFiles(page.path, page.html) };
            // Rendered again, the same bytes: the previous output's files stay (nothing to compress).
            if (previous?.pages[page.path]?.html === html && previous.pages[page.path].files.join() === record.files.join()) {
              keepPage(route, record, page.html);
              continue;
            }
            slots[i] = { route, links };
            records[page.path] = record;
            await out.emit({ path: routeToFile(route.path), content: page.html });
          }
        }));
      }
      prefetch();
      await Promise.all(pagesDone);
      nextRound ??= k + 1 < families.length ? firstRound(k + 1) : undefined;
    }
  } finally {
    await backend.close();
  }
  for (const page of slots) if (page) pages.push(page);
  problems.sort((a, b) => a.i - b.i).forEach((p) => renderProblems.push(p.problem));
  jsonLdFound.sort((a, b) => a.i - b.i).forEach((p) => input.jsonLdProblems.push(p.problem));
  // The files that belong to no page are known once the extra outputs are written (buildSite).
  return { manifest: incremental ? { version: MANIFEST_VERSION, globalKey: incremental.globalKey, classSets: classSets.used(Object.values(records)), stylesheets, pages: records, inputs: incremental.declared, otherFiles: [] } : undefined, rendered, reads: Object.fromEntries(Object.entries(records).map(([path, record]) => [path, record.reads])) };
}
