/**
 * Images as a page sees them. The engine derives every image under the site's content folder before
 * any page renders (derive.ts: AVIF, WebP and a JPEG or PNG fallback at several widths, SVG as it is)
 * and hands the site's module the table of results (`installImages`, which the site's entry
 * re-exports). A page then asks for an image by its path under the content folder, from Markdown (a
 * placeholder the site's Markdown renderer writes, resolved when the page reads the body) or from a
 * component (`imageHtml`), and gets a `<picture>` with `srcset`, `sizes`, width and height.
 *
 * Bundled into the site's module (no Node built-ins, no sharp): rendering stays synchronous. Each
 * image is an input of the page that uses it (generator/render/usage.ts), so an edited image renders again
 * only the pages that show it. A bad reference throws an `ImageError` carrying its problem from the
 * catalogue (problems.ts), named by the file and line that wrote it.
 */
import type { BuildProblem } from '../check/errors.ts';
import { problem } from '../check/problems.ts';
import { declareInput, recordRead } from '../render/usage.ts';

export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png' | 'svg';

export const IMAGE_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png', svg: 'image/svg+xml' };

/** File extensions the build reads as images (anything else named as an image is an unknown format). */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'avif', 'gif', 'svg'] as const;

export interface ImageVariant {
  format: ImageFormat;
  width: number;
  height: number;
  /** Public URL under /assets/, named by the bytes' content hash. */
  url: string;
}

export interface ImageEntry {
  /** Path from the site root (`content/images/chart.png`): named in problems, and the page input's name. */
  file: string;
  /** sha256 of the source file: the input's hash. */
  hash: string;
  /** Size of the widest file (after EXIF orientation); an SVG's from its attributes or viewBox. */
  width: number;
  height: number;
  /** Raster: every format at every width, smallest width first; SVG: the one copy. */
  variants: ImageVariant[];
  /** Why a page may not use it (too large, not an image): raised where a page does. */
  refused?: { kind: 'image-too-large' | 'image-format'; detail: string };
}

/** Every image under the content folder, by its path there (`images/chart.png`). Plain data: it crosses to render workers. */
export interface ImageTable {
  contentDir: string;
  entries: Record<string, ImageEntry>;
}

/** What a page asks for. */
export interface ImageRequest {
  /** Path under the content folder (`images/chart.png`; a leading slash is the content folder too). */
  src: string;
  /** Text for who cannot see it. Required unless `decorative`. */
  alt?: string;
  /** Only decorates: written with alt="" (an empty alt is refused otherwise). */
  decorative?: boolean;
  /** The `sizes` attribute: how wide the image shows. Default `100vw`. */
  sizes?: string;
  /** Above the fold (a hero): fetched early (`fetchpriority="high"`), never lazy. */
  priority?: boolean;
  /** Class of the `<img>`. */
  className?: string;
  /** `file:line` that wrote the reference (a content file), named in problems; otherwise the page's route. */
  at?: string;
}

/** A bad image reference: its problem as the catalogue words it (generator/render/render-page.ts reports it as is). */
export class ImageError extends Error {
  constructor(public readonly problem: BuildProblem) {
    super(problem.message);
    this.name = 'ImageError';
  }
}

/**
 * The installed table, this module's own: each site module (a build's bundle, each render worker's
 * import of it, dev's modules after an edit) is given it by the engine before its pages render.
 */
let installed: ImageTable | undefined;

/** Hands the page renderers the derived images and declares each as an input (incremental builds). */
export function installImages(table: ImageTable): void {
  installed = table;
  for (const entry of Object.values(table.entries)) declareInput(inputKey(entry), entry.hash);
}

/** The name of an image as a page input: `<file>#image` (incremental.ts: a declared part covers the file). */
const inputKey = (entry: Pick<ImageEntry, 'file'>) => `${entry.file}#image`;

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Throws `found` (made by `problem`, with `at` as its place; without one the route's is filled in, render-page.ts). */
function refuse(found: BuildProblem): never {
  throw new ImageError(found);
}

/** The table's entry for `request`, recorded as read by the page rendering; throws an ImageError for a bad reference. */
export function resolveImage(request: ImageRequest): ImageEntry {
  const table = installed;
  if (!table) throw new Error('images were not installed: the engine installs them (installImages) before pages render');
  const { src } = request;
  const at = { where: request.at ?? '' };
  if (!request.decorative && !request.alt?.trim()) refuse(problem('image-alt', at, { src }));
  const key = src.replace(/^\/+/, '');
  const entry = table.entries[key];
  if (!entry) {
    const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
    if (!extension || !(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
      refuse(problem('image-format', at, { src, detail: extension ? `".${extension}" is not an image format the build reads` : 'the name has no extension' }));
    }
    refuse(problem('image-missing', at, { src, folder: table.contentDir }));
  }
  recordRead(inputKey(entry));
  if (entry.refused) refuse(problem(entry.refused.kind, at, { src, detail: entry.refused.detail }));
  return entry;
}

const srcset = (variants: ImageVariant[]) => variants.map((v) => `${v.url} ${v.width}w`).join(', ');

/**
 * The inside of the `<picture>` for `request`: a `<source>` per modern format and the `<img>` with
 * the fallback (width and height always, for the layout; lazy and async unless `priority`).
 * Void elements self-close, as React writes them (the site's HTML checks hold one style).
 */
export function imageSources(request: ImageRequest): string {
  const entry = resolveImage(request);
  const alt = request.decorative ? '' : request.alt!.trim();
  const loading = request.priority ? ' fetchpriority="high"' : ' loading="lazy" decoding="async"';
  const cls = request.className ? ` class="${escapeAttribute(request.className)}"` : '';
  const size = ` width="${entry.width}" height="${entry.height}"`;
  if (entry.variants.length === 1 && entry.variants[0].format === 'svg') {
    return `<img src="${escapeAttribute(entry.variants[0].url)}" alt="${escapeAttribute(alt)}"${size}${cls}${loading}/>`;
  }
  const sizes = escapeAttribute(request.sizes ?? '100vw');
  const byFormat = (format: ImageFormat) => entry.variants.filter((v) => v.format === format);
  const fallback = entry.variants.find((v) => v.format === 'jpeg') ? byFormat('jpeg') : byFormat('png');
  // The plain src (browsers without srcset) is the fallback nearest 960 px wide.
  const plain = fallback.reduce((best, v) => (Math.abs(v.width - 960) < Math.abs(best.width - 960) ? v : best));
  const sources = (['avif', 'webp'] as const).map((format) => `<source type="${IMAGE_TYPES[format]}" srcset="${escapeAttribute(srcset(byFormat(format)))}" sizes="${sizes}"/>`).join('');
  return `${sources}<img src="${escapeAttribute(plain.url)}" srcset="${escapeAttribute(srcset(fallback))}" sizes="${sizes}" alt="${escapeAttribute(alt)}"${size}${cls}${loading}/>`;
}

/**
 * The URL of the widest file every reader can open (the JPEG or PNG fallback; an SVG's copy), for
 * where only one URL fits (JSON-LD's `image`).
 */
export function imageFileUrl(request: Pick<ImageRequest, 'src' | 'at'>): string {
  const { variants } = resolveImage({ ...request, decorative: true });
  return variants.filter((v) => v.format !== 'avif' && v.format !== 'webp').at(-1)!.url;
}

/** The whole `<picture>` for `request` (Markdown; a component renders `<picture>` itself around `imageSources`). */
export function imageHtml(request: ImageRequest): string {
  return `<picture>${imageSources(request)}</picture>`;
}

/*
 * Markdown. A site's Markdown renderer turns `![alt](/images/x.png)` into a placeholder, which
 * depends on the Markdown's text only (so parsed Markdown can be cached by its text), and the
 * placeholder becomes the picture when a page reads the body (`resolveContentImages`).
 */
const PLACEHOLDER = /<img data-content-image="" ([^>]*)>/g;
const ATTRIBUTE = /([a-z-]+)="([^"]*)"/g;
const unescapeAttribute = (value: string) => value.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/**
 * The placeholder for one Markdown image. `line` counts from the body's first line; a title of
 * exactly "decorative" marks an image that only decorates (alt="" then allowed).
 */
export function contentImagePlaceholder({ src, alt, title, line }: { src: string; alt: string; title?: string | null; line: number }): string {
  const decorative = title === 'decorative' ? ' data-decorative="yes"' : '';
  return `<img data-content-image="" src="${escapeAttribute(src)}" alt="${escapeAttribute(alt)}" data-line="${line}"${decorative}>`;
}

export const hasContentImages = (html: string) => html.includes('<img data-content-image=""');

/**
 * `html` with each placeholder made a `<picture>`. `file` and `firstLine` (the body's first line in
 * that file) name a bad reference's place; Markdown images show below the fold, so they are lazy.
 */
export function resolveContentImages(html: string, { file, firstLine, sizes }: { file: string; firstLine: number; sizes?: string }): string {
  return html.replace(PLACEHOLDER, (_match, attributes: string) => {
    const found = Object.fromEntries([...attributes.matchAll(ATTRIBUTE)].map(([, name, value]) => [name, unescapeAttribute(value)]));
    const at = `${file}:${firstLine + Number(found['data-line'] ?? 1) - 1}`;
    return imageHtml({ src: found.src ?? '', alt: found.alt, decorative: found['data-decorative'] === 'yes', sizes, at });
  });
}
