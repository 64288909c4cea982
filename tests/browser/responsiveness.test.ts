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
