/**
 * /pricing's comparison table on phones (design review F r51 item 1): scrolling sideways, it showed two plans with
 * "$399/mont" cut at the edge and the others sliding under the pinned feature column. Below sm each row is a grid: the
 * feature across it, the four plans' values level under their names, nothing wider than the screen.
 */
import { describe, expect, it } from 'vitest';
import { openLoaded, useSite } from '../helpers/browser.ts';

const site = useSite();

describe('/pricing comparison on phones', () => {
  it.each([320, 390])('at %i px every plan shows, each row a feature over four values, nothing scrolls sideways', async (width) => {
    const page = await openLoaded(site, '/pricing', width);
    const region = page.locator('[data-plan-comparison]');
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const rows = await region.locator('tr').evaluateAll((trs) =>
      trs.map((tr) => {
        const cells = [...tr.children].filter((c) => getComputedStyle(c).display !== 'none').map((c) => c.getBoundingClientRect());
        // Each cell's text's left edge (design review I r51 item 1: values 4 px from the card's edge, labels 4 px further in).
        const texts = [...tr.children].filter((c) => getComputedStyle(c).display !== 'none').map((c) => {
          const range = document.createRange();
          range.selectNodeContents(c);
          return range.getBoundingClientRect().left;
        });
        return { count: cells.length, tops: cells.map((c) => Math.round(c.top)), rights: cells.map((c) => c.right), texts };
      }),
    );
    const box = (await region.boundingBox())!;
    // The header: the four plans' names in one row; each body row: its feature, then four values level under it.
    expect(rows[0]!.count).toBe(4);
    expect(new Set(rows[0]!.tops).size).toBe(1);
    for (const row of rows.slice(1)) {
      expect(row.count).toBe(5);
      expect(new Set(row.tops.slice(1)).size).toBe(1);
      expect(row.tops[1]!).toBeGreaterThan(row.tops[0]!);
      for (const right of row.rights) expect(right).toBeLessThanOrEqual(box.x + box.width + 0.5);
      // The feature's name and the first plan's value on one edge, at least 8 px inside the card.
      expect(Math.abs(row.texts[0]! - row.texts[1]!)).toBeLessThanOrEqual(1);
      expect(row.texts[0]! - box.x).toBeGreaterThanOrEqual(8);
      // 12 px of padding for every cell, label and values alike, inside the card's 1 px border (design review I r51 item 1).
      expect(row.texts[0]! - box.x).toBeCloseTo(13, 0);
    }
    // The header's two lines each: the plan's name on one, its price on the other (I r51 item 1: "$69.99 / /month").
    const heads = await region.locator('thead th').evaluateAll((ths) =>
      ths.filter((th) => getComputedStyle(th).display !== 'none').map((th) => [th.firstChild!, th.querySelector('span')!].map((part) => {
        const range = document.createRange();
        range.selectNodeContents(part);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      })),
    );
    // At 320 px "Business Elite" and "Contact Sales" take two lines of their quarters; each figure still one.
    if (width === 320) expect(heads.slice(0, 3).map(([, price]) => price)).toEqual([1, 1, 1]);
    // At 390 "Business Elite" and Enterprise's "Contact Sales" may wrap to two lines of their quarters, kept apart from
    // their neighbours (design review J r52 pricing item 2); every other name and every dollar figure one line.
    else {
      expect(heads.slice(0, 2)).toEqual([[1, 1], [1, 1]]);
      expect(heads[2]![0]).toBeLessThanOrEqual(2);
      expect(heads[2]![1]).toBe(1);
      expect(heads[3]![0]).toBe(1);
      expect(heads[3]![1]).toBeLessThanOrEqual(2);
    }
    // Design review P r53 item 5: "Business Elite" on two lines set "$999" a line below "$69.99" and "$399"; each price
    // now sits at its head's foot, the figures on one line. And the Business column keeps its tint on phones as at 1280.
    const priceTops = await region.locator('thead th:not(.max-sm\\:hidden) > span').evaluateAll((spans) => spans.map((s) => Math.round(s.getBoundingClientRect().bottom)));
    expect(new Set(priceTops).size).toBe(1);
    const tints = await region.locator('tr').evaluateAll((trs) =>
      trs.map((tr) => [...tr.children].filter((c) => getComputedStyle(c).display !== 'none').slice(-4).map((c) => getComputedStyle(c).backgroundColor)),
    );
    for (const row of tints) expect(row.map((bg) => bg !== 'rgba(0, 0, 0, 0)')).toEqual([false, true, false, false]);
    expect(new Set(tints.map((row) => row[1])).size).toBe(1);
    expect(await page.locator('[data-price-period]').innerText()).toBe('Prices per month');
    expect(await region.locator('thead').innerText()).not.toContain('/month');
    // Each price whole inside its column (it broke before "/month" rather than run into the next plan's).
    const prices = await region.locator('thead th span').evaluateAll((spans) => spans.map((s) => s.scrollWidth <= s.clientWidth + 0.5));
    expect(prices.every(Boolean)).toBe(true);
    await page.close();
  });
});
