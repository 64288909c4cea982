/** Tailwind v4 through PostCSS: the site's single stylesheet, minified, content-hashed. */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import tailwind from '@tailwindcss/postcss';
import { contentHash } from './hash.ts';
import type { OutputFile } from './output-file.ts';

export const CSS_ENTRY = fileURLToPath(new URL('../styles/main.css', import.meta.url));

export async function buildCss(): Promise<{ href: string; file: OutputFile }> {
  const source = await readFile(CSS_ENTRY, 'utf8');
  const result = await postcss([tailwind({ optimize: { minify: true } })]).process(source, { from: CSS_ENTRY });
  const css = result.css;
  const name = `assets/site-${contentHash(css)}.css`;
  return { href: `/${name}`, file: { path: name, content: css } };
}
