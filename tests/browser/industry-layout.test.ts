/**
 * The industry pages' card rows line up (review r5, industry pages 1, 2 and 7), on all thirteen pages in
 * real Chromium against the test build:
 * - at 1280 px every "Who it serves" description of a row starts on one line, and so does every
 *   specialized-AI reason's (a two-line title beside one-line ones pushed its body down);
 * - at 390 px the agent catalogue's cells are one full-width row each (review r6), every job shown under its name
 *   (design review N r53 industry item 5: folded, eight rows of titles only);
 * - the frameworks band's chips sit under its sentence, left-aligned with it, at both widths (review r6).
 */
import { describe, expect, it } from 'vitest';
import { industries } from '../../src/content/industries.ts';
import { pageAtWidth, useSite } from '../helpers/browser.ts';

const site = useSite();
const paths = industries.map((industry) => `/${industry.slug}`);

/** The distinct top edges (px) of the elements a selector matches, rounded. */
const tops = (selector: string) =>
  [...new Set([...document.querySelectorAll(selector)].map((el) => Math.round(el.getBoundingClientRect().top)))];

const atWidth = (width: number) => pageAtWidth(site, width);

describe('industry card rows at 1280 px', () => {
  const open = atWidth(1280);

  it.each(paths)('%s: the team cards, and the reasons, each start their descriptions on one line', async (path) => {
    const page = await open(path);
    // Four to a row at 1280: one top edge for the four descriptions.
    expect(await page.evaluate(tops, '[data-cards="features"] [data-card] h3 + p')).toHaveLength(1);
    // The reasons two to a row beside the section's heading (design review E r41: a third four-column row in a row
    // read as templated): two rows, each pair's descriptions level, the list right of the heading column.
    const reasons = await page.evaluate(tops, '[data-benefits] h3 + p');
    if (!industries.find((industry) => `/${industry.slug}` === path)!.benefits) return expect(reasons).toHaveLength(0);
    expect(reasons).toHaveLength(2);
    const beside = await page.evaluate(() => document.querySelector('[data-benefits]')!.getBoundingClientRect().left - document.querySelector('#benefits h2')!.getBoundingClientRect().right);
    expect(beside).toBeGreaterThan(32);
    // No reason title wraps: a row of one-line titles, not one two-line title leaving a blank under the rest.
    const titleHeights = await page.evaluate(() => [...document.querySelectorAll('[data-benefits] h3')].map((h) => h.getBoundingClientRect().height));
    for (const height of titleHeights) expect(height).toBeLessThan(30);
  });
});

describe('industry frameworks band at 1280 px', () => {
  const open = atWidth(1280);

  // Design review N r54 industry item 1 (after N r53 item 3's one column, whose right 40% stood empty): two top-aligned halves,
  // the heading over the sentence on the left, the chips level with the heading on the right, and the link under them.
  it.each(paths)('%s: the heading over the sentence on the left, the chips level with the heading on the right', async (path) => {
    const page = await open(path);
    const band = await page.evaluate(() => {
      const band = document.querySelector('[data-section="compliance-badges"], #compliance')!;
      const rect = (el: Element) => el.getBoundingClientRect();
      const headingEl = band.querySelector('h2, p')!;
      const heading = rect(headingEl);
      const icon = rect(band.querySelector('svg')!);
      const textEl = band.querySelector('[data-listing-meaning]')!;
      const text = rect(textEl);
      const chips = rect(band.querySelector('[data-chip-row]')!);
      const link = rect(band.querySelector('a[href="/security#controls"]')!);
      // The next section's heading: its left edge (design review G r42: four left edges in one scroll).
      const next = band.nextElementSibling?.querySelector('h2');
      const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
      return { heading: { left: heading.left, top: heading.top, bottom: heading.bottom }, iconBottom: icon.bottom, headingSize: size(headingEl), textSize: size(textEl), text: { top: text.top, left: text.left, right: text.right }, chips: { top: chips.top, left: chips.left, bottom: chips.bottom }, linkTop: link.top, padTop: parseFloat(getComputedStyle(band.firstElementChild!).paddingTop), nextLeft: next ? rect(next).left : null };
    });
    if (band.nextLeft !== null) expect(Math.abs(band.text.left - band.nextLeft)).toBeLessThanOrEqual(1);
    expect(Math.abs(band.text.left - band.heading.left)).toBeLessThanOrEqual(1);
    expect(band.heading.top).toBeGreaterThanOrEqual(band.iconBottom);
    expect(band.text.top).toBeGreaterThanOrEqual(band.heading.bottom);
    expect(band.headingSize).toBeGreaterThan(band.textSize);
    expect(band.chips.left).toBeGreaterThan(band.text.right);
    expect(Math.abs(band.chips.top - band.heading.top)).toBeLessThanOrEqual(6);
    expect(band.linkTop).toBeGreaterThan(band.chips.bottom);
    // Moderate padding: 64 px at 1280, between the strip's 32 and a section's 80.
    expect(band.padTop).toBe(64);
  });
});

describe('industry agent catalogue at 1280 px', () => {
  const open = atWidth(1280);

  // Design review D r41: four to a row with the tile beside the name, a two-line name ran under its job's first line.
  it.each(paths)('%s: four to a row, each job under its whole name, the tile above the name', async (path) => {
    const page = await open(path);
    const cells = await page.evaluate(() =>
      [...document.querySelectorAll('[data-cards="capabilities"] [data-card]')].map((cell) => {
        const box = (el: Element) => el.getBoundingClientRect();
        return { left: Math.round(box(cell).left), tileBottom: box(cell.querySelector(':scope > div > span')!).bottom, nameTop: box(cell.querySelector('h3')!).top, nameBottom: box(cell.querySelector('h3')!).bottom, jobTop: box(cell.querySelector(':scope > p')!).top };
      }),
    );
    expect(new Set(cells.map((c) => c.left)).size).toBe(4);
    for (const cell of cells) {
      expect(cell.nameTop).toBeGreaterThanOrEqual(cell.tileBottom);
      expect(cell.jobTop).toBeGreaterThanOrEqual(cell.nameBottom);
    }
  });
});

describe('industry agent catalogue at 390 px', () => {
  const open = atWidth(390);

  it.each(paths)('%s: one row each, every job shown under its name', async (path) => {
    const page = await open(path);
    const cells = await page.evaluate(() =>
      [...document.querySelectorAll('[data-cards="capabilities"] [data-card]')].map((cell) => {
        const box = cell.getBoundingClientRect();
        const name = cell.querySelector('h3')!.getBoundingClientRect();
        const job = cell.querySelector(':scope > p')!.getBoundingClientRect();
        const tile = cell.querySelector(':scope > div > span')!.getBoundingClientRect();
        const heading = document.querySelector('[data-section="capabilities"] h2')!.getBoundingClientRect();
        return { left: Math.round(box.left), width: Math.round(box.width), nameHeight: name.height, nameBottom: name.bottom, jobTop: job.top, jobHeight: job.height, tileInset: tile.left - heading.left, folds: cell.querySelectorAll('details').length };
      }),
    );
    // Design review H r42: the tiles sat 12 px in from the heading's edge; the rows now run between hairlines, no inset.
    for (const cell of cells) expect(Math.abs(cell.tileInset)).toBeLessThanOrEqual(1);
    expect(cells).toHaveLength(8);
    // Review r6: one column (two columns of tiles left blank halves), each name on one line beside its tile.
    expect(new Set(cells.map((c) => c.left)).size).toBe(1);
    for (const cell of cells) expect(cell.width).toBeGreaterThan(340);
    for (const cell of cells) expect(cell.nameHeight).toBeLessThan(30);
    // Design review N r53 industry item 5: each job shown, no tap.
    for (const cell of cells) {
      expect(cell.folds).toBe(0);
      expect(cell.jobTop).toBeGreaterThanOrEqual(cell.nameBottom - 1);
      expect(cell.jobHeight).toBeGreaterThan(20);
    }
  });

  it.each(paths)('%s: the frameworks band puts its chips under its sentence, left-aligned with it', async (path) => {
    const page = await open(path);
    const band = await page.evaluate(() => {
      const band = document.querySelector('[data-section="compliance-badges"], #compliance')!;
      const text = band.querySelector('[data-listing-meaning]')!.getBoundingClientRect();
      const chips = band.querySelector('[data-chip-row]')!.getBoundingClientRect();
      return { textBottom: text.bottom, textLeft: text.left, chipsTop: chips.top, chipsLeft: chips.left, size: parseFloat(getComputedStyle(band.querySelector('[data-listing-meaning]')!).fontSize) };
    });
    expect(band.chipsTop).toBeGreaterThan(band.textBottom);
    expect(band.chipsLeft).toBe(band.textLeft);
    // Body size on phones (review r6: six lines of small grey text before the chips on healthcare).
    expect(band.size).toBe(16);
  });

  // Design review N r54 industry item 1: at 390 the shield hung beside the two-line heading; it stands above it.
  it.each(paths)('%s: the frameworks band\'s shield above its heading, on the heading\'s left edge', async (path) => {
    const page = await open(path);
    const band = await page.evaluate(() => {
      const band = document.querySelector('[data-section="compliance-badges"], #compliance')!;
      const icon = band.querySelector('svg')!.getBoundingClientRect();
      const heading = band.querySelector('h2, p')!.getBoundingClientRect();
      return { iconBottom: icon.bottom, iconLeft: icon.left, headingTop: heading.top, headingLeft: heading.left };
    });
    expect(band.headingTop).toBeGreaterThanOrEqual(band.iconBottom);
    expect(Math.abs(band.iconLeft - band.headingLeft)).toBeLessThanOrEqual(1);
  });

  // Design review N r54 industry item 6: /healthcare's and /legal's h1 took 4 lines at 390 and put the proof card ~675 px down.
  it.each(paths)('%s: the hero h1 in at most 3 lines', async (path) => {
    const page = await open(path);
    const lines = await page.evaluate(() => {
      const h1 = document.querySelector('h1')!;
      return Math.round(h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).lineHeight));
    });
    expect(lines).toBeLessThanOrEqual(3);
  });
});
