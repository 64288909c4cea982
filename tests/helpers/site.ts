/** Access to the site built once by tests/global-setup.ts. */
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as cheerio from 'cheerio';
import { routeToFile } from '../../src/render/paths.ts';

export const DIST = fileURLToPath(new URL('../../.cache/test-dist/', import.meta.url));

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
