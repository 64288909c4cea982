/** The build-time checks stop bad content and name the route (docs/product-rules.md#build-checks). */
import { describe, expect, it } from 'vitest';
import { checkSite, validateLinks, validatePageJsonLd, validateRoutes } from '../../generator/check/validate.ts';
import { vertiqSite } from '../../src/site-definition.ts';
import { BuildError } from '../../generator/check/errors.ts';
import type { RouteDef } from '../../src/render/route.ts';
import type { CheckedPage } from '../../generator/check/validate.ts';

const route = (path: string, over: Partial<RouteDef['meta']> = {}): RouteDef => ({
  path,
  family: 'company',
  label: 'Label',
  meta: { title: `Title for ${path}`, description: `A description long enough to pass the fifty character minimum for ${path}.`, keywords: ['a'], ...over },
  render: () => <p>x</p>,
});

const page = (path: string, links: string[], jsonLd: CheckedPage['jsonLd'] = []): CheckedPage => ({ route: route(path), links, jsonLd });

describe('validateRoutes', () => {
  it('accepts a clean table', () => expect(validateRoutes([route('/'), route('/about')])).toEqual([]));

  it('names a duplicate path', () => {
    expect(validateRoutes([route('/about'), { ...route('/about'), meta: { ...route('/x').meta } }])).toEqual(
      expect.arrayContaining([expect.objectContaining({ where: '/about', message: expect.stringMatching(/duplicate path/) })]),
    );
  });

  it('names titles out of range and duplicate titles', () => {
    const problems = validateRoutes([route('/a', { title: 'Tiny' }), route('/b', { title: 'x'.repeat(71) }), route('/c', { title: 'Same title' }), route('/d', { title: 'Same title' })]);
    expect(problems.map((p) => p.where)).toEqual(['/a', '/b', '/d']);
    expect(problems[2].message).toMatch(/duplicate title.*\/c/);
  });

  it('names descriptions out of range or missing', () => {
    const problems = validateRoutes([route('/a', { description: 'short' }), route('/b', { description: '' }), route('/c', { description: 'y'.repeat(161) })]);
    expect(problems.map((p) => [p.where, p.message])).toEqual([
      ['/a', 'description is 5 characters'],
      ['/b', 'missing meta.description'],
      ['/c', 'description is 161 characters'],
    ]);
  });

  it('names a malformed path', () => {
    expect(validateRoutes([route('/Bad/')])[0].message).toMatch(/Invalid route path/);
  });
});

describe('validateLinks', () => {
  const built = new Set(['/', '/about']);
  it('names an internal link to a page that is not built, ignoring external and mail links', () => {
    const links = ['/about#top', '/missing#top', 'https://x.example/', 'mailto:a@b.c', '/favicon.ico'];
    expect(validateLinks([page('/', links)], built, new Set(['/favicon.ico']))).toEqual([
      expect.objectContaining({ where: '/', message: 'links to "/missing#top", which is not a built page' }),
    ]);
  });
  it('names dead "#" links', () => {
    expect(validateLinks([page('/', ['#'])], built, new Set())[0].message).toMatch(/"#"/);
  });
});

describe('validatePageJsonLd', () => {
  it('names nodes without a type, relative URLs and empty values', () => {
    const problems = validatePageJsonLd([page('/about', [], [{ '@type': 'WebPage', url: '/about', name: '' }, { '@type': 'Thing', about: { name: 'x' } as never }])], vertiqSite.checks?.jsonLd);
    const messages = problems.map((p) => p.message).join('\n');
    expect(problems.every((p) => p.where === '/about')).toBe(true);
    expect(messages).toMatch(/url is not an absolute URL/);
    expect(messages).toMatch(/name is an empty string/);
    expect(messages).toMatch(/about has no @type/);
  });
});

describe('checkSite (the one check phase)', () => {
  const routes = [{ ...route('/'), source: 'src/pages/product-routes.tsx' }, { ...route('/about'), source: 'src/pages/product-routes.tsx' }];
  const input = {
    routes,
    pages: [{ route: routes[1], links: ['/gone#top', '/assets/x.css'], jsonLd: [] }],
    writtenFiles: new Set(['/assets/x.css']),
    renderProblems: [],
    navigationProblems: [{ where: '/pricing', source: 'src/content/navigation.ts', message: 'the navigation links to this path but no route builds it' }],
  };

  it('names the route and its source file in one error format', () => {
    const { errors, warnings } = checkSite(input);
    expect(warnings).toEqual([]);
    const text = new BuildError(errors).message;
    expect(text).toContain('/pricing (src/content/navigation.ts): the navigation links');
    expect(text).toContain('/about (src/pages/product-routes.tsx): links to "/gone#top"');
    expect(text).not.toContain('/assets/x.css');
  });

  it('turns dangling links and navigation targets into warnings in a draft build, but not bad meta', () => {
    const { errors, warnings } = checkSite({ ...input, draft: true, routes: [...routes, { ...route('/x', { title: 'x' }), source: 'src/pages/resource-routes.tsx' }] });
    expect(warnings.map((p) => p.where).sort()).toEqual(['/about', '/pricing']);
    expect(errors).toEqual([expect.objectContaining({ where: '/x', source: 'src/pages/resource-routes.tsx', message: 'title is 1 characters ("x")' })]);
  });
});

// Trust review T7 r53: /methodology's report links led to files no build ships. A report given as a path on this site is a
// link like any other: the build refuses it unless it writes the file (readiness names one on the business's own domain).
describe('a methodology report link to a path on this site', () => {
  it('is refused when the build writes no such file, and passes when it does', () => {
    const pages = [page('/methodology', ['/reports/lab-letter.pdf'])];
    expect(validateLinks(pages, new Set(['/methodology']), new Set()).map((p) => [p.where, p.message])).toEqual([['/methodology', 'links to "/reports/lab-letter.pdf", which is not a built page']]);
    expect(validateLinks(pages, new Set(['/methodology']), new Set(['/reports/lab-letter.pdf']))).toEqual([]);
  });
});
