/**
 * Design review A r49, the company family at 1280 (items 1-3 and 5-8; item 4 is on main), measured in Chromium on the
 * real build.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openLoaded, useSite } from '../helpers/browser.ts';

const site = useSite();

const open = (path: string, width: number): Promise<Page> => openLoaded(site, path, width);

describe('company family after design review A r49', () => {
  it('/journey: each stage\'s outcomes card fills the stage at 1280 px, its decision inside it (item 1)', async () => {
    const page = await open('/journey', 1280);
    const stages = await page.$$eval('[data-steps="journey"] > li', (items) =>
      items.map((li) => {
        const card = li.querySelector('[data-outcomes]')!;
        const story = li.querySelector('h3')!.parentElement!.getBoundingClientRect();
        const box = card.getBoundingClientRect();
        return { whiteUnder: story.bottom - box.bottom, decisionInside: !!card.querySelector('[data-decision]') };
      }),
    );
    for (const stage of stages) {
      // No block of white under the card: it reaches at least the story's foot.
      expect(stage.whiteUnder).toBeLessThanOrEqual(1);
      expect(stage.decisionInside).toBe(true);
    }
  });

  it('/journey: the stories at body size, 17-18 px, under the lede\'s weight (item 1)', async () => {
    const page = await open('/journey', 1280);
    const story = await page.$eval('[data-steps="journey"] > li h3 + p', (p) => ({ size: parseFloat(getComputedStyle(p).fontSize), line: parseFloat(getComputedStyle(p).lineHeight) }));
    expect(story.size).toBeGreaterThanOrEqual(17);
    expect(story.size).toBeLessThan(18);
    expect(story.line).toBeLessThanOrEqual(28);
  });

  it('/journey: stage 4 ("Scale") is set apart from the three before it at 1280 px (item 1)', async () => {
    const page = await open('/journey', 1280);
    const backgrounds = await page.$$eval('[data-outcomes]', (cards) => cards.map((card) => getComputedStyle(card).backgroundColor));
    expect(new Set(backgrounds.slice(0, 3)).size).toBe(1);
    expect(backgrounds[3]).not.toBe(backgrounds[0]);
  });

  it.each([390, 1280])('/about: the audit sample shows three rows on one thin rule, each with its time, at %i px (item 3)', async (width) => {
    const page = await open('/about', width);
    const trail = await page.$eval('#compliance [data-point-show="audit-record"]', (figure) => ({
      rows: [...figure.querySelectorAll('li')].map((li) => ({ text: li.querySelector('.font-semibold')!.textContent, time: li.querySelector('time')?.textContent })),
      rules: [...figure.querySelectorAll('[data-trail-rule]')].map((rule) => rule.getBoundingClientRect().width),
    }));
    expect(trail.rows.map((row) => row.text)).toEqual(['Analysis completed', 'Finding confirmed: Fees', 'Trail exported']);
    for (const row of trail.rows) expect(row.time).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(trail.rules).toEqual([1, 1]);
  });

  it('/about: the middle column, documentation for your assessment, carries an artefact as heavy as its neighbours at 1280 px (item 2)', async () => {
    const page = await open('/about', 1280);
    const columns = await page.$$eval('#compliance [data-points] > li', (items) =>
      items.map((li) => {
        const bottom = Math.max(...[...li.querySelectorAll('*')].map((el) => el.getBoundingClientRect().bottom));
        return { title: li.querySelector('h3')!.textContent, bottom, documents: [...li.querySelectorAll('[data-point-show="security-documents"] li')].map((d) => ({ text: d.textContent, icon: !!d.querySelector('svg') })) };
      }),
    );
    expect(columns[1]!.title).toBe('Documentation for your assessment');
    // Only what the site publishes, by /security's own section titles: no document the content does not name.
    expect(columns[1]!.documents).toEqual(['What an assessor can test on site', 'Who provides what', 'Framework by framework'].map((text) => ({ text, icon: true })));
    // No hole: the column ends within ~40 px of the taller of its neighbours (it ended ~180 px short).
    const tallest = Math.max(...columns.map((column) => column.bottom));
    expect(tallest - columns[1]!.bottom).toBeLessThanOrEqual(40);
  });

  // Phones draw no upright bars: the counts stand in their rows.
  it('/investors: the full bar\'s count ("Unlimited" since design review L r52 item 8) clears the chart\'s header at 1280 px (item 8)', async () => {
    const page = await open('/investors', 1280);
    const gap = await page.$eval('[data-aside="ladder"]', (figure) => {
      const header = figure.querySelector(':scope > p')!.getBoundingClientRect().bottom;
      const infinity = [...figure.querySelectorAll('svg[data-upright] text[data-bar-count]')].find((text) => text.textContent!.trim() === 'Unlimited')!;
      return infinity.getBoundingClientRect().top - header;
    });
    // ~1 px under the divider before r49.
    expect(gap).toBeGreaterThanOrEqual(20);
  });

  it('/about: Mission\'s link stands under its heading at 1280 px, no empty column, and its prose one measure (item 7)', async () => {
    const page = await open('/about', 1280);
    const m = await page.$eval('#mission', (section) => {
      const heading = section.querySelector('h2')!.getBoundingClientRect();
      const link = section.querySelector('a[data-more]')!.getBoundingClientRect();
      const paragraphs = [...section.querySelectorAll('p')].filter((p) => !p.closest('h2') && p.textContent!.length > 40);
      const prose = paragraphs.map((p) => p.getBoundingClientRect());
      return { heading, link, proseLeft: Math.min(...prose.map((r) => r.left)), proseBottom: Math.max(...prose.map((r) => r.bottom)), count: paragraphs.length };
    });
    expect(Math.abs(m.link.left - m.heading.left)).toBeLessThan(1);
    expect(m.link.top - m.heading.bottom).toBeGreaterThanOrEqual(16);
    expect(m.link.top - m.heading.bottom).toBeLessThanOrEqual(48);
    expect(m.link.right).toBeLessThan(m.proseLeft);
    // The link is as wide as its words, not the column.
    expect(m.link.width).toBeLessThan(240);
    expect(m.count).toBe(1);
    // The heading column's content ends within ~80 px of the prose's foot (the heading alone ended ~200 px above it).
    expect(m.proseBottom - m.link.bottom).toBeLessThanOrEqual(80);
  });
});
