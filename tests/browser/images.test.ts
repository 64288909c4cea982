/**
 * Images in Chromium: the fixture site (tests/fixtures/mini-site, a hero from a component, a chart
 * from Markdown) built and served as a CDN would, with the site's Content-Security-Policy. At a
 * phone's 390 px and a laptop's 1280 px the browser fetches an AVIF (or WebP) of a width that fits,
 * the hero first, and an image below the fold only once scrolled to.
 */
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFile } from '../../generator/outputs/headers.ts';
import { buildSite } from '../../generator/session/pipeline.ts';
import { openStaging } from '../../generator/session/staging.ts';
import { launchChromium } from '../../tools/scripts/chromium.ts';
import { startStaticServer } from '../../runtime/preview-server/static-server.ts';
import { miniSite } from '../fixtures/mini-site/site.ts';

let parent: string;
let browser: Browser;
let baseUrl: string;
let close: () => Promise<void>;

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'images-browser-'));
  const out = join(parent, 'site');
  const staging = await openStaging(out);
  const built = await buildSite({ ...miniSite, name: 'mini-fixture-images-browser' }, { siteUrl: 'https://mini.example', production: false }, staging, { compress: false });
  await staging.commit();
  // The headers policy Vertiq's build writes (generator/outputs/headers.ts), applied by the preview server.
  writeFileSync(join(out, '_headers'), headersFile(built.pages.map((p) => p.route), 'http://127.0.0.1:54321', { production: false }));
  const server = await startStaticServer({ root: out, port: 0 });
  baseUrl = server.url;
  close = server.close;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await close?.();
  await rm(parent, { recursive: true, force: true });
});

/** Opens `path` at `width` px, recording every image fetched and every CSP complaint. */
async function open(path: string, width: number): Promise<{ page: Page; images: string[]; blocked: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const images: string[] = [];
  const blocked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  return { page, images, blocked };
}

/** What the browser chose for the nth `<img>`: the URL's name and the picture's width in CSS px. */
const chosen = (page: Page, selector: string) =>
  page.$eval(selector, async (img: HTMLImageElement) => {
    await img.decode();
    return { src: new URL(img.currentSrc).pathname, naturalWidth: img.naturalWidth, shown: img.getBoundingClientRect().width };
  });

describe('responsive images in Chromium', () => {
  it.each([
    [390, 640],
    [1280, 1280],
  ])('at %i px the hero is an AVIF %i px wide, fetched first and allowed by the CSP', async (width, expected) => {
    const { page, images, blocked } = await open('/', width);
    const hero = await chosen(page, 'picture img[fetchpriority=high]');
    expect(hero.src).toMatch(new RegExp(`^/assets/images/hero-${expected}w-\\w+\\.avif$`));
    expect(hero.naturalWidth).toBe(width); // its width in CSS px at that density: sizes="100vw"
    expect(images[0]).toBe(hero.src); // the first image the page asks for
    expect(blocked).toEqual([]);
    const response = await page.request.get(`${baseUrl}${hero.src}`);
    expect(response.headers()['content-type']).toBe('image/avif');
    expect(response.headers()['content-security-policy']).toContain("img-src 'self'");
    expect(response.headers()['cache-control']).toContain('immutable');
    await page.context().close();
  });

  // 4,000 px below: past the distance Chromium starts loading lazy images ahead of the viewport (1,250-2,500 px).
  it('fetches an image below the fold only when scrolled to, in a modern format', async () => {
    const { page, images } = await open('/', 390);
    expect(images.filter((path) => path.includes('/mark-'))).toEqual([]);
    await page.locator('img[alt^="A SAMPLE mark"]').scrollIntoViewIfNeeded();
    const mark = await chosen(page, 'img[alt^="A SAMPLE mark"]');
    expect(mark.src).toMatch(/^\/assets\/images\/mark-320w-\w+\.avif$/); // sizes="240px": the narrowest file at least that wide
    expect(mark.shown).toBeLessThan(390); // width="480", held inside the page by max-width: 100%
    await page.context().close();
  });

  it('shows the Markdown chart at a width that fits the column (65ch at most: 640 px files at either width)', async () => {
    for (const [width, expected] of [
      [390, 640],
      [1280, 640],
    ] as const) {
      const { page, blocked } = await open('/notes/first', width);
      await page.locator('picture img').scrollIntoViewIfNeeded();
      const chart = await chosen(page, 'picture img');
      expect(chart.src).toMatch(new RegExp(`^/assets/images/chart-${expected}w-\\w+\\.avif$`));
      expect(blocked).toEqual([]);
      await page.context().close();
    }
  });
});
