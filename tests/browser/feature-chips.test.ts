/**
 * In real Chromium (issue 22, review A round 3): the "More platform features" links of every feature
 * page. A chip cloud left a chip alone on its last row; the links are now a grid, four across at
 * 1280 px (the seven other features and the technology page: two full rows of four, review A round 4
 * found 4+3 ragged) and one column at 390 px, each link a full-size target.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FEATURES, featurePath } from '../../src/content/features.ts';
import { useSite } from '../helpers/browser.ts';

const site = useSite();

async function linkBoxes(page: Page, path: string) {
  await page.goto(`${site.baseUrl}${path}`, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  return page.$$eval('[data-section="more-features"] li a', (links) => links.map((a) => a.getBoundingClientRect().toJSON() as DOMRect));
}

const rowsOf = (boxes: DOMRect[]) => {
  const rows = new Map<number, number>();
  for (const box of boxes) rows.set(Math.round(box.top), (rows.get(Math.round(box.top)) ?? 0) + 1);
  return [...rows.values()];
};

describe('feature pages: the other features', () => {
  let page: Page;
  beforeAll(async () => {
    page = await site.newPage({ width: 1280, height: 900 });
  });
  afterAll(async () => page?.close());

  it.each(FEATURES.map(featurePath))('%s lays the links out four across at 1280 px, two full rows of equal height', async (path) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const boxes = await linkBoxes(page, path);
    expect(boxes).toHaveLength(FEATURES.length);
    expect(rowsOf(boxes)).toEqual([4, 4]);
    expect(new Set(boxes.map((box) => Math.round(box.height))).size).toBe(1);
  });

  it.each(FEATURES.map(featurePath))('%s lists the links one a row at 390 px, each at least 44 px tall', async (path) => {
    await page.setViewportSize({ width: 390, height: 900 });
    const boxes = await linkBoxes(page, path);
    expect(rowsOf(boxes).every((n) => n === 1)).toBe(true);
    for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(44);
  });
});
