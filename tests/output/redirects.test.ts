/**
 * Issue 32: moved pages in the built site and through the preview server (the CDN stand-in):
 * `/contact` answers 301 to `/demo`; hosts that do not read `_redirects` get the fallback page.
 */
import { describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { redirectPageFile } from '../../generator/outputs/redirects.ts';
import { parseRedirectsFile } from '../../runtime/preview-server/redirect-rules.ts';
import { loadRedirects } from '../../src/collections/redirects.ts';
import { projectRoot } from '../../src/collections/load-collection.ts';
import { usePreview } from '../helpers/preview.ts';
import { builtExists, readBuilt } from '../helpers/site.ts';
import { TEST_BUILD_ENV } from '../helpers/test-build-env.ts';

const REDIRECTS = loadRedirects(projectRoot());

describe('redirects in the build', () => {
  it('the list starts with /contact -> /demo, 301', () => {
    expect(REDIRECTS[0]).toMatchObject({ from: '/contact', to: '/demo', status: 301 });
  });

  it('_redirects holds every entry of the list', () => {
    expect(parseRedirectsFile(readBuilt('_redirects'))).toEqual(REDIRECTS.map(({ from, to, status }) => ({ from, to, status })));
  });

  it.each(REDIRECTS.map((r) => [r.from, r] as const))('%s has a fallback page: meta refresh and canonical link to its target, no script', (_from, r) => {
    const $ = cheerio.load(readBuilt(redirectPageFile(r.from)));
    expect($('meta[http-equiv="refresh"]').attr('content')).toBe(`0; url=${r.to}`);
    expect($('link[rel=canonical]').attr('href')).toBe(`${TEST_BUILD_ENV.SITE_URL}${r.to}`);
    expect($(`main a[href="${r.to}"]`).length).toBe(1);
    expect($('script').length).toBe(0);
  });

  it('no old path is in the sitemap', () => {
    const sitemap = readBuilt('sitemap.xml');
    for (const r of REDIRECTS) expect(sitemap).not.toContain(`<loc>${TEST_BUILD_ENV.SITE_URL}${r.from}</loc>`);
    expect(builtExists(redirectPageFile('/contact'))).toBe(true);
  });
});

describe('the preview server honours _redirects', () => {
  const server = usePreview();

  it('answers an old path with its status and target, keeping the query', async () => {
    const res = await fetch(`${server.url}/contact?from=mail`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/demo?from=mail');
  });

  it('serves the target page', async () => {
    const res = await fetch(`${server.url}/contact`);
    expect(res.url).toBe(`${server.url}/demo`);
    expect(res.status).toBe(200);
  });
});
