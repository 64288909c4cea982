/**
 * `dev` swaps an edit into the open page: in real Chromium, against a dev server on a throwaway copy
 * of the project (tools/scripts/dev-sandbox.ts), a Markdown edit shows up without a navigation, with
 * the scroll position and a typed form value kept; a change to the client scripts reloads the page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../tools/scripts/chromium.ts';
import { startDevSandbox, type DevSandbox } from '../../tools/scripts/dev-sandbox.ts';
import { TEST_BUILD_ENV, TEST_PORT_OFFSET } from '../helpers/test-build-env.ts';

const PORT = 54392 + TEST_PORT_OFFSET;
const ARTICLE = 'content/trends/on-premises-ai-data-sovereignty.md';
// The card's own excerpt (cardExcerpt): /trends shows it, not the longer excerpt the article page and feeds use.
// The edit keeps it within the field's 110 characters (a longer one stops the dev build, as it should).
const EXCERPT = 'Why enterprises are bringing AI workloads back';
const EDITED = 'Why firms (edited in dev) bring AI workloads back';

let sandbox: DevSandbox;
let browser: Browser;

beforeAll(async () => {
  [sandbox, browser] = await Promise.all([startDevSandbox({ port: PORT, env: TEST_BUILD_ENV }), launchChromium()]);
  // The first page asked for waits for the extra outputs (every page rendered, the cards drawn):
  // made here, so a loaded machine does not spend a test's time on them.
  expect((await fetch(`${sandbox.url}/sitemap.xml`)).status).toBe(200);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

/** Counts the page's main-frame navigations and marks its window, so a reload cannot pass unseen. */
async function openWatched(path: string): Promise<{ page: Page; navigations: () => number }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${sandbox.url}${path}`, { timeout: 90_000 });
  let count = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) count++;
  });
  await page.evaluate(() => ((window as unknown as { devMark: string }).devMark = 'same document'));
  return { page, navigations: () => count };
}

const markOf = (page: Page) => page.evaluate(() => (window as unknown as { devMark?: string }).devMark);

describe('dev hot swap', () => {
  it('swaps a Markdown edit into the open page, keeping scroll position and typed input, without navigating', async () => {
    const { page, navigations } = await openWatched('/trends');
    const email = page.locator('#newsletter-email');
    await email.scrollIntoViewIfNeeded();
    await email.fill('reader@example.com');
    await page.evaluate(() => window.scrollBy(0, -120));
    const scrollBefore = await page.evaluate(() => window.scrollY);
    expect(scrollBefore).toBeGreaterThan(300); // the form is well below the fold: a reload would show

    await sandbox.edit(ARTICLE, (text) => text.replace(EXCERPT, EDITED));
    await page.waitForFunction((text) => document.body.textContent!.includes(text), EDITED, { timeout: 60_000 });

    expect(await markOf(page)).toBe('same document');
    expect(navigations()).toBe(0);
    expect(await email.inputValue()).toBe('reader@example.com');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    // The old text went: swapped, not appended.
    const count = (text: string) => page.evaluate((t) => document.body.innerHTML.split(t).length - 1, text);
    expect([await count(EXCERPT), await count(EDITED)]).toEqual([0, 1]);
    await page.close();
  }, 180_000);

  it('swaps a stylesheet edit in once the new sheet has loaded, without navigating', async () => {
    const { page, navigations } = await openWatched('/trends');
    const sheetBefore = await page.locator('link[rel="stylesheet"]').getAttribute('href');
    await sandbox.edit('src/styles/main.css', (text) => `${text}\nbody { outline: 3px solid rgb(1, 2, 3); }\n`);
    await page.waitForFunction(() => getComputedStyle(document.body).outlineColor === 'rgb(1, 2, 3)', undefined, { timeout: 60_000 });
    const sheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(sheets).toHaveLength(1); // the old sheet went once the new one applied
    expect(sheets[0]).not.toBe(sheetBefore);
    expect(navigations()).toBe(0);
    expect(await markOf(page)).toBe('same document');
    await page.close();
  }, 180_000);

  it('reloads the page when the client scripts change', async () => {
    const { page } = await openWatched('/trends');
    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    await sandbox.edit('src/browser/enhance.ts', (text) => `${text}\ndocument.documentElement.dataset.devEdited = 'yes';\n`);
    await reloaded;
    expect(await markOf(page)).toBeUndefined();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.devEdited), { timeout: 10_000 }).toBe('yes');
    await page.close();
  }, 180_000);
});
