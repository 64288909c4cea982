/**
 * In real Chromium at 390 px (issue 22): each hero's product visual is laid out below the text and
 * fits the viewport; the brand font loads from its preload and the swap from the metric-matched
 * fallback shifts nothing (a layout-shift PerformanceObserver sums CLS over the load).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from '../helpers/browser.ts';

const site = useSite();
const PATHS = ['/', '/demo', '/technology', '/technology/rag', '/technology/small-llms', '/solutions/document-analysis', '/commercial-real-estate', '/marketing', '/learn', '/journey'];

describe('hero visuals and the brand font at 390 px', () => {
  let page: Page;
  beforeAll(async () => {
    page = await site.newPage({ width: 390, height: 844 });
  });
  afterAll(async () => page?.close());

  it.each(PATHS)('%s shows its hero visual below the text, within the viewport', async (path) => {
    await page.goto(`${site.baseUrl}${path}`, { waitUntil: 'load' });
    const box = await page.evaluate(() => {
      const visual = document.querySelector('[data-section="hero"] [data-hero-visual]');
      const heading = document.querySelector('[data-section="hero"] h1');
      if (!visual || !heading) return null;
      const r = visual.getBoundingClientRect();
      return { visible: visual.checkVisibility(), height: r.height, left: r.left, right: r.right, belowHeading: r.top >= heading.getBoundingClientRect().bottom };
    });
    expect(box).not.toBeNull();
    expect(box!.visible).toBe(true);
    expect(box!.height).toBeGreaterThan(100);
    expect(box!.belowHeading).toBe(true);
    expect(box!.left).toBeGreaterThanOrEqual(0);
    expect(box!.right).toBeLessThanOrEqual(390);
  });

  it.each([320, 390, 1280])('/healthcare keeps its faded backdrop icons inside the hero at %i px', async (width) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`${site.baseUrl}/healthcare`, { waitUntil: 'load' });
    const boxes = await page.evaluate(() => {
      const hero = document.querySelector('[data-section="hero"]')!.getBoundingClientRect();
      return [...document.querySelectorAll('[data-icon-backdrop] svg')].map((icon) => {
        const r = icon.getBoundingClientRect();
        return { left: r.left - hero.left, right: hero.right - r.right, top: r.top - hero.top, bottom: hero.bottom - r.bottom };
      });
    });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(boxes).toHaveLength(6);
    for (const box of boxes) for (const gap of Object.values(box)) expect(gap).toBeGreaterThanOrEqual(4);
  });

  it.each(['/', '/commercial-real-estate', '/technology/rag'])('%s renders in Inter with no layout shift (CLS 0)', async (path) => {
    await page.goto(`${site.baseUrl}${path}`, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const result = await page.evaluate(
      () =>
        new Promise<{ cls: number; inter: boolean }>((resolve) => {
          let cls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) cls += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve({ cls, inter: document.fonts.check('16px Inter') && [...document.fonts].some((f) => f.family === 'Inter' && f.status === 'loaded') }), 300);
        }),
    );
    expect(result.inter).toBe(true);
    expect(result.cls).toBe(0);
  });
});
