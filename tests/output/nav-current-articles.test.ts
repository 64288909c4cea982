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

describe('the team pages in the header (design reviews V r53-r55, N r53: the header linked two of them nowhere)', () => {
  it('lists all three after the industries in the Industries dropdown, each current on its own page', () => {
    const teams = ['/content-creators#top', '/marketing#top', '/product-development#top'];
    for (const path of ['/content-creators', '/marketing', '/product-development']) {
      const $ = loadPage(path);
      const industries = $('#site-nav details').filter((_, d) => $(d).children('summary').text() === 'Industries');
      const links = industries.find('a').map((_, a) => $(a).attr('href')).get();
      expect(links.slice(-3), path).toEqual(teams);
      expect(links, path).toHaveLength(16);
      expect(industries.find('a[aria-current="page"]').attr('href'), path).toBe(`${path}#top`);
      // Listed, so no group is current by ownership.
      expect($('#site-nav summary[aria-current]'), path).toHaveLength(0);
    }
  });
});
