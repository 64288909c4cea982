/**
 * Main-thread long tasks on every page, in headless Chromium against the preview server: while
 * loading (navigation to load, islands that hydrate at load, then 1 s of idle time for `idle`
 * islands), and then while scrolling through the page (islands that hydrate when visible). Run at
 * 4x CPU slowdown, as Lighthouse's mobile profile does (and at other rates when asked). Pages
 * without islands count too: parsing, style and layout of a long page can make a long task alone.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../scripts/chromium.ts';
import { startStaticServer } from '../preview-server/static-server.ts';
import { table } from './stats.ts';

export interface LongTaskResult {
  path: string;
  cpuSlowdown: number;
  /** Long tasks (ms) from navigation start until loading settled. */
  load: number[];
  /** Long tasks (ms) while scrolling through the page afterwards. */
  scroll: number[];
  /**
   * Long tasks (ms) while loading the page again in the same tab after another page of the site: a
   * visitor's second page. The first load runs in a new renderer process, whose first style and
   * layout include its own cold start (font and text-shaping setup: the first layout of /investors
   * took 46-151 ms at 1x in a new process, 11-13 ms when loaded again in the same one); this load
   * tells that apart from the page's own work. Reported beside the goal, not instead of it.
   */
  warmLoad: number[];
}

const OBSERVE = `window.__longTasks = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });`;

async function takeTasks(page: Page): Promise<number[]> {
  return page.evaluate('window.__longTasks.splice(0).map(Math.round)') as Promise<number[]>;
}

/** Islands that hydrate at load are live, and 1 s of idle time has let `idle` islands hydrate. */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction('[...document.querySelectorAll(\'[data-hydrate="load"]\')].every((el) => el.hasAttribute("data-hydrated"))', undefined, { timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(1000);
}

/** A page loaded in a new browser context (so a new renderer process), at `cpuSlowdown`, and settled. */
async function freshLoad(browser: Browser, url: string, cpuSlowdown: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(url, { waitUntil: 'load' });
  await settle(page);
  return page;
}

export async function measureLongTasks(dist: string, paths: string[], slowdowns = [4]): Promise<LongTaskResult[]> {
  const server = await startStaticServer({ root: dist, port: 0 });
  const browser = await launchChromium();
  const results: LongTaskResult[] = [];
  try {
    for (const cpuSlowdown of slowdowns) {
      for (const path of paths) {
        const page = await freshLoad(browser, `${server.url}${path}`, cpuSlowdown);
        const load = await takeTasks(page);
        const height = (await page.evaluate('document.documentElement.scrollHeight')) as number;
        for (let y = 0; y < height; y += 800) {
          await page.evaluate(`window.scrollTo(0, ${y})`);
          await page.waitForTimeout(100);
        }
        await page.waitForTimeout(750);
        const scroll = await takeTasks(page);
        // Same site, same tab: Chromium keeps the renderer process (and the HTTP cache).
        await page.goto(`${server.url}${path === '/' ? '/about' : '/'}`, { waitUntil: 'load' });
        await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
        await settle(page);
        const warmLoad = await takeTasks(page);
        results.push({ path, cpuSlowdown, load, scroll, warmLoad });
        await page.context().close();
      }
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
      const page = await freshLoad(browser, `${server.url}/`, cpuSlowdown);
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

/** The longest task a page had, loading or scrolling (0: none over 50 ms). */
export const worstTask = (r: LongTaskResult) => Math.max(0, ...r.load, ...r.scroll);

export function formatLongTasks(results: LongTaskResult[]): string {
  const show = (tasks: number[]) => (tasks.length ? `${Math.max(...tasks)} ms (${tasks.length}: ${tasks.join(', ')})` : 'none');
  return table(
    ['page', 'CPU', 'worst task', 'while loading', 'while scrolling', 'loading as a second page (not the goal)'],
    results.map((r) => [r.path, `${r.cpuSlowdown}x`, worstTask(r) ? `${worstTask(r)} ms` : 'none', show(r.load), show(r.scroll), show(r.warmLoad)]),
  );
}
