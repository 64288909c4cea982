/**
 * Main-thread long tasks on every page, in headless Chromium against the preview server: while
 * loading (navigation to load, islands that hydrate at load, then 1 s of idle time for `idle`
 * islands), and then while scrolling through the page (islands that hydrate when visible). Run at
 * 4x CPU slowdown, as Lighthouse's mobile profile does (and at other rates when asked). Pages
 * without islands count too: parsing, style and layout of a long page can make a long task alone.
 */
import type { Page } from 'playwright-core';
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
}

const OBSERVE = `window.__longTasks = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });`;

async function takeTasks(page: Page): Promise<number[]> {
  return page.evaluate('window.__longTasks.splice(0).map(Math.round)') as Promise<number[]>;
}

export async function measureLongTasks(dist: string, paths: string[], slowdowns = [4]): Promise<LongTaskResult[]> {
  const server = await startStaticServer({ root: dist, port: 0 });
  const browser = await launchChromium();
  const results: LongTaskResult[] = [];
  try {
    for (const cpuSlowdown of slowdowns) {
      for (const path of paths) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        await page.addInitScript(OBSERVE);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
        await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
        await page
          .waitForFunction('[...document.querySelectorAll(\'[data-hydrate="load"]\')].every((el) => el.hasAttribute("data-hydrated"))', undefined, { timeout: 10_000 })
          .catch(() => undefined);
        await page.waitForTimeout(1000);
        const load = await takeTasks(page);
        const height = (await page.evaluate('document.documentElement.scrollHeight')) as number;
        for (let y = 0; y < height; y += 800) {
          await page.evaluate(`window.scrollTo(0, ${y})`);
          await page.waitForTimeout(100);
        }
        await page.waitForTimeout(750);
        const scroll = await takeTasks(page);
        results.push({ path, cpuSlowdown, load, scroll });
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return results;
}

/** The longest task a page had, loading or scrolling (0: none over 50 ms). */
export const worstTask = (r: LongTaskResult) => Math.max(0, ...r.load, ...r.scroll);

export function formatLongTasks(results: LongTaskResult[]): string {
  const show = (tasks: number[]) => (tasks.length ? `${Math.max(...tasks)} ms (${tasks.length}: ${tasks.join(', ')})` : 'none');
  return table(
    ['page', 'CPU', 'worst task', 'while loading', 'while scrolling'],
    results.map((r) => [r.path, `${r.cpuSlowdown}x`, worstTask(r) ? `${worstTask(r)} ms` : 'none', show(r.load), show(r.scroll)]),
  );
}
