/**
 * /prompt-engineering: each prompt example gets a Copy button from the enhancement script (no
 * framework JS). Without JavaScript the button stays hidden; with it, a click copies the prompt.
 */
import { describe, expect, it } from 'vitest';
import { useSite } from '../helpers/browser.ts';

const site = useSite();

describe('prompt Copy buttons', () => {
  it('appear with the enhancement script and copy the prompt text', async () => {
    const page = await site.newPage({ width: 390 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.baseUrl });
    await page.goto(`${site.baseUrl}/prompt-engineering`, { waitUntil: 'load' });
    const button = page.locator('[data-prompt] [data-copy-prompt]').first();
    await expect.poll(() => button.isVisible()).toBe(true);
    expect(await page.locator('[data-prompt] [data-copy-prompt]').count()).toBe(await page.locator('[data-prompt]').count());
    const prompt = (await page.locator('[data-prompt] > span').first().textContent())!.trim();
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Copied');
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(prompt);
  });

  it('stay hidden without JavaScript', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/prompt-engineering`, { waitUntil: 'load' });
    expect(await page.locator('[data-copy-prompt]').first().isVisible()).toBe(false);
    await context.close();
  });
});
