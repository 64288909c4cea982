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

describe('island class candidates', () => {
  // A word in a comment is not a class: scanned raw, "static" here shipped `.static` to every island page.
  it('come from the code, not its comments, and keep class strings and template literals', async () => {
    const { withoutComments } = await import('../../generator/outputs/scripts.ts');
    const { sourceCandidates } = await import('../../generator/outputs/css-split.ts');
    const source = `/** The static server HTML. */\n// a table\nexport const A = () => <p className="invisible text-sm" data-url="http://x/y" title={\n// a block\nx}>{/* outline buttons */}{\`\${1} grid\`}</p>;`;
    const code = await withoutComments(source, 'tsx');
    const candidates = sourceCandidates([{ content: code, extension: 'tsx' }]);
    expect(candidates.has('static')).toBe(false);
    expect(candidates.has('table')).toBe(false);
    // Comments among JSX children and inside a JSX attribute (esbuild kept both) are dropped too.
    expect(candidates.has('outline')).toBe(false);
    expect(candidates.has('block')).toBe(false);
    for (const c of ['invisible', 'text-sm', 'grid']) expect(candidates.has(c)).toBe(true);
    expect(code).toContain('http://x/y');
    // Raw, the comment's words were candidates: what the stripping prevents.
    expect(sourceCandidates([{ content: source, extension: 'tsx' }]).has('static')).toBe(true);
    expect(sourceCandidates([{ content: source, extension: 'tsx' }]).has('outline')).toBe(true);
  });
});
