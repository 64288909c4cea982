/**
 * Design review F r51, home (items 1, 2, 6, 7 and 8; items 3-5 are the demo widget's), measured in Chromium on the real
 * build at the widths the review looked at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { boxes, openLoaded, useSite } from '../helpers/browser.ts';

const site = useSite();

for (const width of [390, 1280] as const) {
  describe(`home after design review F r51 at ${width} px`, () => {
    let page: Page;
    beforeAll(async () => {
      page = await openLoaded(site, '/', width);
    });
    afterAll(async () => page?.close());

    // Item 1: two to a row at 390, cells of 1-3 lines, "calls" and "limits" alone on their last lines, in bold. Design
    // review P r52 item 6: the strip is gone; the claims are check lines under the Platform proofs, still one line each.
    it('sets each claim on one line, at medium weight (item 1; P r52 item 6)', async () => {
      const claims = await page.locator('[data-section="features"] [data-proof] [data-claim]').evaluateAll((items) =>
        items.map((li) => {
          const text = li.lastElementChild ?? li;
          const range = document.createRange();
          range.selectNodeContents(li);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0 && r.left > li.querySelector('svg')!.getBoundingClientRect().right).map((r) => Math.round(r.top)));
          return { text: li.textContent, lines: tops.size, weight: getComputedStyle(text).fontWeight };
        }),
      );
      expect(claims).toHaveLength(3);
      for (const claim of claims) {
        expect(claim.lines, claim.text!).toBe(1);
        expect(Number(claim.weight), claim.text!).toBeLessThanOrEqual(500);
      }
    });

    // Item 2: eight rows of one pattern, ~1,000 px at 390 with no break: two headed groups of four, a heading between.
    it('breaks the eight features into two headed groups of four (item 2)', async () => {
      const headings = await boxes(page, '[data-cards="features"] h3');
      const cells = await boxes(page, '[data-cards="features"] [data-card]');
      expect(headings).toHaveLength(2);
      expect(cells).toHaveLength(8);
      expect(headings[0]!.y + headings[0]!.height).toBeLessThan(cells[0]!.y);
      expect(headings[1]!.y).toBeGreaterThan(Math.max(...cells.slice(0, 4).map((c) => c.y + c.height)) + 24);
      expect(headings[1]!.y + headings[1]!.height).toBeLessThan(Math.min(...cells.slice(4).map((c) => c.y)));
      // Design review P r52 item 1: each group a compact list, one feature a row, beside its proof at 1280 (under it at
      // 390), the list as tall as the proof.
      const proofs = await boxes(page, '[data-cards="features"] [data-proof]');
      expect(proofs).toHaveLength(2);
      for (const [i, group] of [cells.slice(0, 4), cells.slice(4)].entries()) {
        expect(new Set(group.map((c) => Math.round(c.x))).size).toBe(1);
        const proof = proofs[i]!;
        const list = { top: group[0]!.y, bottom: group[3]!.y + group[3]!.height, right: group[0]!.x + group[0]!.width };
        if (width === 1280) {
          expect(proof.x).toBeGreaterThan(list.right);
          expect(Math.abs(proof.y - list.top)).toBeLessThan(2);
          expect(Math.abs(proof.y + proof.height - list.bottom)).toBeLessThan(2);
        } else expect(proof.y).toBeGreaterThan(list.bottom);
      }
    });

    // Item 8: ~60 px of the section's grey ran on under the dark band before the white Industries section.
    it('ends the Platform section at the dark band (item 8)', async () => {
      const [band] = await boxes(page, '[data-band="technology-tiles"]');
      const [section] = await boxes(page, '[data-section="features"]');
      const [next] = await boxes(page, '[data-section="industries"]');
      expect(Math.abs(section!.y + section!.height - (band!.y + band!.height))).toBeLessThan(1);
      expect(Math.abs(next!.y - (section!.y + section!.height))).toBeLessThan(1);
    });
  });
}

describe('home after design review F r51 at 1280 px, the dark band', () => {
  // Item 7: "Current Without Retraining" and "Grounded in Your Documents" wrapped to two lines beside one-line titles, so the
  // four sentences started at two heights.
  it('starts the four tiles\' sentences at one height, each title on one line (item 7)', async () => {
    const page = await openLoaded(site, '/', 1280);
    const tiles = await page.locator('[data-cards="technology-tiles"] a').evaluateAll((links) =>
      links.map((a) => {
        const title = a.querySelector('.text-white')!;
        const range = document.createRange();
        range.selectNodeContents(title);
        return { title: title.textContent, lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size, sentence: Math.round(a.querySelector('.text-sm')!.getBoundingClientRect().top) };
      }),
    );
    expect(tiles).toHaveLength(4);
    expect(new Set(tiles.map((t) => t.sentence)).size).toBe(1);
    for (const tile of tiles) expect(tile.lines, tile.title!).toBe(1);
    await page.close();
  });
});
