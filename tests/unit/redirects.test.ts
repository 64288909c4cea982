/**
 * Issue 32: moved pages. The list (content/redirects.yaml) is checked by its schema and against the
 * route table, each problem naming the file and line; `_redirects` and the fallback pages follow it.
 */
import { describe, expect, it } from 'vitest';
import { isBuildError, type BuildError } from '../../generator/check/errors.ts';
import { redirectFiles, redirectPageFile, redirectProblems, type Redirect } from '../../generator/outputs/redirects.ts';
import type { EngineRoute, SiteModule } from '../../generator/config/site.ts';
import { producerFiles } from '../../generator/outputs/extra-outputs.ts';
import { parseRedirects } from '../../src/collections/redirects.ts';
import { parseRedirectsFile, redirectFor } from '../../runtime/preview-server/redirect-rules.ts';

const route = (path: string, extra: Partial<EngineRoute> = {}): EngineRoute => ({ path, family: 'f', label: path, meta: { title: `Title of ${path}`, description: '' }, ...extra });
const ROUTES = [route('/'), route('/demo'), route('/pricing'), route('/404', { excludeFromSitemap: true })];
const r = (from: string, to: string, line = 1, status: 301 | 302 = 301): Redirect => ({ from, to, status, where: `content/redirects.yaml:${line}` });

function thrown(work: () => unknown): BuildError {
  try {
    work();
  } catch (error) {
    if (isBuildError(error)) return error;
    throw error;
  }
  throw new Error('expected a BuildError');
}

describe('redirect list checks', () => {
  it('accepts a move to a built page', () => {
    expect(redirectProblems([r('/contact', '/demo')], ROUTES)).toEqual([]);
  });

  it.each([
    ['a target that is not a route', [r('/contact', '/contact-us', 3)], 'content/redirects.yaml:3', 'redirects to "/contact-us", which is not a built page'],
    ['a target that is the 404 page', [r('/contact', '/404', 3)], 'content/redirects.yaml:3', 'redirects to "/404", which is not a built page'],
    ['a chain', [r('/a', '/b', 3), r('/b', '/demo', 6)], 'content/redirects.yaml:3', 'redirect chain /a -> /b -> /demo'],
    ['a loop', [r('/a', '/b', 3), r('/b', '/a', 6)], 'content/redirects.yaml:3', 'redirect loop /a -> /b -> /a'],
    ['a redirect to itself', [r('/a', '/a', 3)], 'content/redirects.yaml:3', 'redirect loop /a -> /a'],
    ['a live page as the old path', [r('/pricing', '/demo', 3)], 'content/redirects.yaml:3', '"/pricing" is a live page, so a redirect would hide it'],
    ['an old path listed twice', [r('/a', '/demo', 3), r('/a', '/pricing', 6)], 'content/redirects.yaml:6', '"/a" is redirected twice (also at content/redirects.yaml:3)'],
  ])('refuses %s, naming the file and line', (_name, list, where, message) => {
    const problems = redirectProblems(list, ROUTES);
    expect(problems).toContainEqual(expect.objectContaining({ where, message }));
    const error = thrown(() => redirectFiles(list, ROUTES, 'https://vertiq.example'));
    expect(error.message).toContain(`${where}: ${message}`);
  });

  it('stops the build with those problems, not as a failed producer', async () => {
    const producer = { name: 'redirects', source: 'content/redirects.yaml', files: () => redirectFiles([r('/pricing', '/demo', 4)], ROUTES, 'https://vertiq.example') };
    const error = await producerFiles(producer, { routes: ROUTES, config: { siteUrl: 'https://vertiq.example', production: false }, pages: [], site: {} as SiteModule }).catch((e: unknown) => e);
    expect(isBuildError(error) && (error as BuildError).problems.map((p) => [p.kind, p.where])).toEqual([['redirect-live-source', 'content/redirects.yaml:4']]);
  });

  it('hints the direct target of a chain', () => {
    const [chain] = redirectProblems([r('/a', '/b'), r('/b', '/demo')], ROUTES);
    expect(chain.hint).toBe('redirect /a straight to /demo');
  });
});

describe('the list file', () => {
  it('reads from, to and status', () => {
    const text = 'redirects:\n  - from: /contact\n    to: /demo\n    status: 301\n  - from: /old\n    to: /pricing\n    status: 302\n';
    expect(parseRedirects(text)).toEqual([
      { from: '/contact', to: '/demo', status: 301, where: 'content/redirects.yaml:2' },
      { from: '/old', to: '/pricing', status: 302, where: 'content/redirects.yaml:5' },
    ]);
  });

  it.each([
    ['a status other than 301 or 302', 'redirects:\n  - from: /a\n    to: /demo\n    status: 307\n', 'content/redirects.yaml:2', /field "status": expected 301 \(moved for good\) or 302/],
    ['a path with a trailing slash', 'redirects:\n  - from: /a\n    to: /demo\n    status: 301\n  - from: /b/\n    to: /demo\n    status: 301\n', 'content/redirects.yaml:5', /field "from": expected the old path: a path starting with \//],
    ['an unknown field', 'redirects:\n  - from: /a\n    to: /demo\n    status: 301\n    force: true\n', 'content/redirects.yaml:2', /force/],
    ['a missing list', 'moved: []\n', 'content/redirects.yaml:1', /redirects/],
  ])('refuses %s, naming the line', (_name, text, where, message) => {
    const error = thrown(() => parseRedirects(text));
    expect(error.problems[0].where).toBe(where);
    expect(error.problems[0].message).toMatch(message);
  });
});

describe('what the build writes', () => {
  const files = redirectFiles([r('/contact', '/demo'), r('/old-pricing', '/pricing', 5, 302)], ROUTES, 'https://vertiq.example');
  const byPath = new Map(files.map((f) => [f.path, String(f.content)]));

  it('writes _redirects in the Netlify / Cloudflare Pages format', () => {
    expect(byPath.get('_redirects')).toBe('/contact /demo 301\n/old-pricing /pricing 302\n');
  });

  it('writes a page at each old path: meta refresh, canonical link, no script', () => {
    const html = byPath.get(redirectPageFile('/contact'))!;
    expect(redirectPageFile('/contact')).toBe('contact/index.html');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/demo"/>');
    expect(html).toContain('<link rel="canonical" href="https://vertiq.example/demo"/>');
    expect(html).toContain('<a href="/demo">Title of /demo</a>');
    expect(html).not.toMatch(/<script/i);
  });

  it('writes nothing for an empty list', () => {
    expect(redirectFiles([], ROUTES, 'https://vertiq.example')).toEqual([]);
  });

  it('is read back by the preview server as written', () => {
    const rules = parseRedirectsFile(byPath.get('_redirects')!);
    expect(redirectFor(rules, '/contact', '?ref=mail')).toEqual({ status: 301, location: '/demo?ref=mail' });
    expect(redirectFor(rules, '/old-pricing')).toEqual({ status: 302, location: '/pricing' });
    expect(redirectFor(rules, '/demo')).toBeUndefined();
  });
});
