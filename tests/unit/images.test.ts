/**
 * The image pipeline (generator/images/): what a bad image or reference stops the build with (file
 * and line, from the problem catalogue), the cache (written aside, each file's hash recorded and
 * checked), reproducible bytes, and incremental builds (an edited image renders again only the page
 * that shows it). The built pictures themselves are checked in fixture-site.test.ts.
 */
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as cheerio from 'cheerio';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBuildError, type BuildProblem } from '../../generator/check/errors.ts';
import { readEntry, verifyEntry } from '../../generator/images/cache.ts';
import { deriveImages, MAX_BYTES, svgSize } from '../../generator/images/derive.ts';
import { imageHtml, installImages, ImageError, type ImageTable } from '../../generator/images/table.ts';
import { writeManifest, readManifest } from '../../generator/session/incremental.ts';
import { inputState, trackReads } from '../../generator/render/usage.ts';
import { buildSite } from '../../generator/session/pipeline.ts';
import { renderProblem } from '../../generator/render/render-page.ts';
import type { SiteDefinition } from '../../generator/config/site.ts';
import { openStaging } from '../../generator/session/staging.ts';
import { loadCollection } from '../../src/collections/load-collection.ts';
import * as z from '../../src/collections/zod.ts';
import { miniSite } from '../fixtures/mini-site/site.ts';

const FIXTURE_CHART = join(miniSite.root, 'src/images/chart.png');
let dir: string;
let table: ImageTable;

/** The problem a throw carried (an ImageError), or fails. */
function problemOf(work: () => unknown): BuildProblem {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(ImageError);
    return (error as ImageError).problem;
  }
  throw new Error('expected an image problem');
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'images-'));
  const images = join(dir, 'content/images');
  await mkdir(images, { recursive: true });
  cpSync(FIXTURE_CHART, join(images, 'chart.png'));
  // 8,001 px wide: one pixel past the limit (a small file; the side is what is refused).
  await sharp({ create: { width: 8001, height: 4, channels: 3, background: '#888' } }).png().toFile(join(images, 'wide.png'));
  writeFileSync(join(images, 'heavy.png'), Buffer.alloc(MAX_BYTES + 1));
  writeFileSync(join(images, 'notes.png'), 'not an image at all');
  cpSync(FIXTURE_CHART, join(images, 'misnamed.jpg'));
  writeFileSync(join(images, 'sizeless.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>');
  writeFileSync(join(images, 'diagram.bmp'), 'BM');
  ({ table } = await deriveImages({ root: dir, contentDir: 'content' }, { cacheDir: join(dir, 'cache/') }));
  installImages(table);
}, 120_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('a bad image stops the build, named by the file and line that used it', () => {
  it.each([
    ['a missing file', 'images/nowhere.png', 'image-missing', 'image "images/nowhere.png" not found'],
    ['a raster over 8,000 px a side', 'images/wide.png', 'image-too-large', '8001x4 px; at most 8,000 px a side'],
    ['a raster over 10 MB', 'images/heavy.png', 'image-too-large', '10.0 MB; at most 10 MB'],
    ['a file that is no image', 'images/notes.png', 'image-format', 'not a readable image'],
    ['a PNG named .jpg', 'images/misnamed.jpg', 'image-format', 'the file is png, its name says .jpg'],
    ['an SVG with no size', 'images/sizeless.svg', 'image-format', 'neither width and height in pixels nor a viewBox'],
    ['an unknown format', 'images/diagram.bmp', 'image-format', '".bmp" is not an image format the build reads'],
  ])('%s', (_case, src, kind, text) => {
    const found = problemOf(() => imageHtml({ src, alt: 'A diagram', at: 'content/customers/acme.md:4' }));
    expect(found).toMatchObject({ kind, where: 'content/customers/acme.md:4' });
    expect(found.message).toContain(text);
    expect(found.hint).toBeTruthy();
  });

  it('missing alt text, unless marked decorative (then alt="")', () => {
    expect(problemOf(() => imageHtml({ src: 'images/chart.png', alt: '  ' }))).toMatchObject({ kind: 'image-alt', message: 'image "images/chart.png" has no alt text' });
    expect(imageHtml({ src: 'images/chart.png', decorative: true })).toContain(' alt="" ');
  });

  it('a problem with no file and line of its own is placed at the page that rendered it', () => {
    let thrown: unknown;
    try {
      imageHtml({ src: 'images/nowhere.png', alt: 'x' });
    } catch (error) {
      thrown = error;
    }
    expect(renderProblem({ path: '/customers', family: 'x', label: 'x', meta: { title: 'x', description: 'x' }, source: 'src/pages/customer-routes.tsx' }, thrown)).toMatchObject({
      kind: 'image-missing',
      where: '/customers',
      source: 'src/pages/customer-routes.tsx',
    });
  });

  it('in Markdown, the line in the content file (front matter counted), with the catalogue message', async () => {
    await mkdir(join(dir, 'content/notes'), { recursive: true });
    const markdown = ['---', 'title: A note', '---', '', 'Text.', '', '![A bar chart](/images/chart.png)', '', '![](/images/chart.png)', '', '![](/images/chart.png "decorative")', ''].join('\n');
    writeFileSync(join(dir, 'content/notes/a.md'), markdown);
    writeFileSync(join(dir, 'content/notes/b.md'), '---\ntitle: B\n---\n\n![Gone](/images/gone.png)\n');
    const [a, b] = loadCollection('notes', z.object({ title: z.string(), draft: z.boolean().optional() }), { root: dir });
    expect(problemOf(() => a.body.html)).toMatchObject({ kind: 'image-alt', where: 'content/notes/a.md:9' });
    expect(problemOf(() => b.body.html)).toMatchObject({ kind: 'image-missing', where: 'content/notes/b.md:5', message: 'image "/images/gone.png" not found' });
    writeFileSync(join(dir, 'content/notes/a.md'), markdown.replace('![](/images/chart.png)\n', ''));
    const [fixed] = loadCollection('notes', z.object({ title: z.string(), draft: z.boolean().optional() }), { root: dir });
    // Read while a page renders, the body and its image are that page's inputs (incremental builds).
    const { result: html, reads } = trackReads(() => fixed.body.html);
    expect([...reads].sort()).toEqual(['content/images/chart.png#image', 'content/notes/a.md#body']);
    expect(inputState().declared['content/images/chart.png#image']).toBe(table.entries['images/chart.png'].hash);
    const $ = cheerio.load(html);
    expect($('picture img').map((_, img) => $(img).attr('alt')).get()).toEqual(['A bar chart', '']);
    expect($('picture img').first().attr('sizes')).toBe('(min-width: 48rem) 42rem, calc(100vw - 2rem)');
  });
});

describe('the image cache', () => {
  it('records each file with its sha256 and size, and is checked when read', async () => {
    const cacheDir = join(dir, 'cache/');
    const entries = readdirSync(cacheDir);
    expect(entries.filter((name) => name.includes('.partial'))).toEqual([]); // written aside, renamed into place
    expect(entries).toHaveLength(1); // the chart: refused images leave nothing
    const entry = join(cacheDir, entries[0]);
    const read = await readEntry(entry);
    expect(read!.index.variants.map((v) => `${v.width}.${v.format}`)).toEqual(['320.avif', '320.webp', '320.jpeg', '640.avif', '640.webp', '640.jpeg', '960.avif', '960.webp', '960.jpeg', '1200.avif', '1200.webp', '1200.jpeg']);
    expect(await verifyEntry(entry)).toBe(true);
    // A damaged file: the entry no longer verifies, and the next derivation makes and records it again, the same bytes.
    const damaged = join(entry, '640.webp');
    const good = readFileSync(damaged);
    writeFileSync(damaged, Buffer.concat([good.subarray(0, 20), Buffer.from('x'), good.subarray(21)]));
    expect(await verifyEntry(entry)).toBe(false);
    const again = await deriveImages({ root: dir, contentDir: 'content' }, { cacheDir });
    expect(await verifyEntry(entry)).toBe(true);
    expect(readFileSync(damaged)).toEqual(good);
    expect(again.table.entries['images/chart.png']).toEqual(table.entries['images/chart.png']);
  });

  it('gives the same bytes when derived afresh (reproducible builds)', async () => {
    const [one, two] = [await deriveImages({ root: dir, contentDir: 'content' }, { cacheDir: false }), await deriveImages({ root: dir, contentDir: 'content' }, { cacheDir: false })];
    expect(one.files.length).toBe(12);
    expect(two.files).toEqual(one.files);
    expect(one.table).toEqual(table);
  });
});

it('derives an overlay folder outside the project (a `--content-from` under /tmp) under the same paths as content/', async () => {
  const outside = await mkdtemp(join(tmpdir(), 'image-overlay-'));
  try {
    await mkdir(join(outside, 'customers'), { recursive: true });
    writeFileSync(join(outside, 'customers/sample-logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"/>');
    const overlay = relative(dir, outside); // '../../tmp/image-overlay-…': readdir reports it normalised
    const { table: derived } = await deriveImages({ root: `${dir}/`, contentDir: 'nowhere', contentOverlay: overlay }, { cacheDir: false });
    expect(Object.keys(derived.entries)).toEqual(['customers/sample-logo.svg']);
    expect(derived.entries['customers/sample-logo.svg']).toMatchObject({ width: 120, height: 40 });
  } finally {
    await rm(outside, { recursive: true, force: true });
  }
});

it('finds no image in a site without a content folder', async () => {
  expect(await deriveImages({ root: dir, contentDir: 'nowhere' })).toEqual({ table: { contentDir: 'nowhere', entries: {} }, files: [] });
});

describe('svgSize', () => {
  it.each([
    ['<svg width="120" height="60">', { width: 120, height: 60 }],
    ['<svg width="120px" height="60px" viewBox="0 0 12 6">', { width: 120, height: 60 }],
    ['<svg viewBox="0 0 300 150">', { width: 300, height: 150 }],
    ['<svg width="100" viewBox="0 0 300 150">', { width: 100, height: 50 }],
    ['<svg width="50%" height="2em">', undefined],
  ])('%s', (svg, size) => expect(svgSize(`<?xml version="1.0"?>${svg}</svg>`)).toEqual(size));
});

describe('builds with images', () => {
  let copy: string;
  let site: SiteDefinition;
  let out: string;
  const config = { siteUrl: 'https://mini.example', production: false };
  /** Builds the copy of the fixture into `out` as `npm run build` does (incremental, manifest recorded); `workers` renders on the pool. */
  async function build(workers?: number) {
    const staging = await openStaging(out, { incremental: true });
    try {
      const built = await buildSite(site, config, staging, { compress: false, workers, previous: workers !== undefined ? undefined : await readManifest(out) });
      await staging.commit({ previousFiles: built.previousFiles });
      await writeManifest(out, built.manifest!);
      return built;
    } catch (error) {
      await staging.abort();
      throw error;
    }
  }

  beforeAll(async () => {
    // A copy beside the fixture (its imports of the engine are relative), edited by the tests.
    copy = await mkdtemp(join(miniSite.root, '..', '.mini-site-images-'));
    cpSync(miniSite.root, copy, { recursive: true });
    const { miniSite: copied } = (await import(pathToFileURL(join(copy, 'site.ts')).href)) as { miniSite: SiteDefinition };
    site = { ...copied, name: 'mini-fixture-images-test' };
    out = join(await mkdtemp(join(tmpdir(), 'images-build-')), 'site');
  }, 60_000);

  afterAll(async () => {
    await rm(copy, { recursive: true, force: true });
    await rm(join(out, '..'), { recursive: true, force: true });
  });

  it('renders again only the page that shows an edited image, with the new files', async () => {
    const first = await build();
    expect(first.rendered).toBe(3);
    const before = cheerio.load(readFileSync(join(out, 'notes/first/index.html'), 'utf8'))('picture img').attr('src')!;
    expect(existsSync(join(out, before.slice(1)))).toBe(true);
    // The chart, drawn again in other colours.
    const chart = join(copy, 'src/images/chart.png');
    writeFileSync(chart, await sharp(readFileSync(chart)).negate({ alpha: false }).png().toBuffer());
    const second = await build();
    expect(second.rendered).toBe(1);
    const after = cheerio.load(readFileSync(join(out, 'notes/first/index.html'), 'utf8'))('picture img').attr('src')!;
    expect(after).toMatch(/^\/assets\/images\/chart-960w-\w+\.jpg$/);
    expect(after).not.toBe(before);
    expect(existsSync(join(out, after.slice(1)))).toBe(true);
    expect(existsSync(join(out, before.slice(1)))).toBe(false); // the old files leave with the old image
    // Editing an image no page shows renders nothing again.
    writeFileSync(join(copy, 'src/images/unused.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"/>');
    expect((await build()).rendered).toBe(0);
  }, 120_000);

  it("renders the same pictures on the render workers (each worker's copy of the site is given the images)", async () => {
    const pages = ['index.html', 'notes/first/index.html'];
    const here = pages.map((file) => readFileSync(join(out, file), 'utf8'));
    expect((await build(2)).rendered).toBe(3);
    expect(pages.map((file) => readFileSync(join(out, file), 'utf8'))).toEqual(here);
  }, 120_000);

  it.each([undefined, 2])('stops on a Markdown image that is not there, naming the file and line (workers: %s)', async (workers) => {
    const note = join(copy, 'src/notes/first.md');
    writeFileSync(note, readFileSync(note, 'utf8').replace('/images/chart.png', '/images/chart-v2.png'));
    const error = await build(workers).catch((e: unknown) => e);
    expect(isBuildError(error)).toBe(true);
    expect((error as { problems: BuildProblem[] }).problems).toEqual([
      expect.objectContaining({ kind: 'image-missing', where: 'src/notes/first.md:3', message: 'image "/images/chart-v2.png" not found' }),
    ]);
    expect((error as Error).message).toContain('src/notes/first.md:3: image "/images/chart-v2.png" not found\n    hint: put the file under src/');
  }, 120_000);
});
