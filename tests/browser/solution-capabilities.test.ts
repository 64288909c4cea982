/**
 * Design review B r48 item 3: at 1280 contract intelligence's capability sample boxes had ragged heights ("Obligation
 * tracking" three rows, the others one or two), so the four ended at different heights. A row's boxes now grow to the
 * row's tallest card: every box of a row ends on one line, on every solution page (all six carry samples, item 1).
 */
import { describe, expect, it } from 'vitest';
import { useSite } from '../helpers/browser.ts';

const site = useSite();
const PATHS = ['document-analysis', 'contract-intelligence', 'regulatory-compliance', 'risk-assessment', 'process-automation', 'quality-control'].map((slug) => `/solutions/${slug}`);

describe('solution capability samples', () => {
  it.each(PATHS)('%s: the four sample boxes end level at 1280 px', async (path) => {
    const page = await site.newPage({ width: 1280, height: 900 });
    await page.goto(`${site.baseUrl}${path}`, { waitUntil: 'load' });
    const boxes = await page.locator('[data-cards="capabilities"] [data-capability-artefact]').evaluateAll((figures) =>
      figures.map((figure) => {
        const box = figure.getBoundingClientRect();
        return { top: Math.round(box.top), bottom: Math.round(box.bottom), card: Math.round(figure.closest('[data-card]')!.getBoundingClientRect().bottom) };
      }),
    );
    expect(boxes, path).toHaveLength(4);
    // One row of four at 1280: each box ends where the row's cards end.
    for (const box of boxes) {
      expect(Math.abs(box.bottom - boxes[0].bottom), path).toBeLessThanOrEqual(1);
      expect(Math.abs(box.bottom - box.card), path).toBeLessThanOrEqual(1);
    }
    await page.close();
  });
});
