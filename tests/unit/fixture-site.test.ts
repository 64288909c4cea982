/**
 * The engine builds a site it knows nothing about: the fixture in tests/fixtures/mini-site/ (three
 * pages, its own template, stylesheet and script) goes through the same buildSite the Vertiq site
 * does, with no edit to generator/.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../generator/session/pipeline.ts';
import { openStaging } from '../../generator/session/staging.ts';
import { createCssSplitter, parseStylesheet } from '../../generator/outputs/css-split.ts';
import { miniSite } from '../fixtures/mini-site/site.ts';

let parent: string;
let out: string;
let pages: number;

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'engine-fixture-'));
  out = join(parent, 'site');
  const staging = await openStaging(out);
  const built = await buildSite(miniSite, { siteUrl: 'https://mini.example', production: false }, staging, { compress: false });
  await staging.commit();
  pages = built.pages.length;
}, 120_000);

afterAll(() => rm(parent, { recursive: true, force: true }));

const page = (file: string) => cheerio.load(readFileSync(join(out, file), 'utf8'));

describe('the fixture site, built by the unchanged engine', () => {
  it('writes its three pages where a static host expects them', () => {
    expect(pages).toBe(3);
    const $ = page('notes/first/index.html');
    expect($('title').text()).toBe('The first note');
    expect($('h1').text()).toBe('First note');
    expect($('nav a').map((_, a) => $(a).attr('href')).get()).toEqual(['/', '/notes', '/notes/first']);
    expect(page('index.html')('h1').text()).toBe('Welcome');
  });

  it('links one stylesheet per family, cut to the classes that family used', () => {
    const home = page('index.html')('link[rel=stylesheet]').attr('href')!;
    const notes = page('notes/index.html')('link[rel=stylesheet]').attr('href')!;
    expect(home).toMatch(/^\/assets\/home-[\w-]+\.css$/);
    expect(notes).toMatch(/^\/assets\/notes-[\w-]+\.css$/);
    expect(page('notes/first/index.html')('link[rel=stylesheet]').attr('href')).toBe(notes);
    const homeCss = readFileSync(join(out, home.slice(1)), 'utf8');
    const notesCss = readFileSync(join(out, notes.slice(1)), 'utf8');
    expect(homeCss).toContain('.font-bold');
    expect(homeCss).not.toContain('.italic');
    expect(notesCss).toContain('.italic');
    expect(notesCss).not.toContain('.font-bold');
  });

  // The fixture's stylesheet declares `@layer components;` with no rules: its semicolon was lost in the
  // cut, and the browser dropped the utilities layer after it (no class of the fixture applied).
  it('keeps the semicolon of an @layer statement in a cut stylesheet', async () => {
    const cut = createCssSplitter(await parseStylesheet('@layer theme,components;@layer components;@layer utilities{.a{color:red}.b{color:blue}}')).cut(new Set(['a']));
    expect(cut).toBe('@layer theme,components;@layer components;@layer utilities{.a{color:red}}');
    const homeCss = readFileSync(join(out, page('index.html')('link[rel=stylesheet]').attr('href')!.slice(1)), 'utf8');
    expect(homeCss).not.toMatch(/@layer [\w,]+@/);
  });

  it('writes a hero image from a component as a <picture>: AVIF, WebP and JPEG at several widths, fetched first', () => {
    const $ = page('index.html');
    const hero = $('picture').first();
    expect(hero.find('source').map((_, s) => $(s).attr('type')).get()).toEqual(['image/avif', 'image/webp']);
    const widths = (srcset: string | undefined) => srcset!.split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)![1]));
    for (const source of hero.find('source').toArray()) {
      expect(widths($(source).attr('srcset'))).toEqual([320, 640, 960, 1280, 1920]); // the 2400 px source is offered up to 1920
      expect($(source).attr('sizes')).toBe('100vw');
    }
    const img = hero.find('img');
    expect(img.attr('src')).toMatch(/^\/assets\/images\/hero-960w-[\w]+\.jpg$/);
    expect(widths(img.attr('srcset'))).toEqual([320, 640, 960, 1280, 1920]);
    expect([img.attr('width'), img.attr('height')]).toEqual(['1920', '960']);
    expect(img.attr('alt')).toBe('A SAMPLE dusk landscape: a sun over green hills');
    expect(img.attr('fetchpriority')).toBe('high');
    expect(img.attr('loading')).toBeUndefined();
    // Every file the picture names is written, with the bytes its type says.
    const urls = [...hero.find('source').map((_, s) => $(s).attr('srcset')).get(), img.attr('srcset')!].flatMap((set) => set.split(', ').map((c) => c.split(' ')[0]));
    expect(urls).toHaveLength(15);
    const magic = (url: string) => readFileSync(join(out, url.slice(1))).subarray(0, 12);
    for (const url of urls) {
      const bytes = magic(url);
      if (url.endsWith('.avif')) expect(bytes.subarray(4, 12).toString('latin1')).toBe('ftypavif');
      if (url.endsWith('.webp')) expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      if (url.endsWith('.jpg')) expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }
  });

  it('writes images below the fold lazy and decoded async: PNG fallback for one with alpha, an SVG at its intrinsic size', () => {
    const $ = page('index.html');
    const [, mark, shape] = $('picture').toArray().map((p) => $(p));
    const markImg = mark.find('img');
    expect(markImg.attr('src')).toMatch(/^\/assets\/images\/mark-480w-\w+\.png$/);
    expect(mark.find('source').map((_, s) => $(s).attr('srcset')).get().map((set) => set.split(', ').length)).toEqual([2, 2]); // 320 and its own 480
    expect([markImg.attr('width'), markImg.attr('height'), markImg.attr('loading'), markImg.attr('decoding'), markImg.attr('fetchpriority')]).toEqual(['480', '480', 'lazy', 'async', undefined]);
    const svg = shape.find('img');
    expect(shape.find('source')).toHaveLength(0);
    expect(svg.attr('src')).toMatch(/^\/assets\/images\/shape-\w+\.svg$/);
    expect([svg.attr('width'), svg.attr('height'), svg.attr('loading'), svg.attr('decoding')]).toEqual(['120', '60', 'lazy', 'async']); // from its viewBox
    expect(readFileSync(join(out, svg.attr('src')!.slice(1)), 'utf8')).toBe(readFileSync(join(miniSite.root, 'src/images/shape.svg'), 'utf8'));
  });

  it('writes an image from Markdown as a lazy <picture> with the sizes the site gives prose', () => {
    const $ = page('notes/first/index.html');
    const img = $('picture img');
    expect($('picture source').map((_, s) => $(s).attr('type')).get()).toEqual(['image/avif', 'image/webp']);
    expect(img.attr('alt')).toBe('A bar chart of six rising SAMPLE bars');
    expect([img.attr('width'), img.attr('height'), img.attr('loading'), img.attr('decoding')]).toEqual(['1200', '750', 'lazy', 'async']);
    expect(img.attr('sizes')).toBe('(min-width: 65ch) 65ch, 100vw');
    expect(img.attr('srcset')).toMatch(/chart-320w-\w+\.jpg 320w, .*chart-1200w-\w+\.jpg 1200w$/);
    expect($('img[data-content-image]')).toHaveLength(0);
  });

  it('writes its script, its static files and the outputs it registered, and nothing of the Vertiq site', () => {
    const script = page('index.html')('script[type=module]').attr('src')!;
    expect(readFileSync(join(out, script.slice(1)), 'utf8')).toContain('enhanced');
    expect(readFileSync(join(out, 'robots.txt'), 'utf8')).toContain('User-agent');
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toContain('<loc>https://mini.example/notes/first</loc>');
    const top = readdirSync(out);
    expect(top).not.toContain('og');
    expect(top).not.toContain('trends');
    expect(top).not.toContain('_headers');
  });
});
