/**
 * Real headless Chromium against the built site served by the preview server (as a CDN would).
 * One browser and one server per test file: call `useSite()` at the top of a describe block.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../tools/scripts/chromium.ts';
import { startStaticServer } from '../../tools/preview-server/static-server.ts';
import { DIST } from './site.ts';

export interface SiteHarness {
  browser: Browser;
  /** http://localhost:PORT of the served test build. */
  baseUrl: string;
  /** A fresh page in a fresh context (no shared storage), at the given viewport width. */
  newPage(options?: { width?: number; height?: number }): Promise<Page>;
}

export function useSite(): SiteHarness {
  const harness = {} as SiteHarness;
  const contexts: BrowserContext[] = [];
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const server = await startStaticServer({ root: DIST.replace(/\/$/, ''), port: 0 });
    close = server.close;
    harness.baseUrl = server.url;
    harness.browser = await launchChromium();
    harness.newPage = async ({ width = 1280, height = 900 } = {}) => {
      const context = await harness.browser.newContext({ viewport: { width, height } });
      contexts.push(context);
      return context.newPage();
    };
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await harness.browser?.close();
    await close?.();
  });
  return harness;
}
