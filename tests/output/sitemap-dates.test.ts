/**
 * Issue 32: the sitemap's <lastmod> on every URL, from the content's own date or else its inputs'
 * last commits (checked here file by file with git, the build reads them in one call), and the
 * feeds agree with it. The date checks read this tree's git history, as the build does (a fresh
 * clone has it; README, "Deploying").
 */
import { execFileSync } from 'node:child_process';
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes.ts';
import { ALL_ARTICLES as ARTICLES } from '../../src/content/trends.ts'; // the featured analysis too
import { LEGAL_DOCUMENTS } from '../../src/content/legal.ts';
import { FEED_PATHS } from '../../src/content/feed-paths.ts';
import { articleUpdated } from '../../src/content/article-updated.ts';
import { projectRoot } from '../../src/collections/load-collection.ts';
import { sourceCommit } from '../../generator/session/source-history.mjs';
import { jsonLdNodes, loadPage, readBuilt } from '../helpers/site.ts';
import { TEST_BUILD_ENV } from '../helpers/test-build-env.ts';

const ROOT = projectRoot();
const SITE = TEST_BUILD_ENV.SITE_URL;
const xml = (file: string) => cheerio.load(readBuilt(file), { xml: true });
const sitemap = xml('sitemap.xml');
const lastmod = new Map(sitemap('url').toArray().map((el) => [sitemap(el).find('loc').text().slice(SITE.length) || '/', sitemap(el).find('lastmod').text()]));
/** The committer date of a file's last commit, asked of git one file at a time. */
const committed = (file: string) => {
  const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', file], { cwd: ROOT, encoding: 'utf8' }).trim();
  return seconds ? new Date(Number(seconds) * 1000).toISOString().replace('.000Z', 'Z') : undefined;
};

/** A tree without git history (an unpacked archive) dates only the pages with a date of their own. */
const IN_GIT = sourceCommit(ROOT) !== null;

describe('sitemap <lastmod>', () => {
  it('every URL has one (in a git checkout), a W3C date or UTC instant', () => {
    const dated = sitemap('url').toArray().filter((el) => sitemap(el).find('lastmod').length).length;
    expect(dated).toBe(IN_GIT ? routes.filter((r) => !r.excludeFromSitemap).length : ARTICLES.length + LEGAL_DOCUMENTS.length + 1);
    for (const [path, date] of lastmod) if (date) expect(date, path).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?$/);
  });

  it("an article's is its own date (updated, else date); a legal page's its lastUpdated", () => {
    for (const article of ARTICLES) expect(lastmod.get(`/trends/${article.slug}`)).toBe(articleUpdated(article));
    for (const doc of LEGAL_DOCUMENTS) expect(lastmod.get(doc.path)).toBe(doc.lastUpdated);
  });

  it("an article's JSON-LD dateModified is the same day", () => {
    for (const article of ARTICLES) {
      const path = `/trends/${article.slug}`;
      const node = jsonLdNodes(loadPage(path)).find((n) => n['@type'] === 'Article')!;
      expect(node.dateModified, path).toBe(lastmod.get(path));
    }
  });

  it('a page without a date of its own gets the newest commit among its routes file and content file', () => {
    const hr = routes.find((r) => r.path === '/hr')!;
    expect(lastmod.get('/hr')).toBe([committed(hr.source!), committed('content/industries/hr.md')].sort().at(-1));
    const pricing = routes.find((r) => r.path === '/pricing')!;
    expect(lastmod.get('/pricing')).toBe(committed(pricing.source!));
  });

  it('is never later than the commit built (not the clock)', () => {
    const head = Number(execFileSync('git', ['log', '-1', '--format=%ct'], { cwd: ROOT, encoding: 'utf8' }).trim()) * 1000;
    // Compared as instants: as strings "…:54Z" sorted after "…:54.000Z", so a page last changed by the commit built failed.
    for (const [path, date] of lastmod) expect(Date.parse(date) <= head, `${path}: ${date} after ${new Date(head).toISOString()}`).toBe(true);
  });
});

describe('the feeds agree with the sitemap', () => {
  const atom = xml(FEED_PATHS.atom.slice(1));
  it("each Atom entry's <updated> is its page's <lastmod>, <published> its date", () => {
    for (const el of atom('entry').toArray()) {
      const entry = atom(el);
      const path = entry.find('link').attr('href')!.slice(SITE.length);
      const article = ARTICLES.find((a) => `/trends/${a.slug}` === path)!;
      expect(entry.find('updated').text().slice(0, 10), path).toBe(lastmod.get(path));
      expect(entry.find('published').text().slice(0, 10), path).toBe(article.date);
    }
  });

  it("the feeds' own updated dates are /trends' <lastmod>", () => {
    expect(atom('feed > updated').text().slice(0, 10)).toBe(lastmod.get('/trends'));
    const rss = xml(FEED_PATHS.rss.slice(1));
    const built = new Date(rss('channel > lastBuildDate').text()).toISOString().slice(0, 10);
    expect(built).toBe(lastmod.get('/trends'));
  });
});
