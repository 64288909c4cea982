/**
 * Issue 10's gate: a page's HTML and its stylesheet fit the first round trip, at most 14,600 bytes
 * gzip (level 9, as the build precompresses) on every page. The bench reports the same figures with
 * the JavaScript beside them (`npm run bench -- --only weights`); this test stops a change that
 * pushes one page over, naming the page and its parts.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { routes } from '../../src/routes.ts';
import { routeToFile } from '../../src/render/paths.ts';
import { readBuilt } from '../helpers/site.ts';

export const FIRST_LOAD_BUDGET = 14_600;

const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length;

describe('first-load HTML + CSS', () => {
  const weights = routes.map((route) => {
    const html = readBuilt(routeToFile(route.path));
    const $ = cheerio.load(html);
    const sheets = $('link[rel="stylesheet"]')
      .map((_, el) => $(el).attr('href')!)
      .get();
    const css = sheets.reduce((sum, href) => sum + gzipSize(readBuilt(href.replace(/^\//, ''))), 0);
    return { path: route.path, html: gzipSize(html), css, total: gzipSize(html) + css };
  });

  it('every page has one stylesheet', () => {
    expect(weights.length).toBeGreaterThan(40);
    for (const w of weights) expect(w.css, w.path).toBeGreaterThan(1000);
  });

  it(`every page fits ${FIRST_LOAD_BUDGET} bytes gzip`, () => {
    const over = weights.filter((w) => w.total > FIRST_LOAD_BUDGET).map((w) => `${w.path}: ${w.total} B (HTML ${w.html} + CSS ${w.css})`);
    expect(over).toEqual([]);
  });
});
