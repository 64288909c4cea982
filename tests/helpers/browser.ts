/**
 * Real headless Chromium against the built site served by the preview server (as a CDN would).
 * One browser and one server per test file: call `useSite()` at the top of a describe block.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchChromium } from '../../tools/scripts/chromium.ts';
import { startStaticServer } from '../../runtime/preview-server/static-server.ts';
import { distOf, type TestRuntime } from './site.ts';

/**
 * What a hydration problem prints: hydrate-react.tsx reports React's recoverable errors (a mismatch,
 * after which React renders the island afresh and drops the server HTML) with this prefix; React's
 * production build names hydration errors by number (418-425). Preact patches silently, so the
 * "hydration leaves server HTML unchanged" check (widgets.test.ts) covers it.
 */
const HYDRATION_ERROR = /\[island hydration\]|Minified React error #4(1[89]|2[0-5])\b|hydrat(ion|ing) (failed|error|mismatch)/i;

export interface SiteHarness {
  /** What hydrates the islands in the served build. */
  runtime: TestRuntime;
  browser: Browser;
  /** http://localhost:PORT of the served test build. */
  baseUrl: string;
  /** The hydration errors seen since the last call (or test), cleared: for a test that causes one on purpose. */
  takeHydrationErrors(): string[];
  /** A fresh page in a fresh context (no shared storage), at the given viewport width. */
  newPage(options?: { width?: number; height?: number }): Promise<Page>;
}

/**
 * `runtime`: which test build to serve (tests/global-setup.ts, global-setup-react.ts). Every page the
 * harness opens is watched for hydration errors; a test during which one appears fails.
 */
export function useSite(runtime: TestRuntime = 'preact'): SiteHarness {
  const harness = { runtime } as SiteHarness;
  const contexts: BrowserContext[] = [];
  let hydrationErrors: string[] = [];
  let close: (() => Promise<void>) | undefined;
  harness.takeHydrationErrors = () => hydrationErrors.splice(0);
  afterEach(() => {
    const seen = hydrationErrors;
    hydrationErrors = [];
    expect(seen, `hydration errors under ${runtime}`).toEqual([]);
  });
  beforeAll(async () => {
    const server = await startStaticServer({ root: distOf(runtime).replace(/\/$/, ''), port: 0 });
    close = server.close;
    harness.baseUrl = server.url;
    harness.browser = await launchChromium();
    harness.newPage = async ({ width = 1280, height = 900 } = {}) => {
      const context = await harness.browser.newContext({ viewport: { width, height } });
      contexts.push(context);
      const page = await context.newPage();
      page.on('console', (m) => {
        if (m.type() === 'error' && HYDRATION_ERROR.test(m.text())) hydrationErrors.push(m.text());
      });
      page.on('pageerror', (e) => {
        if (HYDRATION_ERROR.test(`${e.message}`)) hydrationErrors.push(e.message);
      });
      return page;
    };
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await harness.browser?.close();
    await close?.();
  });
  return harness;
}

/** An element's box in page coordinates (its top measured from the page's top, not the viewport's). */
export type Box = { x: number; y: number; width: number; height: number };

/** The page-coordinate boxes of every element the selector matches, in document order. */
export const boxes = (page: Page, selector: string): Promise<Box[]> =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y + scrollY, width: r.width, height: r.height };
    }),
  );

/** A fresh page of `width` at `path`, loaded, its web fonts ready: what a layout measure needs before it reads a box. */
export async function openLoaded(site: SiteHarness, path: string, width: number): Promise<Page> {
  const page = await site.newPage({ width });
  await page.goto(`${site.baseUrl}${path}`, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  return page;
}

/**
 * The page's first demo widget at `path`, on a page whose clock the test drives (`page.clock`), scrolled into view and
 * hydrated: where the widget tests of design reviews I, F and J r51-r52 start.
 */
export async function openDemoWidget(site: SiteHarness, path: string, width: number): Promise<{ page: Page; widget: Locator }> {
  const page = await site.newPage({ width });
  await page.clock.install();
  await page.goto(`${site.baseUrl}${path}`);
  const widget = page.locator('[data-demo-widget]').first();
  await widget.scrollIntoViewIfNeeded();
  await widget.locator('[data-island="DemoWidget"][data-hydrated]').waitFor();
  return { page, widget };
}

/**
 * One page at `width` for a describe block, opening each path in turn on it (call inside the block): a layout test that
 * visits several pages at one width pays for one page, not one per path.
 */
export function pageAtWidth(site: SiteHarness, width: number): (path: string) => Promise<Page> {
  let page: Page;
  beforeAll(async () => {
    page = await site.newPage({ width, height: 900 });
  });
  afterAll(async () => page?.close());
  return async (path) => {
    await page.goto(`${site.baseUrl}${path}`, { waitUntil: 'load' });
    return page;
  };
}
