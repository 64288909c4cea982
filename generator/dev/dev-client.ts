/**
 * The script `dev` adds to every page it serves (dev-client/hot-swap.ts and morph.ts), bundled once
 * when the dev server starts. Its URL carries a hash of its content, so the browser may keep it
 * across reloads and never runs a stale copy after the script itself was edited.
 */
import * as esbuild from 'esbuild';
import { fileURLToPath } from 'node:url';
import { contentHash } from '../cache/hash.ts';

export interface DevClientScript {
  /** e.g. /__dev/hot-swap-AbC123xYz0.js */
  url: string;
  code: string;
}

export async function bundleDevClient(): Promise<DevClientScript> {
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(new URL('./dev-client/hot-swap.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  return { url: `/__dev/hot-swap-${contentHash(code)}.js`, code };
}

/** The tag that loads it; put before the page's own scripts (it copies the body before they run). */
export const devClientTag = (script: DevClientScript) => `<script type="module" src="${script.url}"></script>`;
