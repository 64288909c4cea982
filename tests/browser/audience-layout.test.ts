/**
 * The audience pages' layout in real Chromium (design review M r52, teams items 3-5), on /marketing, /product-development and
 * /content-creators:
 * - the process (or phases) stands beside a sample of what it produces at 1280 and over it at 390, the sample inside the
 *   screen (item 3: nothing visual between the hero and the demo);
 * - the cards in one row under their heading at 1280 (design reviews V and N r53 teams item 3: beside a heading column
 *   they left 150-450 px of white), each job 14 px; on phones every job shown under its name, no tap (V r53 teams item 6,
 *   N r53 teams item 4), still well short of the old stacked cards;
 * - the steps their half's width (V r53 teams item 4), top-aligned at their own height with normal spacing (V r54 teams item 7);
 * - the frameworks band one column at 1280: the label a heading over the sentence, the chips and the link (V r53 teams item 2);
 * - /content-creators' h1 on two lines at 1280, as its siblings' (N r52 item 1);
 * - /product-development's traceability matrix a stacked row a requirement at 390, its cells level at 1280 (V r54 teams item 5).
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

  it.each(PAGES)('$path: the steps beside their sample, their half\'s width, top-aligned with normal step spacing', async ({ path, steps }) => {
    const page = await open(path);
    const list = await page.evaluate(box, `ol[data-steps="${steps}"]`);
    const figure = await page.evaluate(box, `[data-section="${steps}"] figure`);
    expect(figure.left).toBeGreaterThan(list.right);
    expect(Math.abs(figure.top - list.top)).toBeLessThan(24);
    // They take their half, no ~130 px gutter before the card (V r53 teams item 4, V r54 teams item 7: ~100 px on /marketing).
    expect(figure.left - list.right).toBeLessThanOrEqual(64);
    // Not stretched to a taller card (V r54 teams item 7, which replaces V r53 item 4's "as tall as the card": stretched to
    // /product-development's matrix, the one-line steps stood far apart): each step's text ends 32 px (its padding) above
    // the next step, and the list no taller than its steps.
    const gaps = await page.evaluate((s) => {
      const items = [...document.querySelectorAll(`ol[data-steps="${s}"] > li`)];
      return items.slice(1).map((li, i) => {
        const prev = items[i]!.querySelector('div')!.getBoundingClientRect();
        return li.getBoundingClientRect().top - prev.bottom;
      });
    }, steps);
    for (const gap of gaps) expect(gap).toBeLessThanOrEqual(36);
    expect(list.height).toBeLessThanOrEqual(figure.height + 24);
  });

  it('/product-development: the matrix\'s cells start on one line (V r54 teams item 5: the specification 3 px lower)', async () => {
    const page = await open('/product-development');
    const offsets = await page.evaluate(() =>
      [...document.querySelectorAll('table[data-trace] tbody tr')].map((tr) => {
        const top = (e: Element | null) => (e ? e.getBoundingClientRect().top : NaN);
        const id = top(tr.querySelector('th > span'));
        // The specification's reference line (the conflict's box frame), where the row names one, and the test's.
        const cell = tr.querySelector('td:first-of-type > span:nth-child(2)')!;
        const spec = cell.matches('[data-conflict]') ? top(cell) : top(cell.querySelector('.font-mono'));
        const test = top(tr.querySelector('[data-testable]'));
        return [spec - id, test - id];
      }),
    );
    expect(offsets.filter(([spec]) => !Number.isNaN(spec))).toHaveLength(3);
    for (const [spec, test] of offsets) {
      if (!Number.isNaN(spec)) expect(Math.abs(spec!)).toBeLessThanOrEqual(1);
      expect(Math.abs(test!)).toBeLessThanOrEqual(1);
    }
  });

  it.each(PAGES)('$path: its cards in rows of three or four under their heading, jobs at 14 px, its h1 on two lines', async ({ path, cards }) => {
    const page = await open(path);
    const tops = await page.evaluate(() => [...document.querySelectorAll('[data-cards] [data-card]')].map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(tops.filter((top) => top === tops[0])).toHaveLength(tops.length % 3 === 0 ? 3 : 4);
    // Under the heading, the page grid's full width: no column of white beside it.
    const heading = await page.evaluate(box, `[data-section="${cards}"] h2`);
    const grid = await page.evaluate(box, `[data-cards="${cards}"]`);
    expect(grid.top).toBeGreaterThan(heading.bottom);
    expect(grid.width).toBeGreaterThan(1200);
    // The job lighter than the name (V r53 teams item 3: both 16 px read flat).
    const type = await page.evaluate((c) => {
      const card = document.querySelector(`[data-cards="${c}"] [data-card]`)!;
      const style = (el: Element) => ({ size: parseFloat(getComputedStyle(el).fontSize), weight: getComputedStyle(el).fontWeight, color: getComputedStyle(el).color });
      return { name: style(card.querySelector('h3')!), job: style(card.querySelector(':scope > p')!) };
    }, cards);
    expect(type.name).toMatchObject({ size: 16, weight: '600' });
    expect(type.job.size).toBe(14);
    expect(type.job.color).not.toBe(type.name.color);
    const h1Lines = await page.evaluate(() => {
      const h1 = document.querySelector('h1')!;
      return Math.round(h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).lineHeight));
    });
    expect(h1Lines).toBe(2);
  });

  it.each(PAGES)('$path: the frameworks band in two halves, the heading over the sentence, chips and link beside them', async ({ path }) => {
    const page = await open(path);
    const band = await page.evaluate(() => {
      const section = document.querySelector('[data-section="compliance-badges"]')!;
      const label = section.querySelector('p')!.getBoundingClientRect();
      const meaning = section.querySelector('[data-listing-meaning]')!.getBoundingClientRect();
      const chips = section.querySelector('[data-chip-row]')!.getBoundingClientRect();
      const link = section.querySelector('a[href="/security#controls"]')!.getBoundingClientRect();
      const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
      return { label, meaning: { left: meaning.left, top: meaning.top, right: meaning.right }, chips: { left: chips.left, top: chips.top, bottom: chips.bottom }, link: { left: link.left, top: link.top }, sizes: [size(section.querySelector('p')!), size(section.querySelector('[data-listing-meaning]')!)] };
    });
    // V r53 teams item 2, N r53 industry item 3: the label alone in a ~300 px first column, smaller than the sentence beside it.
    expect(band.meaning.top).toBeGreaterThanOrEqual(band.label.bottom);
    expect(Math.abs(band.meaning.left - band.label.left)).toBeLessThanOrEqual(1);
    expect(band.sizes[0]).toBeGreaterThan(band.sizes[1]);
    // Design review N r54 industry item 1: one column left the band's right 40% empty; the chips and the link are the right half.
    expect(band.chips.left).toBeGreaterThan(band.meaning.right);
    expect(Math.abs(band.chips.top - band.label.top)).toBeLessThanOrEqual(6);
    expect(band.link.left).toBe(band.chips.left);
    expect(band.link.top).toBeGreaterThanOrEqual(band.chips.bottom - 8);
  });
});

describe('audience pages at 390 px', () => {
  const open = atWidth(390);

  // V r53 teams item 6, N r53 teams item 4: folded, the section showed titles only; now each job shows under its name.
  it.each(PAGES)('$path: every card\'s job shown under its name, no tap, a row each', async ({ path, cards }) => {
    const page = await open(path);
    const { height, count, jobs, folds } = await page.evaluate((c) => {
      const grid = document.querySelector(`[data-cards="${c}"]`)!;
      const cardsIn = [...grid.querySelectorAll('[data-card]')];
      return {
        height: grid.getBoundingClientRect().height,
        count: cardsIn.length,
        folds: grid.querySelectorAll('details').length,
        jobs: cardsIn.map((card) => {
          const name = card.querySelector('h3')!.getBoundingClientRect();
          const p = card.querySelector(':scope > p')!;
          const job = p.getBoundingClientRect();
          return { below: job.top >= name.bottom - 1, height: job.height, right: job.right, nameLeft: name.left, jobLeft: job.left + parseFloat(getComputedStyle(p).paddingLeft) };
        }),
      };
    }, cards);
    expect(folds).toBe(0);
    for (const job of jobs) {
      expect(job.below).toBe(true);
      expect(job.height).toBeGreaterThan(20);
      expect(job.right).toBeLessThanOrEqual(390);
      // In the name's column, beside the tile.
      expect(Math.abs(job.jobLeft - job.nameLeft)).toBeLessThanOrEqual(1);
    }
    // A reasonable page: well short of the old stacked cards (~150-170 px each: 1,352 px for six).
    expect(height).toBeLessThan(count * 130);
  });

  // Design review V r54 teams item 5: three columns in ~300 px wrapped the test results to two or three lines.
  it('/product-development: each requirement a stacked row, id and name on one line, then its Spec line, then its Test line', async () => {
    const page = await open('/product-development');
    const rows = await page.evaluate(() =>
      [...document.querySelectorAll('table[data-trace] tbody tr')].map((tr) => {
        const [th, spec, test] = [...tr.children].map((c) => c.getBoundingClientRect());
        const id = tr.querySelector('th')!.children;
        const lines = (e: Element) => Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight));
        return { th, spec, test, idTop: id[0]!.getBoundingClientRect().top, nameTop: id[1]!.getBoundingClientRect().top, testLines: lines(tr.querySelector('[data-testable] .text-pretty')!) };
      }),
    );
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(Math.abs(row.idTop - row.nameTop)).toBeLessThan(4);
      expect(row.spec.top).toBeGreaterThanOrEqual(row.th.bottom - 1);
      expect(row.test.top).toBeGreaterThanOrEqual(row.spec.bottom - 1);
      expect(row.spec.left).toBe(row.th.left);
      expect(row.testLines).toBe(1);
    }
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
