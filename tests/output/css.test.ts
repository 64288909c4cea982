/**
 * Each page family gets a stylesheet cut from the full Tailwind output (generator/outputs/css-split.ts).
 * Nothing a page can show may lose its rule: every utility class in a page's HTML, and every
 * candidate in the sources of the islands on it, must keep its rule in that page's stylesheet.
 */
import { vertiqSite } from '../../src/site-definition.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes.ts';
import { buildCss } from '../../generator/outputs/css.ts';
import { selectorClasses, sourceCandidates } from '../../generator/outputs/css-split.ts';
import { ISLAND_LOADERS } from '../../src/islands/registry.ts';
import { withoutComments } from '../../generator/outputs/scripts.ts';
import { loadPage, readBuilt } from '../helpers/site.ts';
import postcss from 'postcss';

function utilityClasses(css: string): Set<string> {
  const classes = new Set<string>();
  postcss.parse(css).walkRules((rule) => selectorClasses(rule.selector).forEach((c) => classes.add(c)));
  return classes;
}

const full = utilityClasses((await buildCss(vertiqSite)).css);
const islandSource = (name: string) => {
  const file = ['', 'forms/'].map((dir) => `src/islands/${dir}${name}.tsx`).find((f) => {
    try {
      readFileSync(f);
      return true;
    } catch {
      return false;
    }
  })!;
  // Code only, as the build scans it: a word in a comment ("static server HTML") is not a class.
  return withoutComments(readFileSync(file, 'utf8'), 'tsx').then((content) => sourceCandidates([{ content, extension: 'tsx' }]));
};

describe.each(routes.map((r) => [r.path] as const))('%s', (path) => {
  it('has every utility it uses in its own stylesheet', async () => {
    const $ = loadPage(path);
    const href = $('link[rel=stylesheet]').attr('href')!;
    expect(href).toMatch(/^\/assets\/[a-z-]+-\w+\.css$/);
    const own = utilityClasses(readBuilt(href.slice(1)));
    // The page's class names as an HTML parser reads them (not the pipeline's own tokenizer).
    const needed = new Set($('[class]').toArray().flatMap((el) => ($(el).attr('class') ?? '').split(/\s+/).filter(Boolean)));
    for (const name of new Set($('[data-island]').toArray().map((el) => $(el).attr('data-island')!))) {
      expect(Object.keys(ISLAND_LOADERS)).toContain(name);
      (await islandSource(name)).forEach((c) => needed.add(c));
    }
    const missing = [...needed].filter((c) => full.has(c) && !own.has(c));
    expect(missing).toEqual([]);
  });
});

describe('family stylesheets', () => {
  it('are smaller than the full stylesheet would be', async () => {
    const sizes = new Set(routes.map((r) => loadPage(r.path)('link[rel=stylesheet]').attr('href')!));
    const fullBytes = (await buildCss(vertiqSite)).css.length;
    for (const href of sizes) expect(readBuilt(href.slice(1)).length, href).toBeLessThan(fullBytes);
  });
});
