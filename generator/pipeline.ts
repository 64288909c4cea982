/**
 * The build pipeline in memory: configuration -> assets -> pages -> checks -> SEO files -> compression.
 * It returns the complete output as a list of files plus timings; writing to disk is the CLI's job
 * (generator/write-output.ts), so the whole pipeline is testable without touching disk.
 */
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { RouteDef } from '../src/render/route.ts';
import type { SiteConfig } from '../src/config.ts';
import type { RenderedPage, SiteAssets } from '../src/render/renderPage.tsx';
import type { renderAll, RenderOptions } from '../src/render/renderAll.ts';
import { routeToFile } from '../src/render/paths.ts';
import { BuildError } from '../src/render/errors.ts';
import { validateLinks, validatePageJsonLd, validateRoutes } from '../src/render/validate.ts';
import { buildCss, hashedCssFile } from './css.ts';
import { createCssSplitter, htmlClassTokens, sourceCandidates } from './css-split.ts';
import { buildClient, type ClientBuild } from './scripts.ts';
import { headersFile } from './headers.ts';
import { robotsTxt, sitemapXml } from './seo-files.ts';
import { precompress } from './compress.ts';
import type { OutputFile } from './output-file.ts';
import { feedFiles } from './feeds.ts'; // issue 14
import { ogImageFiles } from './og-images.ts'; // issue 14

export const TEMPLATES_DIR = fileURLToPath(new URL('../templates/', import.meta.url));

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
  /** Issue 14: the /trends articles, for the RSS and Atom feeds. */
  articles?: Parameters<typeof feedFiles>[0];
}

const FAMILY_CSS_PLACEHOLDER = '/assets/__family-stylesheet__.css';

/**
 * Cuts one stylesheet per page family from the full CSS and points each page at its family's file.
 * Mutates `pages` (their html), returns the CSS files.
 */
async function splitCssByFamily(pages: RenderedPage[], fullCss: string, islandSources: ClientBuild['islandSources']): Promise<OutputFile[]> {
  const splitter = createCssSplitter(fullCss);
  const classesOfIsland = new Map<string, Set<string>>();
  for (const [name, files] of Object.entries(islandSources)) {
    const contents = await Promise.all(files!.map(async (file) => ({ content: await readFile(file, 'utf8'), extension: file.split('.').pop()! })));
    classesOfIsland.set(name, sourceCandidates(contents));
  }
  const families = new Map<string, RenderedPage[]>();
  for (const page of pages) families.set(page.route.family, [...(families.get(page.route.family) ?? []), page]);
  const files: OutputFile[] = [];
  for (const [family, members] of [...families].sort(([a], [b]) => a.localeCompare(b))) {
    const used = new Set(members.flatMap((p) => [...htmlClassTokens(p.html)]));
    for (const island of new Set(members.flatMap((p) => p.islands))) classesOfIsland.get(island)?.forEach((c) => used.add(c));
    const stylesheet = hashedCssFile(family, splitter.cut(used));
    files.push(stylesheet.file);
    for (const page of members) page.html = page.html.replace(FAMILY_CSS_PLACEHOLDER, () => stylesheet.href);
  }
  return files;
}

/**
 * `site` may be a promise (the CLI's bundle being loaded): the stylesheet and client scripts start
 * building at once, since esbuild and Tailwind's native scanner work off the main thread meanwhile.
 */
export async function buildSite(siteSource: SiteSource | Promise<SiteSource>, config: SiteConfig, options: BuildOptions = {}): Promise<SiteBuild> {
  const timings: PhaseTiming[] = [];
  const pendingAssets = Promise.all([buildCss(), buildClient(config), readFile(`${TEMPLATES_DIR}document.html`, 'utf8'), readStaticFiles()]);
  pendingAssets.catch(() => undefined); // reported when awaited below; a failed site load must not leave it unhandled
  const site = await timed(timings, 'load', () => siteSource);
  const { routes } = site;
  const routeProblems = validateRoutes(routes);
  if (routeProblems.length) throw new BuildError(routeProblems);

  const [css, client, template, statics] = await timed(timings, 'assets', () => pendingAssets);
  // Pages render with a placeholder stylesheet href: each family's CSS is cut from the classes its
  // rendered pages use, so it can only be named once they exist.
  const assets: SiteAssets = { css: FAMILY_CSS_PLACEHOLDER, enhance: client.enhance, islandEntry: client.islandEntry, islandChunks: client.islandChunks };

  const pages = await timed(timings, 'render', () => site.renderAll(routes, config, assets, template, options));
  const familyCss = await timed(timings, 'css', () => splitCssByFamily(pages, css.css, client.islandSources));
  const feeds = feedFiles(site.articles ?? [], config.siteUrl); // issue 14: RSS + Atom of /trends
  const ogImages = await timed(timings, 'og-images', () => ogImageFiles(routes)); // issue 14: one card per page

  await timed(timings, 'check', () => {
    const builtPaths = new Set(routes.map((r) => r.path));
    // Head links (stylesheet, icons, modulepreloads) must point at files this build writes.
    const staticPaths = new Set([...statics, ...familyCss, ...client.files, ...feeds].map((f) => `/${f.path}`));
    const linkProblems = validateLinks(pages, builtPaths, staticPaths);
    if (options.draft) linkProblems.splice(0).forEach((p) => options.warn?.(p));
    const problems = [...linkProblems, ...validatePageJsonLd(pages)];
    if (problems.length) throw new BuildError(problems);
  });

  const files: OutputFile[] = [
    ...pages.map((p) => ({ path: routeToFile(p.route.path), content: p.html })),
    ...familyCss,
    ...client.files,
    ...statics,
    ...feeds,
    ...ogImages,
    { path: 'sitemap.xml', content: sitemapXml(routes, config.siteUrl) },
    { path: 'robots.txt', content: robotsTxt(config.siteUrl) },
    { path: '_headers', content: headersFile(routes, config.supabaseUrl, { production: config.production }) },
  ];
  if (options.compress !== false) files.push(...(await timed(timings, 'compress', () => precompress(files))));
  files.sort((a, b) => a.path.localeCompare(b.path));
  return { files, pages, timings };
}
