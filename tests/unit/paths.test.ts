import { describe, expect, it } from 'vitest';
import * as enginePaths from '../../generator/config/paths.ts';
import * as sitePaths from '../../src/render/paths.ts';
import { absoluteUrl, assertRoutePath, hrefToRoutePath, navHref, routeToFile } from '../../src/render/paths.ts';

describe('path logic, once', () => {
  it("the site's path module hands out the engine's functions, not copies of them", () => {
    for (const name of Object.keys(enginePaths) as (keyof typeof enginePaths)[]) expect(sitePaths[name], name).toBe(enginePaths[name]);
  });
});

describe('routeToFile', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about/index.html'],
    ['/solutions/document-analysis', 'solutions/document-analysis/index.html'],
    ['/404', '404.html'],
  ])('%s -> %s', (path, file) => expect(routeToFile(path)).toBe(file));

  it.each(['about', '/About', '/about/', '/a//b', '/a b', '/../etc', ''])('refuses the malformed path %j', (path) => {
    expect(() => routeToFile(path)).toThrow(/Invalid route path/);
  });
});

describe('hrefs', () => {
  it('navigation links end in #top', () => {
    expect(navHref('/pricing')).toBe('/pricing#top');
    expect(navHref('/')).toBe('/#top');
  });
  it('absolute URLs keep the root slash only for home', () => {
    expect(absoluteUrl('https://x.example', '/')).toBe('https://x.example/');
    expect(absoluteUrl('https://x.example', '/about')).toBe('https://x.example/about');
  });
  it('maps internal hrefs to route paths and ignores external ones', () => {
    expect(hrefToRoutePath('/pricing#top')).toBe('/pricing');
    expect(hrefToRoutePath('/trends/x?ref=1')).toBe('/trends/x');
    expect(hrefToRoutePath('/about/')).toBe('/about');
    expect(hrefToRoutePath('#main')).toBeUndefined();
    expect(hrefToRoutePath('mailto:a@b.c')).toBeUndefined();
    expect(hrefToRoutePath('//cdn.example/x')).toBeUndefined();
    expect(hrefToRoutePath('https://example.com/')).toBeUndefined();
  });
  it('accepts only clean route paths', () => {
    expect(() => assertRoutePath('/features/privacy-first')).not.toThrow();
    expect(() => assertRoutePath('/features/privacy-first-')).toThrow();
  });
});
