/**
 * Review B r18's /journey defects at 390, measured in Chromium on the real build: the hero's pilot report was
 * ~400 px of blank grey bars right after the actions ("a loading-state mock"), and the stage decisions read as
 * tags or links. Its phone outline without the value cells then read as "a column header for columns that no
 * longer exist" (review B r19), so on phones the hero had no card; with each measure written out beside how the pilot
 * takes it (review B r22: its blank value cells read "as a page still loading"), r34 found the phone hero bare without
 * it, where every other family keeps its card: the whole outline now shows at every width. The decisions are plain labels.
 * CLS 0 on /journey is checked in tests/browser/hero-visuals.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from '../helpers/browser.ts';

const site = useSite();

async function open(width: number): Promise<Page> {
  const page = await site.newPage({ width });
  await page.goto(`${site.baseUrl}/journey`, { waitUntil: 'load' });
  return page;
}

/** What of the hero's report shows: the card's height, the visible value cells, column headings and caption. */
const reportAt = (page: Page) =>
  page.locator('[data-hero-visual] figure').evaluate((card) => {
    const shown = (selector: string) => [...card.querySelectorAll(selector)].filter((el) => el.checkVisibility()).map((el) => el.textContent);
    return {
      height: card.getBoundingClientRect().height,
      right: card.getBoundingClientRect().right,
      cells: shown('tbody td').length,
      columns: shown('thead th'),
      measures: shown('tbody th'),
      caption: shown('figcaption'),
      decision: shown('[data-go-no-go]'),
    };
  });

describe('/journey after review B r18', () => {
  it.each([320, 390])('shows the whole report on phones under the actions, each measure with how the pilot takes it, at %i px', async (width) => {
    const page = await open(width);
    const r = await reportAt(page);
    expect(r.cells).toBe(3);
    expect(r.measures).toEqual(['Documents compared', 'Accuracy on agreed fields', 'Time per document']);
    expect(r.caption).toEqual(['No figure until your pilot: each one is measured on your own documents.']);
    expect(r.right).toBeLessThanOrEqual(width);
    const m = await page.evaluate(() => ({
      actionsBottom: Math.max(...[...document.querySelectorAll('main section:first-of-type a')].map((a) => a.getBoundingClientRect().bottom)),
      cardTop: document.querySelector('[data-hero-visual] figure')!.getBoundingClientRect().top,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }));
    expect(m.cardTop).toBeGreaterThan(m.actionsBottom);
    expect(m.overflow).toBe(0);
  });

  it('keeps the full outline at 1280: each measure beside how the pilot takes it, the caption under it', async () => {
    const r = await reportAt(await open(1280));
    expect(r.cells).toBe(3);
    expect(r.columns).toEqual(['Measure', 'How the pilot takes it']);
    expect(r.measures).toEqual(['Documents compared', 'Accuracy on agreed fields', 'Time per document']);
    expect(r.caption).toEqual(['No figure until your pilot: each one is measured on your own documents.']);
    expect(r.height).toBeGreaterThan(300);
  });

  it.each([390, 1280])('sets each decision as a plain label with its "Decision:" shown, not a chip or a link, at %i px', async (width) => {
    const page = await open(width);
    const decisions = await page.locator('[data-steps="journey"] [data-decision]').evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        return { text: (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim(), background: style.backgroundColor, border: style.borderTopWidth, padding: style.paddingLeft, links: el.querySelectorAll('a').length, tag: el.tagName };
      }),
    );
    // The last stage's line, in the same slot and style, says where the path goes next (review B r22).
    expect(decisions.map((d) => d.text)).toEqual(['Decision: Run a pilot?', 'Decision: Go to production?', 'Decision: Extend to the next workflow?', 'Next: each new workflow starts again at Discovery']);
    for (const d of decisions) expect(d).toMatchObject({ background: 'rgba(0, 0, 0, 0)', border: '0px', padding: '0px', links: 0, tag: 'P' });
  });
});
