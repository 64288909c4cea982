/**
 * Design reviews V and N r53 on the team pages (/marketing, /product-development, /content-creators), the industry pages
 * and /pricing's frameworks band: one frameworks layout at a section's padding, the capability catalogue under its heading
 * with every job shown at phone width, the process steps their column's width, the sample cards at 13 px, one weight
 * through the hero lede, the plan badge in a card's header and two wraps on /financial-services.
 */
import { describe, expect, it } from 'vitest';
import { loadPage } from '../helpers/site.ts';

const TEAMS = ['/marketing', '/product-development', '/content-creators'];
const INDUSTRIES = ['/financial-services', '/hr'];
const classes = (value: string | undefined) => (value ?? '').split(/\s+/);

// The frameworks band's r53 layout (one column, a section's padding) is N r54 industry item 1's two columns at moderate padding
// now: tests/output/industry-r54.test.ts.

describe('capability catalogue (V r53 teams items 3 and 6, N r53 teams items 3 and 4, industry item 5)', () => {
  it.each([...TEAMS, ...INDUSTRIES])('%s: every job in the markup unfolded, 14 px slate-600 and pretty under a semibold name', (path) => {
    const $ = loadPage(path);
    const grid = $('ul[data-cards]').filter((_, ul) => classes($(ul).attr('class')).includes('capability-rows'));
    expect(grid).toHaveLength(1);
    expect(grid.find('details, summary')).toHaveLength(0);
    grid.find('[data-card]').each((_, card) => {
      expect(classes($(card).find('h3').attr('class'))).toContain('font-semibold');
      expect(classes($(card).children('p').attr('class'))).toEqual(expect.arrayContaining(['text-sm', 'text-slate-600', 'text-pretty']));
    });
  });

  it.each(TEAMS)('%s: the heading above a full-width grid, no split column beside it', (path) => {
    const $ = loadPage(path);
    const grid = $('ul.capability-rows');
    const container = grid.closest('section').children('div').first();
    expect(classes(container.attr('class'))).not.toContain('lg:grid-cols-3');
    expect(classes(grid.attr('class'))).toContain(grid.children().length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4');
  });
});

describe('team pages', () => {
  it.each(TEAMS)('%s: the steps fill their half and the sample card sits at the row\'s top (V r53 teams item 4)', (path) => {
    const $ = loadPage(path);
    const steps = $('ol[data-steps]');
    expect(classes(steps.attr('class'))).not.toContain('max-w-lg');
    expect(classes(steps.parent().attr('class'))).not.toContain('items-start');
    expect(classes(steps.next().attr('class'))).toContain('self-start');
  });

  it.each(TEAMS)('%s: the hero sample card\'s document at 13 px (V r53 teams item 5)', (path) => {
    const $ = loadPage(path);
    expect(classes($('[data-section="hero"] [data-product-at-work] div.min-w-0').first().attr('class'))).toContain('[&>div]:text-code');
  });

  it.each([...TEAMS, ...INDUSTRIES])('%s: the hero lede one paragraph in one weight (V r53 teams item 7)', (path) => {
    const $ = loadPage(path);
    const lede = $('[data-section="hero"] h1').next();
    expect(lede.is('p')).toBe(true);
    expect(lede.find('p, .font-medium, .text-slate-800')).toHaveLength(0);
    expect(lede.text().split(/(?<=\.) /).length).toBeGreaterThanOrEqual(2);
  });

  it('/product-development: the matrix at 13 px, its headings in one case, the supplier spec column mostly filled (V r53 teams item 5, N r53 teams item 8)', () => {
    const $ = loadPage('/product-development');
    const table = $('table[data-trace]');
    expect(classes(table.attr('class'))).toContain('sm:text-code');
    expect(classes(table.find('thead tr').attr('class'))).not.toContain('uppercase');
    // Without the phone's "Spec:" label (V r54 teams item 5); a match's check an icon, no "✓" glyph.
    const specs = table.find('tbody tr').map((_, tr) => $(tr).children('td').first().children().slice(1).text().trim()).get();
    expect(specs.filter((text) => text.startsWith('—')).length).toBeLessThanOrEqual(2);
    expect(specs).toEqual(expect.arrayContaining(['SP-3 §2 Matches']));
  });
});

describe('/financial-services (N r53 industry items 2 and 6)', () => {
  // N r54 industry item 4 moved the badge from the card's header to its foot: tests/output/industry-r54.test.ts.
  it('puts the plan note as a badge, not in the sentence\'s words', () => {
    const $ = loadPage('/financial-services');
    const badge = $('[data-cards="features"] [data-plans]');
    expect(badge.text()).toBe('Business Elite and Enterprise plans');
    expect(classes(badge.attr('class'))).toContain('rounded-full');
  });

  it('keeps "add-backs" whole and the agents lede\'s last word with the one before', () => {
    const $ = loadPage('/financial-services');
    expect($('[data-section="hero"] [data-product-at-work]').text()).toContain('add\u2011backs sit');
    expect($('[data-section="capabilities"] h2 + p').text()).toContain('analysts to\u00a0check.');
  });
});
