/**
 * `npm run bench`: the generator's and the site's figures, for BENCHMARKS.md.
 *   1. full build, median of --runs (default 5) fresh-process builds: cold (no caches), warm, no-op;
 *   2. first-load gzip weight of every page (HTML, CSS, JS before interaction), island pages apart;
 *   3. our own script per frame on every page (Long Animation Frames, 4x CPU slowdown as Lighthouse
 *      mobile): loading, scrolling, first interaction with each island (long-tasks.ts);
 *   4. ms per page and peak memory building --sizes (default 1,000 and 10,000) synthetic pages;
 *   5. dev: edit to painted change in the open page (hot swap), median of --runs edits (at least 5).
 * Prints everything, writes reports/bench/summary.txt and results.json (git-ignored), and lists the
 * goals met and missed; --check exits 1 when one is missed.
 *
 *   npm run bench
 *   npm run bench -- --runs 3 --only build,weights
 *   npm run bench -- --sizes 1000,10000 --only scale [--react-development]
 *   npm run bench -- --only dev --runs 9
 *   npm run bench -- --only long-tasks --client react [--frame-runs 3] [--pages /,/about]
 * `--client react|preact` builds the site with that client runtime (issue 24; the default is the
 * build's own default, preact).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { routes } from '../../src/routes.ts';
import { BUILD_OUT, formatBuilds, measureBuilds, type BuildSeries } from './build-times.ts';
import { formatDevEdits, measureDevEdits, type DevEditSeries } from './dev-edit.ts';
import { formatLongTasks, measureLoadFloor, measureLongTasks, worstOwnScript, worstPage, type LongTaskResult } from './long-tasks.ts';
import { formatResponsiveness, measureResponsiveness, type InteractionResult } from './responsiveness.ts';
import { formatScale, incrementalRuns, measureScale, type ScaleRun } from './scale.ts';
import { describeGrowth, GROWTH_SLACK, phaseGrowth } from './growth.ts';
import { ROOT, kb, mb, median } from './stats.ts';
import { formatWeights, measureWeights, WEIGHT_GOALS, type PageWeight } from './weights.ts';
import { DEFAULT_CLIENT_RUNTIME } from '../../generator/config/client-runtime.mjs';

const SECTIONS = ['build', 'weights', 'long-tasks', 'responsiveness', 'scale', 'dev'] as const;
type Section = (typeof SECTIONS)[number];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    sizes: { type: 'string', default: '1000,10000' },
    only: { type: 'string', default: SECTIONS.join(',') },
    draft: { type: 'boolean', default: false },
    'compress-pages': { type: 'string', default: '300' },
    'react-development': { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    client: { type: 'string' },
    'frame-runs': { type: 'string', default: '1' },
    pages: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('npm run bench -- [--runs 5] [--only build,weights,long-tasks,responsiveness,scale,dev] [--client preact|react] [--frame-runs 1] [--pages /,/about] [--sizes 1000,10000] [--compress-pages 300] [--react-development] [--draft] [--check]');
  process.exit(0);
}
const only = new Set(values.only!.split(',').map((s) => s.trim()) as Section[]);
for (const s of only) if (!SECTIONS.includes(s)) throw new Error(`--only takes ${SECTIONS.join(', ')}`);
const runs = Number(values.runs);
// The bench's builds are child processes of cli/run.mjs: CLIENT_RUNTIME reaches them (and their
// fingerprint) as --client would.
if (values.client) process.env.CLIENT_RUNTIME = values.client;
const clientRuntime = process.env.CLIENT_RUNTIME || DEFAULT_CLIENT_RUNTIME;
const sizes = values.sizes!.split(',').map(Number);
const log = (line: string) => console.log(line);
const out: string[] = [];
const print = (text: string) => {
  console.log(text);
  out.push(text);
};

const machine = `${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, Node ${process.version}, ${os.platform()} ${os.release()}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} at start`;
print(`# npm run bench, ${new Date().toISOString()}, client runtime ${clientRuntime}\n${machine}\n`);

const results: { builds?: BuildSeries[]; weights?: PageWeight[]; longTasks?: LongTaskResult[]; responsiveness?: InteractionResult[]; scale?: ScaleRun[]; dev?: DevEditSeries[] } = {};
const goals: { goal: string; met: boolean; figure: string }[] = [];

const yardstick: number[] = [];
if (only.has('build') || only.has('weights') || only.has('long-tasks') || only.has('responsiveness')) {
  if (only.has('build')) {
    log(`Full build, ${runs} runs each: cold (no caches), warm and no-op ...`);
    results.builds = await measureBuilds({ runs, draft: values.draft!, log, yardstick });
  } else {
    log('One build for the weights ...');
    results.builds = await measureBuilds({ runs: 1, draft: values.draft!, log });
  }
  if (only.has('build')) {
    const start = median(yardstick);
    print(`## Full build (\`node cli/run.mjs build\` as \`npm run build\` runs it, fresh process each run)\n${formatBuilds(results.builds)}\nNode + react-dom/server start (fresh process, median of ${yardstick.length}, each taken just before a warm or no-op build): ${Math.round(start)} ms\n`);
    const wall = (cache: BuildSeries['cache']) => results.builds!.find((b) => b.cache === cache)?.medians.wall ?? Infinity;
    const ratio = (cache: BuildSeries['cache']) => `${Math.round(wall(cache))} ms wall = ${(wall(cache) / start).toFixed(1)}x the Node + react-dom/server start (${Math.round(start)} ms)`;
    goals.push({ goal: 'warm full build at most 4x the Node + react-dom/server start', met: wall('warm') <= 4 * start, figure: ratio('warm') });
    goals.push({ goal: 'cold full build at most 2.0 s', met: wall('cold') <= 2000, figure: `${Math.round(wall('cold'))} ms wall` });
    goals.push({ goal: 'no-op rebuild at most 1.5x the Node + react-dom/server start', met: wall('no-op') <= 1.5 * start, figure: ratio('no-op') });
    goals.push({ goal: 'one changed Markdown file (incremental) at most 1.5x the Node + react-dom/server start', met: wall('one file') <= 1.5 * start, figure: ratio('one file') });
  }
}

if (only.has('weights') || only.has('long-tasks') || only.has('responsiveness')) {
  results.weights = measureWeights(BUILD_OUT, routes);
  const w = results.weights;
  if (only.has('weights')) {
    print(`## First-load weight, gzip level 9 (HTML + stylesheet + module scripts, modulepreloads and their static imports)\n${formatWeights(w)}\n`);
    const worst = (list: PageWeight[], k: 'htmlCss' | 'js') => list.reduce((a, b) => (b[k] > a[k] ? b : a), list[0]);
    const islandPages = w.filter((p) => p.islands.length);
    const plainPages = w.filter((p) => !p.islands.length);
    const wHc = worst(w, 'htmlCss');
    goals.push({ goal: `first-load HTML + CSS at most ${WEIGHT_GOALS.htmlCss} B gzip on every page`, met: w.every((p) => p.htmlCss <= WEIGHT_GOALS.htmlCss), figure: `worst ${wHc.path} ${kb(wHc.htmlCss)}; ${w.filter((p) => p.htmlCss > WEIGHT_GOALS.htmlCss).length} of ${w.length} pages over` });
    if (plainPages.length) {
      const wJs = worst(plainPages, 'js');
      goals.push({ goal: 'pages without islands: at most 2 KB gzip JS, no framework', met: plainPages.every((p) => p.js <= WEIGHT_GOALS.jsNoIslands && !p.framework), figure: `worst ${wJs.path} ${kb(wJs.js)}; framework on ${plainPages.filter((p) => p.framework).length}` });
    }
    if (islandPages.length) {
      const wJs = worst(islandPages, 'js');
      goals.push({ goal: 'island pages: at most 75 KB gzip JS', met: islandPages.every((p) => p.js <= WEIGHT_GOALS.jsIslands), figure: `worst ${wJs.path} ${kb(wJs.js)}` });
    }
  }
  if (only.has('long-tasks')) {
    const paths = values.pages ? values.pages.split(',').map((p) => p.trim()) : w.map((p) => p.path);
    const frameRuns = Number(values['frame-runs']);
    log(`Our script per frame on ${paths.length} pages at 4x CPU, ${frameRuns} fresh load(s) each (${clientRuntime}) ...`);
    results.longTasks = await measureLongTasks(BUILD_OUT, paths, { runs: frameRuns, log });
    const floor = await measureLoadFloor(5);
    const { result: worst, phase, frame } = worstPage(results.longTasks);
    print(
      `## Our script per frame, every page (Long Animation Frames; 390 px, 4x CPU slowdown, headless Chromium, preview server; ${clientRuntime}; median of ${frameRuns} fresh load(s))\n${formatLongTasks(results.longTasks)}\n` +
        `Worst page: ${worst.path}, ${worstOwnScript(worst)} ms of our script in one frame (${phase})${frame ? `: ${frame.frame} ms frame; ${frame.scripts.join('; ')}` : ''}.\n` +
        `Control page (two lines of text, no stylesheet, script or web font), loaded the same way ${floor.length} times: longest task ${floor.join(', ')} ms (0: none over 50 ms).\n`,
    );
    const over = results.longTasks.filter((r) => worstOwnScript(r) > 50);
    goals.push({
      goal: 'no frame with more than 50 ms of our own script, loading, scrolling or at the first interaction (4x CPU)',
      met: over.length === 0,
      figure: `worst ${worst.path} ${worstOwnScript(worst)} ms (${phase}); ${over.length} of ${results.longTasks.length} pages over${over.length ? `: ${over.map((r) => `${r.path} ${worstOwnScript(r)}`).join(', ')}` : ''}; longest task of any kind ${Math.max(...results.longTasks.map((r) => r.longestTask))} ms, control page ${Math.max(...floor)} ms (information)`,
    });
  }
  if (only.has('responsiveness')) {
    log(`Responsiveness: the first interaction with each island, ${runs} runs, 4x CPU ...`);
    results.responsiveness = await measureResponsiveness(BUILD_OUT, runs);
    print(`## First interaction with each island (390 px, 4x CPU slowdown, after hydration; and a click before the island's code arrived)\n${formatResponsiveness(results.responsiveness)}\n`);
    const slowest = results.responsiveness.reduce((a, b) => (b.inp > a.inp ? b : a), results.responsiveness[0]);
    goals.push({ goal: 'first interaction with each island paints within 100 ms (INP, 4x CPU)', met: results.responsiveness.every((r) => r.inp <= 100), figure: `slowest ${slowest.island} ${slowest.inp} ms` });
  }
}

if (only.has('scale')) {
  const env = values['react-development'] ? 'development' : 'production';
  log(`Synthetic pages: ${sizes.join(', ')} (React ${env} build) ...`);
  results.scale = await measureScale({ sizes, compressPages: Number(values['compress-pages']) || undefined, nodeEnv: env, log });
  print(`## Scale: synthetic pages cloned from the real routes (bundled site module + buildSite + write; NODE_ENV=${env})\n${formatScale(results.scale)}\n`);
  const bySize = results.scale.filter((r) => !r.compressOnly && !r.incremental);
  const incremental = incrementalRuns(results.scale)?.median;
  if (incremental) goals.push({ goal: `one changed Markdown file under 1 s at ${incremental.pages} pages`, met: incremental.doneMs < 1000, figure: `${Math.round(incremental.doneMs)} ms (median) from process start to committed output (${Math.round(incremental.totalMs)} ms in the build; ${Math.round(incremental.wallMs)} ms process wall with the bench's clean-up), ${incremental.rendered} pages rendered` });
  if (bySize.length >= 2) {
    const [a, b] = [bySize[0], bySize.at(-1)!];
    const marginal = (b.totalMs - a.totalMs) / (b.pages - a.pages);
    goals.push({ goal: `at most 0.5 ms per page marginal at ${b.pages} pages`, met: marginal <= 0.5, figure: `${marginal.toFixed(3)} ms` });
    // Linear: no phase that works per page costs more per page at the largest size than at the
    // smallest. Totals alone would hide a superlinear phase behind the fixed costs (load, assets)
    // that the larger run amortises.
    const growth = phaseGrowth(a, b);
    goals.push({
      goal: `linear growth (no per-page phase costs over ${GROWTH_SLACK}x per page at the largest size)`,
      met: growth.every((g) => g.linear),
      figure: describeGrowth(growth),
    });
    const peak = b.timeMaxRss ?? b.peakRss;
    goals.push({ goal: `peak RSS under 500 MB at ${b.pages} pages`, met: peak < 500 * 2 ** 20, figure: mb(peak) });
  }
}

if (only.has('dev')) {
  const edits = Math.max(runs, 5);
  log(`Dev: edit to painted change, ${edits} edits of each kind ...`);
  results.dev = await measureDevEdits({ runs: edits, log });
  print(`## Dev: edit to painted change (\`npm run dev\` on a copy of the project, headless Chromium; file write to the animation frame that shows the edit, swapped in without a reload)\n${formatDevEdits(results.dev)}\n`);
  const worst = results.dev.reduce((a, b) => (median(b.toPaint) > median(a.toPaint) ? b : a));
  goals.push({ goal: 'dev edit to painted change at most 100 ms (median)', met: results.dev.every((s) => median(s.toPaint) <= 100), figure: results.dev.map((s) => `${s.edit}: ${Math.round(median(s.toPaint))} ms`).join('; ') + ` (slowest: ${worst.path})` });
}

if (goals.length) {
  print(`## Goals\n${goals.map((g) => `[${g.met ? 'met' : 'MISSED'}] ${g.goal}: ${g.figure}`).join('\n')}\n`);
}
const dir = `${ROOT}reports/bench`;
await mkdir(dir, { recursive: true });
await writeFile(`${dir}/summary.txt`, `${out.join('\n')}\n`);
await writeFile(`${dir}/results.json`, `${JSON.stringify({ date: new Date().toISOString(), machine, ...results, goals }, null, 2)}\n`);
console.log(`Written to reports/bench/summary.txt and results.json`);
if (values.check && goals.some((g) => !g.met)) process.exit(1);
