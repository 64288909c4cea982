/**
 * The build renders with React's production build (its development build renders about four times
 * slower): a regression test for the CLI losing its NODE_ENV default.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('CLI', () => {
  it('runs commands with NODE_ENV=production unless the environment says otherwise', () => {
    const env = { ...process.env };
    delete env.NODE_ENV;
    // Commander exits after printing help; the exit hook still reports what the CLI set.
    const probe = `process.on('exit', () => console.log('NODE_ENV=' + process.env.NODE_ENV)); await import('./cli/index.ts');`;
    const { stdout } = spawnSync('node', ['--import', 'tsx', '--input-type=module', '-e', probe, '--', '--help'], {
      cwd: new URL('../..', import.meta.url).pathname,
      env,
      encoding: 'utf8',
    });
    expect(stdout).toContain('NODE_ENV=production');
  });

  it('does so through cli/run.mjs too, the entry `npm run build` uses (it runs the compiled CLI)', () => {
    const env = { ...process.env };
    delete env.NODE_ENV;
    const probe = `data:text/javascript,process.on('exit', () => console.log('NODE_ENV=' + process.env.NODE_ENV))`;
    const { stdout } = spawnSync('node', ['--import', probe, 'cli/run.mjs', '--help'], { cwd: new URL('../..', import.meta.url).pathname, env, encoding: 'utf8' });
    expect(stdout).toContain('Usage: site'); // the full CLI answered
    expect(stdout).toContain('NODE_ENV=production');
  });
});
