/**
 * Builds N synthetic pages, in a process of its own: the real route table, then clones of
 * real routes (round robin, so every template is exercised) with new unique paths, titles and
 * descriptions, through the real pipeline (the bundled site module as `build` loads it, then
 * buildSite: assets, render, checks, SEO files and feeds, not Open Graph cards), streaming them into a scratch folder. Reports phase timings and peak memory.
 * Args: N OUT_DIR [--compress] [--keep: leave the output (its manifest is always recorded, as the CLI does)] [--incremental: render only
 * what changed since the kept output] [--main-thread: no render workers]. Precompression is off unless --compress (brotli 11 on every page
 * would dominate; its cost per page is measured on its own by the parent at 1,000 pages).
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { loadEnvironment, resolveConfig } from '../../src/config.ts';
import { buildSite } from '../../generator/session/pipeline.ts';
import { vertiqSite } from '../../src/site-definition.ts';
import { precompress } from '../../generator/outputs/compress.ts';
import { openStaging } from '../../generator/session/staging.ts';
import { loadSiteBundle } from '../../generator/config/load-site.ts';
import type { SiteModule } from '../../generator/config/site.ts';
import { reportResult } from './stats.ts';
import { readManifest, writeManifest } from '../../generator/session/incremental.ts';
import { limitHeapGrowth } from '../../generator/session/heap-growth.ts';

// As the CLI does (cli/index.ts), so the peak memory measured is the build's.
limitHeapGrowth();
const [nArg, out, ...flags] = process.argv.slice(2);
const total = Number(nArg);

let peakHeap = 0;
let peakRss = 0;
const sample = () => {
  const m = process.memoryUsage();
  peakHeap = Math.max(peakHeap, m.heapUsed);
  peakRss = Math.max(peakRss, m.rss);
};
const sampler = setInterval(sample, 20);

const config = resolveConfig(loadEnvironment(), { production: false });
// The site module as the build loads it (an esbuild bundle of the route table and renderers), its
// route table grown by synthetic clones in a module of its own beside it, which the render workers
// import as they would the bundle.
const loadStart = performance.now();
const bundle = await loadSiteBundle(vertiqSite);
const syntheticUrl = pathToFileURL(`${out}.site.mjs`).href;
await writeFile(
  new URL(syntheticUrl),
  [
    `import * as site from ${JSON.stringify(bundle.url)};`,
    `import { syntheticRoutes } from ${JSON.stringify(new URL('./synthetic.mjs', import.meta.url).href)};`,
    `export * from ${JSON.stringify(bundle.url)};`,
    `export const routes = [...site.routes, ...syntheticRoutes(site.routes, Math.max(0, ${total} - site.routes.length))];`,
  ].join('\n'),
);
const site = (await import(syntheticUrl)) as SiteModule;
const loadMs = performance.now() - loadStart;
const start = performance.now();
// Draft: the synthetic pages' own links all point at real routes, but the working tree may still
// have dangling links while page families land; draft only turns those into warnings.
// Pages stream into the staging folder as they render, so the write is part of the build.
const staging = await openStaging(out, { incremental: flags.includes('--incremental') });
// Open Graph cards are left out: each new title is a card drawn once (~0.1-0.4 s of resvg) and then
// cached, so 10,000 synthetic titles would time resvg, not the pipeline (BENCHMARKS.md gives the cost per card).
const extraOutputs = vertiqSite.extraOutputs.filter((producer) => producer.name !== 'og-images');
// --incremental: render only what changed since the last run into `out` (which --keep left there).
const built = await buildSite(vertiqSite, config, staging, {
  module: site,
  moduleUrl: syntheticUrl,
  codeKey: bundle.codeKey,
  previous: flags.includes('--incremental') ? readManifest(out) : undefined,
  workers: flags.includes('--main-thread') ? 0 : undefined,
  draft: true,
  warn: () => undefined,
  compress: flags.includes('--compress'),
  extraOutputs,
});
const buildMs = performance.now() - start;
sample();
const writeStart = performance.now();
await staging.commit({ previousFiles: built.previousFiles });
const writeMs = performance.now() - writeStart;
sample();
let compressMs = 0;
if (flags.includes('--measure-compress')) {
  const pages = await Promise.all(built.files.filter((path) => path.endsWith('.html')).map(async (path) => ({ path, content: await readFile(join(out, path)) })));
  const t = performance.now();
  await precompress(pages, { cacheDir: false });
  compressMs = performance.now() - t;
}
// Recording the manifest is part of every build as the CLI runs it (cli/build.ts), so it is done
// and timed whether or not the output is kept.
const recordStart = performance.now();
if (built.manifest) await writeManifest(out, built.manifest);
const recordMs = performance.now() - recordStart;
const doneMs = performance.now();
clearInterval(sampler);
if (!flags.includes('--keep')) await rm(out, { recursive: true, force: true });
await rm(new URL(syntheticUrl), { force: true });
reportResult({
  pages: built.pages.length,
  rendered: built.rendered,
  files: built.files.length,
  timings: [{ phase: 'load', ms: loadMs }, ...built.timings, { phase: 'commit', ms: writeMs }, { phase: 'record', ms: recordMs }],
  buildMs,
  totalMs: loadMs + buildMs + writeMs + recordMs,
  compressMs,
  peakRss: Math.max(peakRss, process.resourceUsage().maxRSS * 1024),
  peakHeap,
  doneMs,
});
