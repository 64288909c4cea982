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
