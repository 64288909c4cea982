/**
 * Every image under a site's content folder, made ready before any page renders: a raster image
 * (PNG, JPEG, WebP, AVIF, GIF) becomes AVIF and WebP plus a fallback (JPEG, or PNG when it has an
 * alpha channel) at each of `WIDTHS` narrower than itself and at its own width (at most the widest);
 * an SVG is copied as it is, with its intrinsic size read from its width/height or viewBox. Output
 * names carry each file's content hash (`/assets/images/chart-640w-<hash>.avif`), so `/assets/*`'s
 * immutable caching holds. The derived files are cached by the source's hash (cache.ts).
 *
 * A raster over 8,000 px a side or 10 MB, or a file that is not the image its name says, is not
 * derived: its entry says why, and a page that uses it stops the build there (table.ts). Images no
 * page uses are derived too (they are known before rendering; pages ask for them synchronously).
 * sharp (libvips) writes the same bytes for the same input and options, so builds stay reproducible.
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { CACHE_DIRS } from '../cache/caches.mjs';
import { contentHash } from '../cache/hash.ts';
import type { OutputFile } from '../outputs/output-file.ts';
import { sitePath, type SiteDefinition } from '../config/site.ts';
import { switchOn } from '../config/switches.mjs';
import { readEntry, sha256, writeEntry, type CachedVariant } from './cache.ts';
import { IMAGE_EXTENSIONS, type ImageEntry, type ImageFormat, type ImageTable } from './table.ts';

/** Widths (px) an image is offered at, those narrower than the image itself; then its own width, at most the last. */
export const WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const MAX_SIDE = 8000;
export const MAX_BYTES = 10 * 1024 * 1024;

/**
 * Encoder settings: part of every cache key, so a change here derives every image again. AVIF at
 * effort 2, not libaom's default 4: 148 ms against 1,134 ms for the fixture's hero at 1280 px, for
 * a file 5% larger (4,590 bytes against 4,385).
 */
const ENCODERS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9, adaptiveFiltering: false },
} as const;

type Sharp = typeof import('sharp').default;
let sharpModule: Promise<Sharp> | undefined;
// Loaded only when a site has a raster image: a site without any pays nothing for it.
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));

type Refusal = { refused: NonNullable<ImageEntry['refused']> };
type Encoded = { width: number; height: number; variants: CachedVariant[]; contents: Map<string, Uint8Array> };

export interface DerivedImages {
  table: ImageTable;
  /** Every derived file, for the output's /assets/images/. */
  files: OutputFile[];
}

export interface DeriveOptions {
  /** Cache folder; false derives afresh and keeps nothing (IMAGE_CACHE=off does the same). */
  cacheDir?: string | false;
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'image';
const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** Image files under `dir`, by their path there. */
async function imagesUnder(dir: string): Promise<string[]> {
  // A missing folder has no images (as incremental.ts reads it).
  return (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((d) => d.isFile() && (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(d.name)))
    // Relative, not sliced: readdir normalises `parentPath`, so a `--content-from` folder outside the
    // project (`root/../../tmp/x`) would lose the wrong number of characters.
    .map((d) => relative(dir, join(d.parentPath, d.name)));
}

/**
 * Derives every image under the site's content folder, and its overlay's in place of the same paths
 * (in path order, so the table and output are the same every run).
 */
export async function deriveImages(site: Pick<SiteDefinition, 'root' | 'contentDir' | 'contentOverlay'>, options: DeriveOptions = {}): Promise<DerivedImages> {
  const cacheDir = options.cacheDir === false || switchOn('IMAGE_CACHE') ? undefined : (options.cacheDir ?? CACHE_DIRS.images);
  // Path under the content folder -> the folder (from the root) it is read from; the overlay's win.
  const sources = new Map<string, string>();
  for (const folder of [site.contentDir, ...(site.contentOverlay ? [site.contentOverlay] : [])]) {
    for (const path of await imagesUnder(sitePath(site, folder))) sources.set(path, folder);
  }
  const table: ImageTable = { contentDir: site.contentDir, entries: {} };
  const files = new Map<string, OutputFile>();
  for (const path of [...sources.keys()].sort()) {
    const folder = sources.get(path)!;
    const { entry, outputs } = await deriveOne(`${sitePath(site, folder)}/${path}`, `${folder}/${path}`, cacheDir);
    table.entries[path] = entry;
    for (const file of outputs) files.set(file.path, file);
  }
  return { table, files: [...files.values()].sort((a, b) => (a.path < b.path ? -1 : 1)) };
}

/** One image: its entry and output files (none when refused). */
export async function deriveOne(full: string, file: string, cacheDir: string | undefined): Promise<{ entry: ImageEntry; outputs: OutputFile[] }> {
  const stem = slug(file.slice(file.lastIndexOf('/') + 1).replace(/\.[^.]+$/, ''));
  const extension = extensionOf(file);
  const { size } = await stat(full);
  const refused = (kind: NonNullable<ImageEntry['refused']>['kind'], detail: string, hash = `size:${size}`) => ({ entry: { file, hash, width: 0, height: 0, variants: [], refused: { kind, detail } }, outputs: [] });
  if (extension !== 'svg' && size > MAX_BYTES) return refused('image-too-large', `${(size / 1024 / 1024).toFixed(1)} MB; at most 10 MB`);
  const bytes = await readFile(full);
  const hash = sha256(bytes);
  if (extension === 'svg') {
    const intrinsic = svgSize(bytes.toString('utf8'));
    if (!intrinsic) return refused('image-format', 'an SVG whose root has neither width and height in pixels nor a viewBox', hash);
    const path = `assets/images/${stem}-${contentHash(bytes)}.svg`;
    return { entry: { file, hash, ...intrinsic, variants: [{ format: 'svg', ...intrinsic, url: `/${path}` }] }, outputs: [{ path, content: bytes }] };
  }
  const sharp = await loadSharp();
  // The extension too: the same bytes under a name of another format are refused, not read from the cache.
  const key = sha256(`${hash}\n${extension}\n${JSON.stringify({ WIDTHS, ENCODERS, sharp: sharp.versions })}`).slice(0, 40);
  const cached = cacheDir ? await readEntry(`${cacheDir}${key}`) : undefined;
  let derived: Encoded;
  if (cached) derived = { ...cached.index, contents: cached.contents };
  else {
    const made = await encode(sharp, bytes, extension);
    if ('refused' in made) return refused(made.refused.kind, made.refused.detail, hash);
    derived = made;
    if (cacheDir) await writeEntry(`${cacheDir}${key}`, { source: hash, width: made.width, height: made.height, variants: made.variants }, made.contents);
  }
  const outputs: OutputFile[] = [];
  const variants = derived.variants.map((v) => {
    const content = derived.contents.get(v.file)!;
    const path = `assets/images/${stem}-${v.width}w-${contentHash(content)}.${v.format === 'jpeg' ? 'jpg' : v.format}`;
    outputs.push({ path, content });
    return { format: v.format, width: v.width, height: v.height, url: `/${path}` };
  });
  // Width and height are the widest file's: the size the image shows at when nothing narrows it.
  const widest = variants[variants.length - 1];
  return { entry: { file, hash, width: widest.width, height: widest.height, variants }, outputs };
}

const FORMAT_OF_EXTENSION: Record<string, string> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', webp: 'webp', avif: 'heif', gif: 'gif' };

/** Decodes once per width and encodes each format; refuses what is not the image its name says, or too large. */
async function encode(sharp: Sharp, bytes: Buffer, extension: string): Promise<Encoded | Refusal> {
  let meta: Awaited<ReturnType<ReturnType<Sharp>['metadata']>>;
  try {
    meta = await sharp(bytes).metadata();
  } catch (error) {
    return { refused: { kind: 'image-format' as const, detail: `not a readable image: ${(error as Error).message}` } };
  }
  if (meta.format !== FORMAT_OF_EXTENSION[extension]) return { refused: { kind: 'image-format' as const, detail: `the file is ${meta.format ?? 'of no known format'}, its name says .${extension}` } };
  // EXIF orientations 5-8 turn the picture a quarter: the shown width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height! : meta.width!;
  const height = turned ? meta.width! : meta.height!;
  if (width > MAX_SIDE || height > MAX_SIDE) return { refused: { kind: 'image-too-large' as const, detail: `${width}x${height} px; at most ${MAX_SIDE.toLocaleString('en-US')} px a side` } };
  const fallback: ImageFormat = meta.hasAlpha ? 'png' : 'jpeg';
  const widest = WIDTHS[WIDTHS.length - 1];
  const widths = [...WIDTHS.filter((w) => w < Math.min(width, widest)), Math.min(width, widest)];
  const variants: CachedVariant[] = [];
  const contents = new Map<string, Uint8Array>();
  for (const w of widths) {
    const h = Math.max(1, Math.round((height * w) / width));
    // Decoded and resized once per width (8-bit sRGB pixels); each format encodes those.
    const { data, info } = await sharp(bytes).rotate().resize({ width: w, height: h, fit: 'fill' }).toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const formats = ['avif', 'webp', fallback] as const;
    const encoded = await Promise.all(
      formats.map((format) => (format === 'avif' ? pixels().avif(ENCODERS.avif) : format === 'webp' ? pixels().webp(ENCODERS.webp) : format === 'png' ? pixels().png(ENCODERS.png) : pixels().jpeg(ENCODERS.jpeg)).toBuffer()),
    );
    formats.forEach((format, i) => {
      const name = `${w}.${format}`;
      contents.set(name, encoded[i]);
      variants.push({ format, width: w, height: h, file: name, sha256: sha256(encoded[i]), bytes: encoded[i].byteLength });
    });
  }
  return { width, height, variants, contents };
}

/** An SVG's intrinsic size: its root's width and height in pixels (or unitless), else its viewBox's. */
export function svgSize(svg: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1]?.trim();
  const pixels = (value: string | undefined) => (value && /^\d+(\.\d+)?(px)?$/.test(value) ? Math.round(parseFloat(value)) : undefined);
  const width = pixels(attribute('width'));
  const height = pixels(attribute('height'));
  if (width && height) return { width, height };
  const box = attribute('viewBox')?.split(/[\s,]+/).map(Number);
  if (box?.length === 4 && box[2] > 0 && box[3] > 0) {
    // One side given: the other follows the viewBox's proportions.
    if (width) return { width, height: Math.round((width * box[3]) / box[2]) };
    if (height) return { width: Math.round((height * box[2]) / box[3]), height };
    return { width: Math.round(box[2]), height: Math.round(box[3]) };
  }
  return undefined;
}
