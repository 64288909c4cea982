/**
 * Issue 11: the first interaction with each island takes effect and paints quickly. The figures
 * that count (4x CPU slowdown, medians) come from `npm run bench -- --only responsiveness` and are
 * in BENCHMARKS.md; a timed assertion at 4x would fail whenever the machine is busy, so this test
 * runs the same scenarios (tools/bench/responsiveness.ts, one source) without slowdown, where a
 * budget of 100 ms still catches a handler that does too much work before the next paint. The best
 * of five tries counts: a busy machine delays a paint now and then (seen: 48, 1016, 336 ms for the
 * same click at load average 9), but work the page itself does shows in every try.
 */
import { describe, expect, it } from 'vitest';
import { useSite } from '../helpers/browser.ts';
import { ISLAND_INTERACTIONS, measureInteraction } from '../../tools/bench/responsiveness.ts';

const site = useSite();

describe('the first interaction with each island', () => {
  for (const scenario of ISLAND_INTERACTIONS) {
    it(`${scenario.island} on ${scenario.path}: ${scenario.action}, painted within 100 ms`, async () => {
      const tries: number[] = [];
      for (let i = 0; i < 5 && Math.min(Infinity, ...tries) >= 100; i++) tries.push(await measureInteraction(site.baseUrl, site.browser, scenario, 1));
      expect(Math.min(...tries), `tries: ${tries.join(', ')} ms`).toBeLessThan(100);
    });
  }
});

/**
 * The press that opens a form on demand pays only for the form's fields: hovering the button
 * fetches that form's code (not the other form's), fills ICU's date caches in a worker
 * (src/islands/forms/intl-warm.ts) and then makes the page's first datetime-local input in a task of
 * its own: that input's date formats cost Chromium ~100-170 ms of script at 4x CPU on the main thread
 * (BENCHMARKS.md). Seen from outside: after the hover, a new datetime-local input is cheap, and before
 * it, it is not; the worker's file was fetched.
 */
describe('hovering a button that opens a form', () => {
  const firstDateInputMs = (page: import('playwright-core').Page) =>
    page.evaluate(() => {
      const started = performance.now();
      document.createElement('input').type = 'datetime-local';
      return performance.now() - started;
    });

  const hydratedJourney = async (page: import('playwright-core').Page) => {
    await page.goto(`${site.baseUrl}/journey`);
    await page.locator('[data-island="JourneyBooking"]').scrollIntoViewIfNeeded(); // it hydrates when in view
    await page.locator('[data-island="JourneyBooking"][data-hydrated]').waitFor();
  };

  it('fetches that form only and readies the date field before the press', async () => {
    const fetched: string[] = [];
    const cold = await site.newPage({ width: 390 });
    await hydratedJourney(cold);
    const coldMs = await firstDateInputMs(cold);

    const page = await site.newPage({ width: 390 });
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await hydratedJourney(page);
    // Listened for before the hover: the two files may arrive in either order.
    const formCode = page.waitForResponse((r) => /DemoRequestForm-[\w-]+\.js$/.test(r.url()), { timeout: 15_000 }).catch(() => undefined);
    const warmCode = page.waitForResponse((r) => /intl-warm-[\w-]+\.js$/.test(r.url()), { timeout: 15_000 }).catch(() => undefined);
    await page.getByRole('button', { name: 'Book Your Free Consultation' }).hover();
    await Promise.all([formCode, warmCode]);
    await page.waitForTimeout(500); // the worker's run and the detached input's task after it
    const warmMs = await firstDateInputMs(page);

    expect(fetched.some((p) => /\/DemoRequestForm-[\w-]+\.js$/.test(p)), fetched.join('\n')).toBe(true);
    expect(fetched.some((p) => /\/TrialForm-[\w-]+\.js$/.test(p)), fetched.join('\n')).toBe(false);
    expect(fetched.some((p) => /\/intl-warm-[\w-]+\.js$/.test(p)), fetched.join('\n')).toBe(true);
    // Without slowdown, measured: the first input 5-10 ms; after the hover 0.2 ms (without the warm-up, 4.3).
    expect(warmMs, `cold ${coldMs.toFixed(1)} ms, after hover ${warmMs.toFixed(1)} ms`).toBeLessThan(coldMs / 4);
  });
});
