/**
 * The import rules the layers rely on, checked by tests/unit/import-graph.test.ts (`npm test`).
 * Layers, from the bottom: generator/ (the engine, knows no site) <- src/ (the site) <- cli/ (the
 * hosts: build, dev), which also runs runtime/ (preview server, local backend). tools/ serves the
 * development of this repository only: nothing the product runs imports it. Inside the site, the shared pieces (collections, content, components, islands,
 * browser code) sit below the renderers (src/render/) and the page families (src/pages/).
 *
 * Parsing: TypeScript 7 is not one dependency-cruiser reads, so files are made scannable by
 * @swc/core and transpiled by Babel's TypeScript preset (tools/depcruise/babel.json; swc alone does
 * not parse .tsx). Babel drops `import type` lines, so these rules see runtime imports only.
 */
const SHARED = '^src/(collections|content|components|islands|browser)/';

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'a circle makes evaluation order matter', from: {}, to: { circular: true } },
    {
      name: 'engine-knows-no-site',
      severity: 'error',
      comment: 'generator/ takes a site (generator/config/site.ts) and imports nothing of one, nor of its hosts or tests',
      from: { path: '^generator/' },
      to: { path: '^(src|cli|runtime|tests|tools)/' },
    },
    {
      name: 'product-never-imports-tools',
      severity: 'error',
      comment: 'tools/ serves development of this repository (bench, scripts); what the product runs lives in cli/, runtime/, generator/ and src/',
      from: { path: '^(cli|runtime|generator|src)/' },
      to: { path: '^tools/' },
    },
    {
      name: 'runtime-below-hosts',
      severity: 'error',
      comment: 'the preview server, local backend and backend check are run by cli/; they never import it (the site\'s shared constants, src/config.ts, they may)',
      from: { path: '^runtime/' },
      to: { path: '^(cli|tests)/' },
    },
    {
      name: 'site-below-hosts',
      severity: 'error',
      comment: 'the site is loaded by cli/ and tests; it never imports them',
      from: { path: '^src/' },
      to: { path: '^(cli|runtime|tests|tools)/' },
    },
    {
      name: 'fixture-site-stands-alone',
      severity: 'error',
      comment: 'the fixture proves the engine builds a site it knows nothing about: it uses the engine only',
      from: { path: '^tests/fixtures/' },
      to: { path: '^src/' },
    },
    {
      name: 'shared-below-render-and-pages',
      severity: 'error',
      comment:
        'collections, content, components, islands and browser code never import the renderers or the page families. ' +
        "src/render/paths.ts (the site's link rule) and serialize.ts are leaf helpers they may use.",
      from: { path: SHARED },
      to: { path: '^src/(pages/|routes\\.ts$|render/)', pathNot: '^src/render/(paths|serialize)\\.ts$' },
    },
    {
      name: 'render-below-pages',
      severity: 'error',
      comment:
        'renderers do not import page families; site-entry.ts is the one module that gathers the route table.',
      from: { path: '^src/render/', pathNot: '^src/render/site-entry\\.ts$' },
      to: { path: '^src/(pages/|routes\\.ts$)' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    babelConfig: { fileName: 'tools/depcruise/babel.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
  },
};
