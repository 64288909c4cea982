/**
 * Design review A r48, the company family, measured in Chromium on the real build (tests/output/company-show-dont-tell.test.ts
 * pins the markup): /about's regulated-customers link floated ~70 px under its cards (item 3); /journey's hero report set
 * "Go / No-go" ~130 px left of the "How the pilot takes it" column (item 4), and its "What you leave with" items wrapped
 * into short balanced lines at 1280 (item 5); /investors' ∞ drew smaller, lighter and higher than the 1, 3 and 5 (item 7).
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

  it('/investors draws ∞ as tall as the numerals nearly, as heavy, its ink on their baseline, at 1280 px', async () => {
    const page = await open('/investors', 1280);
    const counts = await page.$$eval('svg[data-upright] text[data-bar-count]', (texts) => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      return texts.map((text) => {
        const style = getComputedStyle(text);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const ink = canvas.measureText(text.textContent!);
        const barTop = Number(text.parentElement!.querySelector('rect')!.getAttribute('y'));
        // The ink's foot against the bar's top, so bars of different heights compare.
        return { glyph: text.textContent, weight: Number(style.fontWeight), height: ink.actualBoundingBoxAscent + ink.actualBoundingBoxDescent, foot: Number(text.getAttribute('y')) + ink.actualBoundingBoxDescent - barTop };
      });
    });
    expect(counts.map((c) => c.glyph)).toEqual(['1', '3', '5', '∞']);
    const numerals = counts.slice(0, 3);
    const infinity = counts[3]!;
    for (const numeral of numerals) expect(Math.abs(infinity.foot - numeral.foot)).toBeLessThanOrEqual(1.5);
    expect(infinity.height).toBeGreaterThanOrEqual(0.8 * numerals[0]!.height);
    expect(infinity.height).toBeLessThanOrEqual(numerals[0]!.height);
    expect(infinity.weight).toBeGreaterThanOrEqual(600);
  });
});
