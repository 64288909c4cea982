/**
 * Design review N r54 on the industry family: one frameworks band (two columns from lg, moderate padding, the shield above a
 * heading in the sections' face) on home, /pricing, the industry and the team pages; the plan badge at its card's foot on
 * /financial-services; the hero h1 a step smaller on phones.
 */
import { describe, expect, it } from 'vitest';
import { loadPage } from '../helpers/site.ts';
import { industries } from '../../src/content/industries.ts';

const classes = (value: string | undefined) => (value ?? '').split(/\s+/);
const BAND_PAGES = ['/', '/pricing', '/financial-services', '/hr', '/healthcare', '/legal', '/marketing', '/product-development', '/content-creators'];
const INDUSTRY_PATHS = industries.map((industry) => `/${industry.slug}`);

describe('frameworks band (N r54 industry item 1; V r53 pricing item 7, V/N r53 the label alone in a column)', () => {
  it.each(BAND_PAGES)('%s: heading and sentence left, chips and link right from lg, moderate padding', (path) => {
    const $ = loadPage(path);
    const band = $('section[aria-label="Compliance frameworks"]');
    expect(band).toHaveLength(1);
    const inner = band.children('div').first();
    // Above the closing band (home, the team pages) a short top and a full section's padding under it (the design system's
    // one gap above the closing band; V r55 teams item 3: at 50-66 px the closing band looked glued to it); elsewhere moderate.
    const lastBeforeClosing = ['/', '/marketing', '/product-development', '/content-creators'].includes(path);
    expect(classes(inner.attr('class'))).toEqual(expect.arrayContaining(lastBeforeClosing ? ['pt-8', 'pb-16', 'sm:pb-20'] : ['py-12', 'sm:py-16']));
    // The shield first, above the two halves (not beside the heading).
    expect(inner.children().first().is('svg')).toBe(true);
    const columns = inner.children('div').first();
    expect(classes(columns.attr('class'))).toEqual(expect.arrayContaining(['grid', 'lg:grid-cols-2']));
    expect(columns.children()).toHaveLength(2);
    const [left, right] = columns.children().toArray().map((el) => $(el));
    const heading = left.children().first();
    expect(heading.text()).toBe('Frameworks your deployment maps to');
    expect(classes(heading.attr('class'))).toEqual(expect.arrayContaining(['text-2xl', 'font-bold', 'tracking-tight', 'sm:text-3xl']));
    expect(heading.find('svg')).toHaveLength(0);
    expect(left.children().eq(1).is('[data-listing-meaning]')).toBe(true);
    expect(right.children().first().is('[data-chip-row]')).toBe(true);
    expect(right.find('a').text()).toContain('How We Support Compliance');
  });
});

describe('/financial-services "Who it serves" (N r54 industry item 4)', () => {
  it('keeps every card\'s header the team alone and puts the plan badge at its card\'s foot', () => {
    const $ = loadPage('/financial-services');
    const cards = $('[data-cards="features"] [data-card]');
    cards.each((_, li) => expect($(li).children().first().is('p[data-team]')).toBe(true));
    const badge = cards.find('[data-plans]');
    expect(badge).toHaveLength(1);
    expect(badge.text()).toBe('Business Elite and Enterprise plans');
    // In the card's last row (the sentence's paragraph), after the sentence.
    expect(badge.closest('[data-card] > p').is($(badge.closest('[data-card]')).children().last())).toBe(true);
  });
});

describe('industry heroes (N r54 industry item 6)', () => {
  it.each(INDUSTRY_PATHS)('%s: the h1 one step smaller below sm', (path) => {
    const h1 = classes(loadPage(path)('[data-section="hero"] h1').attr('class'));
    expect(h1).toEqual(expect.arrayContaining(['text-3xl', 'sm:text-5xl']));
    expect(h1).not.toContain('text-4xl');
  });
});
