/**
 * The leadership cards (src/pages/evidence/Leadership.tsx). Design review: a silhouette where a person
 * has no photo read as a missing portrait; the schema makes the photo optional, so without one the card
 * shows no circle at all, and the profile link is named by its site.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { LEADERSHIP_COPY as COPY } from '../../src/content/evidence-copy.ts';
import { Leadership } from '../../src/pages/evidence/Leadership.tsx';

const person = { slug: 'dana', name: 'Dana Example', role: 'Chief Operating Officer', bio: 'Runs operations.', order: 1 };

describe('Leadership', () => {
  it('shows no portrait, silhouette or initials for a person without a photo', () => {
    const $ = load(renderToStaticMarkup(<Leadership people={[person]} />));
    const card = $('[data-person]');
    expect(card.find('h3').text()).toBe('Dana Example');
    expect(card.find('img, picture, svg[data-silhouette]')).toHaveLength(0);
    expect(card.find('[aria-hidden="true"]').text()).toBe('');
    expect(card.find('a')).toHaveLength(0);
  });

  it('names the profile link by its site, and renders nothing without people', () => {
    const $ = load(renderToStaticMarkup(<Leadership people={[{ ...person, profile: 'https://github.com/dana' }]} />));
    expect($('[data-person] a[rel~="me"]').text()).toBe('GitHub profile of Dana Example');
    expect(renderToStaticMarkup(<Leadership people={[]} />)).toBe('');
  });

  it('lists advisors after the leaders in the same grid, each tagged on its role line; only advisors when no leader is listed', () => {
    const advisor = { ...person, slug: 'sam', name: 'Sam Advisor', role: 'Regulatory advisor', group: 'advisors' as const, order: 2 };
    // Given first, the advisor still comes after the leaders (review C r7: a lone full-width advisor card read as orphaned),
    // in the leaders' grid (review C r15: alone under a heading of its own, the one card left two empty columns), the tag
    // right after the role it qualifies (review C r22: at the card's foot it was easy to miss).
    const both = load(renderToStaticMarkup(<Leadership people={[advisor, person]} />));
    expect(both('ul')).toHaveLength(1);
    const cards = both('ul > li').toArray().map((li) => both(li).find('h3').text());
    expect(cards).toEqual(['Dana Example', 'Sam Advisor']);
    expect(both('ul > li').last().is('[data-advisor]')).toBe(true);
    expect(both('[data-advisor] h3 + p > [data-advisor-tag]').text()).toBe(COPY.advisor);
    expect(both('[data-advisor] h3 + p').text()).toBe(`Regulatory advisor ${COPY.advisor}`);
    expect(both('[data-person] [data-advisor-tag]')).toHaveLength(0);
    expect(both('[data-person] > p').first().text()).toBe('Runs operations.');
    const only = load(renderToStaticMarkup(<Leadership people={[advisor]} />));
    expect(only('[data-person]')).toHaveLength(0);
    expect(only('[data-advisor]')).toHaveLength(1);
  });

  // Review C r22: four a row at 1280 px made tall cards of ~30-character bio lines.
  it('sets two cards a row, three only when the people fill rows of three, and the board in the same columns', () => {
    const people = (n: number) => Array.from({ length: n }, (_, i) => ({ ...person, slug: `p${i}`, name: `Person ${i}`, order: i }));
    const classes = (n: number) => load(renderToStaticMarkup(<Leadership people={people(n)} />))('ul').attr('class')!;
    for (const n of [2, 4, 5]) {
      expect(classes(n)).toContain('sm:grid-cols-2');
      expect(classes(n)).not.toMatch(/lg:grid-cols-/);
    }
    for (const n of [3, 6]) expect(classes(n)).toContain('lg:grid-cols-3');
    const $ = load(renderToStaticMarkup(<Leadership people={people(3)} board={['Ana Example, CEO', 'Bo Example, Example Ventures']} />));
    const [cards, board] = $('ul').toArray();
    expect($(board).closest('[data-board]')).toHaveLength(1);
    expect($(board).attr('class')).toContain($(cards).attr('class'));
    expect($(board).children('li').toArray().map((li) => $(li).text())).toEqual(['Ana ExampleCEO', 'Bo ExampleExample Ventures']);
    expect($(board).children('li').first().attr('class')).toContain('rounded-card');
  });

  it('shows the credential line under the role only when supplied', () => {
    const $ = load(renderToStaticMarkup(<Leadership people={[{ ...person, credential: 'CISSP' }, { ...person, slug: 'b', name: 'B', order: 2 }]} />));
    expect($('[data-credential]').toArray().map((p) => $(p).text())).toEqual(['CISSP']);
    expect($('[data-person]').first().find('h3 + p + p').is('[data-credential]')).toBe(true);
  });
});
