/**
 * Tailwind v4 through PostCSS: the full stylesheet for every class under src/, minified, content-hashed.
 * `dev` serves it whole; the production pipeline cuts it per page family (css-split.ts).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseStylesheet, type CssNode } from './css-split.ts';
import { brandFont } from './font.ts';
import { contentHash } from './hash.ts';
import type { OutputFile } from './output-file.ts';
import { treeCached } from './tree-cache.ts';

export const CSS_ENTRY = fileURLToPath(new URL('../src/styles/main.css', import.meta.url));

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
export async function buildCss(options: { cache?: boolean; previous?: SiteCss } = {}): Promise<SiteCss> {
  const tailwindCss = async () => {
    const [{ default: postcss }, { default: tailwind }, source, font] = await Promise.all([import('postcss'), import('@tailwindcss/postcss'), readFile(CSS_ENTRY, 'utf8'), brandFont()]);
    // The brand font's @font-face rules (hashed URL, fallback metrics computed from the file) close the sheet.
    return (await postcss([tailwind({ optimize: { minify: true } })]).process(`${source}\n${font.css}`, { from: CSS_ENTRY })).css;
  };
  const make = async () => {
    const css = await tailwindCss();
    return { css, tree: css === options.previous?.css ? options.previous.tree : await parseStylesheet(css) };
  };
  const { css, tree } = options.cache === false ? await make() : await treeCached('site-css', null, make, { encode: (v) => v, decode: (v) => v as { css: string; tree: CssNode[] } });
  return { ...hashedCssFile('site', css), tree };
}

export function hashedCssFile(name: string, css: string): { href: string; file: OutputFile; css: string } {
  const path = `assets/${name}-${contentHash(css)}.css`;
  return { href: `/${path}`, file: { path, content: css }, css };
}
