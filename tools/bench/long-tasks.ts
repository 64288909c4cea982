/**
 * Main-thread work of our own scripts on every page (issue 24), in headless Chromium at 390 px and
 * 4x CPU slowdown (Lighthouse's mobile profile) against the preview server, measured with the Long
 * Animation Frames API: each frame over 50 ms is reported with the scripts that ran in it (their
 * source URL, duration, and the style and layout they forced). Per page, the figure is the most
 * script time of the site's own scripts (source URL on the site's origin) in any one frame, in three
 * phases: while loading (navigation to load, islands that hydrate at load, 1 s of idle time for
 * `idle` islands), while scrolling through the page (islands that hydrate when visible), and at the
 * first interaction with each island on the page (responsiveness.ts's list). The goal: no frame with
 * more than 50 ms of our own script.
 *
 * Why not long tasks: a fresh renderer's first style and layout is not ours to remove and varies
 * from none to 300 ms between loads of the same page here. The longest task of any kind is still
 * reported, beside a control page with no script at all (`measureLoadFloor`), for information.
 * Frames of 50 ms or less are not reported by the API: a page with none holds under 50 ms of script
 * in every frame, and reads "none".
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../scripts/chromium.ts';
import { startStaticServer } from '../../runtime/preview-server/static-server.ts';
import { ISLAND_INTERACTIONS } from './responsiveness.ts';
import { median, table } from './stats.ts';

export type Phase = 'load' | 'scroll' | 'interaction';
export const PHASES: Phase[] = ['load', 'scroll', 'interaction'];

/** One long animation frame, as the page's observer recorded it. */
export interface Frame {
  /** The frame's duration (ms). */
  frame: number;
  /** Script time of our own scripts in the frame (ms): the sum of their durations. */
  own: number;
  /** Of `own`, style and layout our scripts forced (ms). */
  forced: number;
  /** Script time of scripts from elsewhere, or with no source URL (ms). */
  other: number;
  /** Our scripts in the frame: `path invoker duration`. */
  scripts: string[];
}

export interface FrameScriptRun {
  /** The frame with the most of our own script, per phase (undefined: no long frame held any). */
  worst: Record<Phase, Frame | undefined>;
  /** The longest task of any kind (ms, 0: none over 50 ms), loading or scrolling. */
  longestTask: number;
  /** The scripts the page fetched while loading and scrolling (paths), for their weight. */
  scriptsLoaded: string[];
  /** The interactions done on the page (responsiveness.ts). */
  interactions: string[];
}

export interface LongTaskResult {
  path: string;
  cpuSlowdown: number;
  runs: FrameScriptRun[];
  /** Median over runs of the most own script in one frame, per phase and overall (ms). */
  ownScript: Record<Phase | 'any', number>;
  /** Median over runs of the longest task of any kind (ms). */
  longestTask: number;
  /** Gzip bytes (level 9) of the scripts fetched while loading and scrolling (hydration included). */
  scriptGzip: number;
}

/**
 * Recorded from the first script on: LoAF entries (buffered, so frames before the observer count)
 * reduced to what the report needs, and long tasks of any kind.
 */
const OBSERVE = `window.__frames = []; window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    const own = e.scripts.filter((s) => s.sourceURL && new URL(s.sourceURL, location.href).origin === location.origin);
    const sum = (list, key) => list.reduce((n, s) => n + s[key], 0);
    window.__frames.push({
      frame: Math.round(e.duration),
      own: Math.round(sum(own, 'duration')),
      forced: Math.round(sum(own, 'forcedStyleAndLayoutDuration')),
      other: Math.round(sum(e.scripts, 'duration') - sum(own, 'duration')),
      scripts: own.map((s) => new URL(s.sourceURL).pathname + ' ' + s.invokerType + ':' + s.invoker + ' ' + Math.round(s.duration) + ' ms' + (s.forcedStyleAndLayoutDuration ? ' (forced style/layout ' + Math.round(s.forcedStyleAndLayoutDuration) + ' ms)' : '')),
    });
  }
}).observe({ type: 'long-animation-frame', buffered: true });
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration)); }).observe({ type: 'longtask', buffered: true });`;

async function takeFrames(page: Page): Promise<Frame[]> {
  return page.evaluate('window.__frames.splice(0)') as Promise<Frame[]>;
}
async function takeTasks(page: Page): Promise<number[]> {
  return page.evaluate('window.__longTasks.splice(0)') as Promise<number[]>;
}
const mostOwn = (frames: Frame[]): Frame | undefined => frames.filter((f) => f.own > 0).reduce<Frame | undefined>((a, b) => (!a || b.own > a.own ? b : a), undefined);

/** Islands that hydrate at load are live, and 1 s of idle time has let `idle` islands hydrate. */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction('[...document.querySelectorAll(\'[data-hydrate="load"]\')].every((el) => el.hasAttribute("data-hydrated"))', undefined, { timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(1000);
}

/** A page in a new browser context (so a new renderer process), at `cpuSlowdown`, observed from the start. */
async function freshPage(browser: Browser, cpuSlowdown: number): Promise<Page> {
  // bypassCSP: the site's CSP (script-src 'self') refuses the string predicates waitForFunction evaluates.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return page;
}

/** One fresh load of `path`: loading, scrolling through, then the first interaction with each of its islands. */
async function measurePage(browser: Browser, base: string, path: string, cpuSlowdown: number): Promise<FrameScriptRun> {
  const page = await freshPage(browser, cpuSlowdown);
  const scriptsLoaded = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scriptsLoaded.add(new URL(r.url()).pathname);
  });
  try {
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    await settle(page);
    const load = await takeFrames(page);
    const height = (await page.evaluate('document.documentElement.scrollHeight')) as number;
    for (let y = 0; y < height; y += 800) {
      await page.evaluate(`window.scrollTo(0, ${y})`);
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(750);
    const scroll = await takeFrames(page);
    const tasks = await takeTasks(page);
    const interaction: Frame[] = [];
    const interactions = ISLAND_INTERACTIONS.filter((s) => s.path === path);
    for (const s of interactions) {
      await page.locator(`[data-island="${s.island}"]`).first().scrollIntoViewIfNeeded();
      await page.locator(`[data-island="${s.island}"][data-hydrated]`).first().waitFor({ timeout: 30_000 });
      await s.prepare?.(page);
      await page.waitForTimeout(500);
      await takeFrames(page); // scrolling to the island and filling fields are not the interaction
      await s.act(page);
      await page.waitForFunction(s.effect, undefined, { timeout: 10_000 }).catch((e: Error) => {
        throw new Error(`${s.island} on ${path}: "${s.action}" had no effect: ${e.message}`);
      });
      await page.waitForTimeout(500); // the frame's entry is reported after it ends
      interaction.push(...(await takeFrames(page)));
    }
    return {
      worst: { load: mostOwn(load), scroll: mostOwn(scroll), interaction: mostOwn(interaction) },
      longestTask: Math.max(0, ...tasks),
      scriptsLoaded: [...scriptsLoaded].sort(),
      interactions: interactions.map((s) => `${s.island}: ${s.action}`),
    };
  } finally {
    await page.context().close();
  }
}

const ownOf = (run: FrameScriptRun, phase: Phase) => run.worst[phase]?.own ?? 0;

export async function measureLongTasks(dist: string, paths: string[], options: { runs?: number; cpuSlowdown?: number; log?: (line: string) => void } = {}): Promise<LongTaskResult[]> {
  const { runs = 1, cpuSlowdown = 4 } = options;
  const server = await startStaticServer({ root: dist, port: 0 });
  const browser = await launchChromium();
  const gzip = new Map<string, number>();
  const gzipOf = (path: string) => gzip.get(path) ?? gzip.set(path, gzipSync(readFileSync(`${dist}${path}`), { level: 9 }).length).get(path)!;
  const results: LongTaskResult[] = [];
  try {
    for (const path of paths) {
      const pageRuns: FrameScriptRun[] = [];
      for (let i = 0; i < runs; i++) pageRuns.push(await measurePage(browser, server.url, path, cpuSlowdown));
      const ownScript = Object.fromEntries(PHASES.map((phase) => [phase, median(pageRuns.map((r) => ownOf(r, phase)))])) as LongTaskResult['ownScript'];
      ownScript.any = median(pageRuns.map((r) => Math.max(...PHASES.map((phase) => ownOf(r, phase)))));
      const result = {
        path,
        cpuSlowdown,
        runs: pageRuns,
        ownScript,
        longestTask: median(pageRuns.map((r) => r.longestTask)),
        scriptGzip: pageRuns[0]!.scriptsLoaded.reduce((n, p) => n + gzipOf(p), 0),
      };
      results.push(result);
      options.log?.(`  ${path}: ${ownScript.any} ms of our script in one frame at most (median of ${runs})`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return results;
}

/**
 * The same fresh load of a page that holds nothing of ours: two lines of text, no stylesheet, no
 * script, no web font. Its long tasks are the floor this measure has on this machine (a new
 * renderer's navigation commit, first parse, style and layout, slowed 4x): what every page of the
 * site pays before any work of its own.
 * Returns the longest task of each load (0: none over 50 ms).
 */
export async function measureLoadFloor(loads = 10, cpuSlowdown = 4): Promise<number[]> {
  const root = await mkdtemp(`${tmpdir()}/long-task-floor-`);
  await writeFile(
    `${root}/index.html`,
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><h1>Hello</h1><p>Two lines of text.</p></body></html>',
  );
  const server = await startStaticServer({ root, port: 0 });
  const browser = await launchChromium();
  const worst: number[] = [];
  try {
    for (let i = 0; i < loads; i++) {
      const page = await freshPage(browser, cpuSlowdown);
      await page.goto(`${server.url}/`, { waitUntil: 'load' });
      await settle(page);
      worst.push(Math.max(0, ...(await takeTasks(page))));
      await page.context().close();
    }
  } finally {
    await browser.close();
    await server.close();
    await rm(root, { recursive: true, force: true });
  }
  return worst;
}

/** The most of our own script in one frame on a page, any phase (median over runs). */
export const worstOwnScript = (r: LongTaskResult) => r.ownScript.any;

/** The page with the most own script in one frame, and the scripts of that frame (its first run holding it). */
export function worstPage(results: LongTaskResult[]): { result: LongTaskResult; phase: Phase; frame: Frame | undefined } {
  const result = results.reduce((a, b) => (worstOwnScript(b) > worstOwnScript(a) ? b : a), results[0]!);
  const phase = PHASES.reduce((a, b) => (result.ownScript[b] > result.ownScript[a] ? b : a), 'load' as Phase);
  const frame = result.runs.map((r) => r.worst[phase]).filter((f): f is Frame => f !== undefined).sort((a, b) => b.own - a.own)[0];
  return { result, phase, frame };
}

export function formatLongTasks(results: LongTaskResult[]): string {
  const ms = (n: number) => (n ? `${n} ms` : 'none');
  const runsOf = (r: LongTaskResult, phase: Phase) => (r.runs.length > 1 ? ` (${r.runs.map((run) => ownOf(run, phase)).join(', ')})` : '');
  return table(
    ['page', 'our script, most in one frame', 'loading', 'scrolling', 'first interaction', 'longest task, any kind (information)', 'JS fetched loading + scrolling (gzip)'],
    results.map((r) => [r.path, ms(r.ownScript.any), `${ms(r.ownScript.load)}${runsOf(r, 'load')}`, `${ms(r.ownScript.scroll)}${runsOf(r, 'scroll')}`, r.runs[0]!.interactions.length ? `${ms(r.ownScript.interaction)}${runsOf(r, 'interaction')}` : 'n/a', ms(r.longestTask), `${(r.scriptGzip / 1024).toFixed(1)} KB`]),
  );
}
