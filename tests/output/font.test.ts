/**
 * The brand typeface as the built pages ship it: one hashed Latin woff2, preloaded from every page's
 * head, declared by an @font-face rule in the page's stylesheet, with a metric-adjusted local fallback
 * so text does not move when the font arrives (issue 22).
 */
import { describe, expect, it } from 'vitest';
import { builtExists, loadPage, readBuilt } from '../helpers/site.ts';

const ROUTES = ['/', '/demo', '/pricing', '/technology/rag', '/healthcare', '/security'];

describe.each(ROUTES)('brand font on %s', (route) => {
  const $ = loadPage(route);
  const preloads = $('link[rel="preload"][as="font"]');
  const href = preloads.attr('href') ?? '';
  const css = $('link[rel="stylesheet"]')
    .map((_, el) => readBuilt($(el).attr('href')!.slice(1)))
    .get()
    .join('\n');

  it('preloads exactly one hashed woff2 that exists in dist/assets, with crossorigin', () => {
    expect(preloads).toHaveLength(1);
    expect(href).toMatch(/^\/assets\/inter-[\w-]+\.woff2$/);
    // Font preloads are fetched in CORS mode; without crossorigin the browser would fetch twice.
    expect(preloads.attr('crossorigin')).toBeDefined();
    expect(builtExists(href.slice(1))).toBe(true);
  });

  it('declares Inter over the preloaded file and a metric-adjusted fallback face', () => {
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    const inter = faces.find((f) => /font-family:"?Inter"?;/.test(f));
    const fallback = faces.find((f) => /font-family:"?Inter Fallback"?;/.test(f));
    expect(inter).toContain(`url(${href})`);
    expect(inter).toContain('font-display:swap');
    expect(fallback).toMatch(/src:local\("?Arial"?\)/);
    for (const descriptor of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override']) {
      expect(fallback).toMatch(new RegExp(`${descriptor}:\\d+(\\.\\d+)?%`));
    }
    // The sans stack tries Inter, then the adjusted fallback, before any system font.
    expect(css).toMatch(/--font-sans:\s*"?Inter"?,\s*"?Inter Fallback"?/);
  });
});
