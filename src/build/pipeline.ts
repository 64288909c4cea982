/**
 * The build pipeline in memory: configuration -> assets -> pages -> checks -> SEO files -> compression.
 * It returns the complete output as a list of files plus timings; writing to disk is the CLI's job
 * (src/build/write-output.ts), so the whole pipeline is testable without touching disk.
 */
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { RouteDef } from '../render/route.ts';
import type { SiteConfig } from '../config.ts';
import type { RenderedPage, SiteAssets } from '../render/renderPage.tsx';
import type { renderAll, RenderOptions } from '../render/renderAll.ts';
import { routeToFile } from '../render/paths.ts';
import { BuildError } from '../render/errors.ts';
import { validateLinks, validatePageJsonLd, validateRoutes } from '../render/validate.ts';
import { buildCss } from './css.ts';
import { buildClient } from './scripts.ts';
import { headersFile } from './headers.ts';
import { robotsTxt, sitemapXml } from './seo-files.ts';
import { precompress } from './compress.ts';
import type { OutputFile } from './output-file.ts';

export const TEMPLATES_DIR = fileURLToPath(new URL('../../templates/', import.meta.url));

export interface PhaseTiming {
  phase: string;
  ms: number;
}

export interface SiteBuild {
  files: OutputFile[];
  pages: RenderedPage[];
  timings: PhaseTiming[];
}

async function timed<T>(timings: PhaseTiming[], phase: string, work: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    timings.push({ phase, ms: performance.now() - start });
  }
}

/** Static files copied as they are (favicon, icons, Open Graph image). */
export async function readStaticFiles(dir = `${TEMPLATES_DIR}static`): Promise<OutputFile[]> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((d) => d.isFile());
  return Promise.all(
    names.map(async (d) => {
      const full = `${d.parentPath}/${d.name}`;
      return { path: full.slice(dir.length + 1), content: await readFile(full) };
    }),
  ).then((files) => files.sort((a, b) => a.path.localeCompare(b.path)));
}

export interface BuildOptions extends RenderOptions {
  /** Precompress text files (.br/.gz); on by default. */
  compress?: boolean;
}

/** What the pipeline renders: the route table and the renderer (from the bundled site module in the CLI). */
export interface SiteSource {
  routes: RouteDef[];
  renderAll: typeof renderAll;
}

export async function buildSite(site: SiteSource, config: SiteConfig, options: BuildOptions = {}): Promise<SiteBuild> {
  const { routes } = site;
  const timings: PhaseTiming[] = [];
  const routeProblems = validateRoutes(routes);
  if (routeProblems.length) throw new BuildError(routeProblems);

  const [css, client, template, statics] = await timed(timings, 'assets', () =>
    Promise.all([buildCss(), buildClient(config), readFile(`${TEMPLATES_DIR}document.html`, 'utf8'), readStaticFiles()]),
  );
  const assets: SiteAssets = { css: css.href, enhance: client.enhance, islandEntry: client.islandEntry, islandChunks: client.islandChunks };

  const pages = await timed(timings, 'render', () => site.renderAll(routes, config, assets, template, options));

  await timed(timings, 'check', () => {
    const builtPaths = new Set(routes.map((r) => r.path));
    // Head links (stylesheet, icons, modulepreloads) must point at files this build writes.
    const staticPaths = new Set([...statics, css.file, ...client.files].map((f) => `/${f.path}`));
    const linkProblems = validateLinks(pages, builtPaths, staticPaths);
    if (options.draft) linkProblems.splice(0).forEach((p) => options.warn?.(p));
    const problems = [...linkProblems, ...validatePageJsonLd(pages)];
    if (problems.length) throw new BuildError(problems);
  });

  const files: OutputFile[] = [
    ...pages.map((p) => ({ path: routeToFile(p.route.path), content: p.html })),
    css.file,
    ...client.files,
    ...statics,
    { path: 'sitemap.xml', content: sitemapXml(routes, config.siteUrl) },
    { path: 'robots.txt', content: robotsTxt(config.siteUrl) },
    { path: '_headers', content: headersFile(routes, config.supabaseUrl, { production: config.production }) },
  ];
  if (options.compress !== false) files.push(...(await timed(timings, 'compress', () => precompress(files))));
  files.sort((a, b) => a.path.localeCompare(b.path));
  return { files, pages, timings };
}
