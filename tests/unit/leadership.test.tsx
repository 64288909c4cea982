/**
 * The leadership cards (src/pages/evidence/Leadership.tsx). Design review: a silhouette where a person
 * has no photo read as a missing portrait; the schema makes the photo optional, so without one the card
 * shows no circle at all, and the profile link is named by its site.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
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

  it('lists advisors apart from the leadership, and only advisors when no leader is listed', () => {
    const advisor = { ...person, slug: 'sam', name: 'Sam Advisor', role: 'Regulatory advisor', group: 'advisors' as const, order: 2 };
    const both = load(renderToStaticMarkup(<Leadership people={[person, advisor]} />));
    expect(both('[data-person] h3').toArray().map((h) => both(h).text())).toEqual(['Dana Example']);
    expect(both('[data-advisors] [data-advisor] h4').text()).toBe('Sam Advisor');
    const only = load(renderToStaticMarkup(<Leadership people={[advisor]} />));
    expect(only('[data-person]')).toHaveLength(0);
    expect(only('[data-advisor]')).toHaveLength(1);
  });
});
