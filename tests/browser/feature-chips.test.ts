/**
 * In real Chromium at 1280 px (issue 22): the "More platform features" chips of every feature page
 * sit on one row; a seventh chip left alone on a second row read as a layout slip.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FEATURES, featurePath } from '../../src/content/features.ts';
import { useSite } from '../helpers/browser.ts';

const site = useSite();

describe('feature pages at 1280 px', () => {
  let page: Page;
  beforeAll(async () => {
    page = await site.newPage({ width: 1280, height: 900 });
  });
  afterAll(async () => page?.close());

  it.each(FEATURES.map(featurePath))('%s lays its sibling chips out on one row', async (path) => {
    await page.goto(`${site.baseUrl}${path}`, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const tops = await page.$$eval('[data-section="more-features"] li', (items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(4);
    expect(new Set(tops).size).toBe(1);
  });
});
