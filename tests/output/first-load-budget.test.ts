/**
 * Issue 10's gate: a page's HTML and its stylesheet fit the first round trip (gzip level 9, as the
 * build precompresses) on every page. The measure and the budget are the bench's own
 * (tools/bench/weights.ts, `npm run bench -- --only weights`), so the test and the report cannot
 * disagree; this test stops a change that pushes one page over, naming the page and its parts.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes.ts';
import { measureWeights, WEIGHT_GOALS } from '../../tools/bench/weights.ts';
import { DIST } from '../helpers/site.ts';

describe('first-load HTML + CSS', () => {
  const weights = measureWeights(DIST.replace(/\/$/, ''), routes);

  it('every page has one stylesheet', () => {
    expect(weights.length).toBeGreaterThan(40);
    for (const w of weights) expect(w.css, w.path).toBeGreaterThan(1000);
  });

  it(`every page fits ${WEIGHT_GOALS.htmlCss} bytes gzip`, () => {
    expect(WEIGHT_GOALS.htmlCss).toBe(14_600);
    const over = weights.filter((w) => w.htmlCss > WEIGHT_GOALS.htmlCss).map((w) => `${w.path}: ${w.htmlCss} B (HTML ${w.html} + CSS ${w.css})`);
    expect(over).toEqual([]);
  });
});
