/**
 * Tailwind v4 through PostCSS: the full stylesheet for every class under src/, minified, content-hashed.
 * `dev` serves it whole; the production pipeline cuts it per page family (css-split.ts).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import tailwind from '@tailwindcss/postcss';
import { contentHash } from './hash.ts';
import type { OutputFile } from './output-file.ts';

export const CSS_ENTRY = fileURLToPath(new URL('../src/styles/main.css', import.meta.url));

export async function buildCss(): Promise<{ href: string; file: OutputFile; css: string }> {
  const source = await readFile(CSS_ENTRY, 'utf8');
  const result = await postcss([tailwind({ optimize: { minify: true } })]).process(source, { from: CSS_ENTRY });
  return hashedCssFile('site', result.css);
}

export function hashedCssFile(name: string, css: string): { href: string; file: OutputFile; css: string } {
  const path = `assets/${name}-${contentHash(css)}.css`;
  return { href: `/${path}`, file: { path, content: css }, css };
}
