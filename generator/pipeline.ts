/**
 * The build pipeline, one pass: configuration -> assets -> pages, family by family (render the
 * bodies, cut the family's stylesheet from what they used, finish each document, stream it to the
 * staging folder) -> extra outputs -> one check phase. The caller commits the staging folder when
 * this returns, or aborts it on a BuildError: a failed build never touches the previous output.
 * See generator/README.md for the path of one page from the route table to its file.
 */
import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuildProblem } from './errors.ts';
import { BuildError } from './errors.ts';
import { assertRoutePath, routeToFile } from './paths.ts';
import type { EngineConfig, EngineRoute as RouteDef, PageContext, RenderedBody, SiteDefinition, SiteModule } from './site.ts';
import { sitePath } from './site.ts';
import { checkSite, type CheckedPage } from './validate.ts';
import { compressCacheDir, writeCompressedCopies } from './compress.ts';
import { buildCss, hashedCssFile } from './css.ts';
import { createCssSplitter, htmlClassTokens } from './css-split.ts';
import type { ExtraOutput } from './extra-outputs.ts';
import type { EmittedFile, OutputFile } from './output-file.ts';
import { buildClient, type ClientBuild } from './scripts.ts';
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
  /** Producers of non-page files; the site's own list (`site.extraOutputs`) unless given. */
  extraOutputs?: ExtraOutput<EngineConfig>[];
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

export interface StylesheetCutter {
  splitter: ReturnType<typeof createCssSplitter>;
  /** Classes the document template writes (on <body>). */
  templateClasses: Set<string>;
  islandClasses: ClientBuild['islandClasses'];
}

/** One family's stylesheet, cut from what its rendered bodies used (build and dev alike). */
export function familyStylesheet(family: string, bodies: Pick<RenderedBody, 'usage'>[], { splitter, templateClasses, islandClasses }: StylesheetCutter) {
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
 * site's families never touch the disk. At 10,000 pages only the largest family (~2,600 industry
 * pages, ~78 MB of bodies) spills its last quarter; spilling every body past a family's 256th, as
 * this store did before, cost ~0.5 ms a page in disk round trips, for ~90 MB less peak RSS
 * (BENCHMARKS.md, 2026-11-23 night).
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
function familiesOf(routes: RouteDef[]): Map<string, RouteDef[]> {
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

/**
 * Builds `definition` into the staging folder. `siteModule` may be a promise (the CLI's bundle being
 * loaded): the stylesheet and client scripts start building at once, since esbuild and Tailwind's
 * native scanner work off the main thread meanwhile.
 */
export async function buildSite<C extends EngineConfig>(
  definition: SiteDefinition<C>,
  siteModule: SiteModule | Promise<SiteModule>,
  config: C,
  staging: Staging,
  options: BuildOptions = {},
): Promise<SiteBuild> {
  const timings = new Timings();
  const pendingAssets = Promise.all([
    buildCss(definition),
    buildClient(definition, config),
    readFile(sitePath(definition, `${definition.templatesDir}/document.html`), 'utf8'),
    readStaticFiles(definition),
    compressCacheDir(),
  ]);
  pendingAssets.catch(() => undefined); // reported when awaited below; a failed site load must not leave it unhandled
  const site = await timings.time('load', () => siteModule);
  const { routes } = site;
  const [css, client, template, statics, cacheDir] = await timings.time('assets', () => pendingAssets);
  const emitter = createEmitter(staging, cacheDir, options.compress !== false);
  // Writing waits only when 128 files (and their compression) are in flight: that wait is `write`.
  const out = { emit: (file: EmittedFile) => timings.time('write', () => emitter.emit(file)), flush: () => emitter.flush() };
  for (const file of [...client.files, ...statics]) await out.emit(file);

  const navigationProblems: BuildProblem[] = [];
  const nav = site.buildNavigation(routes, { draft: true, warn: (p) => navigationProblems.push(p) });
  const labels = new Map(routes.map((r) => [r.path, r.label]));
  const context: PageContext = { config, assets: client, template, labelOf: (path) => labels.get(path) };
  const splitter = createCssSplitter(css.tree);
  const templateClasses = htmlClassTokens(template);
  const pages: CheckedPage[] = [];
  const renderProblems: BuildProblem[] = [];

  // Producers that need only the route table start now and work beside rendering (off the main thread).
  const producers = (options.extraOutputs as ExtraOutput<C>[] | undefined) ?? definition.extraOutputs;
  const failed = (producer: ExtraOutput<C>) => (error: unknown) => {
    throw new BuildError([{ where: producer.name, source: producer.source, message: `failed: ${(error as Error).message}` }]);
  };
  const early = new Map(
    producers.flatMap((p) => (p.early ? [[p, Promise.resolve().then(() => p.files({ routes, config, site })).catch(failed(p))] as const] : [])),
  );
  early.forEach((files) => files.catch(() => undefined)); // reported when awaited below; a failed render must not leave it unhandled

  const store = createBodyStore();
  try {
    for (const [family, members] of familiesOf(routes)) {
      // 1. Bodies, with what they used. A failed render is a problem for the check phase, not a stop.
      const bodies = await timings.time('render', () =>
        members.flatMap((route) => {
          try {
            const { body, ...rest } = site.renderBody(route, nav);
            return [{ ...rest, body: store.keep(body) }];
          } catch (error) {
            const err = error as Error;
            renderProblems.push({ where: route.path, source: route.source, message: `render failed: ${err.message}`, hint: err.stack?.split('\n').slice(1, 3).join(' ').trim() });
            return [];
          }
        }),
      );
      // 2. The family's stylesheet: the classes its pages wrote, plus what their islands can render later.
      const stylesheet = await timings.time('css', () => familyStylesheet(family, bodies, { splitter, templateClasses, islandClasses: client.islandClasses }));
      await out.emit(stylesheet.file);
      // 3. Each document, finished around its body and streamed out; a written body is let go at once.
      bodies.reverse();
      for (let next = bodies.pop(); next; next = bodies.pop()) {
        const { body, ...rest } = next;
        const page = await timings.time('render', () => site.assemblePage({ ...rest, body: body() }, stylesheet.href, context));
        pages.push({ route: page.route, links: page.links, jsonLd: page.jsonLd });
        await out.emit({ path: routeToFile(page.route.path), content: page.html });
      }
    }
  } finally {
    store.close();
  }

  for (const producer of producers) {
    // An early producer's time is what the build still waits for it after the pages.
    const files = await timings.time(producer.name, () =>
      producer.early ? early.get(producer)! : Promise.resolve().then(() => producer.files({ routes, config, pages, site })).catch(failed(producer)),
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
