/**
 * Builds N synthetic pages in memory, in a process of its own: the real route table, then clones of
 * real routes (round robin, so every template is exercised) with new unique paths, titles and
 * descriptions, through the real pipeline (the bundled site module as `build` loads it, then
 * buildSite: assets, render, checks, SEO files), then writes them to a scratch folder. Reports phase timings and peak memory.
 * Args: N OUT_DIR [--compress]. Precompression is off unless --compress (brotli 11 on every page
 * would dominate; its cost per page is measured on its own by the parent at 1,000 pages).
 */
import { rm } from 'node:fs/promises';
import { loadEnvironment, resolveConfig } from '../../src/config.ts';
import { buildSite } from '../../generator/pipeline.ts';
import { precompress } from '../../generator/compress.ts';
import { writeOutputAtomically } from '../../generator/write-output.ts';
import { loadSite } from '../../generator/load-site.ts';
import { reportResult } from './stats.ts';
import { syntheticRoutes } from './synthetic.ts';

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
// The site module as the build loads it (an esbuild bundle of the route table and renderers).
const loadStart = performance.now();
const site = await loadSite();
const loadMs = performance.now() - loadStart;
const all = [...site.routes, ...syntheticRoutes(site.routes, Math.max(0, total - site.routes.length))];
const start = performance.now();
// Draft: the synthetic pages' own links all point at real routes, but the working tree may still
// have dangling links while page families land; draft only turns those into warnings.
const built = await buildSite({ routes: all, renderAll: site.renderAll }, config, { draft: true, warn: () => undefined, compress: flags.includes('--compress') });
const buildMs = performance.now() - start;
sample();
let compressMs = 0;
if (flags.includes('--measure-compress')) {
  const t = performance.now();
  const pages = built.files.filter((f) => f.path.endsWith('.html'));
  await precompress(pages, { cacheDir: false });
  compressMs = performance.now() - t;
}
const writeStart = performance.now();
await writeOutputAtomically(out, built.files);
const writeMs = performance.now() - writeStart;
sample();
clearInterval(sampler);
await rm(out, { recursive: true, force: true });
reportResult({
  pages: built.pages.length,
  files: built.files.length,
  timings: [{ phase: 'load', ms: loadMs }, ...built.timings, { phase: 'write', ms: writeMs }],
  buildMs,
  totalMs: loadMs + buildMs + writeMs,
  compressMs,
  peakRss: Math.max(peakRss, process.resourceUsage().maxRSS * 1024),
  peakHeap,
});
