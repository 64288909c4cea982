/**
 * Design review H r51, the company family (items 1-7 and the 390 px targets of its "Anything broken" list), measured in
 * Chromium on the real build. Each test fails on the markup before the fix.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openLoaded, useSite } from '../helpers/browser.ts';

const site = useSite();

const open = (path: string, width: number): Promise<Page> => openLoaded(site, path, width);

describe('company family after design review H r51', () => {
  it('/about, regulated customers at 1280 px: titles, texts and samples each start on one line, the framed samples end together, the link centred under the row (item 1)', async () => {
    const page = await open('/about', 1280);
    const m = await page.$eval('#compliance', (section) => {
      const points = [...section.querySelectorAll('[data-points] > li')];
      const top = (el: Element | null) => el!.getBoundingClientRect().top;
      const list = section.querySelector('[data-points]')!.getBoundingClientRect();
      const link = section.querySelector('[data-more]')!.getBoundingClientRect();
      const framed = [...section.querySelectorAll('figure[data-point-show]')].map((figure) => figure.getBoundingClientRect().bottom);
      return {
        titles: points.map((li) => top(li.querySelector('h3'))),
        texts: points.map((li) => top(li.querySelector('h3 + p'))),
        shows: points.map((li) => top(li.querySelector('[data-point-show]'))),
        framed,
        linkCentre: link.left + link.width / 2,
        listCentre: list.left + list.width / 2,
        linkGap: link.top - Math.max(...points.map((li) => li.getBoundingClientRect().bottom)),
      };
    });
    expect(m.titles).toHaveLength(3);
    for (const row of [m.titles, m.texts, m.shows]) expect(Math.max(...row) - Math.min(...row)).toBeLessThanOrEqual(1);
    // Three framed since design review L r52 item 6 framed the chips too; all three end together.
    expect(m.framed).toHaveLength(3);
    expect(Math.max(...m.framed) - Math.min(...m.framed)).toBeLessThanOrEqual(1);
    expect(Math.abs(m.linkCentre - m.listCentre)).toBeLessThanOrEqual(2);
    // Still ~32 px under the longest column (design review A r48 item 3).
    expect(m.linkGap).toBeGreaterThanOrEqual(20);
    expect(m.linkGap).toBeLessThanOrEqual(34);
  });

  it('/about, hero at 1280 px: the four "What runs where" tiles each one line, one height (item 7)', async () => {
    const page = await open('/about', 1280);
    const tiles = await page.$$eval('[data-aside="boundary"] li', (items) =>
      items.map((li) => ({ height: li.getBoundingClientRect().height, lines: Math.round(li.getBoundingClientRect().height / 20) })),
    );
    expect(tiles).toHaveLength(4);
    expect(new Set(tiles.map((tile) => tile.height)).size).toBe(1);
    expect(tiles[0]!.height).toBeLessThan(50);
  });

  it('/investors at 1280 px: the market\'s two columns one width, the market closing on its industries right before the business model (item 3; design review L r52 item 1 removed the growth beat of item 2)', async () => {
    const page = await open('/investors', 1280);
    const m = await page.evaluate(() => {
      const columns = [...document.querySelectorAll('[data-lead-beside] > div')].map((div) => div.getBoundingClientRect().width);
      const market = document.querySelector('[data-section="market"]')!;
      return { columns, next: market.nextElementSibling?.getAttribute('data-section'), growth: document.querySelectorAll('[data-growth]').length };
    });
    expect(m.columns).toHaveLength(2);
    expect(Math.abs(m.columns[0]! - m.columns[1]!)).toBeLessThanOrEqual(1);
    expect(m).toMatchObject({ next: 'business-model', growth: 0 });
  });

  it.each(['/journey', '/about'])('%s: the header\'s Get Started is unmarked but for aria-current, and Company is current only on its own pages (item 5)', async (path) => {
    const page = await open(path, 1280);
    const m = await page.evaluate(() => {
      const button = [...document.querySelectorAll('header a')].find((a) => a.textContent?.trim() === 'Get Started')!;
      const company = [...document.querySelectorAll('header summary')].find((summary) => summary.textContent?.trim() === 'Company')!;
      return { current: button.getAttribute('aria-current'), decoration: getComputedStyle(button).textDecorationLine, company: company.hasAttribute('aria-current') || !!company.parentElement!.querySelector('[aria-current]') };
    });
    expect(m.decoration).toBe('none');
    expect(m.current).toBe(path === '/journey' ? 'page' : null);
    // /journey is Get Started's page, which the navigation keeps outside the Company group (docs/product-rules.md).
    expect(m.company).toBe(path === '/about');
  });

  it('/journey at 1280 px: the company family\'s one hero, its panel, headline and lede where /about sets them, its two actions kept (item 6)', async () => {
    const hero = async (path: string) =>
      (await open(path, 1280)).evaluate(() => {
        const section = document.querySelector('[data-section="hero"]')!;
        const h1 = section.querySelector('h1')!;
        const panel = section.querySelector('[data-hero="editorial"] .lg\\:col-span-2')!.getBoundingClientRect();
        return {
          panel: [panel.left, panel.width],
          headline: [h1.getBoundingClientRect().left, getComputedStyle(h1).fontSize, getComputedStyle(h1).lineHeight],
          lede: getComputedStyle(h1.nextElementSibling!.querySelector('p')!).fontSize,
          actions: [...section.querySelectorAll('[data-hero-buttons] a')].map((a) => a.textContent),
        };
      });
    const [journey, about] = [await hero('/journey'), await hero('/about')];
    expect(journey.panel).toEqual(about.panel);
    expect(journey.headline).toEqual(about.headline);
    expect(journey.lede).toBe(about.lede);
    expect(journey.actions).toEqual(['Book Your Free Consultation', 'See the Four Stages']);
  });

  it('/journey at 390 px: stage 4 keeps its tinted card, set apart from the three before it (item 6)', async () => {
    const page = await open('/journey', 390);
    const cards = await page.$$eval('[data-outcomes]', (items) => items.map((card) => ({ bg: getComputedStyle(card).backgroundColor, border: getComputedStyle(card).borderLeftWidth })));
    expect(cards).toHaveLength(4);
    expect(cards[3]!.bg).not.toBe('rgba(0, 0, 0, 0)');
    expect(cards[3]!.bg).not.toBe(cards[0]!.bg);
    expect(cards[3]!.border).toBe('1px');
  });

  it('at 390 px: /about\'s e-mail links are at least 32 px tall, and /investors\' diligence cards are links edge to edge (broken list)', async () => {
    const about = await open('/about', 390);
    const heights = await about.$$eval('[data-contacts] a', (links) => links.map((a) => a.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThanOrEqual(3);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(32);
    const investors = await open('/investors', 390);
    const hits = await investors.$$eval('[data-cards="diligence"] a', (links) =>
      links.map((a) => {
        const card = a.closest('li')!;
        card.scrollIntoView({ block: 'center' });
        const box = card.getBoundingClientRect();
        return [document.elementFromPoint(box.left + 6, box.bottom - 6), document.elementFromPoint(box.right - 6, box.top + 6)].every((hit) => hit === a || a.contains(hit));
      }),
    );
    expect(hits).toHaveLength(4);
    expect(hits.every(Boolean)).toBe(true);
  });
});
