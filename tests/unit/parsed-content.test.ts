/**
 * The site bundle carries each content file's parsed front matter and Markdown (generator/config/load-site.ts
 * fills src/collections/parsed-ahead.ts), so a build does not parse them again. What it carries must be
 * exactly what parsing gives, and the loader must use it only for the very text it was made from.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/collections/markdown.ts';
import { PARSED_AHEAD } from '../../src/collections/parsed-ahead.ts';
import { contentKey, encodeParsed, markdownBody, parseContentTree, parseFrontMatter, parseFrontMatterNow } from '../../src/collections/parsed-content.ts';
import { expandPlaceholders } from '../../src/collections/placeholders.ts';
import { projectRoot } from '../../src/collections/load-collection.ts';

const CONTENT = join(projectRoot(), 'content');
const contentFiles = readdirSync(CONTENT, { recursive: true, withFileTypes: true })
  .filter((d) => d.isFile() && d.name.endsWith('.md') && d.name !== 'README.md')
  .map((d) => join(d.parentPath, d.name));

afterEach(() => {
  for (const table of [PARSED_AHEAD.frontMatter, PARSED_AHEAD.markdown]) for (const key of Object.keys(table)) delete table[key];
});

describe('content parsed ahead of time', () => {
  it('carries, for every content file, exactly what parsing it now gives (dates included)', async () => {
    const ahead = await parseContentTree(CONTENT);
    expect(contentFiles.length).toBeGreaterThan(20);
    Object.assign(PARSED_AHEAD.frontMatter, ahead.frontMatter);
    Object.assign(PARSED_AHEAD.markdown, ahead.markdown);
    for (const file of contentFiles) {
      const raw = expandPlaceholders(readFileSync(file, 'utf8'));
      expect(ahead.frontMatter[contentKey(raw)], file).toBeDefined();
      const now = parseFrontMatterNow(raw);
      expect(parseFrontMatter(raw), file).toEqual(now);
      expect(markdownBody(now.content), file).toEqual(renderMarkdown(now.content));
    }
  });

  it('is used for the text it was made from, and only for that text', () => {
    const raw = '---\ntitle: Made ahead\ndate: 2026-11-10\n---\nBody\n';
    const carried = { data: { title: 'Carried', date: new Date('2026-11-10T00:00:00Z') }, content: 'Body\n', matter: '\ntitle: Carried' };
    PARSED_AHEAD.frontMatter[contentKey(raw)] = encodeParsed(carried);
    const parsed = parseFrontMatter(raw);
    expect(parsed.data.title).toBe('Carried');
    expect(parsed.data.date).toEqual(new Date('2026-11-10T00:00:00Z'));
    // One character more and the text is parsed afresh.
    expect(parseFrontMatter(`${raw} `).data.title).toBe('Made ahead');
  });

  it('leaves out a file that does not parse, so loading it reports its error as before', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parsed-ahead-'));
    try {
      mkdirSync(join(dir, 'trends'));
      const good = '---\ntitle: Fine\n---\nBody\n';
      const bad = '---\ntitle: "unclosed\n---\nBody\n';
      writeFileSync(join(dir, 'trends', 'good.md'), good);
      writeFileSync(join(dir, 'trends', 'bad.md'), bad);
      const ahead = await parseContentTree(dir);
      expect(Object.keys(ahead.frontMatter)).toEqual([contentKey(good)]);
      expect(() => parseFrontMatter(bad)).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
