/**
 * The site's paths: the engine's path logic (generator/config/paths.ts: route -> output file, absolute URL,
 * href -> route), re-exported so the site's modules import paths from one place, plus the site's own
 * link rule. Nothing else in the site joins path strings.
 */
export { absoluteUrl, assertRoutePath, hrefToRoutePath, routeToFile } from '../../generator/config/paths.ts';

/** Every in-site navigation link lands at the page's top anchor (docs/product-rules.md#top-navigation). */
export function navHref(path: string): string {
  return `${path}#top`;
}

/** A link to one section of a page, by its element id: the one other way the site joins a path and a fragment. */
export function sectionHref(path: string, id: string): string {
  return `${path}#${id}`;
}
