/**
 * Review A r18: the document-analysis demo's audit record is one line until Process Document. The record
 * takes its height at the click (input, which excuses that reflow) and shows 1.5 s later with the result,
 * so the reveal moves nothing, even with the sections under the record in view (widgets.test.ts measures
 * the demo's CLS with the record below the fold; here the section under it is on screen: How it works, since design
 * review I r51 item 3 took out the capabilities that followed the demo).
 */
import { describe, expect, it } from 'vitest';
import { useSite } from '../helpers/browser.ts';
import { watchLayoutShift } from '../helpers/layout-shift.ts';

const site = useSite();

describe('/solutions/document-analysis audit record', () => {
  it.each([
    [390, 2400],
    [1280, 1400],
  ])('at %i px, with the record and the section under it in view, the reveal after Process Document moves nothing (CLS 0)', async (width, height) => {
    const page = await site.newPage({ width, height });
    const cls = await watchLayoutShift(page);
    await page.goto(`${site.baseUrl}/solutions/document-analysis`);
    const button = page.locator('[data-demo-widget]').getByRole('button', { name: 'Process Document' });
    await button.evaluate((b) => b.scrollIntoView({ block: 'start' }));
    await page.locator('[data-island="DemoWidget"][data-hydrated]').waitFor();
    await page.waitForTimeout(300);
    // The next section's heading (How it works) is on screen under the record, where a late reflow would show.
    const next = await page.locator('#demo + section h2').evaluate((h) => h.getBoundingClientRect().top);
    expect(next).toBeLessThan(height);
    const before = await cls();
    await button.click();
    // While it runs, the record is drawn as its skeleton, not an empty card (design review Q r47).
    await page.locator('[data-demo-widget][data-processing]').waitFor();
    expect(await page.locator('[data-demo-audit-record] dl.after-run').evaluate((dl) => [getComputedStyle(dl).visibility, getComputedStyle(dl).getPropertyValue('-webkit-text-fill-color'), getComputedStyle(dl).textDecorationLine])).toEqual(['visible', 'rgba(0, 0, 0, 0)', 'underline']);
    await page.locator('[data-demo-widget][data-analysed]').waitFor({ timeout: 5_000 });
    expect(await page.locator('[data-demo-audit-record] dl.after-run').evaluate((dl) => getComputedStyle(dl).textDecorationLine)).toBe('none');
    await page.waitForTimeout(300);
    expect(await page.locator('[data-demo-audit-record] dl.after-run').isVisible()).toBe(true);
    expect((await cls()) - before).toBe(0);
  });
});
