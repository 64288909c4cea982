/**
 * Serves a built folder as a CDN would: clean URLs (`/about` -> about/index.html), correct content
 * types, `404.html` with status 404, the `_headers` rules, and the precompressed `.br`/`.gz` files
 * when the browser accepts them. Used by `preview` and, with a render hook, by `dev`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, extname } from 'node:path';
import { headersFor, parseHeadersFile, type HeaderRule } from './headers-rules.ts';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Maps a URL path to a file inside root, refusing anything that escapes it. */
export async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const safe = normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, '');
  const candidate = join(root, safe);
  if (!candidate.startsWith(root)) return undefined;
  if (safe.endsWith('/') || safe === '.') {
    const index = join(candidate, 'index.html');
    return (await isFile(index)) ? index : undefined;
  }
  if (await isFile(candidate)) return candidate;
  const index = join(candidate, 'index.html');
  if (await isFile(index)) return index;
  return undefined;
}

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
  const loadRules = async () => {
    try {
      return parseHeadersFile(await readFile(join(root, '_headers'), 'utf8'));
    } catch {
      return [];
    }
  };

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const pathname = url.pathname;
      if (options.intercept && (await options.intercept(req, res, pathname))) return;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      rules ??= await loadRules();
      // Trailing slashes redirect to the clean URL, as Netlify's pretty URLs and Cloudflare Pages do.
      if (pathname.length > 1 && pathname.endsWith('/')) {
        res.writeHead(301, { Location: pathname.slice(0, -1) + url.search }).end();
        return;
      }
      const file = await resolveFile(root, pathname);
      const status = file ? 200 : 404;
      const served = file ?? join(root, '404.html');
      const headers: Record<string, string> = { ...headersFor(rules, pathname) };
      headers['Content-Type'] = CONTENT_TYPES[extname(served)] ?? 'application/octet-stream';
      headers['Vary'] = 'Accept-Encoding';
      let body: Buffer;
      const accept = String(req.headers['accept-encoding'] ?? '');
      if (options.precompressed !== false && /\bbr\b/.test(accept) && (await isFile(`${served}.br`))) {
        body = await readFile(`${served}.br`);
        headers['Content-Encoding'] = 'br';
      } else if (options.precompressed !== false && /\bgzip\b/.test(accept) && (await isFile(`${served}.gz`))) {
        body = await readFile(`${served}.gz`);
        headers['Content-Encoding'] = 'gzip';
      } else {
        body = await readFile(served).catch(() => Buffer.from('Not found'));
      }
      headers['Content-Length'] = String(body.length);
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
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
