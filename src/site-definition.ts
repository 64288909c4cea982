/**
 * The Vertiq site as the engine sees it (generator/config/site.ts): where its module, stylesheet, client
 * entries, content and templates are, the files it writes besides pages and its checks. `build` and
 * `dev` hand this object to the engine; nothing in generator/ knows these paths.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { HTML_CACHE, headersFile } from '../generator/outputs/headers.ts';
import { ogImageFiles } from '../generator/outputs/og-images.ts';
import { robotsTxt, sitemapXml } from '../generator/outputs/seo-files.ts';
import { pageDates } from '../generator/outputs/page-dates.ts';
import { redirectFiles } from '../generator/outputs/redirects.ts';
import { lastChangeDates } from '../generator/session/source-history.mjs';
import { speculationRulesFile } from '../generator/outputs/speculation-rules.ts';
import type { SiteDefinition } from '../generator/config/site.ts';
import type { SiteConfig } from './config.ts';
import { loadRedirects, REDIRECTS_FILE } from './collections/redirects.ts';
import { feedFiles } from './render/feeds.ts';
import { contentFilesBySlug, ownDates, pageInputs } from './render/sitemap-dates.ts';
import { validateJsonLd, type JsonLdNode } from './render/jsonld.ts';
import { ogImageFamily, ogImageFile } from './render/social-card.ts';
import type { PageFamily } from './render/page-family.ts';
import { SECURITY_TXT_PATH } from './security-txt-rules.ts';

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
      // Each page's <lastmod>: its content's own date, else its inputs' last change in git (generator/outputs/page-dates.ts).
      files: ({ routes, config, site, reads }) => {
        const module = site as unknown as VertiqModule;
        const own = ownDates(module.articles ?? [], module.legalDocuments ?? []);
        const bySlug = contentFilesBySlug(ROOT);
        const dates = pageDates({ routes, reads, ownDate: (route) => own.get(route.path), inputsOf: (route) => pageInputs(route, bySlug), changed: lastChangeDates(ROOT, ['src/pages', 'content']) });
        return [
        { path: 'sitemap.xml', content: sitemapXml(routes, config.siteUrl, dates) },
        { path: 'robots.txt', content: robotsTxt(config.siteUrl) },
        ];
      },
    },
    {
      name: 'headers',
      source: 'generator/outputs/headers.ts',
      // security.txt as text/plain whatever the host guesses from a name in a dot-folder.
      files: ({ routes, config }) => [
        {
          path: '_headers',
          content: `${headersFile(routes, config.supabaseUrl, { production: config.production })}\n/${SECURITY_TXT_PATH}\n  Content-Type: text/plain; charset=utf-8\n  Cache-Control: ${HTML_CACHE}\n`,
        },
        speculationRulesFile(),
      ],
    },
    {
      // RFC 9116, from the identity file and the assurance collection (src/render/security-txt.ts).
      name: 'security-txt',
      source: 'src/render/security-txt.ts',
      files: ({ site, config }) => [{ path: SECURITY_TXT_PATH, content: (site as unknown as VertiqModule).securityTxt(config.siteUrl) }],
    },
    {
      name: 'feeds',
      source: 'src/render/feeds.ts',
      files: ({ site, config, routes }) =>
        feedFiles((site as unknown as VertiqModule).articles ?? [], config.siteUrl, routes.find((r) => r.path === '/trends')?.meta.description ?? ''),
    },
    {
      // The canned demo's analyses, fetched by the widget rather than carried in the pages (src/content/demo-analyses.ts).
      name: 'demo-analyses',
      source: 'src/content/demo-analyses.ts',
      files: ({ site }) => (site as unknown as VertiqModule).demoAnalysisFiles(),
    },
    {
      name: 'redirects',
      source: REDIRECTS_FILE,
      files: ({ routes, config }) => redirectFiles(loadRedirects(ROOT), routes, config.siteUrl),
    },
    // Early: the cards are drawn on worker threads while the main thread renders pages.
    {
      name: 'og-images',
      source: 'generator/outputs/og-images.ts',
      early: true,
      files: ({ routes, site }) =>
        ogImageFiles(
          routes.map((route) => ({ path: ogImageFile(route.path), title: route.meta.title, family: ogImageFamily(route.family as PageFamily) })),
          { brand: (site as unknown as VertiqModule).identity.brand },
        ),
    },
  ],
  checks: { jsonLd: (nodes) => validateJsonLd(nodes as JsonLdNode[]) },
};

/**
 * The same site reading content files from `dir` before content/ (`build --content-from`,
 * src/collections/content-root.ts): the folder is compiled into the site bundle in place of
 * src/collections/content-from.ts, and the site's caches are its own (named by the folder).
 */
export function vertiqSiteWithContentFrom(dir: string): SiteDefinition<SiteConfig> {
  return {
    ...vertiqSite,
    name: `vertiq-content-from-${createHash('sha256').update(dir).digest('hex').slice(0, 12)}`,
    // Its images (evidence logos and photos) go through the image pipeline as content/'s would.
    contentOverlay: relative(ROOT, dir),
    bundlePlugins: [
      {
        name: 'content-from',
        setup(build) {
          build.onLoad({ filter: /\/src\/collections\/content-from\.ts$/ }, () => ({ contents: `export const CONTENT_FROM = ${JSON.stringify(dir)};`, loader: 'js' }));
        },
      },
      ...(vertiqSite.bundlePlugins ?? []),
    ],
  };
}
