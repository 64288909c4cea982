/**
 * Pages by family (generator/render/render-page.ts): routes grouped into families (a malformed or
 * taken path left to the checks), each family's stylesheet cut from what its bodies, the template and
 * its islands used, and dev's page-at-a-time renderer on top of the page renderer.
 */
import { describe, expect, it } from 'vitest';
import { parseStylesheet } from '../../generator/outputs/css-split.ts';
import { createOnDemandRenderer, familiesOf, familyStylesheet, renderProblem, stylesheetCutter } from '../../generator/render/render-page.ts';
import type { EngineRoute, SiteModule } from '../../generator/config/site.ts';

const route = (path: string, family: string, source?: string): EngineRoute => ({ path, family, label: path, meta: { title: path, description: path }, source });
const CSS = '@layer utilities{.a{color:red}.b{color:blue}.c{color:green}.t{margin:0}.i{padding:0}}';

/** Bodies write one class each (`a` on /x pages, `b` on /y); /broken's body throws. */
function fakeSite(routes: EngineRoute[], renders: string[] = []): SiteModule {
  return {
    routes,
    buildNavigation: () => null,
    renderBody(r: EngineRoute) {
      renders.push(r.path);
      if (r.path === '/broken') throw new Error('body broke');
      const used = r.path.startsWith('/x') ? 'a' : 'b';
      return { route: r, body: `<p class="${used}">${r.path}</p>`, usage: { classes: new Set([used]), islands: r.path === '/x/island' ? [{ name: 'Widget', when: 'load' }] : [], links: new Set<string>() } };
    },
    assemblePage(body: { route: EngineRoute; body: string }, stylesheet: string) {
      return { route: body.route, html: `<link href="${stylesheet}">${body.body}`, links: [], jsonLd: [] };
    },
  } as unknown as SiteModule;
}

describe('families', () => {
  it('group routes in table order, leaving a malformed or repeated path to the checks', () => {
    const routes = [route('/x', 'x'), route('/y', 'y'), route('/x/two', 'x'), route('bad', 'x'), route('/y', 'y')];
    expect([...familiesOf(routes)].map(([family, members]) => [family, members.map((r) => r.path)])).toEqual([
      ['x', ['/x', '/x/two']],
      ['y', ['/y']],
    ]);
  });

  it("cut a stylesheet holding what the family's bodies, the template and its islands used, named by content", async () => {
    const cutter = stylesheetCutter(await parseStylesheet(CSS), '<body class="t">', { islandClasses: { Widget: new Set(['i']) } });
    const plain = familyStylesheet('x', [{ usage: { classes: new Set(['a']), islands: [] } }], cutter);
    expect(plain.css).toContain('.a{');
    expect(plain.css).toContain('.t{');
    expect(plain.css).not.toContain('.b{');
    expect(plain.css).not.toContain('.i{');
    expect(plain.href).toMatch(/^\/assets\/x-[\w-]+\.css$/);
    const withIsland = familyStylesheet('x', [{ usage: { classes: new Set(['a']), islands: [{ name: 'Widget', when: 'load' }] } }], cutter);
    expect(withIsland.css).toContain('.i{');
    expect(withIsland.href).not.toBe(plain.href);
  });

  it('name a failed render after its route and file', () => {
    const problem = renderProblem(route('/x', 'x', 'src/pages/x-routes.tsx'), new Error('boom'));
    expect(problem).toMatchObject({ kind: 'render-failed', where: '/x', source: 'src/pages/x-routes.tsx', message: 'render failed: boom' });
  });
});

describe("dev's page-at-a-time renderer", () => {
  const input = async (site: SiteModule) => ({
    site,
    config: { siteUrl: 'https://x.example', production: false },
    client: { enhance: '/e.js', islandEntry: '/i.js', islandChunks: {}, islandClasses: { Widget: new Set(['i']) }, files: [] } as never,
    cssTree: await parseStylesheet(CSS),
    template: '<body class="t">',
  });

  it("renders a family's bodies for its first page, cuts the stylesheet once, and serves the rest from them", async () => {
    const renders: string[] = [];
    const routes = [route('/x', 'x'), route('/x/island', 'x'), route('/y', 'y')];
    const renderer = createOnDemandRenderer(await input(fakeSite(routes, renders)));
    const first = renderer.renderPage(routes[0]);
    expect(first.newStylesheet).toBe(true);
    expect(renders).toEqual(['/x', '/x/island']);
    expect(first.stylesheet.css).toContain('.i{'); // a page of the family has the island
    expect(first.page.html).toBe(`<link href="${first.stylesheet.href}"><p class="a">/x</p>`);
    const second = renderer.renderPage(routes[1]);
    expect(second).toMatchObject({ newStylesheet: false, stylesheet: first.stylesheet });
    expect(renders).toEqual(['/x', '/x/island']);
    // Asked again, a page renders afresh with the family's stylesheet as cut.
    expect(renderer.renderPage(routes[0]).page.html).toBe(first.page.html);
    expect(renders).toEqual(['/x', '/x/island', '/x']);
    renderer.close();
  });

  it("throws a page's own render error when that page is asked for, and serves its family's others", async () => {
    const routes = [route('/broken', 'y'), route('/y', 'y')];
    const renderer = createOnDemandRenderer(await input(fakeSite(routes)));
    expect(() => renderer.renderPage(routes[0])).toThrow('body broke');
    expect(renderer.renderPage(routes[1]).page.html).toContain('<p class="b">/y</p>');
  });
});
