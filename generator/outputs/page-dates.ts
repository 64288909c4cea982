/**
 * Honest dates: the `<lastmod>` of each page in the sitemap. A page whose content carries its own
 * date (front matter `updated`, else `date`) gets that day. Any other page gets the newest date
 * among its inputs: the files it read while rendering (the incremental build's record, usage.ts)
 * and the files the site names for it (its routes file, its content file), each dated by git's
 * last change (source-history.mjs). Never the clock: two builds of one commit write the same bytes.
 * Code shared by every page (components, the template, the stylesheet) does not date a page: a
 * new footer is not a change to what the page says, and dating every page by it would make the
 * field useless to a crawler.
 */
import type { EngineRoute } from '../config/site.ts';

export interface PageDateSources {
  routes: EngineRoute[];
  /** Route path -> the tracked inputs it read (`content/trends/x.md#body`), from the build. */
  reads?: Readonly<Record<string, readonly string[]>>;
  /** The content's own date (`YYYY-MM-DD`), when it has one. */
  ownDate(route: EngineRoute): string | undefined;
  /** Files the page is made from besides what it read while rendering, relative to the root. */
  inputsOf(route: EngineRoute): string[];
  /** File -> ISO instant of its last change (source-history.mjs); undefined without git. */
  changed: ReadonlyMap<string, string> | undefined;
}

/** The file of a tracked input: `content/x.md#body` -> `content/x.md`. */
const fileOf = (input: string) => input.replace(/#.*$/, '');

/** Route path -> its lastmod (`YYYY-MM-DD` or an ISO instant); a page with no known date is left out. */
export function pageDates({ routes, reads, ownDate, inputsOf, changed }: PageDateSources): Map<string, string> {
  const dates = new Map<string, string>();
  for (const route of routes) {
    const own = ownDate(route);
    if (own) {
      dates.set(route.path, own);
      continue;
    }
    const files = new Set([...(reads?.[route.path] ?? []).map(fileOf), ...inputsOf(route)]);
    // ISO instants in one format (UTC, seconds) sort as text.
    const newest = [...files].map((file) => changed?.get(file)).filter((d): d is string => d !== undefined).sort().at(-1);
    if (newest) dates.set(route.path, newest);
  }
  return dates;
}
