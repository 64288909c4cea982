/**
 * `npm run dev` serves the build's image files: on a throwaway copy of the project
 * (tools/scripts/dev-sandbox.ts), an image added to content/ and used from an article shows as a
 * <picture> whose every file dev answers with the bytes, and under the name, the build writes.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveImages } from '../../generator/images/derive.ts';
import { startDevSandbox, type DevSandbox } from '../../tools/scripts/dev-sandbox.ts';
import { TEST_BUILD_ENV } from '../helpers/test-build-env.ts';

const ARTICLE = 'content/trends/on-premises-ai-data-sovereignty.md';
const CHART = new URL('../fixtures/mini-site/src/images/chart.png', import.meta.url).pathname;

let sandbox: DevSandbox;

beforeAll(async () => {
  sandbox = await startDevSandbox({ env: TEST_BUILD_ENV });
}, 240_000);

afterAll(() => sandbox?.close());

describe('dev and images', () => {
  it('serves an article image as the build writes it: the same file names, the same bytes', async () => {
    mkdirSync(`${sandbox.root}content/images`, { recursive: true });
    copyFileSync(CHART, `${sandbox.root}content/images/chart.png`);
    await sandbox.edit(ARTICLE, (text) => `${text}\n![A SAMPLE bar chart drawn for the tests](/images/chart.png)\n`);
    const path = `${sandbox.url}/trends/on-premises-ai-data-sovereignty`;
    let html = '';
    // In a fresh clone the first run has been seen to miss this change for 120 s (never on a second
    // run; cause not yet found: see the issue-32 note). Saving the article again, as an editor would,
    // is still an honest test of what dev serves; the dev log is printed if it never shows.
    for (let start = Date.now(), saved = start; Date.now() - start < 120_000 && !html.includes('<picture>'); ) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      html = await (await fetch(path)).text();
      if (!html.includes('<picture>') && Date.now() - saved > 20_000) saved = await sandbox.edit(ARTICLE, (text) => `${text}\n`);
    }
    if (!html.includes('<picture>')) console.error(`dev never served the image; its log:\n${sandbox.log()}`);
    const $ = cheerio.load(html);
    const img = $('.prose picture img');
    expect(img.attr('alt')).toBe('A SAMPLE bar chart drawn for the tests');
    expect([img.attr('width'), img.attr('height'), img.attr('loading')]).toEqual(['1200', '750', 'lazy']);
    const urls = [...$('.prose picture source').map((_, s) => $(s).attr('srcset')).get(), img.attr('srcset')!].flatMap((set) => set.split(', ').map((c) => c.split(' ')[0]));
    expect(urls).toHaveLength(12);
    const built = new Map((await deriveImages({ root: sandbox.root, contentDir: 'content' })).files.map((f) => [`/${f.path}`, Buffer.from(f.content)]));
    for (const url of urls) {
      const response = await fetch(`${sandbox.url}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe(`image/${url.endsWith('.jpg') ? 'jpeg' : url.slice(url.lastIndexOf('.') + 1)}`);
      expect(Buffer.from(await response.arrayBuffer()).equals(built.get(url)!), url).toBe(true);
    }
  }, 180_000);
});
