/**
 * Opens a page with its island code (the island entry and its chunks) held at the network, as a slow
 * connection would hold it, so input can reach the server HTML before any island is live. Used by
 * the early-input tests and the responsiveness bench.
 */
import type { Page } from 'playwright-core';

/** As src/browser/enhance.ts spells it (imported from neither side: the script must stay one file). */
const ENHANCED_MARK = 'vertiq:enhanced';

/** Resolves once the enhancement script (the capturer of early input) has run; `release` lets the island code through. */
export async function gotoWithIslandCodeHeld(page: Page, url: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(islands-|chunks\/)/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  // The enhancement script sets a performance mark once it has run (src/browser/enhance.ts): from
  // then on early input is captured. Polled from here: the site's CSP refuses predicates evaluated
  // in the page by waitForFunction.
  const deadline = Date.now() + 30_000;
  while (!(await page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, ENHANCED_MARK))) {
    if (Date.now() > deadline) throw new Error(`the enhancement script did not run on ${url} (no "${ENHANCED_MARK}" mark)`);
    await page.waitForTimeout(10);
  }
  return { release };
}
