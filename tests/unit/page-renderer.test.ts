/**
 * The one page renderer (generator/render/page-renderer.mjs), which the build's main thread, its
 * render workers and dev all run: bodies are held within the budget (in memory, past it on disk),
 * documents are made from them once the family's stylesheet is known, and a failure comes back as
 * data naming its page.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBodyStore, createPageRenderer, errorData, errorFromData } from '../../generator/render/page-renderer.mjs';
import type { EngineRoute, SiteModule } from '../../generator/config/site.ts';

describe('the store of bodies waiting for their family stylesheet', () => {
  // Typographic quotes: three UTF-8 bytes a character, where the budget counts bytes.
  const body = (i: number) => `<main><h1>Page ${i}</h1><p>“Quoted” text ${'x'.repeat(100)}</p></main>`;

  it('keeps bodies in memory within its budget and touches no disk', () => {
    const store = createBodyStore({ budget: 10_000 });
    const kept = [0, 1, 2].map((i) => store.keep(body(i)));
    expect(store.scratchDir).toBeUndefined();
    expect(kept.map((take) => take())).toEqual([0, 1, 2].map(body));
    store.close();
  });

  it('sends bodies past its budget to a scratch folder, gives back the same text, and leaves nothing behind', () => {
    const size = Buffer.byteLength(body(0));
    const store = createBodyStore({ budget: size * 2 });
    const kept = Array.from({ length: 5 }, (_, i) => store.keep(body(i)));
    const scratch = store.scratchDir!;
    expect(scratch).toBeDefined();
    expect(readdirSync(scratch)).toHaveLength(3);
    expect(kept.map((take) => take())).toEqual(Array.from({ length: 5 }, (_, i) => body(i)));
    // Each body on disk is removed once taken back.
    expect(readdirSync(scratch)).toHaveLength(0);
    store.close();
    expect(existsSync(scratch)).toBe(false);
  });

  it('makes room again as bodies are taken back, so a later family stays in memory', () => {
    const size = Buffer.byteLength(body(0));
    const store = createBodyStore({ budget: size * 2 });
    const first = [store.keep(body(0)), store.keep(body(1))];
    first.forEach((take) => take());
    store.keep(body(2));
    store.keep(body(3));
    expect(store.scratchDir).toBeUndefined();
    store.close();
  });
});

const route = (path: string): EngineRoute => ({ path, family: 'notes', label: path, meta: { title: path, description: path } });

/** A site module small enough to read: a body names its route, a document wraps it with the stylesheet's URL. */
function fakeSite(routes: EngineRoute[], fail?: { body?: string; page?: string }): SiteModule {
  return {
    routes,
    buildNavigation: (_routes, { warn }) => {
      warn?.({ where: '/nowhere', message: 'navigation entry without a route' });
      return 'nav';
    },
    renderBody(r, nav) {
      if (r.path === fail?.body) throw new Error(`body of ${r.path} broke`);
      return { route: r, body: `<main>${r.path} ${nav}</main>`, usage: { classes: new Set([`c${r.path.length}`]), islands: [], links: new Set<string>() } };
    },
    assemblePage(body, stylesheet, context) {
      if (body.route.path === fail?.page) throw new Error(`document of ${body.route.path} broke`);
      return { route: body.route, html: `<link href="${stylesheet}">${body.body}<title>${context.labelOf(body.route.path)}</title>`, links: ['/a', '/a'], jsonLd: [] };
    },
  } as SiteModule;
}

const input = { config: { siteUrl: 'https://x.example', production: false }, assets: { enhance: '/e.js', islandEntry: '/i.js', islandChunks: {} }, template: '' };

describe('the page renderer', () => {
  it('renders bodies, holds them, and makes each document once with the stylesheet it is given', () => {
    const routes = [route('/one'), route('/two')];
    const renderer = createPageRenderer(fakeSite(routes), input);
    const bodies = renderer.bodies(routes);
    expect(bodies.map((b) => ('usage' in b ? [...b.usage.classes] : b))).toEqual([['c4'], ['c4']]);
    expect(renderer.document('/two', '/notes.css')).toMatchObject({ path: '/two', html: '<link href="/notes.css"><main>/two nav</main><title>/two</title>', links: ['/a', '/a'] });
    // Taken: asked again, there is nothing held.
    expect(renderer.document('/two', '/notes.css')).toBeUndefined();
    expect(renderer.navigationProblems).toEqual([{ where: '/nowhere', message: 'navigation entry without a route' }]);
    renderer.close();
  });

  it('gives a failed body or document back as data naming the page, and goes on with the others', () => {
    const routes = [route('/one'), route('/two'), route('/three')];
    const renderer = createPageRenderer(fakeSite(routes, { body: '/one', page: '/two' }), input);
    const [one, two] = renderer.bodies(routes);
    expect(one).toMatchObject({ path: '/one', error: { message: 'body of /one broke' } });
    expect('usage' in two).toBe(true);
    expect(renderer.document('/one', '/n.css')).toBeUndefined();
    expect(renderer.document('/two', '/n.css')).toMatchObject({ path: '/two', error: { message: 'document of /two broke' } });
    expect(renderer.document('/three', '/n.css')).toMatchObject({ path: '/three' });
  });

  it('spills past its budget into a shared folder under its own prefix, as a worker does', () => {
    const dir = mkdtempSync(join(tmpdir(), 'renderer-test-'));
    try {
      const routes = [route('/one'), route('/two'), route('/three')];
      const renderer = createPageRenderer(fakeSite(routes), { ...input, budget: 30, scratchDir: dir, scratchPrefix: '7-' });
      renderer.bodies(routes);
      expect(readdirSync(dir).sort()).toEqual(['7-0', '7-1']);
      expect(renderer.document('/three', '/n.css')).toMatchObject({ html: '<link href="/n.css"><main>/three nav</main><title>/three</title>' });
      expect(readdirSync(dir)).toEqual(['7-0']);
      renderer.close();
      // The folder is the pool's: the renderer leaves it.
      expect(existsSync(dir)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('errors across threads', () => {
  it('keep their message and stack as data and become an Error again', () => {
    const thrown = new Error('broke');
    const data = errorData(thrown);
    expect(structuredClone(data)).toEqual({ message: 'broke', stack: thrown.stack });
    const again = errorFromData(data);
    expect(again).toBeInstanceOf(Error);
    expect([again.message, again.stack]).toEqual(['broke', thrown.stack]);
    expect(errorData('a string')).toEqual({ message: 'a string', stack: '' });
  });
});
