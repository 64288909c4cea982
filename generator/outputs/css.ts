/**
 * Tailwind v4 through PostCSS: the full stylesheet for every class of the site's sources, minified, content-hashed.
 * `dev` serves it whole; the production pipeline cuts it per page family (css-split.ts).
 */
import { readFile } from 'node:fs/promises';
import { parseStylesheet, type CssNode } from './css-split.ts';
import { brandFont } from './font.ts';
import { contentHash } from '../cache/hash.ts';
import type { OutputFile } from './output-file.ts';
import { sitePath, type SiteDefinition } from '../config/site.ts';
import { treeCached } from '../cache/tree-cache.ts';

export interface SiteCss {
  href: string;
  file: OutputFile;
  css: string;
  /** The stylesheet parsed for cutting family stylesheets (css-split.ts). */
  tree: CssNode[];
}

/**
 * Tailwind's output for the sources as they are, with its parsed tree (both kept in the tree cache, so
 * an unchanged tree loads neither Tailwind nor PostCSS). `previous`: the last result, whose tree is
 * reused when Tailwind writes the same stylesheet again (dev, after an edit that added no class).
 */
export async function buildCss(site: Pick<SiteDefinition, 'name' | 'root' | 'stylesheet' | 'font' | 'treeCache'>, options: { cache?: boolean; previous?: SiteCss } = {}): Promise<SiteCss> {
  const entry = sitePath(site, site.stylesheet);
  const tailwindCss = async () => {
    const [{ default: postcss }, { default: tailwind }, source, font] = await Promise.all([import('postcss'), import('@tailwindcss/postcss'), readFile(entry, 'utf8'), site.font && brandFont(site.font)]);
    // The brand font's @font-face rules (hashed URL, fallback metrics computed from the file) close the sheet.
    return withoutKnownOptimizerWarnings(async () => (await postcss([tailwind({ optimize: { minify: true } })]).process(font ? `${source}\n${font.css}` : source, { from: entry })).css);
  };
  const make = async () => {
    const css = await tailwindCss();
    return { css, tree: css === options.previous?.css ? options.previous.tree : await parseStylesheet(css) };
  };
  const { css, tree } = options.cache === false || site.treeCache === false ? await make() : await treeCached(`${site.name}-css`, null, make, { encode: (v) => v, decode: (v) => v as { css: string; tree: CssNode[] } });
  return { ...hashedCssFile('site', css), tree };
}

/**
 * Pseudo-classes the site's stylesheet uses that Tailwind's optimizer (lightningcss) does not know yet: it keeps each rule
 * as written and warns on stderr, and a clean production build prints nothing there (tests/build/launch-readiness.test.ts;
 * the warning surfaced whenever the stylesheet was built afresh rather than read from the tree cache). `:target-current`
 * marks the section being read in "On this page" (src/styles/main.css), behind `@supports (scroll-target-group: auto)`.
 */
const KNOWN_UNKNOWN_PSEUDO = /'(target-current)' is not recognized as a valid pseudo-class/g;

/**
 * Runs `work` with Tailwind's "while optimizing generated CSS" report silenced when every issue in it is a known one
 * (each issue's message follows a "^--" marker); any other warning, or a report with one more issue, passes through whole.
 */
export async function withoutKnownOptimizerWarnings<T>(work: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    const report = /while optimizing generated CSS/.test(text);
    if (report && (text.match(/\^--/g) ?? []).length === (text.match(KNOWN_UNKNOWN_PSEUDO) ?? []).length) return;
    warn(...args);
  };
  try {
    return await work();
  } finally {
    console.warn = warn;
  }
}

export function hashedCssFile(name: string, css: string): { href: string; file: OutputFile; css: string } {
  const path = `assets/${name}-${contentHash(css)}.css`;
  return { href: `/${path}`, file: { path, content: css }, css };
}
