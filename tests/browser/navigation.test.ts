/**
 * Issue 32, in Chromium: hovering a page link prefetches the page (the header-delivered rule set,
 * no script in the page); hovering a file, a mail link or an opted-out link fetches nothing; a
 * same-origin navigation runs a view transition unless the visitor asked for reduced motion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../tools/scripts/chromium.ts';
import { startStaticServer } from '../../runtime/preview-server/static-server.ts';
import { DIST } from '../helpers/site.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof startStaticServer>>;
/** Every request the server saw: path and Sec-Purpose (`prefetch` for a speculative fetch). */
const seen: { path: string; purpose: string }[] = [];

beforeAll(async () => {
  server = await startStaticServer({ root: DIST.replace(/\/$/, ''), port: 0 });
  server.server.on('request', (req) => seen.push({ path: (req.url ?? '').split('?')[0], purpose: String(req.headers['sec-purpose'] ?? '') }));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path: string, options: { reducedMotion?: 'reduce' | 'no-preference' } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: options.reducedMotion ?? 'no-preference' });
  const page = await context.newPage();
  // Injected by the test, not the site: records whether the next document was revealed with a view transition.
  await page.addInitScript(() => addEventListener('pagereveal', (e) => ((window as unknown as { revealedWith: boolean }).revealedWith = Boolean((e as Event & { viewTransition?: unknown }).viewTransition))));
  await page.goto(`${server.url}${path}`);
  await page.waitForLoadState('load');
  return page;
}

/**
 * Hovers the first link matching `selector` past the moderate eagerness delay; returns the prefetches seen meanwhile.
 * With `expectOne`, waits (up to 15 s, for a loaded CI machine) until one has been seen; otherwise it waits 1 s,
 * long past the 200 ms hover delay, and reports what came.
 */
async function prefetchedOnHover(page: Page, selector: string, { expectOne = false } = {}): Promise<string[]> {
  seen.length = 0;
  const prefetched = () => seen.filter((r) => r.purpose.includes('prefetch')).map((r) => r.path);
  await page.locator(selector).first().hover();
  await page.waitForTimeout(1000);
  for (const started = Date.now(); expectOne && prefetched().length === 0 && Date.now() - started < 15_000; ) await page.waitForTimeout(200);
  return prefetched();
}

describe('speculation rules in Chromium', () => {
  it('prefetches a page when its link is hovered', async () => {
    const page = await open('/');
    expect(await prefetchedOnHover(page, 'main a[href^="/pricing"]', { expectOne: true })).toEqual(['/pricing']);
    await page.context().close();
  });

  it('fetches nothing for a file, a mail link or a link marked data-no-prefetch or nofollow', async () => {
    const page = await open('/trends');
    expect(await prefetchedOnHover(page, 'main a[href="/trends/feed.xml"]')).toEqual([]);
    expect(await prefetchedOnHover(page, 'a[href^="mailto:"]')).toEqual([]);
    // A link with a side effect would opt out so (the rule set's selector).
    await page.evaluate(() => {
      for (const [attribute, href] of [['data-no-prefetch', '/about'], ['rel', '/pricing']] as const) {
        const a = Object.assign(document.createElement('a'), { href, textContent: `opted out ${href}` });
        a.setAttribute(attribute, attribute === 'rel' ? 'nofollow' : '');
        a.id = `opted-out-${attribute}`;
        document.querySelector('main')!.prepend(a);
      }
    });
    expect(await prefetchedOnHover(page, '#opted-out-data-no-prefetch')).toEqual([]);
    expect(await prefetchedOnHover(page, '#opted-out-rel')).toEqual([]);
    await page.context().close();
  });

  it('a same-origin navigation is a view transition, but not for reduced motion', async () => {
    /** Whether a click from / to /pricing revealed the new page with a view transition. */
    const navigate = async (reducedMotion: 'reduce' | 'no-preference'): Promise<boolean | undefined> => {
      const page = await open('/', { reducedMotion });
      await Promise.all([page.waitForURL(/\/pricing/), page.locator('main a[href^="/pricing"]').first().click()]);
      await page.waitForLoadState('load');
      // On a loaded machine the reveal can be recorded after 'load' (seen once in CI: undefined under reduce): wait for
      // it, up to 10 s, before reading; a reveal never recorded still reads as undefined and fails the check below.
      await page.waitForFunction(() => 'revealedWith' in window, undefined, { timeout: 10_000 }).catch(() => undefined);
      const revealed = await page.evaluate(() => (window as unknown as { revealedWith?: boolean }).revealedWith);
      await page.context().close();
      return revealed;
    };
    // Chromium skips a transition whose new page is not ready within its timeout, which a loaded
    // 2-core machine can cause: so the opt-in must show in one of five tries, and never under reduce (three all missed
    // once in a fresh-clone CI at load 20, with another test run beside it; the test passes alone).
    const tries: (boolean | undefined)[] = [];
    while (tries.length < 5 && tries.at(-1) !== true) tries.push(await navigate('no-preference'));
    expect(tries, 'no-preference').toContain(true);
    expect(await navigate('reduce'), 'reduce').toBe(false);
  });
});
