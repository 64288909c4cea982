/**
 * Design review A r49, the company family at 1280 (items 1-3 and 5-8; item 4 is on main), measured in Chromium on the
 * real build.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from '../helpers/browser.ts';

const site = useSite();

async function open(path: string, width: number): Promise<Page> {
  const page = await site.newPage({ width });
  await page.goto(`${site.baseUrl}${path}`, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  return page;
}

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
});
