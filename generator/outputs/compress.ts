/**
 * Precompressed `.br` and `.gz` beside each text asset, so a CDN or the preview server can send
 * them without compressing per request. Brotli at quality 11 is slow (the largest single cost of a
 * cold build; BENCHMARKS.md), so results are cached by content hash in .cache/precompressed: the
 * same bytes always compress to the same bytes, so the cache changes build time, never output.
 * zlib's async API runs on libuv's worker threads (4 by default), so compression uses every core of
 * this machine and overlaps with rendering on the main thread.
 */
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, gunzip, gzip, constants } from 'node:zlib';
import type { OutputFile } from './output-file.ts';
import { CACHE_DIRS } from '../cache/caches.mjs';
import { switchOn } from '../config/switches.mjs';
import { sha256, verifyEntry, writeAside } from '../cache/verified-cache.mjs';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const DECOMPRESSORS = { br: promisify(brotliDecompress), gz: promisify(gunzip) };
const TEXT = /\.(html|css|js|xml|txt|svg|json|webmanifest)$/;
/** Below this, compression saves less than the extra request header costs. */
const MIN_BYTES = 256;
export const COMPRESS_CACHE_DIR = CACHE_DIRS.precompressed;

/** Keeps a result in the cache, written aside and renamed: a build running at the same time never reads half a file. */
async function keep(file: string, result: Buffer): Promise<void> {
  await writeAside(file, result).catch(() => undefined); // a cache that cannot be written costs time only
}

/**
 * A cached copy is used only if it decompresses to its source: its name is the source's hash, so no
 * record is needed (verified-cache.mjs). A zeroed, truncated or garbled copy is made again, never shipped.
 */
async function cachedCopy(cachedFile: string, kind: 'br' | 'gz', key: string): Promise<Buffer | undefined> {
  return verifyEntry(cachedFile, async (bytes) => {
    const source = await DECOMPRESSORS[kind](bytes).catch(() => undefined);
    if (!source) return 'it does not decompress';
    return sha256(source) === key ? undefined : 'it decompresses to other bytes than its source';
  });
}

/** Where compressed results are kept between builds; undefined compresses everything afresh. */
export async function compressCacheDir(option?: string | false): Promise<string | undefined> {
  // COMPRESS_CACHE=off compresses everything afresh (the reproducibility test uses it).
  if (option === false || switchOn('COMPRESS_CACHE')) return undefined;
  const dir = option || COMPRESS_CACHE_DIR;
  await mkdir(dir, { recursive: true });
  return dir;
}

/** Where compressed copies go. */
export interface CompressedSink {
  write(file: OutputFile): Promise<void>;
}

const COMPRESSORS = {
  br: (input: Buffer) => brotli(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: input.length } }),
  gz: (input: Buffer) => gz(input, { level: 9 }),
};

/**
 * Writes the `.br` and `.gz` copies of one file (none for binary or tiny files) through `sink`. The
 * cache is keyed by content: a file whose bytes did not change since any earlier build is not
 * compressed again. Its cached copies are read and decompressed to check them (issue 31: a copied
 * file-to-file unchecked, a zeroed cache entry shipped as an empty `.br`), then written from memory.
 */
export async function writeCompressedCopies(file: OutputFile, cacheDir: string | undefined, sink: CompressedSink): Promise<void> {
  if (!hasCompressedCopies(file)) return;
  const key = createHash('sha256').update(file.content).digest('hex');
  await Promise.all(
    (['br', 'gz'] as const).map(async (kind) => {
      const path = `${file.path}.${kind}`;
      const cachedFile = cacheDir && `${cacheDir}${key}.${kind}`;
      // Checked, then written from the bytes read for the check (no second read by a file copy).
      const cached = cachedFile ? await cachedCopy(cachedFile, kind, key) : undefined;
      if (cached) return sink.write({ path, content: cached });
      const content = await COMPRESSORS[kind](Buffer.from(file.content));
      if (cachedFile) await keep(cachedFile, content);
      await sink.write({ path, content });
    }),
  );
}

/** Whether `file` gets `.br` and `.gz` copies (text, not tiny). */
export function hasCompressedCopies(file: OutputFile): boolean {
  return TEXT.test(file.path) && byteLength(file.content) >= MIN_BYTES;
}

/** The compressed copies of `files`, in memory (the scale bench times compression with it). */
export async function precompress(files: OutputFile[], options: { cacheDir?: string | false } = {}): Promise<OutputFile[]> {
  const cacheDir = await compressCacheDir(options.cacheDir);
  const copies: OutputFile[] = [];
  const sink: CompressedSink = {
    write: async (copy) => void copies.push(copy),
  };
  await Promise.all(files.map((f) => writeCompressedCopies(f, cacheDir, sink)));
  return copies;
}

export function byteLength(content: string | Uint8Array): number {
  return typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
}
