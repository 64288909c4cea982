/**
 * Precompressed `.br` and `.gz` beside each text asset, so a CDN or the preview server can send
 * them without compressing per request. Brotli at quality 11 is slow (the largest single cost of a
 * cold build; BENCHMARKS.md), so results are cached by content hash in .cache/precompressed: the
 * same bytes always compress to the same bytes, so the cache changes build time, never output.
 * zlib's async API runs on libuv's worker threads (4 by default), so compression uses every core of
 * this machine and overlaps with rendering on the main thread.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants } from 'node:zlib';
import type { OutputFile } from './output-file.ts';
import { CACHE_DIRS } from '../cache/caches.mjs';
import { switchOn } from '../config/switches.mjs';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const TEXT = /\.(html|css|js|xml|txt|svg|json|webmanifest)$/;
/** Below this, compression saves less than the extra request header costs. */
const MIN_BYTES = 256;
export const COMPRESS_CACHE_DIR = CACHE_DIRS.precompressed;

/** Keeps a result in the cache, written aside and renamed: a build running at the same time never reads half a file. */
async function keep(file: string, result: Buffer): Promise<void> {
  const partial = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.partial`;
  await writeFile(partial, result)
    .then(() => rename(partial, file))
    .catch(() => rm(partial, { force: true }));
}

/** Where compressed results are kept between builds; undefined compresses everything afresh. */
export async function compressCacheDir(option?: string | false): Promise<string | undefined> {
  // COMPRESS_CACHE=off compresses everything afresh (the reproducibility test uses it).
  if (option === false || switchOn('COMPRESS_CACHE')) return undefined;
  const dir = option || COMPRESS_CACHE_DIR;
  await mkdir(dir, { recursive: true });
  return dir;
}

/** Where compressed copies go: as bytes, or copied from a cached file. */
export interface CompressedSink {
  write(file: OutputFile): Promise<void>;
  copy(from: string, path: string): Promise<void>;
}

const COMPRESSORS = {
  br: (input: Buffer) => brotli(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: input.length } }),
  gz: (input: Buffer) => gz(input, { level: 9 }),
};

/**
 * Writes the `.br` and `.gz` copies of one file (none for binary or tiny files) through `sink`. The
 * cache is keyed by content: a file whose bytes did not change since any earlier build is not
 * compressed again, and its cached copies are copied file to file (one request to libuv's threads,
 * the kernel copying), where reading them into memory and writing them out took seven, round trips
 * the main thread waited on (figures: BENCHMARKS.md, "Figures behind the code's choices").
 */
export async function writeCompressedCopies(file: OutputFile, cacheDir: string | undefined, sink: CompressedSink): Promise<void> {
  if (!hasCompressedCopies(file)) return;
  const key = createHash('sha256').update(file.content).digest('hex');
  await Promise.all(
    (['br', 'gz'] as const).map(async (kind) => {
      const path = `${file.path}.${kind}`;
      const cachedFile = cacheDir && `${cacheDir}${key}.${kind}`;
      if (cachedFile) {
        try {
          return await sink.copy(cachedFile, path);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
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
    copy: async (from, path) => void copies.push({ path, content: await readFile(from) }),
  };
  await Promise.all(files.map((f) => writeCompressedCopies(f, cacheDir, sink)));
  return copies;
}

export function byteLength(content: string | Uint8Array): number {
  return typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
}
