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

  // Design review: each Copy sat on its own empty row above the prompt; round 5: in the block's top-right
  // corner it cut the prompt's first line to a word or two at 390 ("Compare this"). It sits in a small header
  // row now, right-aligned, and the prompt runs the block's full width under it; still a 24 px target, and a
  // keyboard user reaches it with Tab and copies with Enter.
  it.each([390, 1280])('sit in the code block\'s header row, 24 px or more, the prompt at full width under it, reachable by keyboard (%i px)', async (width) => {
    const page = await site.newPage({ width });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.baseUrl });
    await page.goto(`${site.baseUrl}/prompt-engineering`, { waitUntil: 'load' });
    const block = page.locator('[data-prompt-book]').nth(1).locator('[data-prompt]').first(); // the Legal book's shown prompt
    const button = block.locator('[data-copy-prompt]');
    await expect.poll(() => button.isVisible()).toBe(true);
    const [b, li, text] = await Promise.all([button.boundingBox(), block.boundingBox(), block.locator('> span').boundingBox()]);
    expect(b!.width).toBeGreaterThanOrEqual(24);
    expect(b!.height).toBeGreaterThanOrEqual(24);
    expect(li!.x + li!.width - (b!.x + b!.width)).toBeLessThanOrEqual(12);
    expect(b!.y - li!.y).toBeLessThanOrEqual(12);
    expect(text!.y).toBeGreaterThanOrEqual(b!.y + b!.height - 1); // the prompt starts under the button's row
    expect(li!.x + li!.width - (text!.x + text!.width)).toBeLessThan(1); // and runs to the block's right edge
    await button.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => button.textContent()).toBe('Copied');
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe((await block.locator('> span').textContent())!.trim());
  });

  it('stay hidden without JavaScript', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/prompt-engineering`, { waitUntil: 'load' });
    expect(await page.locator('[data-copy-prompt]').first().isVisible()).toBe(false);
    await context.close();
  });
});
