/**
 * In real Chromium at 1280 px: each solution page's headline runs to at most two lines beside its
 * product picture (review A round 5: risk assessment's ran to three short lines, leaving a wide gap
 * before the picture), so the family's heroes share one shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from '../helpers/browser.ts';
import { SOLUTIONS, solutionPath } from '../../src/content/solutions.ts';

const site = useSite();

describe('solution heroes at 1280 px', () => {
  let page: Page;
  beforeAll(async () => {
    page = await site.newPage({ width: 1280, height: 900 });
  });
  afterAll(async () => page?.close());

  it.each(SOLUTIONS.map(solutionPath))('%s sets its headline in one or two lines', async (path) => {
    await page.goto(`${site.baseUrl}${path}`, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const lines = await page.evaluate(() => {
      const h1 = document.querySelector('[data-section="hero"] h1')!;
      return Math.round(h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).lineHeight));
    });
    expect(lines).toBeGreaterThanOrEqual(1);
    expect(lines).toBeLessThanOrEqual(2);
  });
});
