/** One catalogue of problems (generator/check/problems.ts), one format, whichever part of the build refuses. */
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BuildError, isBuildError } from '../../generator/check/errors.ts';
import { PROBLEM_KINDS, problem } from '../../generator/check/problems.ts';

const ROOT = resolve(import.meta.dirname, '../..');

describe('the problem catalogue', () => {
  it('gives each problem its kind, message and hint', () => {
    expect(problem('title-length', { where: '/about', source: 'src/pages/company-routes.tsx' }, { title: 'Hi' })).toEqual({
      kind: 'title-length',
      where: '/about',
      source: 'src/pages/company-routes.tsx',
      message: 'title is 2 characters ("Hi")',
      hint: 'keep it within 5-70 characters before " | brand"',
    });
    expect(Object.keys(PROBLEM_KINDS)).toEqual(expect.arrayContaining(['dangling-link', 'render-failed', 'invalid-jsonld', 'configuration', 'producer-failed']));
  });

  it('recognises a BuildError from another copy of the module, and nothing else by its name', () => {
    const copy = Object.assign(new Error('from the site bundle'), { [Symbol.for('site-engine.build-error')]: true, problems: [] });
    expect(isBuildError(copy)).toBe(true);
    expect(isBuildError(new BuildError([]))).toBe(true);
    expect(isBuildError(Object.assign(new Error('impostor'), { name: 'BuildError' }))).toBe(false);
  });

  it('prints configuration refusals in the build problem format', async () => {
    // Run from an empty folder with no configuration variables: no .env is read, every setting is missing.
    const cwd = await mkdtemp(join(tmpdir(), 'config-refusal-'));
    const run = promisify(execFile)(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'cli/index.ts'), 'build', '--production', '--out', join(cwd, 'never-written')], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      cwd,
    });
    const { stderr, code } = await run.then(
      () => ({ stderr: '', code: 0 }),
      (error: { stderr: string; code: number }) => error,
    );
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Configuration refused: \d+ problems?$/m);
    expect(stderr).toMatch(/^ {2}configuration: .*SITE_URL/m);
    expect(stderr).toMatch(/^ {4}hint: set it in \.env or the environment/m);
  }, 60_000);
});
