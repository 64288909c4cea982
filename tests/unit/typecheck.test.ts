/**
 * The TypeScript compiler over the whole project (`npm run typecheck`): esbuild and tsx strip types
 * without checking them, so a type error builds and runs; only this test stops it reaching main.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = new URL('../..', import.meta.url).pathname;

describe('types', () => {
  it('tsc --noEmit reports no error', async () => {
    const tsc = `${ROOT}node_modules/typescript/bin/tsc`;
    const result = await run(process.execPath, [tsc, '--noEmit', '-p', ROOT], { cwd: ROOT }).then(
      () => '',
      (error: { stdout?: string }) => error.stdout || String(error),
    );
    expect(result).toBe('');
  }, 120_000);
});
