/**
 * /demo's form under the browser's own validation (design review F r51 pricing item 7): submitted empty, the browser
 * scrolled "Full name" to the page's scroll padding, its label hidden under the sticky header. Each control now keeps a
 * label's height of scroll margin, so the label shows under the header. No custom messages: the built-in checks only.
 */
import { describe, expect, it } from 'vitest';
import { openLoaded, useSite } from '../helpers/browser.ts';

const site = useSite();

describe('/demo form, submitted empty', () => {
  it.each([390, 1280])('at %i px the first empty field and its label show below the sticky header', async (width) => {
    const page = await openLoaded(site, '/demo', width);
    await page.locator('[data-island][data-hydrated] form[data-form="demo"]').waitFor();
    const submit = page.locator('form[data-form="demo"] button[type="submit"]');
    await submit.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 400));
    await submit.click();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('name');
    await page.waitForTimeout(600);
    const [header, label] = await page.evaluate(() => {
      const input = document.activeElement as HTMLInputElement;
      return [document.querySelector('header')!.getBoundingClientRect().bottom, input.labels![0]!.getBoundingClientRect().top];
    });
    expect(label).toBeGreaterThanOrEqual(header);
    await page.close();
  });
});
