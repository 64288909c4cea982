/**
 * The /trends feeds and the Open Graph cards in the built site. The feeds are checked against the
 * rules the W3C feed validator applies (required elements, RFC 822 / RFC 3339 dates, absolute URLs,
 * self links, unique ids, categories with a term); the cards by their PNG header.
 */
import { readFileSync } from 'node:fs';
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes.ts';
import { ALL_ARTICLES as ARTICLES } from '../../src/content/trends.ts';
import { ogImageFile } from '../../src/render/social-card.ts';
import { FEED_PATHS } from '../../src/content/feed-paths.ts';
import { feedFiles } from '../../src/render/feeds.ts';
import { DIST, loadPage, readBuilt } from '../helpers/site.ts';
import { TEST_BUILD_ENV } from '../helpers/test-build-env.ts';

const SITE = TEST_BUILD_ENV.SITE_URL;
const xml = (file: string) => cheerio.load(readBuilt(file), { xml: true });
const ABSOLUTE = /^https?:\/\/[^\s]+$/;
const RFC822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

describe('RSS 2.0 feed', () => {
  const $ = xml(FEED_PATHS.rss.slice(1));

  it('has a channel with title, link, description and a self link', () => {
    expect($('rss').attr('version')).toBe('2.0');
    for (const tag of ['title', 'link', 'description']) expect($(`channel > ${tag}`).first().text().trim(), tag).not.toBe('');
    expect($('channel > link').first().text()).toBe(`${SITE}/trends`);
    const self = $('channel > atom\\:link[rel=self]');
    expect(self.attr('href')).toBe(`${SITE}${FEED_PATHS.rss}`);
    expect(self.attr('type')).toBe('application/rss+xml');
    expect($('channel > lastBuildDate').text()).toMatch(RFC822);
  });

  it('lists every article with its full title, summary, RFC 822 date and absolute link', () => {
    const items = $('item').toArray().map((el) => $(el));
    expect(items.map((item) => item.find('title').text())).toEqual(ARTICLES.map((a) => a.title));
    for (const [i, item] of items.entries()) {
      expect(item.find('description').text()).toBe(ARTICLES[i].excerpt);
      expect(item.find('link').text()).toBe(`${SITE}/trends/${ARTICLES[i].slug}`);
      expect(item.find('pubDate').text()).toMatch(RFC822);
      expect(item.find('guid').text()).toMatch(ABSOLUTE);
      // RSS 2.0: an author is an email address, optionally followed by a name in brackets.
      expect(item.find('author').text()).toMatch(/^\S+@\S+( \(.+\))?$/);
    }
  });
});

describe('Atom feed', () => {
  const $ = xml(FEED_PATHS.atom.slice(1));

  it('has the required feed elements: id, title, updated, author and a self link', () => {
    expect($('feed').attr('xmlns')).toBe('http://www.w3.org/2005/Atom');
    expect($('feed > id').text()).toMatch(ABSOLUTE);
    expect($('feed > title').text().trim()).not.toBe('');
    expect($('feed > updated').text()).toMatch(RFC3339);
    expect($('feed > author > name').text().trim()).not.toBe('');
    expect($('feed > link[rel=self]').attr('href')).toBe(`${SITE}${FEED_PATHS.atom}`);
  });

  it('has one entry per article with unique id, title, updated, summary, link and a category term', () => {
    const entries = $('entry').toArray().map((el) => $(el));
    expect(entries).toHaveLength(ARTICLES.length);
    const ids = entries.map((entry) => entry.find('id').text());
    expect(new Set(ids).size).toBe(ids.length);
    for (const [i, entry] of entries.entries()) {
      expect(entry.find('title').text()).toBe(ARTICLES[i].title);
      expect(entry.find('updated').text()).toMatch(RFC3339);
      expect(entry.find('summary').text()).toBe(ARTICLES[i].excerpt);
      expect(entry.find('link').attr('href')).toBe(`${SITE}/trends/${ARTICLES[i].slug}`);
      expect(entry.find('category').attr('term')).toMatch(/^[a-z0-9-]+$/);
    }
  });

  // Issue 32: the feed library marked front-matter titles type="html"; they are plain text.
  it('writes entry titles and summaries as escaped text, never type="html"', () => {
    expect(readBuilt(FEED_PATHS.atom.slice(1))).not.toContain('type="html"');
    for (const el of $('entry > title, entry > summary').toArray()) expect($(el).attr('type') ?? 'text').toBe('text');
  });

  it('a revised article: Atom <updated> is its updated day, <published> and RSS pubDate its date', () => {
    const [rss, atom] = feedFiles([{ slug: 'x', title: 'Revised', excerpt: 'Summary', date: '2026-01-02', updated: '2026-03-04', category: 'Analysis' }], SITE, 'Feed description');
    const a = cheerio.load(String(atom.content), { xml: true });
    expect(a('entry > updated').text()).toBe('2026-03-04T12:00:00.000Z');
    expect(a('entry > published').text()).toBe('2026-01-02T12:00:00.000Z');
    expect(a('feed > updated').text()).toBe('2026-03-04T12:00:00.000Z');
    expect(cheerio.load(String(rss.content), { xml: true })('item > pubDate').text()).toBe('Fri, 02 Jan 2026 12:00:00 GMT');
  });

  it('a title with markup characters reaches the Atom feed as that text', () => {
    const title = 'Costs & <b>tokens</b> ]] compared';
    const [, atom] = feedFiles([{ slug: 'x', title, excerpt: 'A < B & C', date: '2026-01-02', category: 'Analysis' }], SITE, 'Feed description');
    const doc = cheerio.load(String(atom.content), { xml: true });
    expect(doc('entry > title').text()).toBe(title);
    expect(doc('entry > title').attr('type')).toBe('text');
    expect(doc('entry > summary').text()).toBe('A < B & C');
    expect(String(atom.content)).toContain('Costs &amp; &lt;b&gt;tokens&lt;/b&gt;');
  });
});

describe('feed discovery', () => {
  it.each(['/trends', ...ARTICLES.map((a) => `/trends/${a.slug}`)])('%s links both feeds from its head', (path) => {
    const $ = loadPage(path);
    expect($('head link[rel=alternate][type="application/rss+xml"]').attr('href')).toBe(FEED_PATHS.rss);
    expect($('head link[rel=alternate][type="application/atom+xml"]').attr('href')).toBe(FEED_PATHS.atom);
  });

  it('the trends page links both feeds in its body', () => {
    const $ = loadPage('/trends');
    expect($('main a[href="/trends/feed.xml"]').text()).toBe('RSS');
    expect($('main a[href="/trends/atom.xml"]').text()).toBe('Atom');
  });
});

/** Width and height from a PNG's IHDR chunk (bytes 16-23, big-endian). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(`${DIST}${file}`);
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('Open Graph cards', () => {
  it.each(routes.map((r) => [r.path, r] as const))('%s has its own 1200 x 630 card with width, height and alt in the meta', (path, route) => {
    const $ = loadPage(path);
    expect($('meta[property="og:image"]').attr('content')).toBe(`${SITE}/${ogImageFile(path)}`);
    expect($('meta[property="og:image:width"]').attr('content')).toBe('1200');
    expect($('meta[property="og:image:height"]').attr('content')).toBe('630');
    const alt = $('meta[property="og:image:alt"]').attr('content')!;
    expect(alt).toContain(route.meta.title);
    // The family label once ("Learn: Learn: ..." before).
    expect(alt).not.toMatch(/^([^:]+): \1:/);
    expect(pngSize(ogImageFile(path))).toEqual({ width: 1200, height: 630 });
  });

  it('cards differ from page to page', () => {
    const sizes = new Set(routes.map((r) => readFileSync(`${DIST}${ogImageFile(r.path)}`).toString('base64')));
    expect(sizes.size).toBe(routes.length);
  });
});
