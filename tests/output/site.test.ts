/**
 * Every route of the table, checked in the built output: head metadata per docs/product-rules.md#page-metadata,
 * JSON-LD that parses, links that resolve, navigation links that end in #top.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes.ts';
import { routeToFile } from '../../src/render/paths.ts';
import { BRAND } from '../../src/site.ts';
import { ogImageFile } from '../../src/render/social-card.ts';
import { FEED_PATHS } from '../../src/content/feed-paths.ts';
import { INDUSTRY_NAV_PATHS, PRIMARY_NAV_PATHS, SOLUTION_NAV_PATHS } from '../../src/content/navigation.ts';
import { builtExists, jsonLdNodes, loadPage, readBuilt } from '../helpers/site.ts';
import { TEST_BUILD_ENV } from '../helpers/test-build-env.ts';

const SITE = TEST_BUILD_ENV.SITE_URL;
const indexable = routes.filter((r) => !r.excludeFromSitemap);
// Issue 14 adds the /trends feeds, linked from the trends page.
const staticFiles = ['favicon.ico', 'favicon.svg', 'apple-touch-icon.png', 'icon-512.png', 'og-image.png', ...Object.values(FEED_PATHS).map((p) => p.slice(1))];

describe.each(routes.map((r) => [r.path, r] as const))('%s', (path, route) => {
  const $ = loadPage(path);

  it('has the title "{title} | {brand}", a description, keywords and robots', () => {
    expect($('title').text()).toBe(`${route.meta.title} | ${BRAND}`);
    expect($('meta[name=description]').attr('content')).toBe(route.meta.description);
    expect($('meta[name=keywords]').attr('content')?.split(', ').length).toBeGreaterThanOrEqual(1);
    expect($('meta[name=robots]').attr('content')).toBe(route.excludeFromSitemap ? 'noindex,follow' : 'index,follow');
    expect($('html').attr('lang')).toBe('en');
    expect($('h1')).toHaveLength(1);
  });

  it('has canonical, Open Graph and Twitter metadata with absolute URLs', () => {
    if (!route.excludeFromSitemap) {
      const url = path === '/' ? `${SITE}/` : `${SITE}${path}`;
      expect($('link[rel=canonical]').attr('href')).toBe(url);
      expect($('meta[property="og:url"]').attr('content')).toBe(url);
    }
    for (const p of ['og:title', 'og:description', 'og:type', 'og:site_name', 'og:image']) expect($(`meta[property="${p}"]`).attr('content'), p).toBeTruthy();
    // Issue 14: each page has its own card (was the one site-wide /og-image.png).
    expect($('meta[property="og:image"]').attr('content')).toBe(`${SITE}/${ogImageFile(path)}`);
    expect($('meta[name="twitter:card"]').attr('content')).toBe('summary_large_image');
    expect($('meta[name="theme-color"]').attr('content')).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('has JSON-LD that parses, with Organization + WebSite on home and WebPage + BreadcrumbList elsewhere', () => {
    const nodes = jsonLdNodes($);
    const types = nodes.flatMap((n) => [n['@type']].flat());
    if (path === '/') expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    else {
      expect(types).toEqual(expect.arrayContaining(['WebPage', 'BreadcrumbList']));
      const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList')!.itemListElement;
      expect(crumbs[0].item).toBe(`${SITE}/`);
      expect(crumbs.at(-1).name).toBe(route.label);
    }
  });

  // Links to pages that are not built stop the build itself (one check phase); the pipeline test
  // (tests/unit/pipeline.test.ts) pins that, since this built site could not have such a link.
  it('ends every navigation link in #top', () => {
    const navLinks = $('header a[href^="/"], footer a[href^="/"]').toArray().map((a) => $(a).attr('href')!);
    expect(navLinks.length).toBeGreaterThan(20);
    expect(navLinks.filter((href) => !href.endsWith('#top'))).toEqual([]);
  });

  it('loads no script unless the page has islands, and never an inline script', () => {
    const scripts = $('script[src]').toArray().map((s) => $(s).attr('src')!);
    const hasIslands = $('[data-island]').length > 0;
    expect(scripts.some((s) => /\/assets\/enhance-/.test(s))).toBe(true);
    expect(scripts.some((s) => /\/assets\/islands-/.test(s))).toBe(hasIslands);
    const inline = $('script:not([src])').toArray().filter((s) => !['application/ld+json', 'application/json'].includes($(s).attr('type') ?? ''));
    expect(inline).toHaveLength(0);
    expect($('[style]')).toHaveLength(0);
  });
});

describe('site-wide output', () => {
  // Issue 22: the header is five labelled groups and two plain links, not twelve items, and
  // every navigation item of docs/product-rules.md#top-navigation is still reachable from it (Home through the logo as well).
  it('groups the header navigation and keeps every product-rules navigation item reachable', () => {
    const $ = loadPage('/about');
    const nav = $('header nav[aria-label="Main"]');
    expect(nav).toHaveLength(1);
    expect($('header nav')).toHaveLength(1);
    expect(nav.children('details').toArray().map((d) => $(d).children('summary').text())).toEqual(['Product', 'Solutions', 'Industries', 'Resources', 'Company']);
    expect(nav.children('a:not(.xl\\:hidden)').toArray().map((a) => $(a).text())).toEqual(['Pricing', 'Demo']);
    const hrefs = new Set($('header a').toArray().map((a) => $(a).attr('href')));
    for (const path of [...PRIMARY_NAV_PATHS, ...INDUSTRY_NAV_PATHS, ...SOLUTION_NAV_PATHS, '/security', '/journey']) expect(hrefs.has(`${path}#top`), path).toBe(true);
    expect($('header > div > a[aria-label="Vertiq home"]').attr('href')).toBe('/#top');
    expect(nav.find('details[name="nav-group"]')).toHaveLength(5);
    expect($('[data-mobile-menu] summary').attr('aria-controls')).toBe('site-nav');
  });

  it('writes every route to its file, plus 404.html, sitemap, robots, _headers and the icons', () => {
    for (const route of routes) expect(builtExists(routeToFile(route.path)), route.path).toBe(true);
    for (const file of ['404.html', 'sitemap.xml', 'robots.txt', '_headers', ...staticFiles]) expect(builtExists(file), file).toBe(true);
  });

  it('lists every indexable route in the sitemap with absolute URLs, and nothing else', () => {
    const locs = [...readBuilt('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(indexable.map((r) => (r.path === '/' ? `${SITE}/` : `${SITE}${r.path}`)).sort());
  });

  it('points robots.txt at the sitemap', () => {
    expect(readBuilt('robots.txt')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('sets security headers, a CSP without inline script, and cache rules in _headers', () => {
    const headers = readBuilt('_headers');
    const csp = /Content-Security-Policy: (.+)/.exec(headers)![1];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain(`connect-src 'self' ${TEST_BUILD_ENV.SUPABASE_URL}`);
    for (const h of ['Strict-Transport-Security', 'X-Content-Type-Options: nosniff', 'Referrer-Policy', 'Permissions-Policy']) expect(headers).toContain(h);
    expect(headers).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
    expect(headers).toMatch(/\n\/pricing\n {2}Cache-Control: public, max-age=0, must-revalidate/);
  });

  it('precompresses text assets with .br and .gz beside them', () => {
    for (const file of ['index.html', 'sitemap.xml']) {
      expect(builtExists(`${file}.br`), file).toBe(true);
      expect(builtExists(`${file}.gz`), file).toBe(true);
    }
  });
});

// Review r5: Marketing, Content Creators and Product Development sat under "Industries" though they
// are teams (the home page lists them under "Teams"), and at 390 px Company ran two rows past Solutions.
describe('the footer groups', () => {
  const $ = loadPage('/legal');
  const group = (heading: string) =>
    $('footer h2')
      .filter((_, h) => $(h).text() === heading)
      // The group's list, beside the heading or beside the <summary> it is in (the folded Industries group).
      .closest('footer > div > *')
      .find('ul a')
      .map((_, a) => $(a).attr('href'))
      .get();

  it('lists the industry pages under Industries and the team pages under Teams', () => {
    const teams = ['/content-creators#top', '/marketing#top', '/product-development#top'];
    expect(group('Teams')).toEqual(teams);
    expect(group('Industries')).toHaveLength(13);
    expect(group('Industries')).toContain('/commercial-real-estate#top');
    expect(group('Industries').filter((href) => teams.includes(href))).toEqual([]);
  });

  it('lists the learning pages under Resources, as the header does, and leaves Company its own pages', () => {
    expect(group('Resources')).toEqual(['/learn#top', '/trends#top', '/prompt-engineering#top']);
    expect(group('Company')).toEqual(['/about#top', '/investors#top', '/security#top', '/pricing#top', '/demo#top']);
    expect(group('Solutions')).toHaveLength(SOLUTION_NAV_PATHS.length);
  });
});

// Design review A r48 item 1: /journey had no place in the navigation: no menu listed it, and on it no header item was
// current. The header's items are the ones docs/product-rules.md#top-navigation fixes, /journey reached by Get Started.
describe('/journey in the navigation', () => {
  const getStarted = ($: ReturnType<typeof loadPage>) => $('header > div > a[href="/journey#top"]');

  it('marks the header\'s Get Started as the current page on /journey for screen readers, the button unchanged, and nowhere else', () => {
    const $ = loadPage('/journey');
    expect(getStarted($).text()).toBe('Get Started');
    expect(getStarted($).attr('aria-current')).toBe('page');
    // No mark on the filled button: not ringed (design review A r49: a halo read as a focus ring left on), not underlined
    // (design review H r51 item 5: a stuck hover); its classes those of every other page's button.
    expect(getStarted($).attr('class')).toBe(getStarted(loadPage('/about')).attr('class'));
    expect(getStarted($).attr('class')).not.toContain('ring-');
    // Not in the Company dropdown: the header's groups are the rules' own.
    expect($('header nav details').filter((_, d) => $(d).children('summary').text() === 'Company').find('a[href="/journey#top"]')).toHaveLength(0);
    const about = loadPage('/about');
    expect(getStarted(about).attr('aria-current')).toBeUndefined();
    expect(getStarted(about).attr('class')!.split(' ')).not.toContain('underline');
  });

});
