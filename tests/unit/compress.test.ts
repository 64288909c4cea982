/**
 * Precompressed copies (generator/outputs/compress.ts): `.br` and `.gz` beside each text file worth
 * it, the same bytes when served from the cache as when compressed afresh.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { byteLength, hasCompressedCopies, precompress } from '../../generator/outputs/compress.ts';

const temps: string[] = [];
afterAll(() => Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true }))));

const page = { path: 'about/index.html', content: `<!doctype html><title>“About”</title>${'<p>words</p>'.repeat(40)}` };

describe('precompressed copies', () => {
  it('are made for text files of 256 bytes or more, not for binary or tiny ones', () => {
    expect(hasCompressedCopies(page)).toBe(true);
    expect(hasCompressedCopies({ path: 'og/about.png', content: new Uint8Array(5000) })).toBe(false);
    expect(hasCompressedCopies({ path: 'robots.txt', content: 'User-agent: *' })).toBe(false);
    expect(byteLength('“')).toBe(3);
  });

  it('decompress to the file, and the cache gives the same bytes as compressing afresh', async () => {
    const cacheDir = `${await mkdtemp(join(tmpdir(), 'compress-'))}/`;
    temps.push(cacheDir);
    const fresh = await precompress([page], { cacheDir: false });
    const first = await precompress([page], { cacheDir });
    expect((await readdir(cacheDir)).sort()).toEqual([expect.stringMatching(/\.br$/), expect.stringMatching(/\.gz$/)]);
    const cached = await precompress([page], { cacheDir });
    const byPath = (files: { path: string; content: string | Uint8Array }[]) => Object.fromEntries(files.map((f) => [f.path, Buffer.from(f.content)]));
    expect(byPath(first)).toEqual(byPath(fresh));
    expect(byPath(cached)).toEqual(byPath(fresh));
    const copies = byPath(fresh);
    expect(brotliDecompressSync(copies['about/index.html.br']).toString()).toBe(page.content);
    expect(gunzipSync(copies['about/index.html.gz']).toString()).toBe(page.content);
  });
});
