/**
 * Design review A r48, the company family, measured in Chromium on the real build (tests/output/company-show-dont-tell.test.ts
 * pins the markup): /about's regulated-customers link floated ~70 px under its cards (item 3); /journey's hero report set
 * "Go / No-go" ~130 px left of the "How the pilot takes it" column (item 4), and its "What you leave with" items wrapped
 * into short balanced lines at 1280 (item 5); /investors' ∞ drew smaller, lighter and higher than the 1, 3 and 5 (item 7; since design review L r52 item 8 a word).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openLoaded, useSite } from '../helpers/browser.ts';

const site = useSite();

const open = (path: string, width: number): Promise<Page> => openLoaded(site, path, width);

describe('company family after design review A r48', () => {
  it.each([390, 1280])('/about sets the regulated-customers link ~32 px under the cards at %i px', async (width) => {
    const page = await open('/about', width);
    const gap = await page.evaluate(() => {
      const section = document.querySelector('#compliance')!;
      const cards = section.querySelector('[data-points]')!;
      // The cards' visible bottom: the lowest of their contents (the list's box ends with its items' padding). Their parts, as
      // from lg the text's box is display: contents, its parts the point's subgrid rows (design review H r51 item 1).
      const bottom = Math.max(...[...cards.querySelectorAll('li > div > *')].map((el) => el.getBoundingClientRect().bottom));
      const range = document.createRange();
      range.selectNodeContents(section.querySelector('a[data-more]')!);
      return range.getBoundingClientRect().top - bottom;
    });
    expect(gap).toBeGreaterThanOrEqual(24);
    expect(gap).toBeLessThanOrEqual(40);
  });

  it.each([390, 1280])('/journey starts the Decision row\'s outcome on the method column at %i px', async (width) => {
    const page = await open('/journey', width);
    const x = await page.evaluate(() => {
      const table = document.querySelector('[data-hero-visual] table[data-pilot-report]')!;
      const left = (selector: string) => {
        const range = document.createRange();
        range.selectNodeContents(table.querySelector(selector)!);
        return range.getBoundingClientRect().left;
      };
      return { method: left('thead th:nth-child(2)'), outcome: left('[data-go-no-go] td') };
    });
    expect(Math.abs(x.outcome - x.method)).toBeLessThanOrEqual(1);
  });

  it('/journey keeps each "What you leave with" item to one line at 1280 px, none cut into short balanced lines', async () => {
    const page = await open('/journey', 1280);
    const tall = await page.$$eval('[data-outcomes] li', (items) =>
      items.filter((li) => li.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(li).lineHeight)).map((li) => li.textContent),
    );
    expect(tall).toEqual([]);
  });

  // Design review L r52 item 8: ∞ at the figures' size (this test's r48 item 7 had sized it) read as one more figure; the
  // unlimited bar says "Unlimited" in words now, a label on the numerals' baseline, within its bar's width.
  it('/investors says "Unlimited" on the numerals\' baseline, smaller than them and within its bar, at 1280 and 640 px', async () => {
    for (const width of [1280, 640]) {
      const page = await open('/investors', width);
      const counts = await page.$$eval('svg[data-upright] text[data-bar-count]', (texts) =>
        texts.map((text) => ({
          text: text.textContent,
          y: Number(text.getAttribute('y')) - Number(text.parentElement!.querySelector('rect')!.getAttribute('y')),
          size: parseFloat(getComputedStyle(text).fontSize),
          width: text.getBoundingClientRect().width,
          bar: text.parentElement!.getBoundingClientRect().width,
        })),
      );
      expect(counts.map((c) => c.text)).toEqual(['1', '3', '5', 'Unlimited']);
      const unlimited = counts[3]!;
      for (const numeral of counts.slice(0, 3)) expect(unlimited.y).toBe(numeral.y);
      expect(unlimited.size).toBeLessThan(counts[0]!.size);
      expect(unlimited.width, `${width}`).toBeLessThanOrEqual(unlimited.bar);
    }
  });
});
