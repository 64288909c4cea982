/**
 * Design review V r54 on the team pages (/marketing, /product-development, /content-creators): the hero sample card's flag
 * in the live demo's style (item 6), the traceability matrix as stacked rows on phones (item 5) and the process steps at
 * their own height from the top of their half (item 7).
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes.ts';
import { loadPage } from '../helpers/site.ts';

const TEAMS = ['/marketing', '/product-development', '/content-creators'];
const classes = (value: string | undefined) => (value ?? '').split(/\s+/);

describe('hero sample card flag (V r54 teams item 6)', () => {
  it.each(TEAMS)('%s: the red "!" chip, then the words, then the passage number in a red chip; no amber chip under "Flagged"', (path) => {
    const $ = loadPage(path);
    const row = $('[data-section="hero"] [data-product-at-work] [data-flags="cited"] li');
    expect(row).toHaveLength(1);
    const bang = row.children().first();
    expect(bang.text()).toBe('!');
    expect(classes(bang.attr('class'))).toEqual(expect.arrayContaining(['bg-red-50', 'text-red-800', 'rounded-full']));
    const chip = row.find('.whitespace-nowrap > span');
    expect(chip.text()).toMatch(/^\d+$/);
    expect(classes(chip.attr('class'))).toEqual(expect.arrayContaining(['bg-red-50', 'text-red-800', 'rounded-full']));
    expect(row.find('.bg-amber-100')).toHaveLength(0);
  });

  it('every hero picture on the site draws its flag the same way (one flag style)', () => {
    let pictures = 0;
    for (const path of routes.map((r) => r.path)) {
      const $ = loadPage(path);
      const rows = $('[data-product-at-work] [data-flags="cited"] li');
      if (rows.length === 0) continue;
      pictures++;
      rows.each((_, li) => {
        expect($(li).children().first().text(), path).toBe('!');
        expect($(li).find('.bg-amber-100'), path).toHaveLength(0);
      });
    }
    expect(pictures).toBeGreaterThan(10);
  });
});

describe('/product-development traceability matrix (V r54 teams item 5)', () => {
  it('below sm each requirement a stacked row: id and name, then "Spec:", then "Test:", the headings hidden', () => {
    const $ = loadPage('/product-development');
    const table = $('table[data-trace]');
    expect(classes(table.find('thead').attr('class'))).toContain('max-sm:hidden');
    const rows = table.find('tbody tr');
    expect(rows).toHaveLength(5);
    rows.each((_, tr) => {
      expect(classes($(tr).attr('class'))).toContain('max-sm:block');
      const th = $(tr).children('th');
      expect(classes(th.attr('class'))).toContain('max-sm:block');
      th.children().each((_, span) => expect(classes($(span).attr('class'))).toContain('max-sm:inline'));
      const cells = $(tr).children('td');
      expect(cells.map((_, td) => $(td).children().first().text()).get()).toEqual(['Spec:', 'Test:']);
      cells.each((_, td) => {
        expect(classes($(td).attr('class'))).toEqual(expect.arrayContaining(['max-sm:flex', 'max-sm:p-0']));
        expect(classes($(td).children().first().attr('class'))).toContain('sm:hidden');
      });
    });
  });

  it('one check icon in both columns, no "✓" glyph; only the conflict\'s box padded, so the cells\' tops align', () => {
    const $ = loadPage('/product-development');
    const table = $('table[data-trace]');
    expect(table.text()).not.toContain('✓');
    const matches = table.find('[data-spec-match]');
    expect(matches).toHaveLength(2);
    const testCheck = table.find('[data-testable="yes"] svg').first();
    matches.each((_, m) => {
      expect($(m).text()).toBe('Matches');
      expect($(m).find('svg').attr('class')).toBe(testCheck.attr('class'));
    });
    table.find('tbody td:first-of-type > span:nth-child(2)').each((_, span) => {
      const padded = classes($(span).attr('class')).some((c) => /^p[xy]?-/.test(c));
      expect(padded).toBe($(span).is('[data-conflict]'));
    });
  });
});

describe('process steps (V r54 teams item 7)', () => {
  it.each(TEAMS)('%s: the steps their half\'s width, at their own height from the top, not stretched to the sample', (path) => {
    const $ = loadPage(path);
    const steps = classes($('ol[data-steps]').attr('class'));
    expect(steps).not.toContain('max-w-lg');
    expect(steps).toContain('self-start');
  });
});
