/**
 * Path logic, once. A route path such as `/about` maps to one output file and one href;
 * nothing else in the code joins path strings.
 */

/** `/` -> `index.html`, `/about` -> `about/index.html`, `/404` -> `404.html` (what static hosts expect). */
export function routeToFile(path: string): string {
  assertRoutePath(path);
  if (path === '/') return 'index.html';
  if (path === '/404') return '404.html';
  return `${path.slice(1)}/index.html`;
}

/** Throws unless `path` is a clean absolute route path: leading slash, no trailing slash, lowercase slugs. */
export function assertRoutePath(path: string): void {
  if (path === '/') return;
  if (!/^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/.test(path)) {
    throw new Error(`Invalid route path "${path}": use lowercase slugs like /solutions/document-analysis (no trailing slash).`);
  }
}

/** The absolute URL of a route, for canonical links, Open Graph and the sitemap. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`;
}

/** The route path an internal href points at (without hash or query), or undefined for external links. */
export function hrefToRoutePath(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const path = href.split(/[?#]/)[0];
  if (path.length > 1 && path.endsWith('/')) return path.slice(0, -1);
  return path || '/';
}
