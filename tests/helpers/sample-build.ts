/**
 * The sample-evidence site built through the real CLI once per test file (tests/build/*), in a temporary folder removed
 * when the file's tests end. One helper, so the files that read the sample build cannot drift in how they build it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { load, type CheerioAPI } from 'cheerio';
import { afterAll, beforeAll } from 'vitest';
import { FIXTURE, ROOT } from './fixture-copy.ts';

const run = promisify(execFile);

/** `build --quiet --force --content-from <content> --out <out>` with the repository's CLI. */
export const buildSite = (content: string, out: string) =>
  run(process.execPath, ['cli/run.mjs', 'build', '--quiet', '--force', '--content-from', content, '--out', out], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });

/**
 * Builds the fixture before the file's tests. `page(path)` reads a built page ('' for home); `temp()` is the file's
 * temporary folder, for builds of edited copies beside it.
 */
export function useSampleBuild(name: string) {
  let temp = '';
  beforeAll(async () => {
    temp = await mkdtemp(join(tmpdir(), `vertiq-${name}-`));
    await buildSite(FIXTURE, join(temp, 'out'));
  }, 240_000);
  afterAll(() => temp && rm(temp, { recursive: true, force: true }));
  return {
    page: async (path: string): Promise<CheerioAPI> => load(await readFile(join(temp, 'out', path, 'index.html'), 'utf8')),
    temp: () => temp,
  };
}
