/**
 * `dev`: serve the site with on-demand rendering, rebuild what changed and reload the open page.
 * - pages render per request from an esbuild bundle of src/render/site-entry.ts, re-imported after
 *   each change (Node cannot evict ES modules, so each bundle gets a fresh file URL);
 * - client scripts rebuild incrementally with an esbuild context; CSS rebuilds through Tailwind;
 * - open pages hold an EventSource on /__dev/events and reload when a rebuild lands.
 */
import { watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ServerResponse } from 'node:http';
import * as esbuild from 'esbuild';
import { loadEnvironment, resolveConfig } from '../src/config.ts';
import { buildCss } from '../generator/css.ts';
import { clientBuildOptions, clientFromResult } from '../generator/scripts.ts';
import { TEMPLATES_DIR } from '../generator/pipeline.ts';
import { startStaticServer, CONTENT_TYPES } from '../tools/preview-server/static-server.ts';
import type { SiteAssets } from '../src/render/renderPage.tsx';
import { hrefToRoutePath } from '../src/render/paths.ts';
import { importSiteBundle, siteBundleOptions, type SiteModule } from '../generator/load-site.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));


const RELOAD_SCRIPT = `const s=new EventSource('/__dev/events');s.addEventListener('reload',()=>location.reload());s.addEventListener('failed',e=>console.error('[dev] build failed:\\n'+e.data));`;

export async function runDev(options: { port: number; backend: boolean }): Promise<void> {
  const config = resolveConfig(loadEnvironment(), { production: false });

  if (options.backend) {
    const { startLocalBackend } = await import('../tools/local-backend/index.ts');
    const backend = await startLocalBackend({ quiet: true }).catch((error: Error) => {
      console.warn(`Local backend not started (${error.message}); forms will fail until one runs on ${config.supabaseUrl}.`);
      return undefined;
    });
    if (backend) console.log(`Local backend at ${backend.url} (rows: npm run leads)`);
  }

  const serverCtx = await esbuild.context(siteBundleOptions);
  const clientCtx = await esbuild.context(clientBuildOptions(config));

  let renderer: SiteModule | undefined;
  let assets: SiteAssets | undefined;
  let files = new Map<string, Uint8Array | string>();
  let template = '';
  let lastError: string | null = null;
  const clients = new Set<ServerResponse>();
  const broadcast = (event: string, data = '') => {
    for (const res of clients) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  /** Source files the client bundle is made of: a change elsewhere (most content edits) skips its rebuild. */
  let clientInputs = new Set<string>();
  let clientResult: esbuild.BuildResult | undefined;

  async function rebuild(changed?: Set<string>): Promise<number> {
    const start = performance.now();
    try {
      const clientStale = !clientResult || !changed || [...changed].some((file) => clientInputs.has(file));
      const [server, client, css, tpl] = await Promise.all([
        serverCtx.rebuild(),
        clientStale ? clientCtx.rebuild() : clientResult!,
        buildCss(),
        readFile(`${TEMPLATES_DIR}document.html`, 'utf8'),
      ]);
      if (clientStale) {
        clientResult = client;
        clientInputs = new Set(Object.keys(client.metafile!.inputs).map((input) => `${ROOT}${input}`));
      }
      renderer = await importSiteBundle(server.outputFiles![0].contents);
      const built = await clientFromResult(client);
      files = new Map([...built.files.map((f) => [`/${f.path}`, f.content] as const), [css.href, css.file.content]]);
      assets = { css: css.href, enhance: built.enhance, islandEntry: built.islandEntry, islandChunks: built.islandChunks };
      template = tpl.replace('<!--scripts-->', () => `<!--scripts-->\n<script type="module" src="/__dev/reload.js"></script>`);
      lastError = null;
      return performance.now() - start;
    } catch (error) {
      lastError = (error as Error).message;
      console.error(`[dev] rebuild failed: ${lastError}`);
      broadcast('failed', lastError);
      return -1;
    }
  }

  const firstMs = await rebuild();
  if (firstMs < 0) console.error('[dev] the first build failed; fix the error and save to retry.');

  const { url } = await startStaticServer({
    root: `${TEMPLATES_DIR}static`,
    port: options.port,
    precompressed: false,
    intercept: async (req, res, pathname) => {
      if (pathname === '/__dev/events') {
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
        res.write(': connected\n\n');
        clients.add(res);
        req.on('close', () => clients.delete(res));
        return true;
      }
      if (pathname === '/__dev/reload.js') {
        res.writeHead(200, { 'Content-Type': CONTENT_TYPES['.js'], 'Cache-Control': 'no-store' }).end(RELOAD_SCRIPT);
        return true;
      }
      const asset = files.get(pathname);
      if (asset !== undefined) {
        // Asset names carry a content hash, so the browser may keep them across reloads.
        const type = CONTENT_TYPES[pathname.slice(pathname.lastIndexOf('.'))] ?? 'application/octet-stream';
        res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable' }).end(asset);
        return true;
      }
      if (/\.[a-z0-9]+$/i.test(pathname)) return false; // a static file: favicon, icons
      if (lastError || !renderer || !assets) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Build failed:\n${lastError ?? 'not built yet'}`);
        return true;
      }
      const path = hrefToRoutePath(pathname) ?? '/';
      try {
        const html = renderer.renderRoute(path, config, assets, template);
        const notFound = html === undefined;
        const body = html ?? renderer.renderRoute('/404', config, assets, template) ?? 'Not found';
        res.writeHead(notFound ? 404 : 200, { 'Content-Type': CONTENT_TYPES['.html'], 'Cache-Control': 'no-store' }).end(body);
      } catch (error) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Render failed for ${path}:\n${(error as Error).stack}`);
      }
      return true;
    },
  });
  console.log(`Dev server at ${url} (first build ${firstMs.toFixed(0)} ms). Watching src/ and templates/.`);

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let changed = new Set<string>();
  const onChange = (dir: string) => (_event: string, file: string | null) => {
    changed.add(file ? `${ROOT}${dir}/${file}` : `${ROOT}${dir}`);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const batch = changed;
      changed = new Set();
      running = running.then(async () => {
        const ms = await rebuild(batch);
        if (ms >= 0) {
          console.log(`[dev] rebuilt in ${ms.toFixed(0)} ms`);
          broadcast('reload');
        }
      });
    }, 15);
  };
  for (const dir of ['src', 'templates', 'supabase/functions/_shared']) watch(`${ROOT}${dir}`, { recursive: true }, onChange(dir));
}
