/**
 * Serves a built folder as a CDN would: clean URLs (`/about` -> about/index.html), correct content
 * types, `404.html` with status 404, the `_headers` rules, and the precompressed `.br`/`.gz` files
 * when the browser accepts them. Used by `preview` and, with a render hook, by `dev`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import sirv from 'sirv';
import { headersFor, parseHeadersFile, type HeaderRule } from './headers-rules.ts';
import { loadRedirectRules, redirectFor, type RedirectRule } from './redirect-rules.ts';

/** Content types of the files `dev` answers from memory (sirv types what it serves from disk). */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Dev hook: answer a request before the folder is consulted (on-demand render, live reload). */
  intercept?: (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;
  /** Dev: skip the precompressed files (they go stale while editing). */
  precompressed?: boolean;
}

export async function startStaticServer(options: StaticServerOptions): Promise<{ server: Server; url: string; close: () => Promise<void> }> {
  const root = normalize(options.root).replace(/\/+$/, '');
  let rules: HeaderRule[] | undefined;
  let redirects: RedirectRule[] | undefined;
  const loadRules = async () => {
    try {
      return parseHeadersFile(await readFile(join(root, '_headers'), 'utf8'));
    } catch {
      return [];
    }
  };

  // sirv does the file serving: path safety, clean URLs (`/about` -> about/index.html), content
  // types, and the precompressed .br/.gz variants by Accept-Encoding. `dev` mode looks files up on
  // every request instead of listing the folder once, since a build swaps the folder while we serve.
  const serve = sirv(root, { dev: true, extensions: ['html'], brotli: options.precompressed !== false, gzip: options.precompressed !== false });

  const server = createServer(async (req, res) => {
    try {
      // Parsed as a path on this host: resolving '//evil.example/' against a base would read it as another host.
      const target = req.url ?? '/';
      const url = target.startsWith('/') ? new URL(`http://localhost${target}`) : new URL(target, 'http://localhost');
      const pathname = url.pathname;
      if (options.intercept && (await options.intercept(req, res, pathname))) return;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      rules ??= await loadRules();
      // Trailing slashes redirect to the clean URL, as Netlify's pretty URLs and Cloudflare Pages do,
      // and so do runs of slashes: always to a path on this host (localRedirectPath).
      const local = localRedirectPath(pathname);
      if (local !== pathname) {
        res.writeHead(301, { Location: local + url.search }).end();
        return;
      }
      // `_redirects`, before the files: a moved page answers with its status (redirect-rules.ts).
      const moved = redirectFor((redirects ??= await loadRedirectRules(root)), pathname, url.search);
      if (moved) {
        res.writeHead(moved.status, { Location: moved.location }).end();
        return;
      }
      // The _headers rules of the requested path, also when the answer is the 404 page.
      for (const [name, value] of Object.entries(headersFor(rules, pathname))) res.setHeader(name, value);
      const notFound = () => {
        // Unknown path: 404.html with status 404, as every static host answers.
        const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
        res.writeHead = ((_status: number, ...rest: unknown[]) => writeHead(404, ...rest)) as typeof res.writeHead;
        req.url = '/404.html';
        serve(req, res, () => {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        });
      };
      // Pages live at <path>/index.html; the one top-level page file, 404.html, has no clean URL of its own.
      if (pathname === '/404') notFound();
      else serve(req, res, notFound);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`Server error: ${(error as Error).message}`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    server,
    url: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The clean local path of a request path: runs of slashes collapsed to one and no trailing slash
 * ('/' stays '/'). A redirect must never start with '//': a browser reads `Location: //evil.example`
 * as another host (an open redirect; `/.//evil.example/` arrives as `//evil.example/` once the URL
 * parser has dropped the dot segment).
 */
export function localRedirectPath(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}
