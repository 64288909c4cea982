/**
 * Family stylesheets are cut from the full one (generator/outputs/css-split.ts): a utility rule stays
 * when any class of its selector is used, everything outside the utilities layer stays, and
 * custom properties stay only when something kept refers to them.
 */
import { describe, expect, it } from 'vitest';
import { createCssSplitter, htmlClassTokens, parseStylesheet, selectorClasses, unescapeCssIdentifier } from '../../generator/outputs/css-split.ts';

const FULL = [
  '@layer theme{:root{--color-red:red;--color-blue:blue;--unused:0}}',
  '@layer base{body{margin:0}}',
  '@layer utilities{.text-red{color:var(--color-red)}.text-blue{color:var(--color-blue)}.md\\:p-2{padding:2px}.group:hover .group-hover\\:underline{text-decoration:underline}}',
  '@property --tw-x{syntax:"*";inherits:false}',
].join('');

describe('cutting a family stylesheet', () => {
  it('reads class tokens as React escapes them', () => {
    expect([...htmlClassTokens('<p class="a md:p-2">x</p><span class="b&amp;c  a"></span>')]).toEqual(['a', 'md:p-2', 'b&c']);
  });

  it('reads the classes of a selector, unescaped', () => {
    expect(selectorClasses('.group:hover .group-hover\\:underline')).toEqual(['group', 'group-hover:underline']);
    expect(unescapeCssIdentifier('\\31 0')).toBe('10');
  });

  it('keeps the used utilities, every base rule and only the variables something kept uses', async () => {
    const splitter = createCssSplitter(await parseStylesheet(FULL));
    const cut = splitter.cut(new Set(['text-red', 'md:p-2']));
    expect(cut).toContain('body{margin:0}');
    expect(cut).toContain('.text-red{');
    expect(cut).toContain('.md\\:p-2{');
    expect(cut).not.toContain('.text-blue');
    expect(cut).toContain('--color-red:red');
    expect(cut).not.toContain('--color-blue');
    expect(cut).not.toContain('--unused');
    expect(cut).not.toContain('@property --tw-x');
    // A rule is kept when any class of its selector is used.
    expect(splitter.cut(new Set(['group']))).toContain('group-hover\\:underline');
  });

  it('gives the same text for the same classes, whatever their order', async () => {
    const splitter = createCssSplitter(await parseStylesheet(FULL));
    expect(splitter.cut(new Set(['text-blue', 'text-red']))).toBe(splitter.cut(new Set(['text-red', 'text-blue'])));
  });
});
