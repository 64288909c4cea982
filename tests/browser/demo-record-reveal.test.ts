/**
 * The document-analysis demo's audit record is in place from the first paint, its values grey bars until the result
 * (design review P r52 2b item 2: it came at the click and grew the section; review A r18 before it), and shows them 1.5 s
 * after Process Document with the result, so the reveal moves nothing, even with the sections under the record in view (widgets.test.ts measures
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
    // Until the result, the sample record faded, not an empty card (design review Q r47) nor grey bars (P r53 item 2).
    const look = () => page.locator('[data-demo-audit-record] dl.after-run').evaluate((dl) => [getComputedStyle(dl).visibility, getComputedStyle(dl.querySelector('dd')!).color, getComputedStyle(dl.querySelector('dd')!).textDecorationLine]);
    const pending = ['visible', 'rgb(98, 116, 142)', 'none'];
    expect(await look()).toEqual(pending);
    await page.locator('[data-demo-widget][data-processing]').waitFor();
    expect(await look()).toEqual(pending);
    await page.locator('[data-demo-widget][data-analysed]').waitFor({ timeout: 5_000 });
    expect((await look())[1]).not.toBe(pending[1]);
    await page.waitForTimeout(300);
    expect(await page.locator('[data-demo-audit-record] dl.after-run').isVisible()).toBe(true);
    expect((await cls()) - before).toBe(0);
  });
});
