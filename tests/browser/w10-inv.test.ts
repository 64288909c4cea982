/**
 * /investors' Market section in real Chromium (review B r17): the industries served are a tidy grid of icon tiles across
 * the container, its picture: two even rows at 1280 (seven and six, none alone), two a row at 390 with an odd last tile
 * spanning the row, every tile a target well over 24x24 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from '../helpers/browser.ts';
import { industries } from '../../src/content/industries.ts';

const site = useSite();

describe('/investors industries served', () => {
  let page: Page;
  beforeAll(async () => {
    page = await site.newPage({ width: 1280, height: 900 });
  });
  afterAll(async () => page?.close());

  const measure = () =>
    page.evaluate(() => {
      const rect = (el: Element) => {
        const { top, left, right, bottom, width, height } = el.getBoundingClientRect();
        return { top, left, right, bottom, width, height };
      };
      const grid = document.querySelector('[data-section="market"] [data-tags] ul')!;
      return {
        grid: rect(grid),
        prose: rect(document.querySelector('[data-section="market"] .lg\\:col-span-3')!),
        tiles: [...grid.querySelectorAll('li > a')].map(rect),
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });

  const rows = (tiles: { top: number }[]) => {
    const tops = [...new Set(tiles.map((tile) => Math.round(tile.top)))].sort((a, b) => a - b);
    return tops.map((top) => tiles.filter((tile) => Math.round(tile.top) === top).length);
  };

  it('at 1280 px: two rows across the section, seven then six, of one height', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.baseUrl}/investors`, { waitUntil: 'load' });
    const box = await measure();
    expect(box.tiles).toHaveLength(industries.length);
    expect(rows(box.tiles)).toEqual([7, 6]);
    // Across the container, to the prose column's right edge (r17: the links left the section's right side empty).
    expect(Math.abs(box.grid.right - box.prose.right)).toBeLessThan(2);
    expect(Math.max(...box.tiles.map((tile) => tile.right))).toBeCloseTo(box.grid.right, 0);
    expect(new Set(box.tiles.map((tile) => Math.round(tile.height))).size).toBe(1);
    for (const tile of box.tiles) expect(Math.min(tile.width, tile.height)).toBeGreaterThanOrEqual(44);
    expect(box.overflow).toBe(0);
  });

  it('at 390 px: two a row, the odd last tile across the row, nothing overflowing', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.baseUrl}/investors`, { waitUntil: 'load' });
    const box = await measure();
    const counts = rows(box.tiles);
    expect(counts.slice(0, -1).every((count) => count === 2)).toBe(true);
    expect(counts.at(-1)).toBe(industries.length % 2 === 0 ? 2 : 1);
    // The last tile spans the row when it would sit alone, so the grid ends square.
    const lastRowWidth = box.tiles.at(-1)!.right - box.tiles.at(-counts.at(-1)!)!.left;
    expect(Math.abs(lastRowWidth - box.grid.width)).toBeLessThan(2);
    for (const tile of box.tiles) expect(Math.min(tile.width, tile.height)).toBeGreaterThanOrEqual(44);
    for (const tile of box.tiles) expect(tile.right).toBeLessThanOrEqual(390);
    expect(box.overflow).toBe(0);
  });
});
