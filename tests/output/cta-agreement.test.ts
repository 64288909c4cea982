/**
 * Review round 3 (issue 35): closing bands said "…or start a 14-day free trial" above Schedule Demo and
 * View Pricing, and the plans page was reached as "See Pricing", "View Pricing" and "Compare Plans".
 * On every page: a closing band whose sentence offers the trial has the trial's button, and each
 * in-page action to /pricing says one of the two things it can mean there (the trial, or the plans).
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes.ts';
import { loadPage } from '../helpers/site.ts';

/** What a button to /pricing may say: the trial (its form is there) or the plans; never a third name. */
const PRICING_LABELS = ['Start Free Trial', 'Compare Plans'];

describe('closing bands and their buttons agree', () => {
  const pages = routes.map((r) => [r.path, loadPage(r.path)] as const);

  it('every band that offers the free trial has a Start Free Trial button to the plans page', () => {
    const offering = pages.filter(([, $]) => /free trial/i.test($('.cta-band p').text()));
    expect(offering.length).toBeGreaterThan(20);
    const missing = offering.filter(([, $]) => $('.cta-band a[href="/pricing#top"]').filter((_, a) => $(a).text().trim() === 'Start Free Trial').length !== 1).map(([path]) => path);
    expect(missing).toEqual([]);
  });

  it('a band with a button to the plans page names what its sentence offers there (never the trial unoffered)', () => {
    const wrong = pages.flatMap(([path, $]) =>
      $('.cta-band')
        .toArray()
        .flatMap((band) => {
          const offersTrial = /free trial/i.test($(band).find('p').text());
          return $(band)
            .find('a[href="/pricing#top"]')
            .toArray()
            .map((a) => $(a).text().trim())
            .filter((label) => label !== (offersTrial ? 'Start Free Trial' : 'Compare Plans'))
            .map((label) => `${path}: ${label}`);
        }),
    );
    expect(wrong).toEqual([]);
  });

  it('a button to /pricing in a page body says Start Free Trial or Compare Plans', () => {
    // Buttons are the shared Button's links (rounded-lg, font-semibold); a directory tile (the 404's) names the page.
    const other = pages.flatMap(([path, $]) =>
      $('main a.rounded-lg.font-semibold[href="/pricing#top"]')
        .toArray()
        .map((a) => $(a).text().trim())
        .filter((label) => !PRICING_LABELS.includes(label))
        .map((label) => `${path}: ${label}`),
    );
    expect(other).toEqual([]);
    expect(pages.filter(([, $]) => $('main a.rounded-lg.font-semibold[href="/pricing#top"]').length > 0).length).toBeGreaterThan(20);
  });
});
