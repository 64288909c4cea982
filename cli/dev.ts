/**
 * `dev`: the build's page renderer and extra outputs, in memory, per request, with live reload.
 * - the site module (route table + renderers) loads through Vite's SSR module loading
 *   (generator/dev/dev-site.ts): an edit re-evaluates only the changed modules and their importers;
 * - a page renders through the build's own `renderPage` (generator/render/render-page.ts): its family's
 *   stylesheet is cut from what the family's bodies used, kept until the next change;
 * - the site's extra outputs (feeds, Open Graph cards, sitemap) run once per change, when first
 *   asked for, and are served at the paths the build writes them to;
 * - the build's checks (routes and meta, navigation, links, JSON-LD) run on every page served and
 *   show in the browser as an overlay naming the route and the source file;
 * - client scripts rebuild only when one of their inputs changed; CSS rebuilds through Tailwind;
 * - open pages hold an EventSource on /__dev/events (generator/dev/dev-client/hot-swap.ts). A rebuild
 *   that left the client scripts as they were sends `update`: the page fetches itself and swaps in
 *   what changed (body, stylesheet, head), keeping scroll position and input; one that changed them
 *   sends `reload`.
 */
import { existsSync, watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import * as esbuild from 'esbuild';
import { resolveConfig, type SiteConfig } from '../src/config.ts';
import { BuildError, formatWhere, type BuildProblem } from '../generator/check/errors.ts';
import { hrefToRoutePath } from '../generator/config/paths.ts';
import { checkSite } from '../generator/check/validate.ts';
import { buildCss, type SiteCss } from '../generator/outputs/css.ts';
import { producerFiles } from '../generator/outputs/extra-outputs.ts';
import { createOnDemandRenderer, type OnDemandRenderer } from '../generator/render/render-page.ts';
import { clientBuildOptions, clientFromResult, type ClientBuild } from '../generator/outputs/scripts.ts';
import { brandFont } from '../generator/outputs/font.ts';
import { readStaticFiles } from '../generator/session/pipeline.ts';
import { sitePath, type SiteModule } from '../generator/config/site.ts';
import { vertiqSite as siteDef } from '../src/site-definition.ts';
import { startStaticServer, CONTENT_TYPES } from '../runtime/preview-server/static-server.ts';
import { createDevSiteLoader } from '../generator/dev/dev-site.ts';
import { bundleDevClient, devClientTag } from '../generator/dev/dev-client.ts';

const ROOT = siteDef.root;
const TEMPLATES_DIR = sitePath(siteDef, `${siteDef.templatesDir}/`);
/** Folders whose changes rebuild: the product, its templates, the Markdown content, shared function code. */
const WATCHED = [...new Set([siteDef.client.sourceDir, siteDef.templatesDir, siteDef.contentDir, ...(siteDef.watchAlso ?? [])])];

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The build's error text, over the page: the same lines `npm run build` would stop with. */
function problemOverlay(problems: BuildProblem[]): string {
  const text = new BuildError(problems).message;
  return `<div id="dev-build-problems" role="alert" style="position:fixed;left:0;right:0;bottom:0;z-index:2147483647;max-height:50vh;overflow:auto;margin:0;padding:12px 16px;background:#7f1d1d;color:#fff;font:13px/1.5 ui-monospace,monospace;white-space:pre-wrap">${escapeHtml(text)}</div>`;
}

/** Everything one rebuild produced; a request renders from it. */
interface DevState {
  site: SiteModule;
  config: SiteConfig;
  client: ClientBuild;
  renderer: OnDemandRenderer;
  /** Hashed asset URL -> content: client scripts, the full stylesheet, family stylesheets as cut. */
  files: Map<string, Uint8Array | string>;
  staticPaths: Set<string>;
  /** URL -> content of what the extra outputs write (feeds, cards, sitemap), made when first asked for. */
  extras?: Promise<Map<string, Uint8Array | string>>;
}

/** The paths the extra outputs wrote when last made, and for which route table. */
interface ExtraPaths {
  routes: string;
  paths: Set<string>;
}

const routeTableKey = (site: SiteModule) => site.routes.map((r) => r.path).join('\n');

/** The site's extra outputs over every page as it renders now: the files the build would write besides pages. */
async function devExtras(s: DevState): Promise<Map<string, Uint8Array | string>> {
  const pages = s.site.routes.flatMap((route) => {
    try {
      return [renderInto(s, route).page];
    } catch {
      return []; // that page shows its own error when requested
    }
  });
  const extras = new Map<string, Uint8Array | string>();
  for (const producer of siteDef.extraOutputs) {
    // A failed producer is reported and its files are missing; the pages still serve.
    const files = await producerFiles(producer, { routes: s.site.routes, config: s.config, pages, site: s.site }).catch((error: Error) => {
      console.error(`[dev] ${error.message}`);
      return [];
    });
    for (const file of files) extras.set(`/${file.path}`, 'from' in file ? await readFile(file.from) : file.content);
  }
  return extras;
}

/** `renderPage`, keeping a family stylesheet cut for it among the served files. */
function renderInto(s: DevState, route: SiteModule['routes'][number]) {
  const rendered = s.renderer.renderPage(route);
  if (rendered.newStylesheet) s.files.set(rendered.stylesheet.href, rendered.stylesheet.css);
  return rendered;
}

export async function runDev(options: { port: number; backend: boolean; environment: Record<string, string | undefined> }): Promise<void> {
  const config = resolveConfig(options.environment, { production: false });

  if (options.backend) {
    const { startLocalBackend } = await import('../runtime/local-backend/index.ts');
    const backend = await startLocalBackend({ quiet: true }).catch((error: Error) => {
      console.warn(`Local backend not started (${error.message}); forms will fail until one runs on ${config.supabaseUrl}.`);
      return undefined;
    });
    if (backend) console.log(`Local backend at ${backend.url} (rows: npm run leads)`);
  }

  // dev previews work in progress: content entries marked as drafts show.
  const [siteLoader, devClient] = await Promise.all([createDevSiteLoader(siteDef, { draft: true }), bundleDevClient()]);
  const clientCtx = await esbuild.context(clientBuildOptions(siteDef, config));
  const staticPaths = new Set((await readStaticFiles(siteDef)).map((f) => `/${f.path}`));

  let state: DevState | undefined;
  let extraPaths: ExtraPaths | undefined;
  /** Extra outputs of `s`, made once; their paths are kept for the page checks of later states. */
  const extrasOf = (s: DevState) =>
    (s.extras ??= devExtras(s).then((extras) => {
      extraPaths = { routes: routeTableKey(s.site), paths: new Set(extras.keys()) };
      return extras;
    }));
  let lastError: string | null = null;
  const clients = new Set<ServerResponse>();
  const broadcast = (event: string, data = '') => {
    for (const res of clients) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  /** Source files the client bundle is made of: a change elsewhere (most content edits) skips its rebuild. */
  let clientInputs = new Set<string>();
  let client: ClientBuild | undefined;
  let siteCss: SiteCss | undefined;

  /** The client files' names (content-hashed) as the open pages loaded them: a change means a reload. */
  let clientKey = '';

  /** Rebuilds; says how long it took and whether open pages can swap the change in or must reload. */
  async function rebuild(changed?: Set<string>): Promise<{ ms: number; event: 'update' | 'reload' } | undefined> {
    const start = performance.now();
    try {
      const clientStale = !client || !changed || [...changed].some((file) => clientInputs.has(file));
      // Stylesheets are Tailwind's input, never read by the site module: an edit to one re-evaluates nothing.
      if (changed) siteLoader.invalidate([...changed].filter((file) => !file.endsWith('.css')));
      const [site, clientResult, css, tpl] = await Promise.all([
        siteLoader.load(),
        clientStale ? clientCtx.rebuild() : undefined,
        // Not the tree cache: it keys on the tree as the process first saw it. The last result's parsed
        // tree is reused when an edit leaves the stylesheet as it was (most content edits).
        buildCss(siteDef, { cache: false, previous: siteCss }),
        readFile(`${TEMPLATES_DIR}document.html`, 'utf8'),
      ]);
      siteCss = css;
      if (clientResult) {
        const [built, font] = await Promise.all([clientFromResult(clientResult, siteDef, config.clientRuntime), siteDef.font && brandFont(siteDef.font)]);
        client = font ? { ...built, font: font.href, files: [...built.files, font.file] } : built;
        clientInputs = new Set(Object.keys(clientResult.metafile!.inputs).map((input) => `${ROOT}${input}`));
      }
      // Before the page's scripts: the dev client copies the body as the server wrote it.
      const servedTemplate = tpl.replace('<!--scripts-->', () => `${devClientTag(devClient)}\n<!--scripts-->`);
      state?.renderer.close();
      state = {
        site,
        config,
        client: client!,
        renderer: createOnDemandRenderer({ site, config, client: client!, cssTree: css.tree, template: tpl, servedTemplate }),
        files: new Map([...client!.files.map((f) => [`/${f.path}`, f.content] as const), [css.href, css.file.content]]),
        staticPaths,
      };
      // A page that showed a failed build is not the server's HTML of a working one: reload it.
      const wasFailed = lastError !== null;
      lastError = null;
      const key = client!.files.map((f) => f.path).sort().join('\n');
      const event = key === clientKey && !wasFailed ? 'update' : 'reload';
      clientKey = key;
      return { ms: performance.now() - start, event };
    } catch (error) {
      lastError = (error as Error).message;
      console.error(`[dev] rebuild failed: ${lastError}`);
      broadcast('failed', lastError);
      return undefined;
    }
  }

  /** Renders one page as the build does, with the build's checks for it shown as an overlay. */
  async function renderForRequest(s: DevState, path: string): Promise<{ status: number; html: string }> {
    const { site } = s;
    const route = site.routes.find((r) => r.path === path) ?? site.routes.find((r) => r.path === '/404');
    if (!route) return { status: 404, html: 'Not found' };
    const { page } = renderInto(s, route);
    // Pages may link to what the extra outputs write (the feeds on /trends): the check sees those
    // files. Making them renders every page (and draws the cards), far longer than a swap may take, so
    // while the route table is the one they were last made for, their paths then serve; a request for
    // one of the files makes them afresh.
    const known = extraPaths?.routes === routeTableKey(site) ? extraPaths.paths : undefined;
    const extras = known ?? new Set((await extrasOf(s)).keys());
    const writtenFiles = new Set([...s.files.keys(), ...s.staticPaths, ...extras]);
    const { errors } = checkSite({ routes: site.routes, pages: [page], writtenFiles, renderProblems: [], navigationProblems: s.renderer.navigationProblems, draft: false, jsonLd: siteDef.checks?.jsonLd });
    // This page's problems, and the navigation's (they show on every page).
    const problems = errors.filter((p) => p.where === route.path || s.renderer.navigationProblems.includes(p));
    const html = problems.length ? page.html.replace('</body>', () => `${problemOverlay(problems)}\n</body>`) : page.html;
    return { status: route.path === path ? 200 : 404, html };
  }

  const first = await rebuild();
  if (!first) console.error('[dev] the first build failed; fix the error and save to retry.');

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
      if (pathname === devClient.url) {
        // Named by its content hash: cached, a reload does not wait for it from the network.
        res.writeHead(200, { 'Content-Type': CONTENT_TYPES['.js'], 'Cache-Control': 'public, max-age=31536000, immutable' }).end(devClient.code);
        return true;
      }
      const asset = state?.files.get(pathname);
      if (asset !== undefined) {
        // Asset names carry a content hash, so the browser may keep them across reloads.
        const type = CONTENT_TYPES[pathname.slice(pathname.lastIndexOf('.'))] ?? 'application/octet-stream';
        res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable' }).end(asset);
        return true;
      }
      const extra = state && /\.[a-z0-9]+$/i.test(pathname) ? (await extrasOf(state)).get(pathname) : undefined;
      if (extra !== undefined) {
        const type = CONTENT_TYPES[pathname.slice(pathname.lastIndexOf('.'))] ?? 'application/octet-stream';
        res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(extra);
        return true;
      }
      if (/\.[a-z0-9]+$/i.test(pathname)) return false; // a static file: favicon, icons
      if (lastError || !state) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Build failed:\n${lastError ?? 'not built yet'}`);
        return true;
      }
      const path = hrefToRoutePath(pathname) ?? '/';
      try {
        const { status, html } = await renderForRequest(state, path);
        res.writeHead(status, { 'Content-Type': CONTENT_TYPES['.html'], 'Cache-Control': 'no-store' }).end(html);
      } catch (error) {
        const route = state.site.routes.find((r) => r.path === path);
        const where = formatWhere({ where: path, source: route?.source, message: '' });
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Render failed for ${where}:\n${(error as Error).stack}`);
      }
      return true;
    },
  });
  const watched = WATCHED.filter((dir) => existsSync(`${ROOT}${dir}`));
  console.log(`Dev server at ${url} (first build ${first ? first.ms.toFixed(0) : '-'} ms). Watching ${watched.join(', ')}.`);

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
        const result = await rebuild(batch);
        if (result) {
          console.log(`[dev] rebuilt in ${result.ms.toFixed(0)} ms (${result.event === 'update' ? 'swapping into open pages' : 'client scripts changed: reloading open pages'})`);
          broadcast(result.event);
        }
      });
    }, 15);
  };
  for (const dir of watched) watch(`${ROOT}${dir}`, { recursive: true }, onChange(dir));
}
