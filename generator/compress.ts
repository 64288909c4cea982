/**
 * Precompressed `.br` and `.gz` beside each text asset, so a CDN or the preview server can send
 * them without compressing per request. Brotli at quality 11 is slow (about 450 ms for React's
 * chunk), so results are cached by content hash in .cache/precompressed: the same bytes always
 * compress to the same bytes, so the cache changes build time, never output. zlib's async API
 * runs on the thread pool, using both cores.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants } from 'node:zlib';
import type { OutputFile } from './output-file.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const TEXT = /\.(html|css|js|xml|txt|svg|json|webmanifest)$/;
/** Below this, compression saves less than the extra request header costs. */
const MIN_BYTES = 256;
export const COMPRESS_CACHE_DIR = fileURLToPath(new URL('../.cache/precompressed/', import.meta.url));

async function cached(key: string, make: () => Promise<Buffer>, cacheDir: string | undefined): Promise<Buffer> {
  if (!cacheDir) return make();
  const file = `${cacheDir}${key}`;
  try {
    return await readFile(file);
  } catch {
    const result = await make();
    await writeFile(file, result).catch(() => undefined);
    return result;
  }
}

export async function precompress(files: OutputFile[], options: { cacheDir?: string | false } = {}): Promise<OutputFile[]> {
  // COMPRESS_CACHE=off compresses everything afresh (the reproducibility test uses it).
  const disabled = options.cacheDir === false || process.env.COMPRESS_CACHE === 'off';
  const cacheDir = disabled ? undefined : (options.cacheDir || COMPRESS_CACHE_DIR);
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  const targets = files.filter((f) => TEXT.test(f.path) && byteLength(f.content) >= MIN_BYTES);
  const out = await Promise.all(
    targets.map(async (f) => {
      const input = typeof f.content === 'string' ? Buffer.from(f.content) : Buffer.from(f.content);
      const key = createHash('sha256').update(input).digest('hex');
      const [br, gzipped] = await Promise.all([
        cached(`${key}.br`, () => brotli(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: input.length } }), cacheDir),
        cached(`${key}.gz`, () => gz(input, { level: 9 }), cacheDir),
      ]);
      return [
        { path: `${f.path}.br`, content: br },
        { path: `${f.path}.gz`, content: gzipped },
      ];
    }),
  );
  return out.flat();
}

export function byteLength(content: string | Uint8Array): number {
  return typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
}
