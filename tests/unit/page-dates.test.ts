/**
 * Issue 32: honest dates. A page's <lastmod> is its content's own date, else the newest git date
 * among its inputs, read for all files in one `git log`; never the clock, never a file's mtime.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageDates } from '../../generator/outputs/page-dates.ts';
import { lastChangeDates, sourceCommit } from '../../generator/session/source-history.mjs';
import type { EngineRoute } from '../../generator/config/site.ts';
import { sitemapXml } from '../../generator/outputs/seo-files.ts';

const route = (path: string, source = 'src/pages/routes.tsx'): EngineRoute => ({ path, family: 'f', label: path, meta: { title: path, description: '' }, source });

describe('pageDates', () => {
  const changed = new Map([
    ['src/pages/routes.tsx', '2026-01-05T10:00:00Z'],
    ['content/trends/a.md', '2026-03-01T09:00:00Z'],
    ['content/industries/hr.md', '2026-02-01T08:00:00Z'],
  ]);
  const routes = [route('/trends/a'), route('/hr'), route('/pricing'), route('/other', 'src/pages/unknown.tsx')];
  const dates = pageDates({
    routes,
    reads: { '/trends/a': ['content/trends/a.md#body'] },
    ownDate: (r) => (r.path === '/trends/a' ? '2025-12-24' : undefined),
    inputsOf: (r) => [r.source!, ...(r.path === '/hr' ? ['content/industries/hr.md'] : [])],
    changed,
  });

  it("takes the content's own date over its inputs' dates", () => expect(dates.get('/trends/a')).toBe('2025-12-24'));
  it('takes the newest date among the inputs', () => expect(dates.get('/hr')).toBe('2026-02-01T08:00:00Z'));
  it('dates a page made from its routes file only by that file', () => expect(dates.get('/pricing')).toBe('2026-01-05T10:00:00Z'));
  it('leaves out a page none of whose inputs has a date (no git): no invented date', () => expect(dates.has('/other')).toBe(false));

  it('reads tracked inputs by their file', () => {
    const byRead = pageDates({ routes: [route('/x', 'none')], reads: { '/x': ['content/trends/a.md#body'] }, ownDate: () => undefined, inputsOf: () => [], changed });
    expect(byRead.get('/x')).toBe('2026-03-01T09:00:00Z');
  });

  it('writes <lastmod> into the sitemap only where a page has a date', () => {
    const xml = sitemapXml(routes, 'https://vertiq.example', dates);
    expect(xml).toContain('<url><loc>https://vertiq.example/hr</loc><lastmod>2026-02-01T08:00:00Z</lastmod></url>');
    expect(xml).toContain('<url><loc>https://vertiq.example/other</loc></url>');
  });
});

describe('lastChangeDates: git history, not the clock or mtimes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'page-dates-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const git = (args: string[], date?: string) =>
    execFileSync('git', args, { cwd: dir, env: { ...process.env, GIT_AUTHOR_DATE: date ?? '', GIT_COMMITTER_DATE: date ?? '', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t.example', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t.example' }, stdio: 'pipe' });

  it('is undefined outside a git checkout', () => {
    expect(lastChangeDates(dir, ['content'])).toBeUndefined();
    expect(sourceCommit(dir)).toBeNull();
  });

  it("gives each file its last commit's date, whatever its mtime", () => {
    git(['init', '-q']);
    mkdirSync(join(dir, 'content'));
    writeFileSync(join(dir, 'content/a.md'), 'one');
    writeFileSync(join(dir, 'content/b.md'), 'one');
    git(['add', '.']);
    git(['commit', '-qm', 'first'], '2026-01-02T03:04:05Z');
    writeFileSync(join(dir, 'content/b.md'), 'two');
    git(['commit', '-qam', 'second'], '2026-02-03T04:05:06Z');
    // A fresh clone's mtimes are the clone's time: they change nothing.
    utimesSync(join(dir, 'content/a.md'), new Date(), new Date());
    const dates = lastChangeDates(dir, ['content']);
    expect(Object.fromEntries(dates!)).toEqual({ 'content/a.md': '2026-01-02T03:04:05Z', 'content/b.md': '2026-02-03T04:05:06Z' });
    expect(sourceCommit(dir)).toMatch(/^[0-9a-f]{40}$/);
  });
});
