/**
 * The build session (generator/session/build-session.ts) owns a build's saved state: it answers an
 * unchanged build from the stamp without loading the site, builds and commits otherwise, and leaves
 * the previous output exactly as it was when a build fails. Built on the fixture site.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reportLines, runBuildSession, type BuildReport } from '../../generator/session/build-session.ts';
import type { EngineConfig, SiteDefinition } from '../../generator/config/site.ts';
import { miniSite } from '../fixtures/mini-site/site.ts';

const temps: string[] = [];
afterAll(() => Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true }))));

const config: EngineConfig = { siteUrl: 'https://mini.example', production: false };

function session(out: string, options: { force?: boolean; definition?: SiteDefinition; environment?: Record<string, string> } = {}) {
  let loaded = 0;
  const run = runBuildSession({
    definition: async () => {
      loaded++;
      return options.definition ?? miniSite;
    },
    config,
    out,
    draft: false,
    force: options.force ?? false,
    environment: options.environment ?? { MINI_SETTING: 'one' },
    configVariables: ['MINI_SETTING'],
  });
  return run.then((report) => ({ report, loaded }));
}

describe('the build session', () => {
  it('builds and commits, then answers the same build from the stamp without loading the site', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'session-')), 'site');
    temps.push(out, `${out}/..`);
    const first = await session(out);
    expect(first.report).toMatchObject({ unchanged: false, pages: 3, rendered: 3, warnings: 0, commit: { mode: 'swap' } });
    expect(first.loaded).toBe(1);
    expect(readFileSync(join(out, 'notes/first/index.html'), 'utf8')).toContain('First note');
    const again = await session(out);
    expect(again.report).toMatchObject({ unchanged: true, pages: 3, files: first.report.files });
    expect(again.loaded).toBe(0);
    // A configuration variable the fingerprint covers changed: a build, incremental, in place.
    const changed = await session(out, { environment: { MINI_SETTING: 'two' } });
    expect(changed.report).toMatchObject({ unchanged: false, commit: { mode: 'update' } });
    // --force builds whatever the stamp says, and swaps.
    expect((await session(out, { environment: { MINI_SETTING: 'two' }, force: true })).report).toMatchObject({ unchanged: false, rendered: 3, commit: { mode: 'swap' } });
  }, 120_000);

  it('leaves the previous output as it was when the build fails', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'session-')), 'site');
    temps.push(out, `${out}/..`);
    await session(out);
    const before = readdirSync(out, { recursive: true }).sort();
    const failing: SiteDefinition = { ...miniSite, extraOutputs: [{ name: 'broken', source: 'test', files: () => { throw new Error('producer broke'); } }] };
    await expect(session(out, { definition: failing, force: true })).rejects.toThrow(/broken.*producer broke/s);
    expect(readdirSync(out, { recursive: true }).sort()).toEqual(before);
    expect(readdirSync(join(out, '..')).filter((name) => name !== 'site')).toEqual([]);
    expect(existsSync(join(out, 'sitemap.xml'))).toBe(true);
  }, 120_000);
});

describe("a build's report", () => {
  const timings = [{ phase: 'load', ms: 12.4 }, { phase: 'render', ms: 3.6 }];
  it('gives the summary line every build prints and the details --quiet leaves out', () => {
    const built: BuildReport = { unchanged: false, pages: 3, files: 9, rendered: 1, warnings: 0, commit: { mode: 'update', changed: 2, removed: 0 }, totalMs: 20.2, timings };
    expect(reportLines(built, 'dist')).toEqual({
      summary: 'Built 3 pages, 9 files into dist in 20 ms (load 12 ms, render 4 ms)',
      details: ['  load         12 ms', '  render        4 ms', '  rendered 1 of 3 pages; the other 2 read nothing that changed since the last build', '  updated in place: 2 file(s) changed, 0 removed, the rest left as they were'],
    });
    const unchanged: BuildReport = { unchanged: true, pages: 3, files: 9, totalMs: 5, timings: [{ phase: 'unchanged', ms: 5 }] };
    expect(reportLines(unchanged, 'dist')).toEqual({ summary: 'Built 3 pages, 9 files into dist in 5 ms (unchanged 5 ms)', details: [] });
  });
});
