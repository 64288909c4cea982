/**
 * The audience pages' layout in real Chromium (design review M r52, teams items 3-5), on /marketing, /product-development and
 * /content-creators:
 * - the process (or phases) stands beside a sample of what it produces at 1280 and over it at 390, the sample inside the
 *   screen (item 3: nothing visual between the hero and the demo);
 * - /marketing's and /product-development's four cards two to a row beside their heading at 1280 (item 4);
 * - the frameworks band as one row at 1280: its label level with the chips, its sentence one line, so no "to Vertiq."
 *   alone (item 5).
 */
import { describe, expect, it } from 'vitest';
import { pageAtWidth, useSite } from '../helpers/browser.ts';

const site = useSite();
const PAGES = [
  { path: '/marketing', steps: 'process', cards: 2 },
  { path: '/product-development', steps: 'process', cards: 2 },
  { path: '/content-creators', steps: 'phases', cards: 3 },
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

  it.each(PAGES)('$path: its cards $cards to a row', async ({ path, cards }) => {
    const page = await open(path);
    const tops = await page.evaluate(() => [...document.querySelectorAll('[data-cards] [data-card]')].map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(tops.filter((top) => top === tops[0])).toHaveLength(cards);
    if (cards !== 2) return;
    // Beside the heading, the split section's first third.
    const heading = await page.evaluate(box, '[data-section="features"] h2');
    const grid = await page.evaluate(box, '[data-cards="features"]');
    expect(grid.left).toBeGreaterThan(heading.right);
  });

  it.each(PAGES)('$path: the frameworks band is one row, its sentence whole on one line', async ({ path }) => {
    const page = await open(path);
    const band = await page.evaluate(() => {
      const section = document.querySelector('[data-section="compliance-badges"]')!;
      const label = section.querySelector('p')!.getBoundingClientRect();
      const chips = section.querySelector('[data-chip-row]')!.getBoundingClientRect();
      const meaning = section.querySelector('[data-listing-meaning]')!;
      return { labelMiddle: (label.top + label.bottom) / 2, chipsMiddle: (chips.top + chips.bottom) / 2, chipsLeft: chips.left, labelRight: label.right, lines: Math.round(meaning.getBoundingClientRect().height / parseFloat(getComputedStyle(meaning).lineHeight)) };
    });
    expect(Math.abs(band.labelMiddle - band.chipsMiddle)).toBeLessThan(8);
    expect(band.chipsLeft).toBeGreaterThan(band.labelRight);
    expect(band.lines).toBe(1);
  });
});

describe('audience pages at 390 px', () => {
  const open = atWidth(390);

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
