/**
 * Bundles src/render/site-entry.ts with esbuild (every package but React inside, the content parsed
 * in) and imports the bundle: one file instead of ~80 modules and hundreds of package files. The bundle is kept under .cache/site-bundle/ by the
 * input tree's key (generator/build-stamp.mjs): a build of unchanged sources imports it without
 * bundling. The content/ tree is part of the key, so a Markdown edit (read when the bundle is
 * imported) gets a fresh import too. `dev` loads the same modules through Vite instead
 * (generator/dev-site.ts), which re-evaluates only what an edit touched.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import { treeKey } from './build-stamp.mjs';

export type SiteModule = typeof import('../src/render/site-entry.ts');

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** The JSX import source the site compiles against (build and dev alike): React's runtime plus usage recording. */
export const USAGE_JSX = 'site-usage';
export const USAGE_JSX_RUNTIME = `${ROOT}src/render/jsx-runtime.ts`;
export const SITE_BUNDLE_DIR = `${ROOT}.cache/site-bundle/`;

export const siteBundleOptions: esbuild.BuildOptions = {
  entryPoints: [`${ROOT}src/render/site-entry.ts`],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  // JSX compiles against the usage-recording runtime: rendering reports the islands, class names
  // and links it writes (src/render/usage.ts) instead of the pipeline reading its own HTML back.
  jsxImportSource: USAGE_JSX,
  plugins: [
    {
      name: 'usage-jsx-runtime',
      setup(build) {
        build.onResolve({ filter: new RegExp(`^${USAGE_JSX}/jsx-runtime$`) }, () => ({ path: USAGE_JSX_RUNTIME }));
      },
    },
    {
      // React stays outside (bundled in, it rendered ~1.7x slower and held more memory); the other
      // packages go inside: Node loads zod's and lucide's hundreds of small modules one file at a
      // time, ~380 ms of every build, where one bundled file evaluates in a fraction of that.
      name: 'react-outside',
      setup(build) {
        build.onResolve({ filter: /^react(-dom)?(\/|$)/ }, (args) => ({ path: args.path, external: true }));
      },
    },
    {
      // Content parsed while bundling: the bundle is made once per source tree (content/ included),
      // so each build imports the parsed front matter and Markdown instead of parsing them again
      // (src/collections/parsed-content.ts).
      name: 'content-parsed-ahead',
      setup(build) {
        build.onLoad({ filter: /\/src\/collections\/parsed-ahead\.ts$/ }, async () => ({
          contents: `export const PARSED_AHEAD = ${JSON.stringify(await (await import('../src/collections/parsed-content.ts')).parseContentTree(`${ROOT}content`))};`,
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
  // CommonJS packages bundled into an ES module (gray-matter, js-yaml) still call require() for
  // Node's own modules. (Spelled in two parts: cli/run.mjs rewrites that expression in source text.)
  banner: { js: `import { createRequire as __siteRequire } from 'node:module'; const require = __siteRequire(${'import.meta'}.url);` },
  write: false,
  outfile: `${SITE_BUNDLE_DIR}site.mjs`,
  logLevel: 'silent',
};

/** The site module for the sources as they are now, bundling them only when they changed. */
export async function loadSite(): Promise<SiteModule> {
  const file = `${SITE_BUNDLE_DIR}site-${(await treeKey()).slice(0, 16)}.mjs`;
  if (!existsSync(file)) {
    // esbuild loads only when the bundle must be made (~55 ms a build otherwise).
    const { build } = await import('esbuild');
    const result = await build(siteBundleOptions);
    await mkdir(SITE_BUNDLE_DIR, { recursive: true });
    // Written aside and renamed: a build running alongside never imports half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, result.outputFiles![0].contents);
    await rename(partial, file);
    // Bundles of earlier trees are of no further use.
    for (const name of await readdir(SITE_BUNDLE_DIR)) if (`${SITE_BUNDLE_DIR}${name}` !== file && name.endsWith('.mjs')) await rm(`${SITE_BUNDLE_DIR}${name}`, { force: true });
  }
  return import(pathToFileURL(file).href);
}
