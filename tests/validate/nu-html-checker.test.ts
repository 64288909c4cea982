/**
 * The W3C Nu HTML checker (vnu-jar, on the installed Java) over every built page, redirect fallbacks
 * included: zero errors.
 * It catches what html-validate lets through, e.g. aria-label on a div without a role. One Java
 * process checks all pages (the JVM is slow to start).
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes.ts';
import { routeToFile } from '../../src/render/paths.ts';
import { DIST } from '../helpers/site.ts';
import { REDIRECT_PAGES } from '../helpers/redirect-pages.ts';

const run = promisify(execFile);
const jar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

interface NuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

describe('W3C Nu HTML checker', () => {
  it('reports no errors on any built page', { timeout: 180_000 }, async () => {
    // Every page, and the fallback page at each moved path (issue 32).
    const files = [...routes.map((route) => routeToFile(route.path)), ...REDIRECT_PAGES].map((file) => join(DIST, file));
    // --exit-zero-always: the verdict is ours to read from the JSON, not the exit code.
    const { stderr } = await run('java', ['-jar', jar, '--errors-only', '--exit-zero-always', '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 });
    const messages = (JSON.parse(stderr) as { messages: NuMessage[] }).messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
    const report = messages.map((m) => `${m.url.replace(/^file:.*?dist\//, '/')}: ${m.message}\n    ${m.extract ?? ''}`);
    expect(report).toEqual([]);
    expect(files.length).toBeGreaterThanOrEqual(50);
  });
});
