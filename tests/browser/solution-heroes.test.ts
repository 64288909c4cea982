/**
 * In real Chromium at 1280 px: each solution page's headline runs to at most two lines beside its
 * product picture (review A round 5: risk assessment's ran to three short lines, leaving a wide gap
 * before the picture), so the family's heroes share one shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from '../helpers/browser.ts';
import { SOLUTIONS, solutionPath } from '../../src/content/solutions.ts';

const site = useSite();

describe('solution heroes at 1280 px', () => {
  let page: Page;
  beforeAll(async () => {
    page = await site.newPage({ width: 1280, height: 900 });
  });
  afterAll(async () => page?.close());

  it.each(SOLUTIONS.map(solutionPath))('%s sets its headline in one or two lines', async (path) => {
    await page.goto(`${site.baseUrl}${path}`, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const lines = await page.evaluate(() => {
      const h1 = document.querySelector('[data-section="hero"] h1')!;
      return Math.round(h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).lineHeight));
    });
    expect(lines).toBeGreaterThanOrEqual(1);
    expect(lines).toBeLessThanOrEqual(2);
  });
});

// Design review R r47 item 3: at 390 the six /solutions cards made ~2,300 px of near-identical cards. The examples fold on
// phones (example-fold) and read in full from sm, as the cards were; since design review B r48 item 7 every card's, the
// first too (one open card beside five folded ones made cards of two kinds; tests/browser/solution-capabilities.test.ts).
describe('/solutions card examples', () => {
  const examples = async (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-cards] [data-card]')].map((card) => {
        const dl = card.querySelector('[data-example]')!;
        const summary = card.querySelector('summary');
        // checkVisibility: a closed <details>' content keeps its layout box, hidden by content-visibility.
        return { example: dl.checkVisibility({ contentVisibilityAuto: true }), summary: !!summary && summary.checkVisibility() && summary.getBoundingClientRect().height >= 24 };
      }),
    );

  it('at 390 px: every card a summary of at least 24 px to open its example', async () => {
    const page = await site.newPage({ width: 390, height: 900 });
    await page.goto(`${site.baseUrl}/solutions`, { waitUntil: 'load' });
    const cards = await examples(page);
    expect(cards).toEqual(Array(6).fill({ example: false, summary: true }));
    // A tap on the summary opens it (above the card's stretched title link), and does not follow the link.
    await page.locator('[data-example-fold] summary').first().click();
    expect(page.url()).toBe(`${site.baseUrl}/solutions`);
    expect((await examples(page))[0]).toEqual({ example: true, summary: true });
    await page.close();
  });

  it('at 1280 px: every card shows its example and no summary', async () => {
    const page = await site.newPage({ width: 1280, height: 900 });
    await page.goto(`${site.baseUrl}/solutions`, { waitUntil: 'load' });
    expect(await examples(page)).toEqual(Array(6).fill({ example: true, summary: false }));
    await page.close();
  });
});
