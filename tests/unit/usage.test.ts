/** Rendering reports what it wrote (generator/render/usage.ts): the classes, links and islands a page's stylesheet and checks are cut from. */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { jsx, jsxs } from '../../generator/render/jsx-runtime.ts';
import { collectUsage } from '../../generator/render/usage.ts';

// The site bundle compiles JSX to these calls; written out here because vitest compiles JSX against React's own runtime.
const page = () =>
  jsxs('main', {
    className: 'mx-auto  max-w-3xl',
    children: [
      jsx('a', { href: '/about#top', className: 'text-blue-700', children: 'About' }),
      jsx('div', { 'data-island': 'LearnTabs', 'data-hydrate': 'load', children: jsx('button', { className: 'tab', children: 'Tab' }) }),
      jsx('article', { dangerouslySetInnerHTML: { __html: '<p class="lead &amp; more"><a href="/trends?x=1&amp;y=2">Read</a></p>' } }),
    ],
  });

describe('collectUsage', () => {
  it('records class names, links and island markers as the page renders, and the HTML is unchanged', () => {
    const { result: html, usage } = collectUsage(() => renderToString(page()));
    expect([...usage.classes].sort()).toEqual(['&', 'lead', 'more', 'max-w-3xl', 'mx-auto', 'tab', 'text-blue-700'].sort());
    expect([...usage.links].sort()).toEqual(['/about#top', '/trends?x=1&y=2']);
    expect(usage.islands).toEqual([{ name: 'LearnTabs', when: 'load' }]);
    expect(html).toContain('<a href="/about#top" class="text-blue-700">About</a>');
  });

  it('finds the classes and links of elements made before the render began (a module-level JSX constant)', () => {
    // Built once, outside any collection, as a module-level constant is at import: the collector never sees it.
    const badge = jsx('span', { className: 'made-at-import ring-1', children: jsx('a', { href: '/methodology#speed', children: 'Method' }) });
    const { usage } = collectUsage(() => renderToString(jsxs('p', { className: 'lead', children: ['Figure ', badge] })));
    expect([...usage.classes].sort()).toEqual(['lead', 'made-at-import', 'ring-1']);
    expect([...usage.links]).toEqual(['/methodology#speed']);
  });

  it('keeps renders apart: nothing leaks into the next collection or outside one, also after a throw', () => {
    expect(() => collectUsage(() => renderToString(jsx(() => { throw new Error('boom'); }, {})))).toThrow('boom');
    page(); // outside a collection: recorded nowhere
    const { usage } = collectUsage(() => renderToString(jsx('p', { className: 'only' })));
    expect([...usage.classes]).toEqual(['only']);
    expect(usage.links.size).toBe(0);
  });
});
