/**
 * /investors in real Chromium: the industries served under a label with their count (reviews r30, r31, r33: the count as the
 * grid's first cell read as an item), row by row: four equal columns at 1280, two at 390 (design review A r49 items 5-6),
 * every name on one line (r27, r30, r33: "Commercial Real Estate" and
 * "Financial Services" wrapped), icons and names, not links (r24-r26); and the Enterprise bar solid to the track's end (fading out, at 390 it faded to nothing),
 * with no label of its own: the count over it says ∞ (review B r24: "Unlimited" inside it too said it twice).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from '../helpers/browser.ts';
import { industries } from '../../src/content/industries.ts';

const site = useSite();

describe('/investors industries served and plan ladder', () => {
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
      const list = document.querySelector('[data-section="market"] ul[data-tags]')!;
      const items = [...list.querySelectorAll('li[data-tag]')];
      return {
        list: rect(list),
        items: items.map(rect),
        label: rect(document.querySelector('[data-section="market"] [data-tags-label]')!),
        labelText: document.querySelector('[data-section="market"] [data-tags-label]')!.textContent,
        names: items.map((li) => li.textContent),
        links: list.querySelectorAll('a').length,
        spill: items.filter((li) => li.scrollWidth > li.clientWidth).map((li) => li.textContent),
        // A word split over two lines.
        brokenWords: items.flatMap((li) => {
          const text = [...li.childNodes].find((node) => node.nodeType === Node.TEXT_NODE) as Text;
          const found: string[] = [];
          for (const match of text.data.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(text, match.index!);
            range.setEnd(text, match.index! + match[0].length);
            if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) found.push(match[0]);
          }
          return found;
        }),
        // The lines each name takes.
        nameLines: items.map((li) => {
          const text = [...li.childNodes].find((node) => node.nodeType === Node.TEXT_NODE) as Text;
          const range = document.createRange();
          range.selectNodeContents(text);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        }),
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });

  /** The cells grouped into rows, top to bottom. */
  const rows = <T extends { top: number }>(cells: T[]) => {
    const tops = [...new Set(cells.map((cell) => Math.round(cell.top)))].sort((a, b) => a - b);
    return tops.map((top) => cells.filter((cell) => Math.round(cell.top) === top));
  };

  /** The cells grouped into columns, left to right. */
  const columns = <T extends { left: number }>(cells: T[]) => {
    const lefts = [...new Set(cells.map((cell) => Math.round(cell.left)))].sort((a, b) => a - b);
    return lefts.map((left) => cells.filter((cell) => Math.round(cell.left) === left));
  };

  /** Down the columns: each column's names are the next run of the list, and every column is full but the last. */
  const expectDownTheColumns = (box: Awaited<ReturnType<typeof measure>>, count: number, perColumn: number) => {
    const cols = columns(box.items.map((item, i) => ({ ...item, i })));
    expect(cols.map((col) => col.length)).toEqual(Array.from({ length: count }, (_, c) => Math.min(perColumn, box.items.length - c * perColumn)));
    expect(cols.flat().map((cell) => cell.i)).toEqual(box.items.map((_, i) => i));
  };

  /** Row by row, left to right: each row's names are the next run of the list, every row full but the last. */
  const expectRowByRow = (box: Awaited<ReturnType<typeof measure>>, perRow: number) => {
    const lines = rows(box.items.map((item, i) => ({ ...item, i })));
    expect(lines.map((line) => line.length)).toEqual(Array.from({ length: Math.ceil(box.items.length / perRow) }, (_, r) => Math.min(perRow, box.items.length - r * perRow)));
    expect(lines.flatMap((line) => [...line].sort((a, b) => a.left - b.left)).map((cell) => cell.i)).toEqual(box.items.map((_, i) => i));
  };

  // Reviews B r24-r26: thirteen link tiles with arrows "repeat the footer and nav", and a framed grid showed dead space
  // where a name wrapped: an unlinked list of icons and names, under its label.
  it("at 1280 px: the label and its count over the list, then every industry in SPEC's order, unlinked, on one line each, row by row in five equal columns", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.baseUrl}/investors`, { waitUntil: 'load' });
    const box = await measure();
    expect(box.names).toEqual(industries.map((industry) => industry.name));
    expect(box.labelText).toBe(`${industries.length} industries served`);
    expect(box.links).toBe(0);
    // The label over the list, not one of its cells.
    expect(box.label.bottom).toBeLessThanOrEqual(box.list.top);
    // Design review A r49 item 5: down five columns "Architecture" stood alone in the fifth, two cells empty; H r51 item 4:
    // four columns, row by row, left it alone on a fourth row. Five equal columns filled row by row, 5-5-3.
    expectRowByRow(box, 5);
    const lefts = columns(box.items).map((col) => col[0]!.left - box.list.left);
    expect(lefts).toHaveLength(5);
    expect(Math.abs(lefts[0]!)).toBeLessThan(1.5);
    for (const [c, left] of lefts.entries()) expect(Math.abs(left - c * lefts[1]!)).toBeLessThan(1.5);
    // No name wraps (reviews B r27, r30: "Commercial / Real Estate", "Financial / Services").
    expect(box.nameLines).toEqual(box.items.map(() => 1));
    expect(box.list.height).toBeLessThanOrEqual(220);
    expect(box.spill).toEqual([]);
    expect(box.brokenWords).toEqual([]);
    expect(box.overflow).toBe(0);
  });

  // Design review A r49 item 6: one column at 390 ran ~450 px; two, row by row, every name on one line (review r33), none
  // reaching the content's right edge (A r48 item 6: "Pharmaceuticals" on it). Under 340, one column (the pair is wider
  // than 288 px of content at 320).
  it.each([[320, 1], [360, 2], [375, 2], [390, 2]])("at %i px: the label and its count, then every industry in SPEC's order, in %i column(s), clear of the content's edge", async (width, perRow) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.baseUrl}/investors`, { waitUntil: 'load' });
    const box = await measure();
    expect(box.names).toEqual(industries.map((industry) => industry.name));
    expect(box.label.bottom).toBeLessThanOrEqual(box.list.top);
    expectRowByRow(box, perRow);
    expect(box.nameLines).toEqual(box.items.map(() => 1));
    const contentRight = width - 16;
    for (const item of box.items) expect(item.right).toBeLessThanOrEqual(contentRight);
    if (perRow === 2) expect(box.list.height).toBeLessThanOrEqual(240);
    expect(box.spill).toEqual([]);
    expect(box.brokenWords).toEqual([]);
    expect(box.overflow).toBe(0);
  });

  for (const width of [390, 1280]) {
    it(`at ${width} px: the Enterprise bar runs solid to the plot's top, the counted bars to scale${width >= 640 ? ', each count standing on its bar' : ''}`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${site.baseUrl}/investors`, { waitUntil: 'load' });
      const bars = await page.evaluate(() =>
        [...document.querySelectorAll('[data-aside="ladder"] [data-step]')].map((step) => {
          const svg = [...step.querySelectorAll('[data-bar] > svg')].find((el) => el.getBoundingClientRect().width > 0)!;
          const track = svg.getBoundingClientRect();
          const fill = svg.querySelector('rect')!.getBoundingClientRect();
          const texts = [...svg.querySelectorAll('text')].map((text) => ({ text: text.textContent, box: text.getBoundingClientRect() }));
          return {
            track: { width: track.width, height: track.height, top: track.top },
            fill: { width: fill.width, height: fill.height, top: fill.top },
            fillColour: getComputedStyle(svg.querySelector('rect')!).fill,
            opacity: getComputedStyle(svg.querySelector('rect')!).fillOpacity,
            texts: texts.map((t) => t.text),
            textsBottom: texts.length ? Math.max(...texts.map((t) => t.box.bottom)) : null,
            textsTop: texts.length ? Math.min(...texts.map((t) => t.box.top)) : null,
            // What a screen reader reads for the step's count.
            spoken: step.querySelector('[data-count]')!.textContent,
          };
        }),
      );
      expect(bars).toHaveLength(4);
      const along = (box: { width: number; height: number }) => (width < 640 ? box.width : box.height);
      const enterprise = bars[3]!;
      // One solid fill of the counted bars' colour, no gradient.
      expect(enterprise.fillColour).toBe(bars[0]!.fillColour);
      expect(enterprise.fillColour).not.toMatch(/url/);
      expect(enterprise.opacity).toBe('1');
      // The counted bars keep their scale (1 : 3 : 5).
      expect(along(bars[1]!.fill) / along(bars[0]!.fill)).toBeCloseTo(3, 1);
      expect(along(bars[2]!.fill) / along(bars[0]!.fill)).toBeCloseTo(5, 1);
      expect(bars.map((bar) => bar.spoken)).toEqual(['1vertical', '3verticals', '5verticals', 'Unlimitedverticals']);
      if (width < 640) {
        // Across the row's full width; no words in the bars (review B r24: "Unlimited" inside one said it twice).
        expect(along(enterprise.fill)).toBeCloseTo(along(enterprise.track), 0);
        expect(bars.map((bar) => bar.texts)).toEqual([[], [], [], []]);
      } else {
        // Each count and its unit on its own bar's top (review C r34: counts in a row at the top stood ~120 px over
        // Starter's bar), inside the drawing; Enterprise's bar the whole plot under its count.
        expect(bars.map((bar) => bar.texts)).toEqual([['1', 'vertical'], ['3', 'verticals'], ['5', 'verticals'], ['Unlimited', 'verticals']]);
        for (const bar of bars) {
          expect(bar.textsBottom!).toBeLessThanOrEqual(bar.fill.top + 1);
          expect(bar.fill.top - bar.textsBottom!).toBeLessThan(12);
        }
        // The counts' line boxes inside the drawing, "Unlimited" too (design review L r52 item 8).
        for (const bar of bars) expect(bar.textsTop!).toBeGreaterThanOrEqual(bar.track.top - 1);
        expect(Math.round(enterprise.fill.top + enterprise.fill.height)).toBe(Math.round(enterprise.track.top + enterprise.track.height));
        // r34: Starter at 18 px "reads as an underline"; r26: at 96 px tall it was a hairline.
        expect(bars[0]!.fill.height).toBeGreaterThanOrEqual(24);
      }
    });
  }
});
