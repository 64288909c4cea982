/**
 * Render workers change where pages render, never what they are: the real CLI builds the site on the
 * main thread (--workers 0), on one worker and on three, and every file of the three trees is the same.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { POOL_MIN_PAGES, renderWorkers } from '../../generator/session/pipeline.ts';
import { TEST_BUILD_ENV } from '../helpers/test-build-env.ts';
import { snapshot } from '../helpers/tree-snapshot.ts';

const run = promisify(execFile);
const ROOT = new URL('../..', import.meta.url).pathname;
let scratch: string | undefined;
afterAll(() => (scratch ? rm(scratch, { recursive: true, force: true }) : undefined));

async function build(out: string, workers: number) {
  const { stdout } = await run(process.execPath, ['cli/run.mjs', 'build', '--force', '--quiet', '--workers', String(workers), '--out', out], { cwd: ROOT, env: { ...process.env, ...TEST_BUILD_ENV } });
  return stdout;
}

describe('render workers', () => {
  it('a build on the main thread, on 1 worker and on 3 workers writes the same tree', async () => {
    scratch = await mkdtemp(join(tmpdir(), 'vertiq-workers-'));
    const trees: Record<string, string>[] = [];
    for (const workers of [0, 1, 3]) {
      const out = join(scratch, `w${workers}`);
      expect(await build(out, workers)).toMatch(/Built \d+ pages/);
      trees.push(await snapshot(out));
    }
    expect(Object.keys(trees[0]).filter((p) => p.endsWith('.html')).length).toBeGreaterThan(40);
    expect(trees[1]).toEqual(trees[0]);
    expect(trees[2]).toEqual(trees[0]);
  }, 420_000);

  it('renders on the main thread below POOL_MIN_PAGES unless told otherwise, on every core from it', () => {
    expect(renderWorkers({}, POOL_MIN_PAGES - 1)).toBe(0);
    expect(renderWorkers({ workers: 3 }, 10)).toBe(3);
    expect(renderWorkers({ workers: 0 }, 100_000)).toBe(0);
  });
});
