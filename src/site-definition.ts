/**
 * The Vertiq site as the engine sees it (generator/config/site.ts): where its module, stylesheet, client
 * entries, content and templates are, the files it writes besides pages and its checks. `build` and
 * `dev` hand this object to the engine; nothing in generator/ knows these paths.
 */
import { fileURLToPath } from 'node:url';
import { headersFile } from '../generator/outputs/headers.ts';
import { ogImageFiles } from '../generator/outputs/og-images.ts';
import { robotsTxt, sitemapXml } from '../generator/outputs/seo-files.ts';
import type { SiteDefinition } from '../generator/config/site.ts';
import type { SiteConfig } from './config.ts';
import { feedFiles } from './render/feeds.ts';
import { validateJsonLd, type JsonLdNode } from './render/jsonld.ts';
import { ogImageFamily, ogImageFile } from './render/social-card.ts';
import type { PageFamily } from './render/page-family.ts';
import { BRAND } from './site.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The site module's own exports beyond what the engine reads (site-entry.ts). */
type VertiqModule = typeof import('./render/site-entry.ts');

export const vertiqSite: SiteDefinition<SiteConfig> = {
  name: 'vertiq',
  root: ROOT,
  entry: 'src/render/site-entry.ts',
  stylesheet: 'src/styles/main.css',
  font: { family: 'Inter', file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2' },
  client: {
    entries: { enhance: 'src/browser/enhance.ts', islands: 'src/browser/island-loader.ts' },
    hydrate: 'src/browser/hydrate.tsx',
    hydrateFor: { react: 'src/browser/hydrate-react.tsx' },
    sourceDir: 'src',
    // Backend settings are compiled in; only the public anon key may be (checked by src/config.ts).
    define: (config) => ({ __BACKEND_URL__: JSON.stringify(config.supabaseUrl), __BACKEND_ANON_KEY__: JSON.stringify(config.supabaseAnonKey) }),
  },
  contentDir: 'content',
  // The forms' options and validation are shared with the edge functions.
  watchAlso: ['supabase/functions/_shared'],
  templatesDir: 'templates',
  bundlePlugins: [
    {
      // Content parsed while bundling: the bundle is made once per code tree, so each build imports
      // the parsed front matter and Markdown instead of parsing them again; a file edited since the
      // bundle was made is parsed as it loads (src/collections/parsed-content.ts).
      name: 'content-parsed-ahead',
      setup(build) {
        build.onLoad({ filter: /\/src\/collections\/parsed-ahead\.ts$/ }, async () => ({
          contents: `export const PARSED_AHEAD = ${JSON.stringify(await (await import('./collections/parsed-content.ts')).parseContentTree(`${ROOT}content`))};`,
          loader: 'js',
        }));
      },
    },
    {
      // The forms' backend (supabase-js) runs only in the browser, after a submit; without this the
      // islands' dynamic import of it would put supabase-js in the server bundle, evaluated every build.
      name: 'browser-backend-outside',
      setup(build) {
        build.onResolve({ filter: /\/browser\/backend\/browser\.ts$/ }, () => ({ path: 'browser-backend', namespace: 'browser-only' }));
        build.onLoad({ filter: /.*/, namespace: 'browser-only' }, () => ({
          contents: 'throw new Error("src/browser/backend/browser.ts runs in the browser only");',
          loader: 'js',
        }));
      },
    },
  ],
  extraOutputs: [
    {
      name: 'sitemap',
      source: 'generator/outputs/seo-files.ts',
      files: ({ routes, config }) => [
        { path: 'sitemap.xml', content: sitemapXml(routes, config.siteUrl) },
        { path: 'robots.txt', content: robotsTxt(config.siteUrl) },
      ],
    },
    {
      name: 'headers',
      source: 'generator/outputs/headers.ts',
      files: ({ routes, config }) => [{ path: '_headers', content: headersFile(routes, config.supabaseUrl, { production: config.production }) }],
    },
    {
      name: 'feeds',
      source: 'src/render/feeds.ts',
      files: ({ site, config, routes }) =>
        feedFiles((site as unknown as VertiqModule).articles ?? [], config.siteUrl, routes.find((r) => r.path === '/trends')?.meta.description ?? ''),
    },
    // Early: the cards are drawn on worker threads while the main thread renders pages.
    {
      name: 'og-images',
      source: 'generator/outputs/og-images.ts',
      early: true,
      files: ({ routes }) =>
        ogImageFiles(
          routes.map((route) => ({ path: ogImageFile(route.path), title: route.meta.title, family: ogImageFamily(route.family as PageFamily) })),
          { brand: BRAND },
        ),
    },
  ],
  checks: { jsonLd: (nodes) => validateJsonLd(nodes as JsonLdNode[]) },
};
