/**
 * The two steps of one page, shared by every renderer (generator/render/render-page.ts on the main thread,
 * generator/render/render-worker.mjs on a worker thread): the body (the site's `renderBody`, recording what
 * it used) and the document around it (the site's `assemblePage`, given the family stylesheet's URL).
 * Each step also gives the inputs it read (`reads`, see generator/render/usage.ts), for incremental builds.
 * Plain JavaScript so a worker thread loads it without a TypeScript loader (Node 20 has none built in).
 */

/**
 * The navigation, labels and page context of `site`, made once per renderer.
 * `navigationProblems` collects navigation entries no route builds (checked by the check phase).
 */
export function createPageSteps(site, { config, assets, template }) {
  const navigationProblems = [];
  const nav = site.buildNavigation(site.routes, { draft: true, warn: (p) => navigationProblems.push(p) });
  const labels = new Map(site.routes.map((r) => [r.path, r.label]));
  const context = { config, assets, template, labelOf: (path) => labels.get(path) };
  // The inputs each step read (incremental builds); a site without read tracking reports none.
  const tracked = (work) => (site.trackReads ? site.trackReads(work) : { result: work(), reads: new Set() });
  return {
    navigationProblems,
    renderBody(route) {
      const { result, reads } = tracked(() => site.renderBody(route, nav));
      return { ...result, reads };
    },
    assemble(body, stylesheetHref) {
      const { result, reads } = tracked(() => site.assemblePage(body, stylesheetHref, context));
      return { ...result, reads };
    },
  };
}
