/**
 * One Open Graph image per page, rendered at build time on worker threads (og-card-worker.mjs: satori
 * lays out the card of og-card.tsx, resvg rasterises it). PNGs are cached under .cache/og-images by a
 * hash of what is drawn (title, family, brand, card version), so an unchanged page costs a file copy;
 * the same input always gives the same bytes, so builds stay identical.
 */
import { access, mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { contentHash } from '../cache/hash.ts';
import { CACHE_DIRS } from '../cache/caches.mjs';
import { switchOn } from '../config/switches.mjs';
import { OgCard, OG_SIZE } from './og-card.tsx';
import type { EmittedFile } from './output-file.ts';

export const OG_CACHE_DIR = CACHE_DIRS.ogImages;
/** Bump when og-card.tsx changes, so cached cards are redrawn. */
const CARD_VERSION = 3;

type Draw = (title: string, family: string) => Promise<Uint8Array>;

/** One card to draw: its output path (no leading slash), the title and the family line above it. */
export interface OgCardSpec {
  path: string;
  title: string;
  family: string;
}

/**
 * Card workers, one a core (satori and resvg are single-threaded), started with the first card to
 * draw, so a build whose cards are all cached loads neither; stopped once a build's cards are done.
 */
function createCardPool(brand: string, size = Math.max(1, Math.min(4, availableParallelism()))) {
  const workers: Worker[] = [];
  const waiting = new Map<number, { resolve(png: Uint8Array): void; reject(error: Error): void }>();
  let next = 0;
  const start = () => {
    const worker = new Worker(new URL('./og-card-worker.mjs', import.meta.url));
    worker.on('message', ({ id, png, error }: { id: number; png?: Uint8Array; error?: string }) => {
      const job = waiting.get(id)!;
      waiting.delete(id);
      if (error) job.reject(new Error(error));
      else job.resolve(new Uint8Array(png!.buffer, png!.byteOffset, png!.byteLength));
    });
    worker.on('error', (error: Error) => waiting.forEach((job) => job.reject(error)));
    return worker;
  };
  const draw: Draw = (title, family) => {
    const id = next++;
    if (workers.length < size) workers.push(start());
    const worker = workers[id % workers.length];
    // The element tree crosses as JSON: satori reads only type and props, and React's $$typeof
    // symbol cannot be posted to a worker.
    const card = JSON.parse(JSON.stringify(OgCard({ title, family, brand })));
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, card, ...OG_SIZE });
    });
  };
  return { draw, close: () => Promise.all(workers.map((w) => w.terminate())) };
}

/** One card, drawn afresh (no cache). */
export async function renderOgImage(title: string, family: string, brand: string): Promise<Uint8Array> {
  const pool = createCardPool(brand, 1);
  try {
    return await pool.draw(title, family);
  } finally {
    await pool.close();
  }
}

/** A cached card is copied from the cache by the writer, not read here (50 PNGs, ~4 MB, on every build). */
async function cachedOgImage(path: string, title: string, family: string, brand: string, cacheDir: string | false, draw: Draw): Promise<EmittedFile> {
  const key = contentHash(JSON.stringify({ CARD_VERSION, BRAND: brand, title, family }));
  const file = `${cacheDir}${key}.png`;
  if (cacheDir && (await access(file).then(() => true, () => false))) return { path, from: file };
  const png = await draw(title, family);
  if (cacheDir) await mkdir(cacheDir, { recursive: true }).then(() => writeFile(file, png));
  return { path, content: png };
}

/** Every card, in the order given; cards not in the cache rasterise in parallel (a worker a core). */
export async function ogImageFiles(cards: OgCardSpec[], options: { brand: string; cacheDir?: string | false }): Promise<EmittedFile[]> {
  const cacheDir = options.cacheDir ?? (switchOn('OG_CACHE') ? false : OG_CACHE_DIR);
  let pool: ReturnType<typeof createCardPool> | undefined;
  const draw: Draw = (title, family) => (pool ??= createCardPool(options.brand)).draw(title, family);
  try {
    return await Promise.all(
      cards.map((card) => cachedOgImage(card.path, card.title, card.family, options.brand, cacheDir, draw)),
    );
  } finally {
    await pool?.close();
  }
}
