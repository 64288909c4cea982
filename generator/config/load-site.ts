/**
 * Bundles a site's module (its `entry`, generator/config/site.ts) with esbuild (every package but React
 * inside, plus the site's own bundle plugins) and imports the bundle: one file instead of ~80 modules
 * and hundreds of package files. The bundle is kept under .cache/site-bundle/<site>/ by the code
 * tree's key (generator/session/build-stamp.mjs, Markdown content left out: the site reads it from disk as it
 * renders): a build of unchanged code imports it without bundling, whatever content changed.
 * `dev` loads the same modules through Vite instead (generator/dev/dev-site.ts), which re-evaluates
 * only what an edit touched.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import { codeTreeKey } from '../session/build-stamp.mjs';
import { CACHE_DIRS } from '../cache/caches.mjs';
import { readVerified, readVerifiedText, writeVerified } from '../cache/verified-cache.mjs';
import { siteLoadDefines, sitePath, type SiteDefinition, type SiteLoadOptions, type SiteModule } from './site.ts';

/** The JSX import source a site compiles against (build and dev alike): React's runtime plus usage recording. */
export const USAGE_JSX = 'site-usage';
export const USAGE_JSX_RUNTIME = fileURLToPath(new URL('../render/jsx-runtime.ts', import.meta.url));
export const SITE_BUNDLE_DIR = CACHE_DIRS.siteBundle;

export function siteBundleOptions(site: SiteDefinition, options: SiteLoadOptions = {}): esbuild.BuildOptions {
  return {
    entryPoints: [sitePath(site, site.entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    // JSX compiles against the usage-recording runtime: rendering reports the islands, class names
    // and links it writes (generator/render/usage.ts) instead of the pipeline reading its own HTML back.
    jsxImportSource: USAGE_JSX,
    // The build's options, as constants the site's code reads (generator/config/site.ts SiteLoadOptions).
    define: siteLoadDefines(options),
    loader: Object.fromEntries((site.textImports ?? []).map((extension) => [extension, 'text' as const])),
    plugins: [
      {
        name: 'usage-jsx-runtime',
        setup(build) {
          build.onResolve({ filter: new RegExp(`^${USAGE_JSX}/jsx-runtime$`) }, () => ({ path: USAGE_JSX_RUNTIME }));
        },
      },
      {
        // React stays outside (bundled in, it rendered slower and held more memory); the other
        // packages go inside: Node loads zod's and lucide's hundreds of small modules one file at a
        // time, a noticeable part of every build, where one bundled file evaluates in a fraction of
        // that (figures: BENCHMARKS.md, "Figures behind the code's choices").
        name: 'react-outside',
        setup(build) {
          build.onResolve({ filter: /^react(-dom)?(\/|$)/ }, (args) => ({ path: args.path, external: true }));
        },
      },
      ...(site.bundlePlugins ?? []),
    ],
    // CommonJS packages bundled into an ES module (gray-matter, js-yaml) still call require() for
    // Node's own modules. (Spelled in two parts: cli/run.mjs rewrites that expression in source text.)
    banner: { js: `import { createRequire as __siteRequire } from 'node:module'; const require = __siteRequire(${'import.meta'}.url);` },
    write: false,
    outfile: `${SITE_BUNDLE_DIR}${site.name}/site.mjs`,
    logLevel: 'silent',
  };
}

/** The site module for the sources as they are now, bundling them only when they changed. */
export async function loadSite(site: SiteDefinition, options: SiteLoadOptions = {}): Promise<SiteModule> {
  return (await loadSiteBundle(site, options)).module;
}

/** The site module and the URL of the bundle it came from (render workers import the same file). */
export async function loadSiteBundle(site: SiteDefinition, options: SiteLoadOptions = {}): Promise<{ module: SiteModule; url: string; codeKey: string }> {
  const dir = `${SITE_BUNDLE_DIR}${site.name}/`;
  // A site outside the tree key's folders (a fixture) is bundled every time, under a name of its own.
  const tree = site.treeCache === false ? `${process.pid}-${Date.now()}` : (await codeTreeKey()).slice(0, 16);
  // A draft build's bundle differs (its options are compiled in): both kinds of one tree are kept.
  const file = `${dir}site-${tree}${options.draft ? '-draft' : ''}.mjs`;
  // Both checked against the hashes recorded when written (verified-cache.mjs): a damaged bundle is made again.
  let codeKey = (await readVerified(file)) && (await readVerifiedText(`${file}.code`));
  if (!codeKey) {
    // esbuild loads only when the bundle must be made: loading it is a cost a warm build need not pay.
    const { build } = await import('esbuild');
    const result = await build({ ...siteBundleOptions(site, options), metafile: true });
    // A draft bundle renders other pages from the same modules: its code key says so.
    codeKey = `${await codeKeyOf(Object.keys(result.metafile!.inputs))}${options.draft ? '-draft' : ''}`;
    // Written aside and renamed: a build running alongside never imports half a file.
    await writeVerified(file, result.outputFiles![0].contents);
    await writeVerified(`${file}.code`, codeKey);
    // Bundles of earlier trees (and their hash records) are of no further use.
    for (const name of await readdir(dir)) if (!name.startsWith(`site-${tree}`) && /\.(mjs|code)(\.sha256)?$/.test(name)) await rm(`${dir}${name}`, { force: true });
  }
  const url = pathToFileURL(file).href;
  return { module: await import(url), url, codeKey };
}

/**
 * A hash of the source modules a bundle was made of (esbuild's metafile lists them), as they are on
 * disk: the site's code, without the content the bundle carries parsed ahead (a cache that changes
 * no output). Incremental builds re-render every page when it changes (generator/session/incremental.ts).
 */
async function codeKeyOf(inputs: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const input of inputs.filter((i) => !/^[\w-]+:/.test(i)).sort()) {
    hash.update(`${input}\n`).update(await readFile(resolve(input)));
  }
  return hash.digest('hex');
}
