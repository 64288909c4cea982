/**
 * The audience pages' layout in real Chromium (design review M r52, teams items 3-5), on /marketing, /product-development and
 * /content-creators:
 * - the process (or phases) stands beside a sample of what it produces at 1280 and over it at 390, the sample inside the
 *   screen (item 3: nothing visual between the hero and the demo);
 * - the cards two to a row beside their heading at 1280 (item 4), on all three (design review N r52 teams item 1), and on
 *   phones folded into one row each (N r52 item 3: 1,352 px of cards at 390);
 * - the frameworks band in the industry pages' two columns at 1280, label left, sentence, chips and link right, the link
 *   under the chips on every page (N r52 item 8);
 * - /content-creators' h1 on two lines at 1280, as its siblings' (N r52 item 1).
 */
import { describe, expect, it } from 'vitest';
import { pageAtWidth, useSite } from '../helpers/browser.ts';

const site = useSite();
const PAGES = [
  { path: '/marketing', steps: 'process', cards: 'features' },
  { path: '/product-development', steps: 'process', cards: 'features' },
  { path: '/content-creators', steps: 'phases', cards: 'capabilities' },
];

const atWidth = (width: number) => pageAtWidth(site, width);

const box = (selector: string) => {
  const r = document.querySelector(selector)!.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height, width: r.width };
};

describe('audience pages at 1280 px', () => {
  const open = atWidth(1280);

  it.each(PAGES)('$path: the steps beside their sample, about as tall', async ({ path, steps }) => {
    const page = await open(path);
    const list = await page.evaluate(box, `ol[data-steps="${steps}"]`);
    const figure = await page.evaluate(box, `[data-section="${steps}"] figure`);
    expect(figure.left).toBeGreaterThan(list.right);
    expect(Math.abs(figure.top - list.top)).toBeLessThan(24);
    // Neither column leaves a long blank beside the other.
    expect(Math.abs(figure.bottom - list.bottom)).toBeLessThan(200);
  });

  it.each(PAGES)('$path: its cards two to a row beside their heading, its h1 on two lines', async ({ path, cards }) => {
    const page = await open(path);
    const tops = await page.evaluate(() => [...document.querySelectorAll('[data-cards] [data-card]')].map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(tops.filter((top) => top === tops[0])).toHaveLength(2);
    // Beside the heading, the split section's first third.
    const heading = await page.evaluate(box, `[data-section="${cards}"] h2`);
    const grid = await page.evaluate(box, `[data-cards="${cards}"]`);
    expect(grid.left).toBeGreaterThan(heading.right);
    // The tile beside the name, as from sm (N r52 item 5: over it, each card ~60 px taller beside a short heading column).
    const tile = await page.evaluate(box, `[data-cards="${cards}"] summary > span`);
    const name = await page.evaluate(box, `[data-cards="${cards}"] summary > h3`);
    expect(name.left).toBeGreaterThan(tile.right);
    const h1Lines = await page.evaluate(() => {
      const h1 = document.querySelector('h1')!;
      return Math.round(h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).lineHeight));
    });
    expect(h1Lines).toBe(2);
  });

  it.each(PAGES)('$path: the frameworks band in two columns, the link under the chips', async ({ path }) => {
    const page = await open(path);
    const band = await page.evaluate(() => {
      const section = document.querySelector('[data-section="compliance-badges"]')!;
      const label = section.querySelector('p')!.getBoundingClientRect();
      const meaning = section.querySelector('[data-listing-meaning]')!.getBoundingClientRect();
      const chips = section.querySelector('[data-chip-row]')!.getBoundingClientRect();
      const link = section.querySelector('a[href="/security#controls"]')!.getBoundingClientRect();
      return { label, meaning: { left: meaning.left, top: meaning.top }, chips: { left: chips.left, top: chips.top, bottom: chips.bottom }, link: { left: link.left, top: link.top } };
    });
    expect(band.meaning.left).toBeGreaterThan(band.label.right);
    expect(Math.abs(band.meaning.top - band.label.top)).toBeLessThan(8);
    expect(band.chips.left).toBe(band.meaning.left);
    expect(band.link.left).toBe(band.chips.left);
    expect(band.link.top).toBeGreaterThanOrEqual(band.chips.bottom - 8);
  });
});

describe('audience pages at 390 px', () => {
  const open = atWidth(390);

  it.each(PAGES)('$path: its cards folded, a row each, not a stack of cards', async ({ path, cards }) => {
    const page = await open(path);
    const { height, count, open: opened } = await page.evaluate((c) => {
      const grid = document.querySelector(`[data-cards="${c}"]`)!;
      return { height: grid.getBoundingClientRect().height, count: grid.querySelectorAll('[data-card]').length, open: grid.querySelectorAll('details[open]').length };
    }, cards);
    expect(opened).toBe(0);
    // About 53 px a row (the old cards were ~150-170 px each: 1,352 px for six).
    expect(height).toBeLessThan(count * 64);
  });

  it.each(PAGES)('$path: the sample under the steps, inside the screen', async ({ path, steps }) => {
    const page = await open(path);
    const list = await page.evaluate(box, `ol[data-steps="${steps}"]`);
    const figure = await page.evaluate(box, `[data-section="${steps}"] figure`);
    expect(figure.top).toBeGreaterThan(list.bottom);
    expect(figure.right).toBeLessThanOrEqual(390);
    const overflow = await page.evaluate((s) => {
      const body = document.querySelector(`[data-section="${s}"] figure > div`)!;
      return body.scrollWidth - body.clientWidth;
    }, steps);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
