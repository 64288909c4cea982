/**
 * dev's answer to each request, before the static folder is consulted: the event stream, the dev
 * client, the hashed assets and extra outputs of the last rebuild, and pages, rendered on demand as
 * the build renders them, with the build's checks for each (routes and meta, navigation, links,
 * JSON-LD) shown over the page as an overlay naming the route and the source file.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BuildError, formatWhere, type BuildProblem } from '../check/errors.ts';
import { checkSite } from '../check/validate.ts';
import { hrefToRoutePath } from '../config/paths.ts';
import type { SiteDefinition } from '../config/site.ts';
import type { DevClientScript } from './dev-client.ts';
import { EVENTS_PATH, type EventStream } from './events.ts';
import { renderInto, type DevState, type Rebuilds } from './rebuilds.ts';
import { SPECULATION_RULES_HEADER, SPECULATION_RULES_PATH, SPECULATION_RULES_TYPE } from '../outputs/speculation-rules.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The build's error text, over the page: the same lines `npm run build` would stop with. */
function problemOverlay(problems: BuildProblem[]): string {
  const text = new BuildError(problems).message;
  return `<div id="dev-build-problems" role="alert" style="position:fixed;left:0;right:0;bottom:0;z-index:2147483647;max-height:50vh;overflow:auto;margin:0;padding:12px 16px;background:#7f1d1d;color:#fff;font:13px/1.5 ui-monospace,monospace;white-space:pre-wrap">${escapeHtml(text)}</div>`;
}

export interface RequestInput {
  definition: Pick<SiteDefinition, 'checks'>;
  rebuilds: Rebuilds;
  events: EventStream;
  devClient: DevClientScript;
  /** The static server's content types, by extension. */
  contentTypes: Record<string, string>;
  /** The static server's reading of a `_redirects` file: the answer for `pathname`, if it moved. */
  redirectFor?: (redirectsFile: string, pathname: string) => { status: number; location: string } | undefined;
}

/** The static server's `intercept`: true when the request was answered here. */
export function createRequestHandler({ definition, rebuilds, events, devClient, contentTypes, redirectFor }: RequestInput) {
  const typeOf = (pathname: string) => contentTypes[pathname.slice(pathname.lastIndexOf('.'))] ?? 'application/octet-stream';

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
    const extras = rebuilds.knownExtraPaths(site) ?? new Set((await rebuilds.extras(s)).keys());
    const writtenFiles = new Set([...s.files.keys(), ...s.staticPaths, ...extras]);
    const { navigationProblems } = s.renderer;
    const { errors } = checkSite({ routes: site.routes, pages: [page], writtenFiles, renderProblems: [], navigationProblems, draft: false, jsonLd: definition.checks?.jsonLd });
    // This page's problems, and the navigation's (they show on every page).
    const problems = errors.filter((p) => p.where === route.path || navigationProblems.includes(p));
    const html = problems.length ? page.html.replace('</body>', () => `${problemOverlay(problems)}\n</body>`) : page.html;
    return { status: route.path === path ? 200 : 404, html };
  }

  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> => {
    // Reads only: any other method falls through to the static server's 405 with its Allow header (issue 31).
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const state = rebuilds.state;
    if (pathname === EVENTS_PATH) {
      events.open(req, res);
      return true;
    }
    if (pathname === devClient.url) {
      // Named by its content hash: cached, a reload does not wait for it from the network.
      res.writeHead(200, { 'Content-Type': contentTypes['.js'], 'Cache-Control': 'public, max-age=31536000, immutable' }).end(devClient.code);
      return true;
    }
    // The rule set and its header, as preview serves them from `_headers` (speculation-rules.ts).
    if (pathname === SPECULATION_RULES_PATH && state) {
      const rules = (await rebuilds.extras(state)).get(pathname);
      if (rules !== undefined) {
        res.writeHead(200, { 'Content-Type': SPECULATION_RULES_TYPE, 'Cache-Control': 'no-store' }).end(rules);
        return true;
      }
    }
    res.setHeader('Speculation-Rules', SPECULATION_RULES_HEADER);
    const asset = state?.files.get(pathname);
    if (asset !== undefined) {
      // Asset names carry a content hash, so the browser may keep them across reloads.
      res.writeHead(200, { 'Content-Type': typeOf(pathname), 'Cache-Control': 'public, max-age=31536000, immutable' }).end(asset);
      return true;
    }
    const extra = state && /\.[a-z0-9]+$/i.test(pathname) ? (await rebuilds.extras(state)).get(pathname) : undefined;
    if (extra !== undefined) {
      res.writeHead(200, { 'Content-Type': typeOf(pathname), 'Cache-Control': 'no-store' }).end(extra);
      return true;
    }
    if (/\.[a-z0-9]+$/i.test(pathname)) return false; // a static file: favicon, icons
    if (rebuilds.lastError || !state) {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Build failed:\n${rebuilds.lastError ?? 'not built yet'}`);
      return true;
    }
    const path = hrefToRoutePath(pathname) ?? '/';
    // A moved page answers as preview does, from the `_redirects` the extra outputs make.
    const redirects = redirectFor && !state.site.routes.some((r) => r.path === path) ? (await rebuilds.extras(state)).get('/_redirects') : undefined;
    const moved = redirects !== undefined ? redirectFor!(String(redirects), pathname) : undefined;
    if (moved) {
      res.writeHead(moved.status, { Location: moved.location, 'Cache-Control': 'no-store' }).end();
      return true;
    }
    try {
      const { status, html } = await renderForRequest(state, path);
      res.writeHead(status, { 'Content-Type': contentTypes['.html'], 'Cache-Control': 'no-store' }).end(html);
    } catch (error) {
      const route = state.site.routes.find((r) => r.path === path);
      const where = formatWhere({ where: path, source: route?.source, message: '' });
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Render failed for ${where}:\n${(error as Error).stack}`);
    }
    return true;
  };
}
