/**
 * Moved pages. A site hands in its list of redirects (old path, new route, 301 or 302) and gets
 * two kinds of file back:
 * - `_redirects`, in the format Netlify and Cloudflare Pages read (`/contact /demo 301`), which
 *   answers with the real status code (the preview server reads it too);
 * - for every other host, a small HTML page at each old path: a zero-second meta refresh (which
 *   search engines treat as a permanent redirect) and a canonical link to the new page, no script.
 *   Both hosts above apply a plain-path rule before a file at that path, so the page serves only
 *   where `_redirects` is not read.
 * The list is refused, naming the file and line, when a target is not a built route, when a target
 * is itself moved (a chain: every hop costs the visitor a round trip and search engines follow few),
 * when redirects form a loop, or when an old path is a live page (the redirect would hide it).
 * Redirect pages are not routes: they never reach the sitemap.
 */
import { BuildError, type BuildProblem } from '../check/errors.ts';
import { absoluteUrl } from '../config/paths.ts';
import { problem } from '../check/problems.ts';
import { escapeXml } from './seo-files.ts';
import type { EngineRoute } from '../config/site.ts';
import type { OutputFile } from './output-file.ts';

export const REDIRECT_STATUSES = [301, 302] as const;

export interface Redirect {
  /** The old path, as visitors and search engines still request it: `/contact`. */
  from: string;
  /** The route it moved to: `/demo`. */
  to: string;
  status: (typeof REDIRECT_STATUSES)[number];
  /** Where the entry is written, named in problems: `content/redirects.yaml:3`. */
  where: string;
}

/** An old path: absolute, no query, fragment or trailing slash (the hosts match paths exactly). */
export const OLD_PATH = /^(\/[A-Za-z0-9._~%-]+)+$/;

/** The file an old path's HTML fallback is written to: `/contact` -> `contact/index.html`. */
export function redirectPageFile(from: string): string {
  return from.endsWith('.html') ? from.slice(1) : `${from.slice(1)}/index.html`;
}

/** Every problem of the list, all at once. */
export function redirectProblems(redirects: Redirect[], routes: EngineRoute[]): BuildProblem[] {
  const problems: BuildProblem[] = [];
  const at = (r: Redirect) => ({ where: r.where });
  const pages = new Set(routes.filter((r) => !r.excludeFromSitemap).map((r) => r.path));
  const live = new Set(routes.map((r) => r.path));
  const bySource = new Map<string, Redirect>();
  for (const r of redirects) {
    if (bySource.has(r.from)) problems.push(problem('redirect-duplicate', at(r), { from: r.from, other: bySource.get(r.from)!.where }));
    else bySource.set(r.from, r);
  }
  for (const r of redirects) {
    if (live.has(r.from)) {
      problems.push(problem('redirect-live-source', at(r), { from: r.from }));
      continue;
    }
    // Follow the hops: back to a path already passed is a loop, through another old path a chain.
    const hops = [r.from];
    let loop = false;
    for (let hop: Redirect | undefined = r; hop; hop = bySource.get(hop.to)) {
      loop = hops.includes(hop.to);
      hops.push(hop.to);
      if (loop) break;
    }
    if (loop) problems.push(problem('redirect-loop', at(r), { hops }));
    else if (hops.length > 2) problems.push(problem('redirect-chain', at(r), { hops }));
    else if (!pages.has(r.to)) problems.push(problem('redirect-target', at(r), { to: r.to }));
  }
  return problems;
}

/** `_redirects`: one line a redirect, in the list's order. */
export function redirectsFile(redirects: Redirect[]): string {
  return redirects.map((r) => `${r.from} ${r.to} ${r.status}`).join('\n') + '\n';
}

/** The HTML fallback at an old path: valid HTML, no script, nothing to index but the new page. */
export function redirectPage(redirect: Redirect, siteUrl: string, title: string): string {
  const to = escapeXml(redirect.to);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${escapeXml(title)}</title>
<link rel="canonical" href="${escapeXml(absoluteUrl(siteUrl, redirect.to))}"/>
<meta http-equiv="refresh" content="0; url=${to}"/>
</head>
<body>
<main>
<p>This page has moved to <a href="${to}">${escapeXml(title)}</a>.</p>
</main>
</body>
</html>
`;
}

/**
 * `_redirects` and one HTML page an old path, or a BuildError listing every problem of the list.
 * The fallback page is titled and linked with the target route's title.
 */
export function redirectFiles(redirects: Redirect[], routes: EngineRoute[], siteUrl: string): OutputFile[] {
  const problems = redirectProblems(redirects, routes);
  if (problems.length) throw new BuildError(problems, 'Redirects refused');
  if (redirects.length === 0) return [];
  const labelOf = new Map(routes.map((r) => [r.path, r.meta.title]));
  return [
    { path: '_redirects', content: redirectsFile(redirects) },
    ...redirects.map((r) => ({ path: redirectPageFile(r.from), content: redirectPage(r, siteUrl, labelOf.get(r.to) ?? r.to) })),
  ];
}
