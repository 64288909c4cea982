/**
 * /trends, its articles and /prompt-engineering, measured in Chromium at the widths the design review
 * (round 5) looked at: what each fix changed, so a later change cannot quietly undo it.
 */
import { describe, expect, it } from 'vitest';
import { boxes, useSite } from '../helpers/browser.ts';

const site = useSite();

describe('/trends featured analysis', () => {
  // At 390 the featured card and its insight panel ran 936 px (1.5 screens) before the first article; the
  // chart is left out on phones, the large figure kept.
  it('is under 760 px tall at 390, the chart left out and the large figure shown', async () => {
    const page = await site.newPage({ width: 390 });
    await page.goto(`${site.baseUrl}/trends`, { waitUntil: 'load' });
    const [featured] = await boxes(page, '[data-featured-analysis]');
    expect(featured!.height).toBeLessThan(760);
    expect(await page.locator('[data-insight-chart]').isVisible()).toBe(false);
    expect(await page.locator('[data-insight] dd').isVisible()).toBe(true);
  });

  // The blue processing segment had no name while the grey one had one: both start under one "Processing" heading.
  it('names both processing segments by one column heading at 1280', async () => {
    const page = await site.newPage({ width: 1280 });
    await page.goto(`${site.baseUrl}/trends`, { waitUntil: 'load' });
    const [processing, review] = await boxes(page, '[data-insight-chart] > p:first-child > span');
    const [grey, blue] = await boxes(page, '[data-insight-chart] > div > :first-child');
    expect(Math.abs(grey!.x - processing!.x)).toBeLessThan(1);
    expect(Math.abs(blue!.x - processing!.x)).toBeLessThan(1);
    // The review heading starts where the grey review segment does, right of both processing segments.
    const [, greyReview] = await boxes(page, '[data-insight-chart] > div:first-of-type > *');
    expect(Math.abs(review!.x - greyReview!.x)).toBeLessThan(6);
    expect(review!.x).toBeGreaterThan(blue!.x + blue!.width);
  });

  // Round 5: a 36 px icon tile made each card's category band (69 px) as tall as a two-line title (56 px).
  it('heads each article card with a band well under its title\'s height at 1280', async () => {
    const page = await site.newPage({ width: 1280 });
    await page.goto(`${site.baseUrl}/trends`, { waitUntil: 'load' });
    const bands = await boxes(page, '[data-article-card] > div:first-child');
    const titles = await boxes(page, '[data-article-card] h3');
    expect(bands).toHaveLength(4);
    for (const band of bands) expect(band.height).toBeLessThanOrEqual(40);
    expect(Math.min(...titles.map((t) => t.height))).toBeGreaterThan(bands[0]!.height);
  });
});

describe('article process figure', () => {
  const path = '/trends/small-language-models-regulated-industries';
  // At 1280 the SVG column stood narrow and centred in the text column; the steps run in one row across it.
  it('runs its steps in one row across the figure at 1280', async () => {
    const page = await site.newPage({ width: 1280 });
    await page.goto(`${site.baseUrl}${path}`, { waitUntil: 'load' });
    const steps = await boxes(page, 'figure[data-diagram] ol > li');
    const [list] = await boxes(page, 'figure[data-diagram] ol');
    expect(steps).toHaveLength(4);
    for (const step of steps) expect(step.y).toBe(steps[0]!.y);
    for (let i = 1; i < steps.length; i++) expect(steps[i]!.x).toBeGreaterThan(steps[i - 1]!.x + steps[i - 1]!.width);
    expect(steps[3]!.x + steps[3]!.width - steps[0]!.x).toBeGreaterThan(list!.width - 1);
  });

  it('stacks its steps in a column at 390, each under the last', async () => {
    const page = await site.newPage({ width: 390 });
    await page.goto(`${site.baseUrl}${path}`, { waitUntil: 'load' });
    const steps = await boxes(page, 'figure[data-diagram] ol > li');
    for (let i = 1; i < steps.length; i++) expect(steps[i]!.y).toBeGreaterThan(steps[i - 1]!.y + steps[i - 1]!.height);
  });
});

describe('/prompt-engineering at 390', () => {
  // The hero H1 ran to four lines; the anatomy card's marker 4 ended a line away from its words.
  it('sets the H1 in three lines at most and each anatomy marker on the line its words start', async () => {
    const page = await site.newPage({ width: 390 });
    await page.goto(`${site.baseUrl}/prompt-engineering`, { waitUntil: 'load' });
    const lines = await page.locator('h1').evaluate((h1) => Math.round(h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).lineHeight)));
    expect(lines).toBeLessThanOrEqual(3);
    const markers = await boxes(page, '[data-prompt-anatomy] > span > span:first-child');
    const words = await boxes(page, '[data-prompt-anatomy] > span > span:last-child');
    expect(markers).toHaveLength(4);
    markers.forEach((marker, i) => {
      expect(marker.x + marker.width).toBeLessThan(words[i]!.x); // beside its words, not at a line's end
      expect(marker.y).toBeLessThan(words[i]!.y + 24 * 0.75); // on their first line
    });
  });

  // The Copy buttons appear when the page is idle, in a header row already there: nothing moves (CLS 0).
  it('shows the Copy buttons with no layout shift', async () => {
    const page = await site.newPage({ width: 390 });
    await page.goto(`${site.baseUrl}/prompt-engineering`, { waitUntil: 'load' });
    await expect.poll(() => page.locator('[data-copy-prompt]').first().isVisible()).toBe(true);
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) sum += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(sum), 300);
        }),
    );
    expect(cls).toBe(0);
  });
});
