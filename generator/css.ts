/**
 * Tailwind v4 through PostCSS: the full stylesheet for every class under src/, minified, content-hashed.
 * `dev` serves it whole; the production pipeline cuts it per page family (css-split.ts).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { contentHash } from './hash.ts';
import type { OutputFile } from './output-file.ts';
import { treeCached } from './tree-cache.ts';

export const CSS_ENTRY = fileURLToPath(new URL('../src/styles/main.css', import.meta.url));

/** Tailwind's output for the sources as they are (Tailwind loaded only when they changed, see tree-cache.ts). */
export async function buildCss(options: { cache?: boolean } = {}): Promise<{ href: string; file: OutputFile; css: string }> {
  const make = async () => {
    const [{ default: postcss }, { default: tailwind }, source] = await Promise.all([import('postcss'), import('@tailwindcss/postcss'), readFile(CSS_ENTRY, 'utf8')]);
    return (await postcss([tailwind({ optimize: { minify: true } })]).process(source, { from: CSS_ENTRY })).css;
  };
  const css = options.cache === false ? await make() : await treeCached('site-css', null, make, { encode: (c) => c, decode: (c) => c as string });
  return hashedCssFile('site', css);
}

export function hashedCssFile(name: string, css: string): { href: string; file: OutputFile; css: string } {
  const path = `assets/${name}-${contentHash(css)}.css`;
  return { href: `/${path}`, file: { path, content: css }, css };
}
