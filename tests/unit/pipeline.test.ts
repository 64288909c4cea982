/**
 * The pipeline feeds what pages really link to into its one check phase: a page that links to a
 * page that is not built stops the build, naming the route and its source file, and the staging
 * folder is left uncommitted. (Replaces an output test that re-checked the built site's links: the
 * test build could never have passed with a dangling link, so that test could not fail.)
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../generator/session/pipeline.ts';
import { vertiqSite } from '../../src/site-definition.ts';
import { openStaging } from '../../generator/session/staging.ts';
import { resolveConfig } from '../../src/config.ts';
import { BuildError } from '../../generator/check/errors.ts';
import { jsx, jsxs } from '../../generator/render/jsx-runtime.ts';
import { buildNavigation } from '../../src/render/navigation.ts';
import { assemblePage, renderBody } from '../../src/render/renderPage.tsx';
import type { RouteDef } from '../../src/render/route.ts';
import { routes } from '../../src/routes.ts';

const temps: string[] = [];
afterAll(() => Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true }))));

// Written as the site bundle compiles JSX (the usage-recording runtime); vitest compiles JSX against React's own.
const dangling: RouteDef = {
  path: '/dangling-link-probe',
  family: 'company',
  label: 'Probe',
  source: 'tests/unit/pipeline.test.ts',
  meta: { title: 'A page with one bad link', description: 'A page that links to one built page and to one page that does not exist.', keywords: ['probe'] },
  render: () => jsxs('main', { children: [jsx('h1', { children: 'Probe' }), jsx('a', { href: '/about#top', children: 'fine' }), jsx('a', { href: '/no-such-page#top', children: 'dangling' })] }),
};

/** Builds the real site plus `probe` into a fresh staging folder; what the build threw (undefined if nothing). */
async function buildWith(probe: RouteDef) {
  const parent = await mkdtemp(join(tmpdir(), 'vertiq-pipeline-'));
  temps.push(parent);
  const staging = await openStaging(join(parent, 'site'));
  const config = resolveConfig({}, { production: false });
  const site = { routes: [...routes, probe], renderBody, assemblePage, buildNavigation };
  const error = await buildSite(vertiqSite, config, staging, { module: site, compress: false, extraOutputs: [] }).then(
    () => undefined,
    (e: unknown) => e,
  );
  return { error, parent, staging };
}

describe('buildSite', () => {
  it('stops on a link to a page that is not built, naming the route and its file, and only that link', async () => {
    const { error, parent, staging } = await buildWith(dangling);
    expect(error).toBeInstanceOf(BuildError);
    const lines = (error as Error).message.split('\n').filter((line) => line.includes('/dangling-link-probe'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('/dangling-link-probe (tests/unit/pipeline.test.ts)');
    expect(lines[0]).toContain('"/no-such-page#top"');
    expect((error as Error).message).not.toContain('"/about#top"');
    // Nothing was swapped in: the caller aborts the staging folder on this error.
    expect(await readdir(parent)).not.toContain('site');
    await staging.abort();
  });

  it("stops on a page's invalid JSON-LD, checked as the page arrives, naming the route and each fault", async () => {
    const { error, staging } = await buildWith({
      ...dangling,
      path: '/jsonld-probe',
      meta: { ...dangling.meta, title: 'A page with bad structured data', description: 'A page whose JSON-LD has a relative URL and an empty name, which the site check refuses.' },
      render: () => jsxs('main', { children: [jsx('h1', { children: 'Probe' })] }),
      jsonLd: () => [{ '@type': 'WebPage', url: '/jsonld-probe', name: '' }],
    });
    expect(error).toBeInstanceOf(BuildError);
    const lines = (error as Error).message.split('\n').filter((line) => line.includes('/jsonld-probe (tests/unit/pipeline.test.ts)'));
    expect(lines.join('\n')).toMatch(/invalid JSON-LD: .*url is not an absolute URL/);
    expect(lines.join('\n')).toMatch(/invalid JSON-LD: .*name is an empty string/);
    await staging.abort();
  });
});

