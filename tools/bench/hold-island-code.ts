/**
 * Opens a page with its island code (the island entry and its chunks) held at the network, as a slow
 * connection would hold it, so input can reach the server HTML before any island is live. Used by
 * the early-input tests and the responsiveness bench.
 */
import type { Page } from 'playwright-core';

/** Resolves once the enhancement script (the capturer of early input) has run; `release` lets the island code through. */
export async function gotoWithIslandCodeHeld(page: Page, url: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(islands-|chunks\/)/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  // The enhancement script marks every <details> summary; once it has, early input is captured.
  await page.waitForSelector('summary[aria-expanded]', { state: 'attached' });
  return { release };
}
