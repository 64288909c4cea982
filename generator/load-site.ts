/**
 * Bundles src/render/site-entry.ts with esbuild (packages stay external) and imports the bundle:
 * one file instead of ~80 transpiled on the fly. `dev` loads the same modules through Vite instead
 * (generator/dev-site.ts), which re-evaluates only what an edit touched.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { contentHash } from './hash.ts';
import { contentTreeVersion } from './content-version.ts';

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
  packages: 'external',
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
  ],
  write: false,
  outfile: `${SITE_BUNDLE_DIR}site.mjs`,
  logLevel: 'silent',
};

/** Imports bundled code from memory by writing it under a content-hashed name (re-used when unchanged). */
export async function importSiteBundle(code: Uint8Array): Promise<SiteModule> {
  await mkdir(SITE_BUNDLE_DIR, { recursive: true });
  const file = `${SITE_BUNDLE_DIR}site-${contentHash(code)}.mjs`;
  await writeFile(file, code);
  return import(`${pathToFileURL(file).href}?content=${contentTreeVersion()}`); // issue 14: Markdown edits re-import
}

export async function loadSite(): Promise<SiteModule> {
  const result = await esbuild.build(siteBundleOptions);
  return importSiteBundle(result.outputFiles![0].contents);
}
