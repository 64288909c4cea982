/**
 * The build's render workers (generator/render/render-pool.ts, render-worker.mjs): each imports the
 * site module by its URL, renders and holds the bodies of the routes dealt to it, and sends the
 * documents back as UTF-8 bytes in batches; a failure comes back as data naming its page.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderPool } from '../../generator/render/render-pool.ts';
import type { PageResult } from '../../generator/render/page-renderer.mjs';
import type { EngineRoute } from '../../generator/config/site.ts';

let dir: string;
let moduleUrl: string;
const routes: EngineRoute[] = Array.from({ length: 40 }, (_, i) => ({ path: `/p${i}`, family: 'f', label: `P${i}`, meta: { title: `P${i}`, description: 'd' } }));

// A site module as plain JavaScript, as a worker imports the bundle; /p13's body and /p21's document throw.
const SITE = `
import { threadId } from 'node:worker_threads';
export const routes = ${JSON.stringify(routes)};
export const buildNavigation = () => 'nav';
export function renderBody(route, nav) {
  if (route.path === '/p13') throw new Error('body of /p13 broke');
  return { route, body: '<main>' + route.path + ' ' + nav + ' “é”</main>', usage: { classes: new Set(['c' + route.path.length]), islands: [], links: new Set() } };
}
export function assemblePage(body, href, context) {
  if (body.route.path === '/p21') throw new Error('document of /p21 broke');
  return { route: body.route, html: '<link href="' + href + '">' + body.body + '<i>' + context.labelOf(body.route.path) + ' ' + threadId + '</i>', links: ['/'], jsonLd: [] };
}
`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-pool-'));
  await writeFile(join(dir, 'site.mjs'), SITE);
  moduleUrl = pathToFileURL(join(dir, 'site.mjs')).href;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const client = { enhance: '/e.js', islandEntry: '/i.js', islandChunks: {}, islandClasses: {}, files: [] } as never;

describe('the pool of render workers', () => {
  it('renders every body on the workers, then streams each document back once, as bytes', async () => {
    const pool = createRenderPool({ size: 2, moduleUrl, config: { siteUrl: 'https://x.example', production: false }, client, template: '' });
    try {
      const { results, chunks } = await pool.bodies(routes);
      expect(results.map((r) => r.path)).toEqual(routes.map((r) => r.path));
      expect(results.find((r) => r.path === '/p13')).toMatchObject({ error: { message: 'body of /p13 broke' } });
      expect(results.find((r) => r.path === '/p1')).toMatchObject({ usage: { classes: new Set(['c3']) } });
      // Dealt in contiguous chunks, one a worker.
      expect(chunks.map((c) => c.paths.length)).toEqual([20, 20]);
      const pages: PageResult[] = [];
      await pool.pages(chunks, '/f.css', (batch, ack) => {
        pages.push(...batch);
        ack();
      });
      // The failed body has no document; the failed document comes back as data.
      expect(pages).toHaveLength(39);
      expect(pages.find((p) => p.path === '/p21')).toMatchObject({ error: { message: 'document of /p21 broke' } });
      const page = pages.find((p) => p.path === '/p2')!;
      if (!('html' in page)) throw new Error('expected a document');
      expect(page.html).toBeInstanceOf(Uint8Array);
      expect(new TextDecoder().decode(page.html as Uint8Array)).toMatch(/^<link href="\/f.css"><main>\/p2 nav “é”<\/main><i>P2 \d+<\/i>$/);
      // Which worker rendered a page is the only difference (the fixture prints its thread).
      const threads = new Set(pages.flatMap((p) => ('html' in p ? [new TextDecoder().decode(p.html as Uint8Array).match(/ (\d+)<\/i>$/)![1]] : [])));
      expect(threads.size).toBe(2);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
