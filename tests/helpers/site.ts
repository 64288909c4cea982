/** Access to the site built once by tests/global-setup.ts. */
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as cheerio from 'cheerio';
import { routeToFile } from '../../src/render/paths.ts';

export const DIST = fileURLToPath(new URL('../../.cache/test-dist/', import.meta.url));
/** The same site built with `--client react` (tests/global-setup-react.ts), for the island tests. */
export const DIST_REACT = fileURLToPath(new URL('../../.cache/test-dist-react/', import.meta.url));

/** What hydrates the islands in a test build (generator/config/site.ts). */
export type TestRuntime = 'preact' | 'react';
/** The island tests run under each: `describe.each(RUNTIMES)('under %s', (runtime) => ...)`. */
export const RUNTIMES: TestRuntime[] = ['preact', 'react'];
export const distOf = (runtime: TestRuntime) => (runtime === 'react' ? DIST_REACT : DIST);

export function readBuilt(file: string): string {
  return readFileSync(`${DIST}${file}`, 'utf8');
}

export function builtExists(file: string): boolean {
  return existsSync(`${DIST}${file}`);
}

/** The built HTML of a route, parsed with cheerio. */
export function loadPage(path: string): cheerio.CheerioAPI {
  return cheerio.load(readBuilt(routeToFile(path)));
}

/** Every JSON-LD node of a page (the @graph of its ld+json script). */
export function jsonLdNodes($: cheerio.CheerioAPI): Array<Record<string, any>> {
  return $('script[type="application/ld+json"]')
    .toArray()
    .flatMap((el) => {
      const doc = JSON.parse($(el).text());
      return doc['@graph'] ?? [doc];
    });
}
