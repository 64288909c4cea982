/**
 * One Open Graph image per page, rendered at build time: satori lays the card out as SVG (Inter from
 * @fontsource/inter; satori reads WOFF, not WOFF2), resvg turns it into a PNG. PNGs are cached under
 * .cache/og-images by a hash of what is drawn (title, family, brand, card version), so an unchanged page
 * costs a file read; the same input always gives the same bytes, so builds stay identical.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type satoriType from 'satori';
import type { RouteDef } from '../src/render/route.ts';
import { ogImageFile, ogImageFamily } from '../src/render/social-card.ts';
import { BRAND } from '../src/site.ts';
import { contentHash } from './hash.ts';
import { OgCard, OG_SIZE } from './og-card.tsx';
import type { OutputFile } from './output-file.ts';

export const OG_CACHE_DIR = fileURLToPath(new URL('../.cache/og-images/', import.meta.url));
/** Bump when og-card.tsx changes, so cached cards are redrawn. */
const CARD_VERSION = 3;

const require = createRequire(import.meta.url);
let ready: Promise<{ satori: typeof satoriType; Resvg: typeof import('@resvg/resvg-wasm').Resvg; fonts: Parameters<typeof satoriType>[1]['fonts'] }> | undefined;

function prepare() {
  // Loaded on the first card drawn: a build whose cards are all cached never loads satori or resvg.
  ready ??= (async () => {
    const [{ default: satori }, { initWasm, Resvg }, wasm, regular, bold] = await Promise.all([
      import('satori'),
      import('@resvg/resvg-wasm'),
      readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')),
      readFile(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')),
      readFile(require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff')),
    ]);
    await initWasm(wasm);
    return {
      satori,
      Resvg,
      fonts: [
        { name: 'Inter', data: regular, weight: 400 as const, style: 'normal' as const },
        { name: 'Inter', data: bold, weight: 700 as const, style: 'normal' as const },
      ],
    };
  })();
  return ready;
}

export async function renderOgImage(title: string, family: string): Promise<Uint8Array> {
  const { satori, Resvg, fonts } = await prepare();
  const svg = await satori(OgCard({ title, family }), { ...OG_SIZE, fonts });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: OG_SIZE.width }, font: { loadSystemFonts: false } }).render();
  try {
    return png.asPng();
  } finally {
    png.free();
  }
}

async function cachedOgImage(title: string, family: string, cacheDir: string | false): Promise<Uint8Array> {
  const key = contentHash(JSON.stringify({ CARD_VERSION, BRAND, title, family }));
  const file = `${cacheDir}${key}.png`;
  if (cacheDir) {
    const hit = await readFile(file).catch(() => undefined);
    if (hit) return hit;
  }
  const png = await renderOgImage(title, family);
  if (cacheDir) await mkdir(cacheDir, { recursive: true }).then(() => writeFile(file, png));
  return png;
}

/** The card of every route, in route order (one at a time: the wasm renderer is single-threaded anyway). */
export async function ogImageFiles(routes: RouteDef[], options: { cacheDir?: string | false } = {}): Promise<OutputFile[]> {
  const cacheDir = options.cacheDir ?? (process.env.OG_CACHE === 'off' ? false : OG_CACHE_DIR);
  const files: OutputFile[] = [];
  for (const route of routes) {
    files.push({ path: ogImageFile(route.path), content: await cachedOgImage(route.meta.title, ogImageFamily(route.family), cacheDir) });
  }
  return files;
}
