/**
 * The industry pages' card rows line up (review r5, industry pages 1, 2 and 7), on all thirteen pages in
 * real Chromium against the test build:
 * - at 1280 px every "Who it serves" description of a row starts on one line, and so does every
 *   specialized-AI reason's (a two-line title beside one-line ones pushed its body down);
 * - at 390 px the agent catalogue's cells are all one height, collapsed (a name that wraps to two
 *   lines beside one-line names made rows of 88 and 108 px).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { industries } from '../../src/content/industries.ts';
import { useSite } from '../helpers/browser.ts';

const site = useSite();
const paths = industries.map((industry) => `/${industry.slug}`);

/** The distinct top edges (px) of the elements a selector matches, rounded. */
const tops = (selector: string) =>
  [...new Set([...document.querySelectorAll(selector)].map((el) => Math.round(el.getBoundingClientRect().top)))];

/** One page at `width` for the block, opening each industry page in turn. */
function atWidth(width: number): (path: string) => Promise<Page> {
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

describe('industry card rows at 1280 px', () => {
  const open = atWidth(1280);

  it.each(paths)('%s: the team cards, and the reasons, each start their descriptions on one line', async (path) => {
    const page = await open(path);
    // Four to a row at 1280: one top edge for the four descriptions.
    expect(await page.evaluate(tops, '[data-cards="features"] [data-card] h3 + p')).toHaveLength(1);
    const reasons = await page.evaluate(tops, '[data-benefits] h3 + p');
    expect(reasons.length).toBeLessThanOrEqual(1);
    // No reason title wraps: a row of one-line titles, not one two-line title leaving a blank under the rest.
    const titleHeights = await page.evaluate(() => [...document.querySelectorAll('[data-benefits] h3')].map((h) => h.getBoundingClientRect().height));
    for (const height of titleHeights) expect(height).toBeLessThan(30);
  });
});

describe('industry agent catalogue at 390 px', () => {
  const open = atWidth(390);

  it.each(paths)('%s: all eight cells are one height', async (path) => {
    const page = await open(path);
    const heights = await page.evaluate(() => [...document.querySelectorAll('[data-cards="capabilities"] [data-card]')].map((cell) => Math.round(cell.getBoundingClientRect().height)));
    expect(heights).toHaveLength(8);
    expect(new Set(heights).size, heights.join(', ')).toBe(1);
  });
});
