/**
 * One Open Graph image per page, rendered at build time: satori lays the card out as SVG (Inter from
 * @fontsource/inter; satori reads WOFF, not WOFF2), resvg turns it into a PNG. PNGs are cached under
 * .cache/og-images by a hash of what is drawn (title, family, brand, card version), so an unchanged page
 * costs a file read; the same input always gives the same bytes, so builds stay identical. satori runs
 * on the main thread; resvg, most of a card's cost, on worker threads (og-raster-worker.mjs).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
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
let ready: Promise<{ satori: typeof satoriType; fonts: Parameters<typeof satoriType>[1]['fonts'] }> | undefined;

function prepare() {
  // Loaded on the first card drawn: a build whose cards are all cached never loads satori or resvg.
  ready ??= (async () => {
    const [{ default: satori }, regular, bold] = await Promise.all([
      import('satori'),
      readFile(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')),
      readFile(require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff')),
    ]);
    return {
      satori,
      fonts: [
        { name: 'Inter', data: regular, weight: 400 as const, style: 'normal' as const },
        { name: 'Inter', data: bold, weight: 700 as const, style: 'normal' as const },
      ],
    };
  })();
  return ready;
}

/**
 * resvg on worker threads, one a core: rasterising is most of a card's cost and single-threaded.
 * Started with the first card to draw, stopped once a build's cards are done.
 */
function createRasterPool(size = Math.max(1, Math.min(4, availableParallelism()))) {
  const workers: Worker[] = [];
  const waiting = new Map<number, { resolve(png: Uint8Array): void; reject(error: Error): void }>();
  let next = 0;
  const start = () => {
    const worker = new Worker(new URL('./og-raster-worker.mjs', import.meta.url));
    worker.on('message', ({ id, png, error }: { id: number; png?: Uint8Array; error?: string }) => {
      const job = waiting.get(id)!;
      waiting.delete(id);
      if (error) job.reject(new Error(error));
      else job.resolve(new Uint8Array(png!.buffer, png!.byteOffset, png!.byteLength));
    });
    worker.on('error', (error: Error) => waiting.forEach((job) => job.reject(error)));
    return worker;
  };
  return {
    raster(svg: string): Promise<Uint8Array> {
      const id = next++;
      if (workers.length < size) workers.push(start());
      const worker = workers[id % workers.length];
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, svg, width: OG_SIZE.width });
      });
    },
    close: () => Promise.all(workers.map((w) => w.terminate())),
  };
}

async function drawOgImage(title: string, family: string, raster: (svg: string) => Promise<Uint8Array>): Promise<Uint8Array> {
  const { satori, fonts } = await prepare();
  return raster(await satori(OgCard({ title, family }), { ...OG_SIZE, fonts }));
}

/** One card, drawn afresh (no cache). */
export async function renderOgImage(title: string, family: string): Promise<Uint8Array> {
  const pool = createRasterPool(1);
  try {
    return await drawOgImage(title, family, pool.raster);
  } finally {
    await pool.close();
  }
}

async function cachedOgImage(title: string, family: string, cacheDir: string | false, raster: (svg: string) => Promise<Uint8Array>): Promise<Uint8Array> {
  const key = contentHash(JSON.stringify({ CARD_VERSION, BRAND, title, family }));
  const file = `${cacheDir}${key}.png`;
  if (cacheDir) {
    const hit = await readFile(file).catch(() => undefined);
    if (hit) return hit;
  }
  const png = await drawOgImage(title, family, raster);
  if (cacheDir) await mkdir(cacheDir, { recursive: true }).then(() => writeFile(file, png));
  return png;
}

/** The card of every route, in route order; cards not in the cache rasterise in parallel (a worker a core). */
export async function ogImageFiles(routes: RouteDef[], options: { cacheDir?: string | false } = {}): Promise<OutputFile[]> {
  const cacheDir = options.cacheDir ?? (process.env.OG_CACHE === 'off' ? false : OG_CACHE_DIR);
  let pool: ReturnType<typeof createRasterPool> | undefined;
  const raster = (svg: string) => (pool ??= createRasterPool()).raster(svg);
  try {
    return await Promise.all(
      routes.map(async (route) => ({ path: ogImageFile(route.path), content: await cachedOgImage(route.meta.title, ogImageFamily(route.family), cacheDir, raster) })),
    );
  } finally {
    await pool?.close();
  }
}
