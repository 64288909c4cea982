/**
 * Builds the site once per test run, as `npm run build` does (cli/run.mjs), into .cache/test-dist;
 * output and browser tests read that folder. When nothing changed since the last test build, the
 * build stamp answers in a few milliseconds. TEST_DRAFT=1 builds with --draft (dangling links as
 * warnings) for work in progress; CI never sets it.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TEST_BUILD_ENV } from './helpers/test-build-env.ts';

export const TEST_DIST = fileURLToPath(new URL('../.cache/test-dist', import.meta.url));

export default function setup(): void {
  const args = ['cli/run.mjs', 'build', '--out', TEST_DIST, '--quiet'];
  if (process.env.TEST_DRAFT === '1') args.push('--draft');
  try {
    execFileSync(process.execPath, args, { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: 'pipe', encoding: 'utf8', env: { ...process.env, ...TEST_BUILD_ENV } });
  } catch (error) {
    const err = error as { stdout?: string; stderr?: string };
    throw new Error(`The site did not build, so no output test can run:\n${err.stdout ?? ''}${err.stderr ?? ''}\n(While other page families are unfinished, TEST_DRAFT=1 builds with --draft.)`);
  }
}
