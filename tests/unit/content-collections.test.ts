/** The content loader on real files in a temporary content/ tree: bad front matter, unsafe Markdown, drafts. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCollection, withDemoSamples } from '../../src/collections/load-collection.ts';
import { renderMarkdown } from '../../src/collections/markdown.ts';
import { FRONT_MATTER_LIMITS } from '../../src/collections/parsed-content.ts';
import { articleSchema } from '../../src/collections/schemas.ts';
import { BuildError } from '../../generator/check/errors.ts';

const FRONT = {
  title: 'A headline long enough',
  shortTitle: 'Short',
  category: 'Industry Analysis',
  date: '2026-11-10',
  readTime: '6 min read',
  excerpt: 'One sentence.',
};
const META = `meta:\n  title: A page title for search\n  description: A description of this article that is long enough for a search result snippet.\n  keywords:\n    - one\n    - two\n    - three\n`;

let root: string;
function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'content-'));
  mkdirSync(join(root, 'content', 'trends'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, 'content', 'trends', name), text);
  return root;
}
function article(fields: Record<string, string> = {}, body = '## Heading\n\nText.\n', extra = ''): string {
  const lines = Object.entries({ ...FRONT, ...fields }).map(([k, v]) => `${k}: ${v}`);
  return `---\n${lines.join('\n')}\n${META}${extra}---\n\n${body}`;
}
function problemsOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(BuildError);
    return (error as Error).message;
  }
  throw new Error('expected the loader to refuse');
}

afterEach(() => root && rmSync(root, { recursive: true, force: true }));

describe('content loader', () => {
  it('loads a good file: slug from the file name, date as ISO text, body rendered', () => {
    const [entry] = loadCollection('trends', articleSchema, { root: tree({ 'good-one.md': article() }) });
    expect(entry.slug).toBe('good-one');
    expect(entry.data.date).toBe('2026-11-10');
    expect(entry.body.html).toContain('<h2 id="heading">');
  });

  it('names file, line, field and what was expected for a bad front matter, every bad file at once', () => {
    const message = problemsOf(() =>
      loadCollection('trends', articleSchema, {
        root: tree({ 'bad-date.md': article({ date: '10 November' }), 'bad-time.md': article({ readTime: 'six minutes' }), 'fine.md': article() }),
      }),
    );
    expect(message).toContain('content/trends/bad-date.md:5: field "date": expected a date written YYYY-MM-DD (found "10 November")');
    expect(message).toContain('content/trends/bad-time.md:6: field "readTime": expected a read time such as "6 min read"');
    expect(message).not.toContain('fine.md');
  });

  it('reports a missing field, a nested field and an unknown field', () => {
    const noTitle = article().replace(/^title: .*\n/m, '');
    const shortMeta = article().replace('title: A page title for search', 'title: Tiny');
    const message = problemsOf(() =>
      loadCollection('trends', articleSchema, { root: tree({ 'no-title.md': noTitle, 'short-meta.md': shortMeta, 'extra.md': article({ author: 'Someone' }) }) }),
    );
    expect(message).toMatch(/no-title\.md:\d+: field "title": expected the article headline/);
    expect(message).toMatch(/short-meta\.md:9: field "meta\.title": expected 5-70 characters/);
    expect(message).toMatch(/extra\.md:\d+: .*author/);
  });

  // Design review r8: /trends cards show cardExcerpt whole at 390 (three lines), so a longer one is refused.
  it('refuses a card excerpt over 110 characters and accepts one within it', () => {
    const long = `"${'word '.repeat(23).trim()}."`;
    const message = problemsOf(() => loadCollection('trends', articleSchema, { root: tree({ 'long.md': article({ cardExcerpt: long }) }) }));
    expect(message).toMatch(/long\.md:\d+: field "cardExcerpt": expected a card excerpt of at most 110 characters/);
    const [entry] = loadCollection('trends', articleSchema, { root: tree({ 'fits.md': article({ cardExcerpt: '"A card excerpt that fits."' }) }) });
    expect(entry.data.cardExcerpt).toBe('A card excerpt that fits.');
  });

  it('gives the line of a YAML syntax error', () => {
    const message = problemsOf(() => loadCollection('trends', articleSchema, { root: tree({ 'broken.md': article({ excerpt: '"unclosed' }) }) }));
    expect(message).toMatch(/broken\.md:\d+: front matter is not valid YAML/);
  });

  it('refuses a YAML alias bomb with its file and the line of its first alias, before it expands (issue 31)', () => {
    // Nine anchors, each nine aliases of the last: 9^9 values once expanded (4 GB and an abort, before).
    const bomb = ['lol0: &lol0 [x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 9; i++) bomb.push(`lol${i}: &lol${i} [${Array(9).fill(`*lol${i - 1}`).join(', ')}]`);
    const file = article({}, 'Text.\n', `${bomb.join('\n')}\n`);
    const started = performance.now();
    const message = problemsOf(() => loadCollection('trends', articleSchema, { root: tree({ 'bomb.md': file }) }));
    const line = file.split('\n').findIndex((l) => l.startsWith('lol1:')) + 1;
    expect(message).toContain(`content/trends/bomb.md:${line}: front matter expands to over ${FRONT_MATTER_LIMITS.nodes} values (YAML aliases repeating each other)`);
    expect(performance.now() - started).toBeLessThan(10_000); // expanding takes minutes and 4 GB; refusing, milliseconds (10 s: room for a loaded CI machine)
  });

  it('refuses front matter over its size limit with its file and line', () => {
    const long = `"${'x'.repeat(FRONT_MATTER_LIMITS.bytes)}"`;
    const message = problemsOf(() => loadCollection('trends', articleSchema, { root: tree({ 'huge.md': article({ excerpt: long }) }) }));
    expect(message).toMatch(new RegExp(`content/trends/huge\\.md:\\d+: front matter is over ${FRONT_MATTER_LIMITS.bytes / 1024} KB`));
  });

  it('refuses raw HTML in the body with its line in the file', () => {
    const body = 'First paragraph.\n\n<script>alert(1)</script>\n';
    const message = problemsOf(() => loadCollection('trends', articleSchema, { root: tree({ 'unsafe.md': article({}, body) }) }));
    const line = article({}, body).split('\n').indexOf('<script>alert(1)</script>') + 1;
    expect(message).toContain(`content/trends/unsafe.md:${line}: raw HTML is not allowed in Markdown`);
  });

  it('leaves drafts out unless drafts are included', () => {
    const files = { 'published.md': article(), 'work-in-progress.md': article({}, 'Text.\n', 'draft: true\n') };
    expect(loadCollection('trends', articleSchema, { root: tree(files) }).map((e) => e.slug)).toEqual(['published']);
    rmSync(root, { recursive: true, force: true });
    expect(loadCollection('trends', articleSchema, { root: tree(files), includeDrafts: true }).map((e) => e.slug)).toEqual(['published', 'work-in-progress']);
  });

  it('refuses an unknown placeholder', () => {
    const message = problemsOf(() => loadCollection('trends', articleSchema, { root: tree({ 'ph.md': article({}, 'Mail {{mail}}.\n') }) }));
    expect(message).toContain('unknown placeholder {{mail}}');
  });
});

describe('demo samples', () => {
  const pages = [
    { slug: 'healthcare', file: 'content/industries/healthcare.md', name: 'Healthcare' },
    { slug: 'energy', file: 'content/industries/energy.md', name: 'Energy' },
  ];

  it('attaches each page its sample by slug', () => {
    const withSamples = withDemoSamples(pages, { healthcare: { demo: 'h' }, energy: { demo: 'e' } }, 'INDUSTRY_DEMOS', true);
    expect(withSamples).toEqual([
      { slug: 'healthcare', name: 'Healthcare', demo: 'h' },
      { slug: 'energy', name: 'Energy', demo: 'e' },
    ]);
  });

  it('names the file of a page without its required sample, and where samples live', () => {
    expect(() => withDemoSamples(pages, { healthcare: { demo: 'h' } }, 'INDUSTRY_DEMOS in src/content/industries.ts', true)).toThrow(
      /content\/industries\/energy\.md: no demo sample for "energy"\n    hint: add one to INDUSTRY_DEMOS in src\/content\/industries\.ts/,
    );
  });

  it('leaves a page without a sample as it is when samples are optional', () => {
    expect(withDemoSamples(pages, { healthcare: { demo: 'h' } }, 'SOLUTION_DEMOS', false)[1]).toEqual({ slug: 'energy', name: 'Energy' });
  });
});

describe('Markdown rendering', () => {
  it('anchors headings, with an explicit id when given', () => {
    const { html, headings } = renderMarkdown('## Who we are {#who}\n\n## Costs & savings\n');
    expect(html).toContain('<h2 id="who"><a href="#who">Who we are</a></h2>');
    expect(html).toContain('<h2 id="costs-savings">');
    expect(headings.map((h) => h.id)).toEqual(['who', 'costs-savings']);
  });

  it('gives external links rel="noopener" and internal links #top', () => {
    const { html } = renderMarkdown('[site](https://example.org/x) and [pricing](/pricing) and [mail](mailto:a@b.example)');
    expect(html).toContain('<a href="https://example.org/x" rel="noopener">site</a>');
    expect(html).toContain('<a href="/pricing#top">pricing</a>');
    expect(html).toContain('<a href="mailto:a@b.example">mail</a>');
  });

  it.each([
    ['an inline tag', 'Text <img src=x onerror=alert(1)> more', /raw HTML is not allowed/],
    ['a script URL', '[click](javascript:alert(1))', /link "javascript:alert\(1\)" is not allowed/],
    // The message says https: (issue 32): a plain http: link is refused, with that same message.
    ['a plain http: link', '[site](http://example.org/x)', /link "http:\/\/example.org\/x" is not allowed; use https:/],
    ['a remote image', '![x](https://tracker.example/p.gif)', /image .* is not allowed/],
  ])('refuses %s', (_name, source, expected) => {
    expect(() => renderMarkdown(source)).toThrow(expected);
  });

  // Design review L r45: the long article's reading anchors. A "[!checklist]" blockquote is a titled box; any other stays a quote.
  it('boxes a "[!checklist] Title" blockquote with its list, and keeps a plain blockquote a quotation', () => {
    const { html } = renderMarkdown('> [!checklist] Three *questions*\n>\n> - One?\n> - Two?\n\n> A quote.\n');
    expect(html).toContain('<div class="checklist"><p><strong>Three <em>questions</em></strong></p>');
    expect(html).toMatch(/<ul>\s*<li>One\?<\/li>\s*<li>Two\?<\/li>\s*<\/ul>\s*<\/div>/);
    expect(html).toMatch(/<blockquote>\s*<p>A quote.<\/p>\s*<\/blockquote>/);
    expect(() => renderMarkdown('> [!checklist] No list\n>\n> Just text.\n')).toThrow(/holds a list/);
  });

  it('names a table after the h3 it sits under', () => {
    const { html } = renderMarkdown('## Levers\n\n### The four levers\n\n| Lever | Moves |\n| --- | --- |\n| Compute | Processing |\n');
    expect(html).toContain('<section class="table-scroll" tabindex="0" aria-label="The four levers">');
  });

  it('escapes what it does not refuse: text that looks like code stays text', () => {
    expect(renderMarkdown('5 \\< 6 and `<b>`').html).toContain('5 &lt; 6 and <code>&lt;b&gt;</code>');
  });
});
