/**
 * Drafts travel as a build option, not an environment variable: `build --draft` and `dev` hand
 * `{ draft: true }` to the engine, which compiles it into the site's module as it loads it (esbuild's
 * bundle in build, Vite's SSR loader in dev), and the content loader keeps entries marked
 * `draft: true` only then. The probe (tests/unit/draft-probe/, a site module of one collection)
 * uses the site's own content loader, so it lives beside this test, not among the fixtures that
 * stand alone on the engine (.dependency-cruiser.cjs).
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDevSiteLoader } from '../../generator/dev/dev-site.ts';
import { loadSite } from '../../generator/config/load-site.ts';
import type { SiteDefinition } from '../../generator/config/site.ts';
import { draftsIncluded } from '../../src/collections/load-collection.ts';

const root = resolve(import.meta.dirname, 'draft-probe');
/** Only what loading a module needs; bundled afresh each time (treeCache: false), under its own name. */
const probe = { name: 'draft-probe', root, entry: 'entry.ts', treeCache: false } as SiteDefinition;

interface Probe {
  drafts: boolean;
  slugs: string[];
}

describe('draft builds', () => {
  it('a normal build leaves draft entries out, a draft build keeps them (the bundle the build imports)', async () => {
    const normal = (await loadSite(probe)) as unknown as Probe;
    const draft = (await loadSite(probe, { draft: true })) as unknown as Probe;
    expect(normal).toMatchObject({ drafts: false, slugs: ['published'] });
    expect(draft).toMatchObject({ drafts: true, slugs: ['published', 'work-in-progress'] });
  });

  it('dev loads the site with the draft option too (Vite compiles in the same constant)', async () => {
    const loader = await createDevSiteLoader(probe, { draft: true });
    try {
      expect((await loader.load()) as unknown as Probe).toMatchObject({ drafts: true, slugs: ['published', 'work-in-progress'] });
    } finally {
      await loader.close();
    }
  });

  it('ignores the old VERTIQ_DRAFTS variable: only the build option counts', async () => {
    process.env.VERTIQ_DRAFTS = '1';
    try {
      expect(draftsIncluded()).toBe(false);
      expect(((await loadSite(probe)) as unknown as Probe).slugs).toEqual(['published']);
    } finally {
      delete process.env.VERTIQ_DRAFTS;
    }
  });
});
