/**
 * dev's rebuilds (generator/dev/rebuilds.ts) on the fixture site: what a request renders from,
 * made again after a change, with the event that tells open pages to swap or reload; a failed
 * rebuild is kept as the error pages show until one succeeds.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createRebuilds, renderInto, type Rebuilds } from '../../generator/dev/rebuilds.ts';
import type { EngineConfig } from '../../generator/config/site.ts';
import { miniSite } from '../fixtures/mini-site/site.ts';

const config: EngineConfig = { siteUrl: 'https://mini.example', production: false };
const devClient = Promise.resolve({ url: '/__dev/client-abc.js', code: '' });
const open: Rebuilds[] = [];
afterAll(() => Promise.all(open.map((r) => r.close())));

describe("dev's rebuilds", () => {
  it('make what pages render from, then tell open pages to swap a change that leaves the scripts as they were', async () => {
    const rebuilds = await createRebuilds(miniSite, config, devClient);
    open.push(rebuilds);
    // The first build: open pages (there are none yet) would reload.
    expect(await rebuilds.rebuild()).toMatchObject({ event: 'reload' });
    const state = rebuilds.state!;
    expect(state.site.routes.map((r) => r.path)).toEqual(['/', '/notes', '/notes/first']);
    const { page, stylesheet } = renderInto(state, state.site.routes[2]);
    expect(page.html).toContain('<title>The first note</title>');
    // The dev client goes in before the page's own scripts; the family stylesheet is served.
    expect(page.html).toContain('<script type="module" src="/__dev/client-abc.js"></script>');
    expect(state.files.get(stylesheet.href)).toBe(stylesheet.css);
    // Extra outputs, made when first asked for; their paths then known for the route table.
    expect(rebuilds.knownExtraPaths(state.site)).toBeUndefined();
    expect([...(await rebuilds.extras(state)).keys()]).toEqual(['/sitemap.xml']);
    expect(rebuilds.knownExtraPaths(state.site)).toEqual(new Set(['/sitemap.xml']));
    // A stylesheet edit: the client scripts are as they were, so open pages swap it in.
    expect(await rebuilds.rebuild(new Set([`${miniSite.root}src/styles.css`]))).toMatchObject({ event: 'update' });
    expect(rebuilds.state).not.toBe(state);
  }, 60_000);

  it('keep a failed rebuild as the error the pages show, with no state to render from', async () => {
    const broken = await createRebuilds({ ...miniSite, entry: 'src/missing-entry.tsx' }, config, devClient);
    open.push(broken);
    const result = await broken.rebuild();
    expect(result).toMatchObject({ error: expect.stringContaining('missing-entry') });
    expect(broken.lastError).toContain('missing-entry');
    expect(broken.state).toBeUndefined();
  }, 60_000);
});
