/**
 * Issue 32: instant navigation with no inline script. The `Speculation-Rules` header names one rule
 * set in the output, served with its own type; view transitions are CSS; the CSP stays strict.
 * (Chromium acting on them: tests/browser/navigation.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { parseHeadersFile, headersFor } from '../../runtime/preview-server/headers-rules.ts';
import { routes } from '../../src/routes.ts';
import { usePreview } from '../helpers/preview.ts';
import { loadPage, readBuilt } from '../helpers/site.ts';

const headers = parseHeadersFile(readBuilt('_headers'));

describe('speculation rules', () => {
  it('every page names the rule set in its Speculation-Rules header', () => {
    for (const route of routes) expect(headersFor(headers, route.path)['Speculation-Rules'], route.path).toBe('"/speculation-rules.json"');
  });

  it('the rule set is served as application/speculationrules+json', () => {
    expect(headersFor(headers, '/speculation-rules.json')['Content-Type']).toBe('application/speculationrules+json');
  });

  it('prefetches same-origin pages on hover, never files or opted-out links, and never prerenders', () => {
    const rules = JSON.parse(readBuilt('speculation-rules.json'));
    expect(Object.keys(rules)).toEqual(['prefetch']);
    const [rule] = rules.prefetch;
    expect(rule).toMatchObject({ source: 'document', eagerness: 'moderate' });
    expect(rule.where.and).toEqual([
      { href_matches: '/*' },
      { not: { href_matches: '/*.*' } },
      { not: { selector_matches: '[rel~="nofollow"], [data-no-prefetch], [download], [target]' } },
    ]);
  });

  it('the CSP allows no inline script, and no page has one but JSON data', () => {
    const csp = headersFor(headers, '/')['Content-Security-Policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    for (const route of routes) {
      const $ = loadPage(route.path);
      const inline = $('script:not([src])').toArray().filter((el) => !/json$/.test($(el).attr('type') ?? ''));
      expect(inline.length, route.path).toBe(0);
    }
  });
});

describe('cross-document view transitions', () => {
  it("every page's stylesheet opts in, for visitors without reduced motion only", () => {
    const sheets = new Set(routes.flatMap((route) => loadPage(route.path)('link[rel=stylesheet]').toArray().map((el) => el.attribs.href)));
    expect(sheets.size).toBeGreaterThan(5);
    for (const sheet of sheets) {
      const css = readBuilt(sheet.slice(1));
      expect(css, sheet).toContain('@media (prefers-reduced-motion:no-preference){@view-transition{navigation:auto}}');
      expect(css.match(/@view-transition/g)?.length, sheet).toBe(1);
    }
  });
});

describe('the preview server serves both', () => {
  const server = usePreview();

  it('the header on a page and the rule set with its type', async () => {
    const page = await fetch(`${server.url}/pricing`);
    expect(page.headers.get('speculation-rules')).toBe('"/speculation-rules.json"');
    const rules = await fetch(`${server.url}/speculation-rules.json`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(rules.status).toBe(200);
    expect(rules.headers.get('content-type')).toBe('application/speculationrules+json');
  });
});
