/**
 * The second test build, for the browser tests that drive the islands under React's own client
 * (`--client react`, issue 24): the same sources and configuration as tests/global-setup.ts, into
 * .cache/test-dist-react. Only the browser project needs it; the build stamp makes it a few
 * milliseconds when nothing changed.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TEST_BUILD_ENV } from './helpers/test-build-env.ts';

export const TEST_DIST_REACT = fileURLToPath(new URL('../.cache/test-dist-react', import.meta.url));

export default function setup(): void {
  const args = ['cli/run.mjs', 'build', '--out', TEST_DIST_REACT, '--quiet', '--client', 'react'];
  if (process.env.TEST_DRAFT === '1') args.push('--draft');
  try {
    execFileSync(process.execPath, args, { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: 'pipe', encoding: 'utf8', env: { ...process.env, ...TEST_BUILD_ENV } });
  } catch (error) {
    const err = error as { stdout?: string; stderr?: string };
    throw new Error(`The site did not build with --client react, so the React island tests cannot run:\n${err.stdout ?? ''}${err.stderr ?? ''}`);
  }
}
