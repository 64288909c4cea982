/**
 * Design review L r52 item 4: "Resources" was current in the header on /learn, /trends and /prompt-engineering but not on
 * an article under /trends/: the group owns its articles, as Product owns the feature pages.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes.ts';
import { loadPage } from '../helpers/site.ts';

describe('header group current on the articles', () => {
  const articles = routes.map((r) => r.path).filter((path) => path.startsWith('/trends/'));

  it('marks Resources current on every article under /trends/, and no group on /trends itself', () => {
    expect(articles.length).toBeGreaterThan(0);
    for (const path of articles) {
      const $ = loadPage(path);
      expect($('#site-nav summary[aria-current]').map((_, el) => $(el).text()).get(), path).toEqual(['Resources']);
    }
    // /trends is listed in the group: its own link is current there, the summary is not.
    const $ = loadPage('/trends');
    expect($('#site-nav summary[aria-current]')).toHaveLength(0);
    expect($('#site-nav a[aria-current="page"]').attr('href')).toBe('/trends#top');
  });
});

describe('header group current on the team pages (design reviews V r53/r54, N r53: three team pages, three treatments)', () => {
  it('marks Industries current on all three: /content-creators through its link in the dropdown, the other two as owned', () => {
    for (const path of ['/marketing', '/product-development']) {
      const $ = loadPage(path);
      expect($('#site-nav summary[aria-current]').map((_, el) => $(el).text()).get(), path).toEqual(['Industries']);
      expect($('#site-nav a[aria-current="page"]'), path).toHaveLength(0);
    }
    const $ = loadPage('/content-creators');
    expect($('#site-nav a[aria-current="page"]').closest('details').find('summary').text()).toBe('Industries');
    // A prefix owns only its own pages: no group is current on the industry index pages it does not own.
    expect(loadPage('/financial-services')('#site-nav summary[aria-current]')).toHaveLength(0);
  });
});
